import { AboutContent } from '../../features/about/components/AboutContent';

export function AboutPage() {
  return <AboutContent />;
}
