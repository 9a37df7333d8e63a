import type { SiteSettingsDto } from '../../api';
import { absoluteUrl } from './server-head';

const SCHEMA_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface TravelAgencyJsonLdOptions {
  /** The site's origin, 'https://www.example.it', without a trailing slash. */
  origin: string;
  /** Site-relative or absolute address of the logo. */
  logoUrl: string;
  /** Site-relative or absolute address of a representative image. */
  imageUrl: string;
}

/** The agency as a schema.org TravelAgency, for search engines, from the site settings. */
export function buildTravelAgencyJsonLd(
  settings: SiteSettingsDto,
  { origin, logoUrl, imageUrl }: TravelAgencyJsonLdOptions,
) {
  const { address, claims, social } = settings;
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': `${origin}/#agency`,
    name: settings.brand,
    legalName: settings.legalName,
    url: `${origin}/`,
    logo: absoluteUrl(logoUrl, origin),
    image: absoluteUrl(imageUrl, origin),
    telephone: settings.phone,
    email: settings.email,
    vatID: settings.vatNumber,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressRegion: address.province,
      addressCountry: address.country,
    },
    openingHoursSpecification: settings.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => SCHEMA_WEEKDAYS[day - 1]).filter(Boolean),
      opens: hours.opens,
      closes: hours.closes,
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: claims.rating,
      reviewCount: claims.reviewCount,
      bestRating: 5,
    },
    sameAs: [social.facebook, social.instagram, social.youtube, social.twitter].filter(Boolean),
  };
}
