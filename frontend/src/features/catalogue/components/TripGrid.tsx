import styled from 'styled-components';
import type { TripSummaryDto } from '../../../api';
import { TripCard } from './TripCard';

export const StyledTripList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space.xl};
  }
`;

export interface TripGridProps {
  trips: readonly TripSummaryDto[];
  headingLevel?: 2 | 3;
}

export function TripGrid({ trips, headingLevel }: TripGridProps) {
  return (
    <StyledTripList>
      {trips.map((trip) => (
        <li key={trip.slug}>
          <TripCard trip={trip} headingLevel={headingLevel} />
        </li>
      ))}
    </StyledTripList>
  );
}
