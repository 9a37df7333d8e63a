import type { SearchMessages } from './i18n';

/** The English text of `i18n.ts`: exactly the same keys. */
export const searchMessagesEn: SearchMessages = {
  title: 'Find your destination',
  description: 'Type a city, a country or a place to visit: we show you the trips that go there.',
  close: 'Close',
  closeLabel: 'Close the search',
  inputLabel: 'Destination',
  placeholder: 'Tokyo, Maldives, New York, Dubai...',
  resultCount_one: '{{count}} trip found',
  resultCount_other: '{{count}} trips found',
  resultsLabel: 'Trips found',
  priceFrom: 'from {{price}}',
  noMatchTitle: 'No trip found for “{{query}}”',
  noMatchText: 'We do not have a group trip to this destination yet, but we can talk about it: write to us and we will answer.',
  noMatchCta: 'Ask about {{query}}',
  loading: 'Loading trips...',
  errorText: 'We could not load the trips. It may be the connection.',
  retry: 'Try again',
  suggestionsTitle: 'Trip ideas',
  suggestions: {
    tokyo: 'Tokyo & Kyoto',
    maldives: 'Maldives',
    newYork: 'New York',
    dubai: 'Dubai',
  },
  allTrips: 'See all trips',
  openButton: 'Search',
  openButtonLabel: 'Search destinations',
  openMenuButton: 'Search destinations',
  loadError: 'We could not open the search. Check the connection and try again.',
};
