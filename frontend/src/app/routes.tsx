import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { DESTINATION_PARAM, INFO_REQUEST_PATH } from '../components/booking-flow/info-request-address';
import { CATEGORY_PARAM } from '../features/catalogue/category-param';
import { CONTACT_QUERY_PARAMS } from '../features/contact/trip-request-params';
import { SiteLayout } from './SiteLayout';

/**
 * Route pages are loaded on demand; each module exports the page under its own name. The home
 * page too: the server's HTML is painted before any code runs, and the app fetches the page's
 * file beside its own, so a page in a file of its own delays nothing. Other pages then start
 * without the home page's code, and a page's code is evaluated in a task of its own.
 */
type LazyPage = (() => ReactElement) & {
  /** Fetches the page's code; once it is there the page renders at once instead of suspending. */
  preload: () => Promise<void>;
};

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    Loaded ??= (await load())[name];
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  // A page whose code is already there renders without suspending: a page rendered on the
  // server is then taken over whole, in one pass.
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Page, { preload });
}

const HomePage = page(() => import('./pages/HomePage'), 'HomePage');
const AboutPage = page(() => import('./pages/AboutPage'), 'AboutPage');
const ContactPage = page(() => import('./pages/ContactPage'), 'ContactPage');
const TravelListPage = page(() => import('./pages/TravelListPage'), 'TravelListPage');
const TripPage = page(() => import('./pages/TripPage'), 'TripPage');
const TeamPage = page(() => import('./pages/TeamPage'), 'TeamPage');
const PrivacyPage = page(() => import('./pages/PrivacyPage'), 'PrivacyPage');
const TermsPage = page(() => import('./pages/TermsPage'), 'TermsPage');
const InfoRequestPage = page(() => import('./pages/InfoRequestPage'), 'InfoRequestPage');
const NotFoundPage = page(() => import('./pages/NotFoundPage'), 'NotFoundPage');
const AdminPage = page(() => import('./pages/AdminPage'), 'AdminPage');
const BookingPage = page(() => import('./pages/BookingPage'), 'BookingPage');

/**
 * What the server needs to know about a page to render it: which route parameter names the
 * trip it shows, and whether it is the not-found page (answered with status 404).
 */
export interface PageHandle {
  tripParam?: string;
  notFound?: boolean;
  /** The query parameters the page reads while rendering; the server keeps one render per set of their values. */
  queryParams?: readonly string[];
  /** The page's own address is listed for search engines (sitemap); an alias of another page's is not. */
  indexed?: boolean;
  /**
   * Drawn by the browser alone: the server sends the bare page, never renders nor keeps it
   * (the admin area: it shows nothing before the login, and its code stays out of the render).
   */
  browserOnly?: boolean;
  /** The page's code, for a page loaded on demand. */
  preload?: () => Promise<void>;
}

function pageRoute(Page: LazyPage, handle: Omit<PageHandle, 'preload'> = {}) {
  return { element: <Page />, handle: { ...handle, preload: Page.preload } satisfies PageHandle };
}

function lazyRoute(path: string, Page: LazyPage, handle: Omit<PageHandle, 'preload'> = {}): RouteObject {
  return { path, ...pageRoute(Page, handle) };
}

/** The public pages; advertising visitors see the same ones under /ads-special. */
const publicPages: RouteObject[] = [
  { index: true, ...pageRoute(HomePage, { indexed: true }) },
  lazyRoute('about', AboutPage, { indexed: true }),
  lazyRoute('contact', ContactPage, { indexed: true, queryParams: CONTACT_QUERY_PARAMS }),
  lazyRoute('travel', TravelListPage, { indexed: true, queryParams: [CATEGORY_PARAM] }),
  // Trips are listed from the catalogue.
  lazyRoute('travel/:id', TripPage, { tripParam: 'id' }),
  lazyRoute('team', TeamPage, { indexed: true }),
  // The address of older links; the page's own is /privacy-policy.
  lazyRoute('privacy', PrivacyPage),
  lazyRoute('privacy-policy', PrivacyPage, { indexed: true }),
  lazyRoute('terms', TermsPage, { indexed: true }),
  // Where the dates buttons lead before the app has taken a page over; a step, not a page to list.
  lazyRoute(INFO_REQUEST_PATH.slice(1), InfoRequestPage, { queryParams: [DESTINATION_PARAM] }),
];

/** The addresses of the public pages search engines should know, besides the trips. */
export const indexedPagePaths: readonly string[] = publicPages
  .filter((route) => (route.handle as PageHandle).indexed)
  .map((route) => (route.index ? '/' : `/${route.path}`));

/** The admin area, in a frame of its own (no public header, footer, cookie banner or tags). */
function adminRoute(path: string): RouteObject {
  const handle: PageHandle = { browserOnly: true, preload: AdminPage.preload };
  return {
    path,
    element: (
      <Suspense fallback={null}>
        <AdminPage />
      </Suspense>
    ),
    handle,
  };
}

/**
 * The customer's pages, whose address holds a booking link's token or a booking id: drawn by
 * the browser alone like the admin area (never rendered on the server nor kept by its render
 * cache, sent with no-store and no referrer), in a frame without the public site's tags.
 */
function bookingRoute(path: string): RouteObject {
  const handle: PageHandle = { browserOnly: true, preload: BookingPage.preload };
  return {
    path,
    element: (
      <Suspense fallback={null}>
        <BookingPage />
      </Suspense>
    ),
    handle,
  };
}

/** Where the customer's pages live; the backend and nginx treat the same addresses as private. */
export const BOOKING_PATHS = [
  // Without a token: the page says 'Token mancante'.
  'booking',
  'booking/:token',
  'prenotazione',
  'prenotazione/:token',
  // The customer's own booking page: the link of every e-mail.
  'la-mia-prenotazione/:token',
  // A waiting list's personal page.
  'lista-attesa/:token',
  'payment-custom/:bookingId',
  'bank-transfer-success/:bookingId',
  'bank-transfer-confirmation/:bookingId',
] as const;

export const routes: RouteObject[] = [
  adminRoute('admin/*'),
  // The booking-link generator's address.
  adminRoute('link/*'),
  ...BOOKING_PATHS.map(bookingRoute),
  {
    element: <SiteLayout />,
    children: [
      ...publicPages,
      { path: 'ads-special', children: publicPages },
      lazyRoute('*', NotFoundPage, { notFound: true }),
    ],
  },
];

/** The handles of the routes that show `pathname`, outermost first. */
export function pageHandles(
  pathname: string,
): Array<{ handle: PageHandle; params: Record<string, string | undefined> }> {
  return (matchRoutes(routes, pathname) ?? []).map((match) => ({
    handle: (match.route.handle ?? {}) as PageHandle,
    params: match.params,
  }));
}

/** Fetches the code of the page at `pathname`, so that it renders without waiting. */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.all(pageHandles(pathname).flatMap(({ handle }) => (handle.preload ? [handle.preload()] : [])));
}

export function AppRoutes() {
  return useRoutes(routes);
}
