import type { tripMessages } from '../../features/trip/i18n';
import type { contactMessages } from '../../features/contact/i18n';
import type { aboutMessages } from '../../features/about/i18n';
import type { teamMessages } from '../../features/team/i18n';
import type { legalMessages } from '../../features/legal/i18n';
import type { consentMessages } from '../../features/consent/i18n';
import type { searchMessages } from '../../features/search/i18n';
import type { infoRequestMessages } from '../../features/info-request/i18n';
import type { adminMessages } from '../../features/admin/i18n';
import type { bookingFlowMessages } from '../../features/booking-flow/i18n';
import type { bookingFlowShellMessages } from '../../features/booking-flow/shell-i18n';
import type { onlineBookingMessages } from '../../features/online-booking/i18n';
import { catalogueMessages } from '../../features/catalogue/i18n';
export const it = {
  catalogue: catalogueMessages,
  common: {
    loading: 'Caricamento...',
    errorTitle: 'Errore',
    duration: '{{days}} giorni / {{nights}} notti',
    perPerson: 'per persona',
    required: '(obbligatorio)',
  },
  skipLink: 'Vai al contenuto principale',
  nav: {
    label: 'Navigazione principale',
    homeLink: '{{brand}}, pagina iniziale',
    about: 'Chi Siamo',
    contact: 'Contatti',
    menu: 'Menu',
    menuButtonLabel: 'Menu principale',
    mobileMenuLabel: 'Menu',
    search: 'Cerca',
    searchLabel: 'Cerca destinazioni',
    searchMenu: 'Cerca Destinazioni',
    searchLoadError: 'Non siamo riusciti ad aprire la ricerca. Controlla la connessione e riprova.',
  },
  language: {
    switchLabel: 'Lingua',
    loadError: 'Non siamo riusciti a cambiare lingua. Controlla la connessione e riprova.',
  },
  footer: {
    tagline: "Viaggi di gruppo accompagnati, in partenza dall'Italia.",
    linksLabel: 'Informazioni',
    about: 'Chi Siamo',
    team: 'Il Team',
    contact: 'Contatti',
    privacy: 'Privacy',
    terms: 'Termini e condizioni',
    copyright: '© {{year}} {{brand}}',
    tripsTitle: 'I nostri viaggi',
    contactTitle: 'Contatti',
    vatNumber: 'P. IVA {{vatNumber}}',
    phone: 'Telefono',
    email: 'E-mail',
    hoursTitle: 'Orari di apertura',
    closed: 'Chiuso',
    dayRange: '{{first}}–{{last}}',
    timeRange: '{{opens}}–{{closes}}',
    rating: 'Valutazione {{rating}}/5 da {{count}} recensioni',
    reviewsLink: 'Leggi le recensioni',
    newTab: '(si apre in una nuova scheda)',
    socialTitle: 'Seguici',
    socialLink: '{{brand}} su {{network}}',
    cookie: 'Cookie',
  },
  home: {
    eyebrow: 'Agenzia di viaggi a {{city}}',
    title: "Viaggi in piccoli gruppi, accompagnati dall'Italia",
    intro:
      "Organizziamo viaggi culturali e naturalistici in piccoli gruppi, con un accompagnatore che parte insieme a voi dall'Italia. Voli, hotel in posizione centrale, colazione e visite guidate sono già compresi, e il ritmo è tranquillo: c'è tempo per godersi ogni luogo, senza corse e senza pensieri.",
    contactCta: 'Scrivici per informazioni',
  },
  notFound: {
    code: '404',
    title: 'Oops! Pagina non trovata',
    text: 'La pagina che stai cercando non esiste.',
    backHome: 'Torna alla home',
    toastTitle: 'Pagina non trovata',
  },
  routeError: {
    title: 'Si è verificato un problema',
    text: 'Non siamo riusciti a mostrare questa pagina. Ricaricala o riprova tra qualche minuto.',
    reload: 'Ricarica la pagina',
  },
};

/** The strings every page needs; each on-demand page brings its own (registerMessages). */
export type CoreMessages = typeof it;

/** All of them, as components see them. */
export type Messages = CoreMessages & {
  trip: (typeof tripMessages)['it'];
  contact: (typeof contactMessages)['it'];
  about: (typeof aboutMessages)['it'];
  team: (typeof teamMessages)['it'];
  legal: (typeof legalMessages)['it'];
  consent: (typeof consentMessages)['it'];
  search: (typeof searchMessages)['it'];
  infoRequest: (typeof infoRequestMessages)['it'];
  admin: (typeof adminMessages)['it'];
  bookingFlow: (typeof bookingFlowMessages)['it'];
  bookingFlowShell: (typeof bookingFlowShellMessages)['it'];
  onlineBooking: (typeof onlineBookingMessages)['it'];
};
