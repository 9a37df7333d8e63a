import { registerMessages } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';

/** Interface text of this feature; English must have exactly the same keys. */
const it = {
  title: 'Cerca la tua destinazione',
  description: 'Scrivi una città, un paese o un luogo da visitare: ti mostriamo i viaggi che ci portano.',
  close: 'Chiudi',
  closeLabel: 'Chiudi la ricerca',
  inputLabel: 'Destinazione',
  placeholder: 'Tokyo, Maldive, New York, Dubai...',
  resultCount_one: '{{count}} viaggio trovato',
  resultCount_other: '{{count}} viaggi trovati',
  resultsLabel: 'Viaggi trovati',
  priceFrom: 'da {{price}}',
  noMatchTitle: 'Nessun viaggio trovato per «{{query}}»',
  noMatchText:
    'Non abbiamo ancora un viaggio di gruppo per questa meta, ma possiamo parlarne: scrivici e ti risponderemo.',
  noMatchCta: 'Chiedi informazioni su {{query}}',
  loading: 'Caricamento dei viaggi...',
  errorText: 'Non siamo riusciti a caricare i viaggi. Può dipendere dalla connessione.',
  retry: 'Riprova',
  suggestionsTitle: 'Idee di viaggio',
  suggestions: {
    tokyo: 'Tokyo & Kyoto',
    maldives: 'Maldive',
    newYork: 'New York',
    dubai: 'Dubai',
  },
  allTrips: 'Vedi tutti i viaggi',
};

const en: typeof it = {
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
  noMatchText:
    'We do not have a group trip to this destination yet, but we can talk about it: write to us and we will answer.',
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
};

// Arrives with the feature's code, not with every page.
void registerMessages('search', { it, en });

/** `t` for the feature's strings (`search.…`) and the shared ones; importing it registers them. */
export const useSearchTranslation = useTranslation<{ search: typeof it }>;
