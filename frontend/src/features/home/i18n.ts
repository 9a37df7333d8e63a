import { registerMessages } from '../../i18n/i18n';
import { accessorOnceHere } from '../../i18n/use-translation';

/** Interface text of the home page's sections. */
const it = {
  eyebrow: 'Agenzia di viaggi a {{city}}',
  title: "Viaggi in piccoli gruppi, accompagnati dall'Italia",
  intro:
    "Organizziamo viaggi culturali e naturalistici in piccoli gruppi, con un accompagnatore che parte insieme a voi dall'Italia. Voli, hotel in posizione centrale, colazione e visite guidate sono già compresi, e il ritmo è tranquillo: c'è tempo per godersi ogni luogo, senza corse e senza pensieri.",
  contactCta: 'Scrivici per informazioni',
  priceFrom: 'da {{price}}',
  retry: 'Riprova',
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
};

/** The shape of the feature's strings: English (i18n.en.ts) has exactly the same keys. */
export type HomeMessages = typeof it;

// Arrives with the home page's code, which every first visit of / downloads: English is
// fetched only for the visitors who read it (see registerMessages).
const arrival = registerMessages('home', { it, en: () => import('./i18n.en') });

/** `t` for the feature's strings (`home.…`) and the shared ones; importing it registers them. */
export const useHomeTranslation = accessorOnceHere<{ home: HomeMessages }>(arrival);
