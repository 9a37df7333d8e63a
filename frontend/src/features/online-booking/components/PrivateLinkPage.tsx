import { useQuery } from '@tanstack/react-query';
import { useSiteSettings } from '../../../api/queries/site';
import { apiRefusal } from '../../../api/api-error';
import { getBookingPageOptions } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { useOnlineBookingTranslation } from '../i18n';
import { usePrivatePageHead } from '../use-private-head';
import { StatusMessage } from './StatusMessage';
import { AgencyContacts, YourBookingPage } from './YourBookingPage';

function Loading() {
  const { t } = useOnlineBookingTranslation();
  usePrivatePageHead(t('onlineBooking.yourBooking.pageTitle'));
  return <p role="status">{t('onlineBooking.loading')}</p>;
}

/** Unknown, mistyped, or closed 30 days after the return: the same words, and who to ask. */
function NotFound() {
  const { t } = useOnlineBookingTranslation();
  usePrivatePageHead(t('onlineBooking.yourBooking.pageTitle'));
  const { data: site } = useSiteSettings();
  return (
    <StatusMessage title={t('onlineBooking.yourBooking.notFound')} asPageTitle>
      <p>{t('onlineBooking.yourBooking.notFoundText')}</p>
      {site && <AgencyContacts phone={site.phone} email={site.email} />}
    </StatusMessage>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useOnlineBookingTranslation();
  usePrivatePageHead(t('onlineBooking.yourBooking.pageTitle'));
  return (
    <StatusMessage title={t('onlineBooking.yourBooking.loadError')} asPageTitle>
      <p>{t('onlineBooking.yourBooking.loadErrorText')}</p>
      <p>
        <Button variant="secondary" onClick={onRetry}>
          {t('onlineBooking.retry')}
        </Button>
      </p>
    </StatusMessage>
  );
}

export interface PrivateLinkPageProps {
  /** Empty when the address carries none. */
  token: string;
}

/** Tokens of the customers' booking pages (backend/src/bookings/booking-page-token.ts). */
const PAGE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** /la-mia-prenotazione/:token: the customer's own booking page, the link of every e-mail. */
export function PrivateLinkPage({ token }: PrivateLinkPageProps) {
  if (!PAGE_TOKEN.test(token)) return <NotFound />;
  return <BookingPageOf token={token} />;
}

function BookingPageOf({ token }: { token: string }) {
  const page = useQuery(getBookingPageOptions({ path: { token } }));
  if (page.data) return <YourBookingPage token={token} booking={page.data} onReload={() => void page.refetch()} />;
  if (apiRefusal(page.error)?.status === 404) return <NotFound />;
  if (page.isPending) return <Loading />;
  return <LoadError onRetry={() => void page.refetch()} />;
}
