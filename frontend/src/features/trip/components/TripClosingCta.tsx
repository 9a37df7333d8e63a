import { useTripTranslation } from '../i18n';
import styled from 'styled-components';
import type { AppLinkProps } from '../../../components/ui/AppLink';
import type { BookingFlowTrip } from '../../../components/booking-flow/booking-flow';
import { OpenDatesLink } from '../../../components/booking-flow/OpenDatesLink';
import { Container } from '../../../components/ui/Container';
import { TextLink } from '../../../components/ui/TextLink';
import { renderWhenOnScreen } from '../../../theme/offscreen';

const StyledCta = styled.section`
  ${renderWhenOnScreen('40rem')}
  padding-block: ${({ theme }) => theme.space.xxxl};
  background: ${({ theme }) => theme.colors.surfaceWarm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
`;

const StyledTitle = styled.h2`
  color: ${({ theme }) => theme.colors.brandDeep};
`;

const StyledText = styled.p`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin-inline: auto;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledWriteUs = styled(TextLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
`;

export interface TripClosingCtaProps {
  trip: BookingFlowTrip;
  contactTo: AppLinkProps['to'];
}

export function TripClosingCta({ trip, contactTo }: TripClosingCtaProps) {
  const { t } = useTripTranslation();

  return (
    <StyledCta aria-labelledby="trip-cta-title">
      <Container>
        <StyledTitle id="trip-cta-title">{t('trip.ctaTitle')}</StyledTitle>
        <StyledText>{t('trip.ctaText')}</StyledText>
        <StyledActions>
          <OpenDatesLink trip={trip}>{t('trip.discoverDates')}</OpenDatesLink>
          <StyledWriteUs to={contactTo}>{t('trip.writeUs')}</StyledWriteUs>
        </StyledActions>
      </Container>
    </StyledCta>
  );
}
