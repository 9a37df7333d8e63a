import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingDetailDto } from '../../../api';
import { invalidate } from '../../../api/query-client';
import { getAdminBookingOptions, getAdminBookingQueryKey, listAuditEventsQueryKey } from '../../../api/query-options';
import { StyledPanel } from '../components/ScreenParts';
import { useBookingsTranslation } from './i18n';
import { awaitsDelivery, MessageLog, WAITING_REFRESH_MS } from './MessageLog';

/**
 * 'Messaggi': every message of the booking, oldest first (the customer's e-mails, the agency's
 * Telegram notice, the staff's reminders), to read and send again (MessageLog).
 */
export function BookingMessages({ booking }: { booking: AdminBookingDetailDto }) {
  const { t } = useBookingsTranslation();
  const queryClient = useQueryClient();

  // While a message waits, what became of it shows without reloading the page.
  useQuery({
    ...getAdminBookingOptions({ path: { id: booking.id } }),
    refetchInterval: (query) => (awaitsDelivery(query.state.data?.messages) ? WAITING_REFRESH_MS : false),
  });

  return (
    <StyledPanel aria-labelledby="admin-booking-messages">
      <h2 id="admin-booking-messages">{t('admin.bookings.messages.title')}</h2>
      <MessageLog
        messages={booking.messages}
        intro={t('admin.bookings.messages.intro')}
        empty={t('admin.bookings.messages.empty')}
        resendAddress={booking.contactEmail}
        onChanged={() =>
          invalidate(queryClient, getAdminBookingQueryKey({ path: { id: booking.id } }), listAuditEventsQueryKey())
        }
      />
    </StyledPanel>
  );
}
