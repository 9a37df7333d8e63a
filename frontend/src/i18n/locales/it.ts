/**
 * The strings every page needs, whatever its features: the page's frame and the shared
 * components. Each feature brings its own under its namespace (its i18n.ts registers them
 * when its code loads, see registerMessages); these files know none of them.
 */
export const it = {
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
  routeError: {
    title: 'Si è verificato un problema',
    text: 'Non siamo riusciti a mostrare questa pagina. Ricaricala o riprova tra qualche minuto.',
    reload: 'Ricarica la pagina',
  },
};

/** The shared strings' shape: English (en.ts) must have exactly the same keys. */
export type CoreMessages = typeof it;
