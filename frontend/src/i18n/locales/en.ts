import type { CoreMessages } from './it';
import { catalogueMessagesEn } from '../../features/catalogue/i18n.en';


export const en: CoreMessages = {
  catalogue: catalogueMessagesEn,
  common: {
    loading: 'Loading...',
    errorTitle: 'Error',
    duration: '{{days}} days / {{nights}} nights',
    perPerson: 'per person',
  },
  skipLink: 'Skip to main content',
  nav: {
    label: 'Main navigation',
    homeLink: '{{brand}}, home page',
    about: 'About us',
    contact: 'Contact',
    menu: 'Menu',
    menuButtonLabel: 'Main menu',
    mobileMenuLabel: 'Menu',
    search: 'Search',
    searchLabel: 'Search destinations',
    searchMenu: 'Search destinations',
    searchLoadError: 'We could not open the search. Check the connection and try again.',
  },
  language: {
    switchLabel: 'Language',
  },
  footer: {
    tagline: 'Escorted group trips, departing from Italy.',
    linksLabel: 'Information',
    about: 'About us',
    team: 'Our team',
    contact: 'Contact',
    privacy: 'Privacy',
    terms: 'Terms and conditions',
    copyright: '© {{year}} {{brand}}',
    tripsTitle: 'Our trips',
    contactTitle: 'Contact',
    vatNumber: 'VAT no. {{vatNumber}}',
    phone: 'Phone',
    email: 'E-mail',
    hoursTitle: 'Opening hours',
    closed: 'Closed',
    dayRange: '{{first}}–{{last}}',
    timeRange: '{{opens}}–{{closes}}',
    rating: 'Rated {{rating}}/5 from {{count}} reviews',
    reviewsLink: 'Read the reviews',
    newTab: '(opens in a new tab)',
    socialTitle: 'Follow us',
    socialLink: '{{brand}} on {{network}}',
    cookie: 'Cookie',
  },
  home: {
    eyebrow: 'Travel agency in {{city}}',
    title: 'Small-group trips, escorted from Italy',
    intro:
      'We organise cultural and nature trips in small groups, with an escort who travels with you from Italy. Flights, centrally located hotels, breakfast and guided visits are already included, and the pace is relaxed: there is time to enjoy every place, without rushing and without worries.',
    contactCta: 'Write to us for information',
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    text: 'The page you are looking for does not exist.',
    backHome: 'Back to the home page',
    toastTitle: 'Page not found',
  },
  routeError: {
    title: 'Something went wrong',
    text: 'We could not show this page. Reload it or try again in a few minutes.',
    reload: 'Reload the page',
  },
};
