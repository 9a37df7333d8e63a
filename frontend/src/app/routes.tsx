import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from './pages/HomePage';
import { SiteLayout } from './SiteLayout';

/**
 * Route pages are loaded on demand; each module exports the page under its own name. The home
 * page is the exception: most visits start there, and waiting for a second file would delay
 * its first paint.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const AboutPage = page(() => import('./pages/AboutPage'), 'AboutPage');
const ContactPage = page(() => import('./pages/ContactPage'), 'ContactPage');
const TravelListPage = page(() => import('./pages/TravelListPage'), 'TravelListPage');
const TripPage = page(() => import('./pages/TripPage'), 'TripPage');
const TeamPage = page(() => import('./pages/TeamPage'), 'TeamPage');
const PrivacyPage = page(() => import('./pages/PrivacyPage'), 'PrivacyPage');
const TermsPage = page(() => import('./pages/TermsPage'), 'TermsPage');
const NotFoundPage = page(() => import('./pages/NotFoundPage'), 'NotFoundPage');

/**
 * What the server needs to know about a page to render it: which route parameter names the
 * trip it shows, and whether it is the not-found page (answered with status 404).
 */
export interface PageHandle {
  tripParam?: string;
  notFound?: boolean;
}

/** The public pages; advertising visitors see the same ones under /ads-special. */
const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'travel', element: <TravelListPage /> },
  { path: 'travel/:id', element: <TripPage />, handle: { tripParam: 'id' } satisfies PageHandle },
  { path: 'team', element: <TeamPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'privacy-policy', element: <PrivacyPage /> },
  { path: 'terms', element: <TermsPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...publicPages,
      { path: 'ads-special', children: publicPages },
      { path: '*', element: <NotFoundPage />, handle: { notFound: true } satisfies PageHandle },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
