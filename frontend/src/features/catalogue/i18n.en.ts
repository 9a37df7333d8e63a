import type { CatalogueMessages } from './i18n';

/** The English text of `i18n.ts`, exactly the same keys: fetched only for the visitors who read it. */
const en: CatalogueMessages = {
  card: {
    cta: 'Discover the itinerary',
    ctaLabel: 'Discover the itinerary: {{title}}',
    priceFrom: 'from {{price}}',
  },
  image: {
    unavailable: 'Image not available',
  },
  states: {
    loading: 'Loading trips...',
    errorTitle: 'We could not load the trips',
    errorText: 'It may be the connection. Please try again in a moment.',
    retry: 'Try again',
    emptyTitle: 'No trips scheduled',
    emptyText: 'We are preparing the next departures: write to us and we will tell you when they are available.',
    emptyCta: 'Write to us',
  },
  destinations: {
    title: 'Our destinations',
    intro: 'Every trip leaves from Italy with an escort. The price shown is the base fare per person.',
    allTrips: 'See all trips',
  },
};

export default en;
