import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSiteSettings } from '../../../api/queries/site';
import { getBookingLinkOptions } from '../../../api/query-options';
import { Button } from '../../../components/ui/Button';
import { notifyError } from '../../../components/ui/toast';
import { useOnlineBookingTranslation } from '../i18n';
import { apiRefusal } from '../../../api/api-error';
import { useLinkExpiry } from '../use-link-expiry';
import { usePrivatePageHead } from '../use-private-head';
import { BookingForm } from './BookingForm';
import { StatusMessage } from './StatusMessage';
import { TripHeader } from './TripHeader';

export interface BookingLinkPageProps {
  /** Empty when the address carries none. */
  token: string;
}

/** /booking/:token and /prenotazione/:token: the offer of a booking link, the travellers' form and the price. */
export function BookingLinkPage({ token }: BookingLinkPageProps) {
  const { t } = useOnlineBookingTranslation();
  usePrivatePageHead(t('onlineBooking.link.pageTitle'));
  const link = useQuery({ ...getBookingLinkOptions({ path: { token } }), enabled: token !== '' });
  // The airports and the group limit come with the site settings the frame reads anyway.
  const site = useSiteSettings();
  const policy = site.data?.bookingPolicy;
  const { expired, markExpired } = useLinkExpiry(link.data);

  // Said once, when the page finds the link expired or sees it expire while open.
  const told = useRef(false);
  useEffect(() => {
    if (!expired || told.current) return;
    told.current = true;
    notifyError(t('onlineBooking.link.expiredToast'), t('onlineBooking.link.expiredToastTitle'));
  }, [expired, t]);

  if (token === '') {
    return (
      <StatusMessage title={t('onlineBooking.link.missingToken')} asPageTitle>
        <p>{t('onlineBooking.link.missingTokenText')}</p>
      </StatusMessage>
    );
  }
  if (link.isPending || (!policy && !site.isError)) return <p role="status">{t('onlineBooking.loading')}</p>;
  if (link.isError || !policy) {
    if (apiRefusal(link.error)?.status === 404) {
      return (
        <StatusMessage title={t('onlineBooking.link.notFound')} asPageTitle>
          <p>{t('onlineBooking.link.notFoundText')}</p>
          <p>
            <a href="/contact">{t('onlineBooking.link.contactUs')}</a>
          </p>
        </StatusMessage>
      );
    }
    return (
      <StatusMessage title={t('onlineBooking.link.loadError')} asPageTitle>
        <p>{t('onlineBooking.link.loadErrorText')}</p>
        <p>
          <Button
            variant="secondary"
            onClick={() => {
              if (link.isError) void link.refetch();
              if (!policy) void site.refetch();
            }}
          >
            {t('onlineBooking.retry')}
          </Button>
        </p>
      </StatusMessage>
    );
  }

  return (
    <>
      <TripHeader link={link.data} />
      {expired && (
        <StatusMessage title={t('onlineBooking.link.expired')}>
          <p>{t('onlineBooking.link.expiredText')}</p>
          <p>
            <a href="/contact">{t('onlineBooking.link.contactUs')}</a>
          </p>
        </StatusMessage>
      )}
      <BookingForm link={link.data} policy={policy} expired={expired} onExpired={markExpired} />
    </>
  );
}
