import type { CatalogueMessages } from './i18n';

/** The English text of `i18n.ts`: exactly the same keys. */
export const catalogueMessagesEn: CatalogueMessages = {
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
  list: {
    title: 'Our trips',
    intro:
      'Small-group trips with an escort from Italy: flights, central hotels, breakfast and guided visits are included. The price shown is the base fare per person.',
    seoDescription:
      'All escorted group trips by ATI Viaggi: cultural tours, nature trips and safaris, with flights, central hotels and an escort from Italy.',
    filterLabel: 'Show trips by type',
    all: 'All',
    resultCount_one: '{{count}} trip',
    resultCount_other: '{{count}} trips',
  },
  categories: {
    culturale: 'Cultural',
    naturalistico: 'Nature',
    avventura: 'Adventure',
    safari: 'Safari',
  },
  home: {
    featuredEyebrow: 'Featured trip',
    featuredCta: 'Discover the itinerary',
    featuredDatesCta: 'See the departure dates',
    reviews: {
      title: 'What our travellers say',
      ratingValue: '{{rating}} out of 5',
      ratingFrom_one: 'from {{count}} review',
      ratingFrom_other: 'from {{count}} reviews',
      travellersValue: '{{count}}+',
      travellersLabel: 'travellers have already travelled with us',
      stars: 'Rating: {{rating}} out of 5',
      listLabel: 'Reviews',
      readAll: 'Read all the reviews',
      readAllLabel: 'Read all the reviews (opens in a new tab)',
      errorTitle: 'We could not load the reviews',
    },
    team: {
      title: 'The people who look after you',
      intro: 'A small team that answers the phone and knows the trips it sells.',
      basedIn: 'Works in {{city}}',
      moreLink: 'Meet the whole team',
      photoAlt: 'Portrait of {{name}}',
      errorTitle: 'We could not load the team',
    },
    settingsErrorText: 'It may be the connection. Please try again in a moment.',
    backToTop: {
      label: 'Back to top',
      ariaLabel: 'Back to top of the page',
    },
  },
};
