import { useTranslation } from '../../../i18n/use-translation';
import { registerAdminMessages, type AdminNamespace } from '../i18n';

/** The booking-link generator. */
const it = {
  bookingLinks: {
    title: 'Link di prenotazione',
    intro:
      'Scegli l’IBAN, il viaggio, il tipo di pagamento e la data: il link si può inviare al cliente, che ci prenota e paga con bonifico.',
    toActive: 'Gestisci l’IBAN attivo del sistema',
    formTitle: 'Nuovo link',
    trip: 'Viaggio',
    tripPlaceholder: 'Scegli un viaggio',
    tripRequired: 'Scegli un viaggio.',
    tripsError: 'Non siamo riusciti a caricare i viaggi.',
    payment: 'Pagamento',
    deposit: 'Acconto',
    full: 'Saldo',
    departure: 'Data di partenza',
    departurePlaceholder: 'Scegli una data',
    departureFirstTrip: 'Scegli prima un viaggio',
    departureRequired: 'Scegli una data di partenza.',
    departuresLoading: 'Caricamento delle date...',
    departuresError: 'Impossibile caricare le date disponibili',
    departuresEmpty: 'Nessuna partenza aperta per questo viaggio.',
    departureOption_one: '{{from}} - {{to}} · {{count}} posto libero',
    departureOption_other: '{{from}} - {{to}} · {{count}} posti liberi',
    ibanRequired: 'Seleziona prima un IBAN',
    generate: 'Genera link',
    generating: 'Generazione...',
    generated: 'Link generato!',
    generateError: 'Errore nella creazione del link di prenotazione',
    generateErrorWith: 'Errore nella creazione del link di prenotazione: {{message}}',
    result: 'Link da inviare al cliente',
    copy: 'Copia link',
    copied: 'Copiato!',
    copyError: 'Impossibile copiare il link',
  },
};

const en: typeof it = {
  bookingLinks: {
    title: 'Booking links',
    intro:
      'Choose the IBAN, the trip, the payment type and the date: send the link to the customer, who books and pays by bank transfer through it.',
    toActive: 'Manage the system’s active IBAN',
    formTitle: 'New link',
    trip: 'Trip',
    tripPlaceholder: 'Choose a trip',
    tripRequired: 'Choose a trip.',
    tripsError: 'We could not load the trips.',
    payment: 'Payment',
    deposit: 'Deposit',
    full: 'Full amount',
    departure: 'Departure date',
    departurePlaceholder: 'Choose a date',
    departureFirstTrip: 'Choose a trip first',
    departureRequired: 'Choose a departure date.',
    departuresLoading: 'Loading the dates...',
    departuresError: 'The available dates could not be loaded',
    departuresEmpty: 'No open departure for this trip.',
    departureOption_one: '{{from}} - {{to}} · {{count}} seat left',
    departureOption_other: '{{from}} - {{to}} · {{count}} seats left',
    ibanRequired: 'Choose an IBAN first',
    generate: 'Make link',
    generating: 'Making...',
    generated: 'Link made!',
    generateError: 'The booking link could not be made',
    generateErrorWith: 'The booking link could not be made: {{message}}',
    result: 'Link to send to the customer',
    copy: 'Copy link',
    copied: 'Copied!',
    copyError: 'The link could not be copied',
  },
};

// Arrives with this folder's screens.
registerAdminMessages({ it, en });

/** `t` for the generator's strings (`admin.bookingLinks.…`), the area's (`admin.…`) and the shared strings; importing it registers them. */
export const useBookingLinksTranslation = useTranslation<AdminNamespace<typeof it>>;
