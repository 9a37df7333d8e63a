import { useSearchTranslation } from '../i18n';
import styled from 'styled-components';
import type { TripSummaryDto } from '../../../api';
import { useTrips } from '../../../api/queries/catalogue';
import { AppLink } from '../../../components/ui/AppLink';
import { Button } from '../../../components/ui/Button';
import { formatEuro } from '../../../components/ui/format';
import { isSearchable, searchTrips } from '../search-trips';

const PLACEHOLDER_IMAGE = '/images/placeholder-trip.svg';

const StyledResults = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledStatus = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.brandDeep};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  &:empty {
    display: none;
  }
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledResultLink = styled(AppLink)`
  display: grid;
  grid-template-columns: 5.5rem 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surfaceWarm};
  }

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 8rem 1fr;
  }
`;

const StyledThumbnail = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledResultText = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const StyledResultTitle = styled.span`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

const StyledResultMeta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledNoMatch = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  p {
    margin-bottom: ${({ theme }) => theme.space.md};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.minTarget};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

interface ResultProps {
  trip: TripSummaryDto;
  onLeave: () => void;
}

function Result({ trip, onLeave }: ResultProps) {
  const { t, i18n } = useSearchTranslation();

  return (
    <li>
      <StyledResultLink to={`/travel/${trip.slug}`} onClick={onLeave}>
        <StyledThumbnail
          src={trip.imageUrl}
          alt=""
          width={1600}
          height={900}
          loading="lazy"
          decoding="async"
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) event.currentTarget.src = PLACEHOLDER_IMAGE;
          }}
        />
        <StyledResultText>
          <StyledResultTitle>{trip.title}</StyledResultTitle>
          <StyledResultMeta>
            {trip.country} · {t('common.duration', { days: trip.durationDays, nights: trip.durationNights })}
          </StyledResultMeta>
          <span>
            <strong>{t('search.priceFrom', { price: formatEuro(trip.priceCents, i18n.language) })}</strong>{' '}
            {t('common.perPerson')}
          </span>
        </StyledResultText>
      </StyledResultLink>
    </li>
  );
}

export interface SearchResultsProps {
  query: string;
  /** Called when the visitor follows a link out of the search. */
  onLeave: () => void;
}

/** The trips matching what the visitor typed, or a way to ask about a destination we lack. */
export function SearchResults({ query, onLeave }: SearchResultsProps) {
  const { t } = useSearchTranslation();
  const { data: trips, isError, isFetching, refetch } = useTrips();
  const searching = isSearchable(query);
  const matches = trips && searching ? searchTrips(trips, query) : [];
  const typed = query.trim();

  let status = '';
  if (searching && trips) {
    status =
      matches.length > 0
        ? t('search.resultCount', { count: matches.length })
        : t('search.noMatchTitle', { query: typed });
  } else if (searching && isFetching) {
    status = t('search.loading');
  }

  return (
    <StyledResults>
      {/* Always in the page, so that screen readers announce each new count as the visitor types. */}
      <StyledStatus role="status">{status}</StyledStatus>

      {searching && !trips && isError && !isFetching && (
        <StyledNoMatch role="alert">
          <p>{t('search.errorText')}</p>
          <Button onClick={() => void refetch()}>{t('search.retry')}</Button>
        </StyledNoMatch>
      )}

      {matches.length > 0 && (
        <StyledList aria-label={t('search.resultsLabel')}>
          {matches.map((trip) => (
            <Result key={trip.slug} trip={trip} onLeave={onLeave} />
          ))}
        </StyledList>
      )}

      {searching && trips && matches.length === 0 && (
        <StyledNoMatch>
          <p>{t('search.noMatchText')}</p>
          <AppLink to={`/contact?destination=${encodeURIComponent(typed)}`} onClick={onLeave}>
            {t('search.noMatchCta', { query: typed })}
          </AppLink>
        </StyledNoMatch>
      )}
    </StyledResults>
  );
}
