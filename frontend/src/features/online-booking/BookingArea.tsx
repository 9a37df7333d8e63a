import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { createQueryClient } from '../../api/query-client';
import { isToasterWanted, subscribeToToaster } from '../../components/ui/toast';
import { BookingFrame } from './components/BookingFrame';
import { BookingLinkPage } from './components/BookingLinkPage';
import { PaymentPage } from './components/PaymentPage';
import { PrivateLinkPage } from './components/PrivateLinkPage';
import { TransferSuccessPage } from './components/TransferSuccessPage';
import { WaitlistPage } from './components/WaitlistPage';

const Toaster = lazy(() => import('../../components/ui/Toaster').then((module) => ({ default: module.Toaster })));

/** The addresses this part answers, by their first segment (see app/routes.tsx). */
export const BOOKING_SECTIONS = {
  link: ['booking', 'prenotazione'],
  // The customer's own booking page, the link of every e-mail.
  yourBooking: ['la-mia-prenotazione'],
  // A visitor's place on a waiting list, the link of its every message.
  waitlist: ['lista-attesa'],
  payment: ['payment-custom'],
  success: ['bank-transfer-success', 'bank-transfer-confirmation'],
} as const;

function Screen() {
  const { pathname } = useLocation();
  const { token, bookingId } = useParams();
  const section = pathname.split('/')[1] ?? '';
  if ((BOOKING_SECTIONS.payment as readonly string[]).includes(section)) {
    return <PaymentPage key={bookingId} bookingId={bookingId ?? ''} />;
  }
  if ((BOOKING_SECTIONS.success as readonly string[]).includes(section)) {
    return <TransferSuccessPage key={bookingId} bookingId={bookingId ?? ''} />;
  }
  if ((BOOKING_SECTIONS.waitlist as readonly string[]).includes(section)) {
    return <WaitlistPage key={token} token={token ?? ''} />;
  }
  if ((BOOKING_SECTIONS.yourBooking as readonly string[]).includes(section)) {
    return <PrivateLinkPage key={token} token={token ?? ''} />;
  }
  return <BookingLinkPage key={token} token={token ?? ''} />;
}

/**
 * The customer's pages under a token or a booking id, loaded only at those addresses: the
 * booking form, the customer's own booking page, the bank-transfer page, the success page and a
 * waiting list's personal page. Their own frame,
 * with TanStack Query for the data and without the public site's cookie banner or tags.
 */
export function BookingArea() {
  // Seats, amounts and statuses change on the server: nothing here is kept as fresh.
  const [queryClient] = useState(() => createQueryClient());
  const toasterWanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  return (
    <QueryClientProvider client={queryClient}>
      <BookingFrame>
        <Screen />
      </BookingFrame>
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
