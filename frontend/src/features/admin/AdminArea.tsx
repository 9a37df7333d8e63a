import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { createQueryClient } from '../../api/query-client';
import { isToasterWanted, subscribeToToaster } from '../../components/ui/toast';
import { AreaStart } from './booking-links/AreaStart';
import { AdminLayout } from './components/AdminLayout';
import { ScreenLoading } from './components/QueryState';
import { ActiveIbanScreen } from './ibans/ActiveIbanScreen';
import { DeparturesScreen } from './departures/DeparturesScreen';
import { HomeScreen } from './screens/HomeScreen';
import { InboxScreen } from './screens/InboxScreen';
import { LoginScreen } from './screens/LoginScreen';
import { PasswordScreen } from './screens/PasswordScreen';
import { StaffScreen } from './screens/StaffScreen';
import { SiteSettingsScreen } from './site-settings/SiteSettingsScreen';
import './session';

/*
 * The bookings screens are the area's largest: fetched when first opened, so that the other
 * screens (and the login every visit starts with) do not wait for them.
 */
const bookingScreens = () => import('./bookings/BookingScreens');
const BookingsScreen = lazy(() => bookingScreens().then((module) => ({ default: module.BookingsScreen })));
const BookingScreen = lazy(() => bookingScreens().then((module) => ({ default: module.BookingScreen })));
// The rooming list and the waiting list, opened from a departure now and then, likewise.
const RoomingScreen = lazy(() =>
  import('./rooming/RoomingScreen').then((module) => ({ default: module.RoomingScreen })),
);
const WaitlistScreen = lazy(() =>
  import('./waitlist/WaitlistScreen').then((module) => ({ default: module.WaitlistScreen })),
);
// The partner agencies' screens, opened now and then by the owners, likewise.
const partnerScreens = () => import('./partners/PartnerScreens');
const PartnersScreen = lazy(() => partnerScreens().then((module) => ({ default: module.PartnersScreen })));
const PartnerScreen = lazy(() => partnerScreens().then((module) => ({ default: module.PartnerScreen })));
// The payments screen (statements, review, balances) likewise, in a file of its own.
const PaymentsScreen = lazy(() =>
  import('./payments/PaymentsScreen').then((module) => ({ default: module.PaymentsScreen })),
);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenLoading />}>{children}</Suspense>;
}

const Toaster = lazy(() => import('../../components/ui/Toaster').then((module) => ({ default: module.Toaster })));

// Route objects rather than <Routes> and <Route>: those would join the site's start file,
// where every react-router piece goes (vite.config.ts), while useRoutes is already there.
const adminRoutes: RouteObject[] = [
  { path: 'login', element: <LoginScreen /> },
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <AreaStart /> },
      { path: 'booking', element: <HomeScreen /> },
      { path: 'richieste', element: <InboxScreen /> },
      {
        path: 'prenotazioni',
        element: (
          <Lazy>
            <BookingsScreen />
          </Lazy>
        ),
      },
      {
        path: 'prenotazioni/:id',
        element: (
          <Lazy>
            <BookingScreen />
          </Lazy>
        ),
      },
      {
        path: 'pagamenti',
        element: (
          <Lazy>
            <PaymentsScreen />
          </Lazy>
        ),
      },
      { path: 'partenze', element: <DeparturesScreen /> },
      {
        path: 'partenze/:id/camere',
        element: (
          <Lazy>
            <RoomingScreen />
          </Lazy>
        ),
      },
      {
        path: 'partenze/:id/lista-attesa',
        element: (
          <Lazy>
            <WaitlistScreen />
          </Lazy>
        ),
      },
      {
        path: 'partner',
        element: (
          <Lazy>
            <PartnersScreen />
          </Lazy>
        ),
      },
      {
        path: 'partner/:id',
        element: (
          <Lazy>
            <PartnerScreen />
          </Lazy>
        ),
      },
      { path: 'impostazioni', element: <SiteSettingsScreen /> },
      { path: 'staff', element: <StaffScreen /> },
      { path: 'password', element: <PasswordScreen /> },
      { path: 'iban-attivo', element: <ActiveIbanScreen /> },
      { path: '*', element: <HomeScreen /> },
    ],
  },
];

/**
 * The admin area, loaded only when an admin address is opened: its own frame (no public
 * header, footer, cookie banner or marketing tags), TanStack Query for the data, the login
 * before every page. Mounted at /admin/* and at /link (the booking-link generator).
 */
export function AdminArea() {
  // Staff work on one screen at a time: half a minute of freshness spares a request at each
  // screen change, and coming back to the window asks again.
  const [queryClient] = useState(() => createQueryClient({ staleTime: 30_000, refetchOnWindowFocus: true }));
  const toasterWanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      {useRoutes(adminRoutes)}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
