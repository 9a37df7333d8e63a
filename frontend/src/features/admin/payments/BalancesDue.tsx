import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import type { AdminBookingDto } from '../../../api';
import { listBalancesDueOptions } from '../../../api/query-options';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { QueryState } from '../components/QueryState';
import { ScrollableTable, StyledPanel } from '../components/ScreenParts';
import { formatAmount } from './format';
import { usePaymentsTranslation } from './i18n';
import { StyledNote, StyledNumber, StyledTextLink } from './parts';

const StyledList = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }
`;

const StyledTable = styled.table`
  /* Wide enough for every column: on a phone the table scrolls inside its frame, never the page. */
  min-width: 50rem;

  a[href^='mailto:'],
  a[href^='tel:'] {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    overflow-wrap: anywhere;
  }
`;

function BalancesTable({
  title,
  bookings,
  emptyText,
}: {
  title: string;
  bookings: AdminBookingDto[];
  emptyText: string;
}) {
  const { t, i18n } = usePaymentsTranslation();
  const id = useId();
  return (
    <StyledList aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {bookings.length === 0 ? (
        <StyledNote>{emptyText}</StyledNote>
      ) : (
        <ScrollableTable label={t('admin.common.table', { name: title })}>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{t('admin.payments.balances.reference')}</th>
                <th scope="col">{t('admin.payments.balances.trip')}</th>
                <th scope="col">{t('admin.payments.balances.leadTraveller')}</th>
                <th scope="col">{t('admin.payments.balances.contact')}</th>
                <th scope="col">{t('admin.payments.balances.balance')}</th>
                <th scope="col">{t('admin.payments.balances.dueDate')}</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <tr key={booking.id}>
                  <th scope="row">
                    <StyledTextLink
                      to={`/admin/prenotazioni/${booking.id}`}
                      aria-label={t('admin.payments.balances.openLabel', { reference: booking.paymentReference })}
                    >
                      <StyledNumber>{booking.paymentReference}</StyledNumber>
                    </StyledTextLink>
                  </th>
                  <td>
                    {booking.tripTitle}
                    <br />
                    <StyledNumber>{formatCalendarDate(booking.startDate)}</StyledNumber>
                  </td>
                  <td>{booking.leadTraveller}</td>
                  <td>
                    <a href={`mailto:${booking.contactEmail}`}>{booking.contactEmail}</a>
                    <br />
                    <a href={`tel:${booking.contactPhone.replace(/[^\d+]/g, '')}`}>{booking.contactPhone}</a>
                  </td>
                  <td>
                    <StyledNumber>{formatAmount(booking.balanceDueCents, i18n.language)}</StyledNumber>
                  </td>
                  <td>
                    <StyledNumber>
                      {booking.balanceDueDate ? formatCalendarDate(booking.balanceDueDate) : ''}
                    </StyledNumber>
                  </td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </ScrollableTable>
      )}
    </StyledList>
  );
}

/** The balances owed after a deposit: those already late, and those due by Sunday. */
export function BalancesDue() {
  const { t } = usePaymentsTranslation();
  const id = useId();
  const balances = useQuery(listBalancesDueOptions());
  return (
    <StyledPanel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.payments.balances.title')}</h2>
      <StyledNote>{t('admin.payments.balances.intro')}</StyledNote>
      <QueryState
        isPending={balances.isPending}
        isError={balances.isError}
        isEmpty={false}
        emptyText=""
        onRetry={() => void balances.refetch()}
      >
        <BalancesTable
          title={t('admin.payments.balances.late')}
          bookings={balances.data?.late ?? []}
          emptyText={t('admin.payments.balances.lateEmpty')}
        />
        <BalancesTable
          title={t('admin.payments.balances.week')}
          bookings={balances.data?.dueThisWeek ?? []}
          emptyText={t('admin.payments.balances.weekEmpty')}
        />
      </QueryState>
    </StyledPanel>
  );
}
