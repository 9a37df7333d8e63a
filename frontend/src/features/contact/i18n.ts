import { registerMessages } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';

/** Interface text of this feature; English must have exactly the same keys. */
const it = {
  pageTitle: 'Contatti',
  seoDescription:
    'Scrivi alla nostra agenzia di Lucca per informazioni su un viaggio, una prenotazione o un viaggio su misura per il tuo gruppo. Indirizzo, telefono, e-mail e orari di apertura.',
  intro:
    'Vuoi informazioni su un viaggio, prenotare o organizzare un viaggio su misura per il tuo gruppo? Scrivici con il modulo qui sotto oppure chiamaci: ti risponderemo il prima possibile.',
  info: {
    title: 'I nostri recapiti',
    address: 'Indirizzo',
    phone: 'Telefono',
    email: 'E-mail',
    hours: 'Orari di apertura',
    closed: 'Chiuso',
    company: '{{legalName}} · P. IVA {{vatNumber}}',
    loadError: 'Non siamo riusciti a caricare i nostri recapiti.',
    retry: 'Riprova',
  },
  tripDetails: {
    title: 'Dettagli del viaggio selezionato',
    destination: 'Destinazione',
    date: 'Date',
    airport: 'Partenza da',
    note: 'Questi dettagli saranno inviati insieme al tuo messaggio.',
  },
  /** Put together in this order, leaving out the parts the visitor did not choose. */
  prefill: {
    opening: 'Salve, vorrei informazioni sul viaggio',
    destination: ' a {{destination}}',
    date: ' per le date {{date}}',
    airport: ' con partenza da {{airport}}',
    closing: '. Grazie.',
  },
  form: {
    title: 'Scrivici',
    requiredNote: 'I campi con la dicitura «obbligatorio» vanno compilati.',
    required: '(obbligatorio)',
    optional: '(facoltativo)',
    name: 'Nome',
    email: 'Email',
    emailHint: 'Ti risponderemo a questo indirizzo.',
    phone: 'Telefono',
    phoneHint: 'Se preferisci essere richiamato.',
    reason: 'Scrivo perché',
    reasonPlaceholder: 'Scegli un motivo',
    reasons: {
      trip: 'Informazioni su un viaggio',
      booking: 'Prenotazione',
      groups: 'Gruppi e viaggi su misura',
      other: 'Altro',
    },
    message: 'Messaggio',
    privacyLabel:
      "Ho letto l'informativa sulla privacy e acconsento al trattamento dei miei dati per ricevere una risposta.",
    privacyLink: "Leggi l'informativa sulla privacy",
    newTab: '(si apre in una nuova scheda)',
    submit: 'Invia Messaggio',
    sending: 'Invio in corso...',
    privacyHint: 'Per inviare il messaggio, spunta la casella sulla privacy.',
    fieldRequired: 'Questo campo è obbligatorio.',
  },
  errors: {
    required: 'Per favore, compila tutti i campi obbligatori.',
    email: 'Inserisci un indirizzo email valido.',
    privacy: 'Per favore, accetta i termini sulla privacy.',
    sendFailed: "Si è verificato un errore durante l'invio. Riprova più tardi.",
  },
  success: {
    title: 'Messaggio Inviato',
    text: 'Ti risponderemo il prima possibile. Grazie!',
  },
};

const en: typeof it = {
  pageTitle: 'Contact',
  seoDescription:
    'Write to our agency in Lucca about a trip, a booking or a tailor-made trip for your group. Address, phone, e-mail and opening hours.',
  intro:
    'Would you like information about a trip, to book, or to plan a tailor-made trip for your group? Write to us with the form below or call us: we will answer as soon as possible.',
  info: {
    title: 'How to reach us',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Opening hours',
    closed: 'Closed',
    company: '{{legalName}} · VAT {{vatNumber}}',
    loadError: 'We could not load our contact details.',
    retry: 'Try again',
  },
  tripDetails: {
    title: 'Details of the selected trip',
    destination: 'Destination',
    date: 'Dates',
    airport: 'Departing from',
    note: 'These details will be sent together with your message.',
  },
  prefill: {
    opening: 'Hello, I would like information about the trip',
    destination: ' to {{destination}}',
    date: ' for the dates {{date}}',
    airport: ' departing from {{airport}}',
    closing: '. Thank you.',
  },
  form: {
    title: 'Write to us',
    requiredNote: 'Fields marked «required» must be filled in.',
    required: '(required)',
    optional: '(optional)',
    name: 'Name',
    email: 'Email',
    emailHint: 'We will answer at this address.',
    phone: 'Phone',
    phoneHint: 'If you would rather we call you back.',
    reason: 'I am writing about',
    reasonPlaceholder: 'Choose a reason',
    reasons: {
      trip: 'Information about a trip',
      booking: 'A booking',
      groups: 'Groups and tailor-made trips',
      other: 'Something else',
    },
    message: 'Message',
    privacyLabel: 'I have read the privacy notice and agree to my data being used to answer me.',
    privacyLink: 'Read the privacy notice',
    newTab: '(opens in a new tab)',
    submit: 'Send message',
    sending: 'Sending...',
    privacyHint: 'To send the message, tick the privacy box.',
    fieldRequired: 'This field is required.',
  },
  errors: {
    required: 'Please fill in all the required fields.',
    email: 'Please enter a valid email address.',
    privacy: 'Please accept the privacy terms.',
    sendFailed: 'Something went wrong while sending. Please try again later.',
  },
  success: {
    title: 'Message sent',
    text: 'We will answer as soon as possible. Thank you!',
  },
};

/** The feature's namespace, for `t` (see TFunction). */
export type ContactNamespace = { contact: typeof it };

// Arrives with the feature's code, not with every page.
void registerMessages('contact', { it, en });

/** `t` for the feature's strings (`contact.…`) and the shared ones; importing it registers them. */
export const useContactTranslation = useTranslation<ContactNamespace>;
