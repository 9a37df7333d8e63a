import type { CatalogueListMessages } from './list-i18n';

/** The English text of `list-i18n.ts`, exactly the same keys: fetched only for the visitors who read it. */
const en: CatalogueListMessages = {
  title: 'Our trips',
  intro:
    'Small-group trips with an escort from Italy: flights, central hotels, breakfast and guided visits are included. The price shown is the base fare per person.',
  seoDescription:
    'All escorted group trips by ATI Viaggi: cultural tours, nature trips and safaris, with flights, central hotels and an escort from Italy.',
  filterLabel: 'Show trips by type',
  all: 'All',
  resultCount_one: '{{count}} trip',
  resultCount_other: '{{count}} trips',
  categories: {
    culturale: 'Cultural',
    naturalistico: 'Nature',
    avventura: 'Adventure',
    safari: 'Safari',
  },
};

export default en;
