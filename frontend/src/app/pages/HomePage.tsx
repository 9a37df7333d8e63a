import { Seo } from '../../components/seo/Seo';
import { DestinationsSection } from '../../features/catalogue/components/DestinationsSection';
import { BackToTopButton } from '../../features/home/components/BackToTopButton';
import { HomeHero } from '../../features/home/components/HomeHero';
import { HomeIntro } from '../../features/home/components/HomeIntro';
import { ReviewsSection } from '../../features/home/components/ReviewsSection';
import { TeamSection } from '../../features/home/components/TeamSection';

export function HomePage() {
  return (
    <>
      <Seo canonicalPath="/" />
      <HomeHero />
      <HomeIntro />
      <DestinationsSection />
      <ReviewsSection />
      <TeamSection />
      <BackToTopButton />
    </>
  );
}
