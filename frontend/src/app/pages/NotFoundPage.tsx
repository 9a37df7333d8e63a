import { NotFound } from '../../components/ui/NotFound';

export function NotFoundPage() {
  return <NotFound />;
}
