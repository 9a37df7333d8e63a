import { registerMessages } from '../../i18n/i18n';
import { accessorOnceHere } from '../../i18n/use-translation';

/** Interface text of the trip list (/travel); the cards and their states are in i18n.ts. */
const it = {
  title: 'I nostri viaggi',
  intro:
    "Viaggi in piccoli gruppi con accompagnatore dall'Italia: voli, hotel centrali, colazione e visite guidate sono compresi. Il prezzo indicato è la quota base per persona.",
  seoDescription:
    "Tutti i viaggi di gruppo accompagnati di ATI Viaggi: tour culturali, viaggi nella natura e safari, con voli, hotel centrali e accompagnatore dall'Italia.",
  filterLabel: 'Mostra i viaggi per tipo',
  all: 'Tutti',
  resultCount_one: '{{count}} viaggio',
  resultCount_other: '{{count}} viaggi',
  categories: {
    culturale: 'Culturali',
    naturalistico: 'Natura',
    avventura: 'Avventura',
    safari: 'Safari',
  },
};

/** The shape of the list's strings: English (list-i18n.en.ts) has exactly the same keys. */
export type CatalogueListMessages = typeof it;

// Arrives with the list's code, which the home page does not need; English is fetched only
// for the visitors who read it (see registerMessages).
const arrival = registerMessages('catalogueList', { it, en: () => import('./list-i18n.en') });

/** `t` for the list's strings (`catalogueList.…`) and the shared ones; importing it registers them. */
export const useCatalogueListTranslation = accessorOnceHere<{ catalogueList: CatalogueListMessages }>(arrival);
