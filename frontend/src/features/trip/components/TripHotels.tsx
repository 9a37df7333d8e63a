import { useTripTranslation } from '../i18n';
import styled from 'styled-components';
import type { HotelDto } from '../../../api';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { TripSection } from './TripSection';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  }
`;

const StyledHotel = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.h4};
    color: ${({ theme }) => theme.colors.brandDeep};
  }

  p:last-child {
    margin: 0;
  }
`;

const StyledStars = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.lead};
  letter-spacing: 0.1em;
  line-height: 1;
`;

export interface TripHotelsProps {
  hotels: HotelDto[];
}

export function TripHotels({ hotels }: TripHotelsProps) {
  const { t } = useTripTranslation();
  if (hotels.length === 0) return null;

  return (
    <TripSection id="hotel" title={t('trip.hotelsTitle')}>
      <StyledList>
        {hotels.map((hotel) => (
          <StyledHotel key={hotel.name}>
            <h3>{hotel.name}</h3>
            <StyledStars>
              <span aria-hidden="true">{'★'.repeat(Math.max(0, Math.round(hotel.stars)))}</span>
              <VisuallyHidden>{t('trip.stars', { count: hotel.stars })}</VisuallyHidden>
            </StyledStars>
            <p>{hotel.description}</p>
          </StyledHotel>
        ))}
      </StyledList>
    </TripSection>
  );
}
