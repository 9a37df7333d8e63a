import type { HomeMessages } from './i18n';

/** The English text of `i18n.ts`, exactly the same keys: fetched only for the visitors who read it. */
const en: HomeMessages = {
  eyebrow: 'Travel agency in {{city}}',
  title: 'Small-group trips, escorted from Italy',
  intro:
    'We organise cultural and nature trips in small groups, with an escort who travels with you from Italy. Flights, centrally located hotels, breakfast and guided visits are already included, and the pace is relaxed: there is time to enjoy every place, without rushing and without worries.',
  contactCta: 'Write to us for information',
  priceFrom: 'from {{price}}',
  retry: 'Try again',
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
};

export default en;
