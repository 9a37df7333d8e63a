import { useSiteSettings } from '../../api/queries/site';
import logoUrl from '../../assets/logo-dark.svg';
import { useStructuredData } from './Seo';
import { useSiteOrigin } from './server-head';
import { buildTravelAgencyJsonLd } from './travel-agency-json-ld';

/**
 * The agency's structured data on every page, mounted once in the layout. It only adds a
 * JSON-LD script to the head, so each page's own <Seo> keeps its title and description and
 * any structured data of its own sits beside this one.
 */
export function AgencyStructuredData() {
  const { data: settings } = useSiteSettings();
  const origin = useSiteOrigin();
  useStructuredData(
    settings
      ? buildTravelAgencyJsonLd(settings, {
          origin,
          logoUrl,
          imageUrl: '/images/trips/home-hero.svg',
        })
      : undefined,
  );
  return null;
}
