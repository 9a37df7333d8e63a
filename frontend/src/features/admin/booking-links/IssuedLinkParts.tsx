import type { IssuedBookingLinkDto } from '../../../api';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { lastValidDay } from '../../../components/ui/last-valid-day';
import { formatEuro } from '../../../components/ui/format';
import { ToneBadge, type BadgeTone } from '../bookings/StatusBadge';
import { useBookingLinksTranslation } from './i18n';

const STATUS_TONES: Record<IssuedBookingLinkDto['status'], BadgeTone> = {
  active: 'done',
  expired: 'closed',
  revoked: 'failed',
};

export function LinkStatusBadge({ status }: { status: IssuedBookingLinkDto['status'] }) {
  const { t } = useBookingLinksTranslation();
  return <ToneBadge $tone={STATUS_TONES[status]}>{t(`admin.bookingLinks.statuses.${status}`)}</ToneBadge>;
}

/** The trip and its dates, as dd/MM/yyyy. */
export function linkDeparture(link: IssuedBookingLinkDto): string {
  return `${link.tripTitle} · ${formatCalendarDate(link.startDate)} - ${formatCalendarDate(link.endDate)}`;
}

/** What a customer of the link pays and how: deposit or full, the price and whether it is frozen, the children's terms. */
export function useLinkTerms() {
  const { t, i18n } = useBookingLinksTranslation();
  return (link: IssuedBookingLinkDto): string[] => {
    const price = formatEuro(link.priceCents, i18n.language);
    return [
      link.paymentType === 'deposit' ? t('admin.bookingLinks.deposit') : t('admin.bookingLinks.full'),
      link.priceFrozen
        ? t('admin.bookingLinks.priceFrozen', { price })
        : t('admin.bookingLinks.priceFollows', { price }),
      link.childDiscountEnabled
        ? t('admin.bookingLinks.childTerms', { percentage: link.childDiscountPercentage })
        : t('admin.bookingLinks.noChildDiscount'),
    ];
  };
}

/** Until when the link can be booked from: its departure's day, or the last day of its own days. */
export function useLinkValidity() {
  const { t } = useBookingLinksTranslation();
  return (link: IssuedBookingLinkDto): string => {
    const date = lastValidDay(link.expiresAt);
    return link.untilDeparture
      ? t('admin.bookingLinks.untilDeparture', { date })
      : t('admin.bookingLinks.until', { date });
  };
}
