/** Interface text of this feature; English must have exactly the same keys. */
const it = {
  card: {
    /** Shown in capitals by the card's style; screen readers get it in normal case. */
    cta: 'Scopri itinerario',
    ctaLabel: 'Scopri itinerario: {{title}}',
    priceFrom: 'da {{price}}',
  },
  image: {
    unavailable: 'Immagine non disponibile',
  },
  states: {
    loading: 'Caricamento dei viaggi...',
    errorTitle: 'Non siamo riusciti a caricare i viaggi',
    errorText: 'Può dipendere dalla connessione. Riprova tra qualche istante.',
    retry: 'Riprova',
    emptyTitle: 'Nessun viaggio in programma',
    emptyText: 'Stiamo preparando le prossime partenze: scrivici e ti diremo quando saranno disponibili.',
    emptyCta: 'Scrivici',
  },
  destinations: {
    title: 'Le nostre destinazioni',
    intro: "Tutti i viaggi partono dall'Italia con un accompagnatore. Il prezzo indicato è la quota base per persona.",
    allTrips: 'Vedi tutti i viaggi',
  },
  list: {
    title: 'I nostri viaggi',
    intro:
      "Viaggi in piccoli gruppi con accompagnatore dall'Italia: voli, hotel centrali, colazione e visite guidate sono compresi. Il prezzo indicato è la quota base per persona.",
    seoDescription:
      "Tutti i viaggi di gruppo accompagnati di ATI Viaggi: tour culturali, viaggi nella natura e safari, con voli, hotel centrali e accompagnatore dall'Italia.",
    filterLabel: 'Mostra i viaggi per tipo',
    all: 'Tutti',
    resultCount_one: '{{count}} viaggio',
    resultCount_other: '{{count}} viaggi',
  },
  categories: {
    culturale: 'Culturali',
    naturalistico: 'Natura',
    avventura: 'Avventura',
    safari: 'Safari',
  },
  /** Texts of the home page sections (hero, reviews, team, back to top). */
  home: {
    featuredEyebrow: 'Viaggio in evidenza',
    featuredCta: "Scopri l'itinerario",
    featuredDatesCta: 'Scopri le date di partenza',
    reviews: {
      title: 'Cosa dicono i nostri viaggiatori',
      ratingValue: '{{rating}} su 5',
      ratingFrom_one: 'da {{count}} recensione',
      ratingFrom_other: 'da {{count}} recensioni',
      travellersValue: '{{count}}+',
      travellersLabel: 'viaggiatori sono già partiti con noi',
      stars: 'Valutazione: {{rating}} su 5',
      listLabel: 'Recensioni',
      readAll: 'Leggi tutte le recensioni',
      readAllLabel: 'Leggi tutte le recensioni (si apre in una nuova scheda)',
      errorTitle: 'Non siamo riusciti a caricare le recensioni',
    },
    team: {
      title: 'Le persone che ti accompagnano',
      intro: 'Un piccolo team che risponde al telefono e conosce i viaggi che vende.',
      basedIn: 'Lavora a {{city}}',
      moreLink: 'Conosci tutto il team',
      photoAlt: 'Ritratto di {{name}}',
      errorTitle: 'Non siamo riusciti a caricare il team',
    },
    settingsErrorText: 'Può dipendere dalla connessione. Riprova tra qualche istante.',
    backToTop: {
      label: 'Torna su',
      ariaLabel: 'Torna su, in cima alla pagina',
    },
  },
};

export type CatalogueMessages = typeof it;

/** English is loaded only by visitors who choose it: `i18n.en.ts`. */
export const catalogueMessages = it;
