import { NotFound } from '../../features/errors/components/NotFound';

export function NotFoundPage() {
  return <NotFound />;
}
