import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WaitlistEntryPageDto } from '../../../api';
import { apiRefusal } from '../../../api/api-error';
import {
  confirmWaitlistEntryMutation,
  getWaitlistEntryOptions,
  getWaitlistEntryQueryKey,
  leaveWaitlistMutation,
} from '../../../api/query-options';
import { useSiteSettings } from '../../../api/queries/site';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { formatLongDate } from '../../../components/ui/format';
import { useOnlineBookingTranslation } from '../i18n';
import { romeTimeParts } from '../format';
import { usePrivatePageHead } from '../use-private-head';
import { PageSection } from './PageSection';
import { StatusMessage } from './StatusMessage';
import { AgencyContacts } from './YourBookingPage';

/** Tokens of the waiting list's personal pages (backend/src/waitlist/waitlist-rules.ts). */
const PAGE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

function NotFound() {
  const { t } = useOnlineBookingTranslation();
  usePrivatePageHead(t('onlineBooking.waitlist.pageTitle'));
  const { data: site } = useSiteSettings();
  return (
    <StatusMessage title={t('onlineBooking.waitlist.notFound')} asPageTitle>
      <p>{t('onlineBooking.waitlist.notFoundText')}</p>
      {site && <AgencyContacts phone={site.phone} email={site.email} />}
    </StatusMessage>
  );
}

/** /lista-attesa/:token: a visitor's place on a waiting list, the link of its every message. */
export function WaitlistPage({ token }: { token: string }) {
  const { t } = useOnlineBookingTranslation();
  usePrivatePageHead(t('onlineBooking.waitlist.pageTitle'));
  if (!PAGE_TOKEN.test(token)) return <NotFound />;
  return <EntryOf token={token} />;
}

function EntryOf({ token }: { token: string }) {
  const { t } = useOnlineBookingTranslation();
  const entry = useQuery(getWaitlistEntryOptions({ path: { token } }));
  if (entry.data) return <Entry token={token} entry={entry.data} />;
  if (apiRefusal(entry.error)?.status === 404) return <NotFound />;
  if (entry.isPending) return <p role="status">{t('onlineBooking.loading')}</p>;
  return (
    <StatusMessage title={t('onlineBooking.waitlist.loadError')} asPageTitle>
      <p>{t('onlineBooking.waitlist.loadErrorText')}</p>
      <p>
        <Button variant="secondary" onClick={() => void entry.refetch()}>
          {t('onlineBooking.retry')}
        </Button>
      </p>
    </StatusMessage>
  );
}

function Entry({ token, entry }: { token: string; entry: WaitlistEntryPageDto }) {
  const { t, i18n } = useOnlineBookingTranslation();
  const language = i18n.language === 'en' ? 'en' : 'it';
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  // Each answer is the entry as it now stands: the page shows it at once.
  const onSuccess = (updated: WaitlistEntryPageDto) => {
    queryClient.setQueryData(getWaitlistEntryQueryKey({ path: { token } }), updated);
    setAsking(false);
  };
  const confirm = useMutation({ ...confirmWaitlistEntryMutation(), onSuccess });
  const leave = useMutation({ ...leaveWaitlistMutation(), onSuccess });
  const failed = confirm.isError || leave.isError;
  const live = entry.status === 'unconfirmed' || entry.status === 'waiting' || entry.status === 'offered';
  const tripPath = `/travel/${entry.tripSlug}`;

  return (
    <>
      <h1>{t('onlineBooking.waitlist.title', { trip: entry.tripTitle })}</h1>
      <p>
        {t('onlineBooking.waitlist.departure', {
          start: formatLongDate(entry.startDate, language),
          end: formatLongDate(entry.endDate, language),
        })}
      </p>
      <p>{t('onlineBooking.waitlist.seats', { count: entry.travellers })}</p>

      <PageSection aria-labelledby="waitlist-state" role="status">
        <EntryState entry={entry} language={language} tripPath={tripPath} />
        {entry.status === 'unconfirmed' && !entry.departureClosed && (
          <p>
            <Button
              aria-disabled={confirm.isPending}
              onClick={() => !confirm.isPending && confirm.mutate({ path: { token } })}
            >
              {confirm.isPending ? t('onlineBooking.waitlist.confirming') : t('onlineBooking.waitlist.confirm')}
            </Button>
          </p>
        )}
      </PageSection>

      {failed && (
        <StatusMessage title={t('onlineBooking.waitlist.actionError')}>
          <p>{t('onlineBooking.waitlist.loadErrorText')}</p>
        </StatusMessage>
      )}

      {live &&
        !entry.departureClosed &&
        (asking ? (
          <PageSection aria-label={t('onlineBooking.waitlist.leave')}>
            <p>{t('onlineBooking.waitlist.leaveQuestion')}</p>
            <p>
              <Button
                variant="secondary"
                aria-disabled={leave.isPending}
                onClick={() => !leave.isPending && leave.mutate({ path: { token } })}
              >
                {leave.isPending ? t('onlineBooking.waitlist.leaving') : t('onlineBooking.waitlist.leaveConfirm')}
              </Button>{' '}
              <Button onClick={() => setAsking(false)}>{t('onlineBooking.waitlist.keep')}</Button>
            </p>
          </PageSection>
        ) : (
          <p>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {t('onlineBooking.waitlist.leave')}
            </Button>
          </p>
        ))}
    </>
  );
}

