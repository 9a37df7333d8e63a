import { registerMessages } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';

/** Interface text of this feature; English must have exactly the same keys. */
const it = {
  pageTitle: 'Richiesta di informazioni viaggio',
  datesText:
    'Nel calendario trovi le date di partenza, i posti ancora liberi e il prezzo per persona. Scegli una data e ti accompagniamo nei passi successivi.',
  openDates: 'Scopri le Date Disponibili',
  writeInstead: 'Preferisci scriverci? Un consulente ti risponde con tutte le informazioni.',
  writeUs: 'Scrivici per informazioni su questo viaggio',
  tripPage: 'Leggi il programma del viaggio',
  unknownTitle: 'Non troviamo questo viaggio',
  unknownText:
    "L'indirizzo che hai seguito non indica nessuno dei viaggi in programma. Guarda i nostri viaggi e scegli quello che ti interessa.",
  allTrips: 'Guarda tutti i viaggi',
  loadErrorTitle: 'Non riusciamo a mostrare il viaggio',
  loadErrorText: 'Si è verificato un problema durante il caricamento. Controlla la connessione a internet e riprova.',
  retry: 'Riprova',
};

const en: typeof it = {
  pageTitle: 'Trip information request',
  datesText:
    'The calendar shows the departure dates, the seats still free and the price per person. Choose a date and we will guide you through the next steps.',
  openDates: 'See the Available Dates',
  writeInstead: 'Would you rather write to us? A consultant will reply with everything you need to know.',
  writeUs: 'Write to us about this trip',
  tripPage: 'Read the trip programme',
  unknownTitle: 'We cannot find this trip',
  unknownText:
    'The address you followed does not point to any of the trips we offer. Have a look at our trips and choose the one you like.',
  allTrips: 'See all trips',
  loadErrorTitle: 'We cannot show the trip',
  loadErrorText: 'Something went wrong while loading. Please check your internet connection and try again.',
  retry: 'Try again',
};

// Arrives with the feature's code, not with every page.
void registerMessages('infoRequest', { it, en });

/** `t` for the feature's strings (`infoRequest.…`) and the shared ones; importing it registers them. */
export const useInfoRequestTranslation = useTranslation<{ infoRequest: typeof it }>;
