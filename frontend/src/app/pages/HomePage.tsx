import { WelcomeSection } from '../../features/home/components/WelcomeSection';

export function HomePage() {
  return <WelcomeSection />;
}
