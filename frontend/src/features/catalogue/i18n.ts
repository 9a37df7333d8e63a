import { registerMessages } from '../../i18n/i18n';
import { accessorOnceHere } from '../../i18n/use-translation';

/** Interface text of the trip cards, their states and the home page's destinations; the list's is in list-i18n.ts. */
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
};

/** The shape of the feature's strings: English (i18n.en.ts) has exactly the same keys. */
export type CatalogueMessages = typeof it;

// Arrives with the cards' code. The home page shows them to every first visit: English is
// fetched only for the visitors who read it (see registerMessages).
const arrival = registerMessages('catalogue', { it, en: () => import('./i18n.en') });

/** `t` for the feature's strings (`catalogue.…`) and the shared ones; importing it registers them. */
export const useCatalogueTranslation = accessorOnceHere<{ catalogue: CatalogueMessages }>(arrival);
