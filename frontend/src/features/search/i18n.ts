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
  noMatchText: 'Non abbiamo ancora un viaggio di gruppo per questa meta, ma possiamo parlarne: scrivici e ti risponderemo.',
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
  openButton: 'Cerca',
  openButtonLabel: 'Cerca destinazioni',
  openMenuButton: 'Cerca Destinazioni',
  loadError: 'Non siamo riusciti ad aprire la ricerca. Controlla la connessione e riprova.',
};

export type SearchMessages = typeof it;

/** English is loaded only by visitors who choose it: `i18n.en.ts`. */
export const searchMessages = it;
