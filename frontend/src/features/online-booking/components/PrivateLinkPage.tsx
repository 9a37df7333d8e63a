import { useQuery } from '@tanstack/react-query';
import { useSiteSettings } from '../../../api/queries/site';
import { apiRefusal } from '../../../api/api-error';
import { getBookingLinkOptions, getBookingPageOptions } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { useOnlineBookingTranslation } from '../i18n';
import { tokenKind } from '../page-token';
import { usePrivatePageHead } from '../use-private-head';
import { BookingLinkPage } from './BookingLinkPage';
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

/**
 * /prenotazione/:token: the customer's own booking page (the link of every e-mail) or a
 * booking link's form (the agency's offer), by what the token opens. A token either could be
 * is asked of both at once, so that neither page waits for the other's answer.
 */
export function PrivateLinkPage({ token }: PrivateLinkPageProps) {
  const kind = tokenKind(token);
  if (kind === 'link') return <BookingLinkPage token={token} />;
  if (kind === 'invalid') return <NotFound />;
  return <PageOrLink token={token} alsoLink={kind === 'either'} />;
}

function PageOrLink({ token, alsoLink }: { token: string; alsoLink: boolean }) {
  const page = useQuery(getBookingPageOptions({ path: { token } }));
  const link = useQuery({ ...getBookingLinkOptions({ path: { token } }), enabled: alsoLink });
  const missing = (query: typeof page | typeof link) => apiRefusal(query.error)?.status === 404;

  if (page.data) return <YourBookingPage token={token} booking={page.data} onReload={() => void page.refetch()} />;
  if (link.data) return <BookingLinkPage token={token} linkRead />;
  if (missing(page) && (!alsoLink || missing(link))) return <NotFound />;
  if (page.isPending || (alsoLink && link.isPending)) return <Loading />;
  return (
    <LoadError
      onRetry={() => {
        if (page.isError) void page.refetch();
        if (alsoLink && link.isError) void link.refetch();
      }}
    />
  );
}
