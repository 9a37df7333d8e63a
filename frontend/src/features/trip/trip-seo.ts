import type { TripDetailDto } from '../../api';
import { summarise } from './trip-text';
import { absoluteUrl } from '../../components/seo/server-head';

export interface TripJsonLdOptions {
  /** The site's origin, e.g. 'https://www.ativiaggi.it'. */
  origin: string;
  /** The agency's brand from the site settings; the provider is left out until it is known. */
  brand: string | undefined;
  touristType: string;
  dayName: (day: number, title: string) => string;
}

export function tripCanonicalPath(slug: string): string {
  return `/travel/${slug}`;
}

/** The subtitle and the opening of the description, short enough for a search result. */
export function tripSeoDescription(trip: Pick<TripDetailDto, 'subtitle' | 'description'>): string {
  return summarise([trip.subtitle, trip.description[0] ?? '']);
}

/** schema.org TouristTrip: what the trip is, its days, its per-person price and who sells it. */
export function tripJsonLd(trip: TripDetailDto, { origin, brand, touristType, dayName }: TripJsonLdOptions): object {
  const url = `${origin}${tripCanonicalPath(trip.slug)}`;
  const image = absoluteUrl(trip.imageUrl, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trip.title,
    description: tripSeoDescription(trip),
    url,
    image,
    touristType,
    ...(trip.itinerary.length > 0 && {
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: trip.itinerary.length,
        itemListElement: trip.itinerary.map((day) => ({
          '@type': 'ListItem',
          position: day.day,
          name: dayName(day.day, day.title),
          description: day.subtitle,
        })),
      },
    }),
    offers: {
      '@type': 'Offer',
      price: trip.priceCents / 100,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url,
    },
    ...(brand && { provider: { '@type': 'TravelAgency', name: brand, url: origin } }),
  };
}
