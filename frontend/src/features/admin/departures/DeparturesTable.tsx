import styled from 'styled-components';
import type { AdminDepartureDto } from '../../../api';
import { formatEuro } from '../../../components/ui/format';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { useDeparturesTranslation } from './i18n';
import { ScrollableTable, StyledRowButton } from '../components/ScreenParts';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { AdminLink } from '../components/AdminLink';
import { roomingAddress } from '../rooming/address';
import { useRoomingTranslation } from '../rooming/i18n';
import { waitlistAddress } from '../waitlist/address';
import { useWaitlistTranslation } from '../waitlist/i18n';

/** The rooming list's link, as small as the row's buttons. */
const StyledRowLink = styled(AdminLink)`
  display: inline-flex;
  align-items: center;
  min-height: 2rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledTable = styled.table`
  /* Holds the visually hidden labels: placed against the page, they would widen it past a phone's screen. */
  position: relative;
  min-width: 60rem;

  /* One line for every cell but the trip's title, which may take two when the room is short. */
  thead th,
  td {
    white-space: nowrap;
  }

  tbody th {
    min-width: 12rem;
  }
`;

const StyledRow = styled.tr<{ $closed: boolean }>`
  background: ${({ $closed, theme }) => ($closed ? theme.colors.surfaceWarm : 'transparent')};
`;

const StyledNumber = styled.td`
  font-variant-numeric: tabular-nums;
`;

const StyledWas = styled.s`
  margin-right: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledStatus = styled.span<{ $closed: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ $closed, theme }) => ($closed ? theme.colors.accent : theme.colors.text)};
`;

/** 'da decidere' stands out: staff must act on it. */
const StyledGroupState = styled.span<{ $toDecide: boolean }>`
  color: ${({ $toDecide, theme }) => ($toDecide ? theme.colors.accent : theme.colors.text)};
  font-weight: ${({ $toDecide, theme }) => ($toDecide ? theme.fontWeights.bold : 'inherit')};
`;

const toDecide = (departure: AdminDepartureDto) => departure.minimumGroupStatus === 'asked' && !departure.guaranteed;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface DeparturesTableProps {
  departures: AdminDepartureDto[];
  onEdit: (departure: AdminDepartureDto) => void;
  onToggle: (departure: AdminDepartureDto) => void;
}

/**
 * The calendar as a table: trip, dates, price (the earlier one struck through), seats, the
 * minimum group (confirmed travellers of the minimum, and where the departure stands),
 * coordinators, status.
 */
export function DeparturesTable({ departures, onEdit, onToggle }: DeparturesTableProps) {
  const { t, i18n } = useDeparturesTranslation();
  const rooming = useRoomingTranslation();
  const waitlist = useWaitlistTranslation();
  const language = i18n.language;
  const groupState = (departure: AdminDepartureDto) => {
    if (departure.minimumGroupStatus === 'cancelled') return t('admin.departures.groupCancelled');
    if (departure.minimumGroupStatus === 'run') return t('admin.departures.groupRun');
    if (departure.guaranteed) return t('admin.departures.groupGuaranteed');
    if (departure.minimumGroupStatus === 'asked') return t('admin.departures.groupAsked');
    return t('admin.departures.groupUntil', { date: formatCalendarDate(departure.minimumGroupDeadline) });
  };
  return (
    <ScrollableTable label={t('admin.common.table', { name: t('admin.departures.listTitle') })}>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">{t('admin.departures.trip')}</th>
            <th scope="col">{t('admin.departures.dates')}</th>
            <th scope="col">{t('admin.departures.price')}</th>
            <th scope="col">{t('admin.departures.totalSpots')}</th>
            <th scope="col">{t('admin.departures.seatsTaken')}</th>
            <th scope="col">{t('admin.departures.spotsFree')}</th>
            <th scope="col">{t('admin.departures.group')}</th>
            <th scope="col">{t('admin.departures.coordinators')}</th>
            <th scope="col">{t('admin.departures.status')}</th>
            <th scope="col">
              <VisuallyHidden>{t('admin.departures.actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {departures.map((departure) => {
            const closed = departure.status === 'closed';
            const names = { trip: departure.tripTitle, date: formatCalendarDate(departure.startDate) };
            return (
              <StyledRow key={departure.id} $closed={closed}>
                <th scope="row">{departure.tripTitle}</th>
                <td>
                  {t('admin.departures.dateRange', {
                    start: formatCalendarDate(departure.startDate),
                    end: formatCalendarDate(departure.endDate),
                  })}
                </td>
                <StyledNumber>
                  {departure.previousPriceCents !== null && (
                    <>
                      <VisuallyHidden>
                        {t('admin.departures.previousPrice', {
                          price: formatEuro(departure.previousPriceCents, language),
                        })}
                      </VisuallyHidden>
                      <StyledWas aria-hidden="true">
                        {formatEuro(departure.previousPriceCents, language)}
                      </StyledWas>{' '}
                    </>
                  )}
                  {formatEuro(departure.priceCents, language)}
                </StyledNumber>
                <StyledNumber>{departure.totalSpots}</StyledNumber>
                <StyledNumber>{departure.seatsTaken}</StyledNumber>
                <StyledNumber>{departure.spotsAvailable}</StyledNumber>
                <td>
                  {t('admin.departures.groupCount', {
                    confirmed: departure.confirmedTravellers,
                    min: departure.minGroupSize,
                  })}
                  {', '}
                  <StyledGroupState $toDecide={toDecide(departure)}>{groupState(departure)}</StyledGroupState>
                </td>
                <td>{departure.coordinators.join(', ')}</td>
                <td>
                  <StyledStatus $closed={closed}>
                    {closed ? t('admin.departures.closed') : t('admin.departures.open')}
                  </StyledStatus>
                </td>
                <td>
                  <StyledActions>
                    <StyledRowButton
                      variant="secondary"
                      aria-label={t('admin.departures.editLabel', names)}
                      onClick={() => onEdit(departure)}
                    >
                      {t('admin.departures.edit')}
                    </StyledRowButton>
                    <StyledRowButton
                      variant="secondary"
                      aria-label={t(closed ? 'admin.departures.reopenLabel' : 'admin.departures.closeLabel', names)}
                      onClick={() => onToggle(departure)}
                    >
                      {closed ? t('admin.departures.reopen') : t('admin.departures.close')}
                    </StyledRowButton>
                    <StyledRowLink
                      to={roomingAddress(departure.id)}
                      aria-label={rooming.t('admin.rooming.openLabel', names)}
                    >
                      {rooming.t('admin.rooming.open')}
                    </StyledRowLink>
                    <StyledRowLink
                      to={waitlistAddress(departure.id)}
                      aria-label={waitlist.t('admin.waitlist.openLabel', names)}
                    >
                      {waitlist.t('admin.waitlist.open')}
                    </StyledRowLink>
                  </StyledActions>
                </td>
              </StyledRow>
            );
          })}
        </tbody>
      </StyledTable>
    </ScrollableTable>
  );
}