function EntryState({
  entry,
  language,
  tripPath,
}: {
  entry: WaitlistEntryPageDto;
  language: 'it' | 'en';
  tripPath: string;
}) {
  const { t } = useOnlineBookingTranslation();
  const tripLink = (
    <p>
      <ButtonLink to={tripPath} variant="secondary">
        {t('onlineBooking.waitlist.tripLink')}
      </ButtonLink>
    </p>
  );
  if (entry.status === 'offered' && entry.offer) {
    const { time, date } = romeTimeParts(entry.offer.expiresAt, language);
    return (
      <>
        <h2 id="waitlist-state">{t('onlineBooking.waitlist.offeredTitle')}</h2>
        <p>{t('onlineBooking.waitlist.offered', { count: entry.offer.seats, time, date })}</p>
        <p>
          <ButtonLink to={new URL(entry.offer.bookingUrl).pathname}>{t('onlineBooking.waitlist.book')}</ButtonLink>
        </p>
      </>
    );
  }
  // A departure cancelled for its minimum group is closed too: its own words say why.
  if (entry.departureClosed && entry.status !== 'cancelled') {
    return (
      <>
        <h2 id="waitlist-state">{t('onlineBooking.waitlist.leftTitle')}</h2>
        <p>{t('onlineBooking.waitlist.closedText')}</p>
        {tripLink}
      </>
    );
  }
  switch (entry.status) {
    case 'unconfirmed':
      return (
        <>
          <h2 id="waitlist-state">{t('onlineBooking.waitlist.unconfirmedTitle')}</h2>
          <p>{t('onlineBooking.waitlist.unconfirmedText')}</p>
        </>
      );
    case 'waiting':
      return (
        <>
          <h2 id="waitlist-state">{t('onlineBooking.waitlist.waitingTitle')}</h2>
          {entry.placeInLine !== null && <p>{t('onlineBooking.waitlist.place', { place: entry.placeInLine })}</p>}
          <p>{t('onlineBooking.waitlist.waitingText')}</p>
          {entry.spotsAvailable >= entry.travellers && (
            <>
              <p>{t('onlineBooking.waitlist.seatsNow')}</p>
              {tripLink}
            </>
          )}
        </>
      );
    case 'booked':
      return (
        <>
          <h2 id="waitlist-state">{t('onlineBooking.waitlist.bookedTitle')}</h2>
          <p>{t('onlineBooking.waitlist.bookedText')}</p>
        </>
      );
    case 'lapsed':
    case 'offered':
      return (
        <>
          <h2 id="waitlist-state">{t('onlineBooking.waitlist.lapsedTitle')}</h2>
          <p>{t('onlineBooking.waitlist.lapsedText')}</p>
          {tripLink}
        </>
      );
    case 'cancelled':
      return (
        <>
          <h2 id="waitlist-state">{t('onlineBooking.waitlist.cancelledTitle')}</h2>
          <p>{t('onlineBooking.waitlist.cancelledText')}</p>
          {tripLink}
        </>
      );
    default:
      return (
        <>
          <h2 id="waitlist-state">{t('onlineBooking.waitlist.leftTitle')}</h2>
          <p>{t('onlineBooking.waitlist.leftText')}</p>
          {tripLink}
        </>
      );
  }
}
