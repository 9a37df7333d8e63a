import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { CoordinatorClashDepartureDto } from '../../../api';
import { listCoordinatorClashesOptions } from '../../../api/query-options';
import { formatCalendarDate } from '../../../components/ui/calendar-date';
import { AdminLink } from '../components/AdminLink';
import { StyledPanel } from '../components/ScreenParts';
import { useDeparturesTranslation } from './i18n';

const StyledNotice = styled(StyledPanel)`
  border: 3px solid ${({ theme }) => theme.colors.accent};

  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/**
 * On the admin home while a coordinator leads two departures sharing a day (data from before
 * the rule, or edited around it): who, and which two groups, for the staff to fix. Nothing
 * while there is none, while the list loads, or when it cannot be read: the home has other
 * work to show.
 */
export function CoordinatorClashes() {
  const { t } = useDeparturesTranslation();
  const clashes = useQuery(listCoordinatorClashesOptions());
  if (!clashes.data?.length) return null;
  const describe = (departure: CoordinatorClashDepartureDto) =>
    t('admin.departures.clashDeparture', {
      trip: departure.tripTitle,
      start: formatCalendarDate(departure.startDate),
      end: formatCalendarDate(departure.endDate),
    });
  return (
    <StyledNotice aria-labelledby="admin-home-coordinator-clashes">
      <h2 id="admin-home-coordinator-clashes">{t('admin.departures.clashesTitle')}</h2>
      <p>{t('admin.departures.clashesIntro')}</p>
      <ul>
        {clashes.data.map(({ coordinator, first, second }) => (
          <li key={`${coordinator}:${first.id}:${second.id}`}>
            {t('admin.departures.clash', { name: coordinator, first: describe(first), second: describe(second) })}
          </li>
        ))}
      </ul>
      <AdminLink to="/admin/partenze">{t('admin.departures.clashesLink')}</AdminLink>
    </StyledNotice>
  );
}
