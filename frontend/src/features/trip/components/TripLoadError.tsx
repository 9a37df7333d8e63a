import { useTripTranslation } from '../i18n';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';

const StyledError = styled.section`
  padding-block: ${({ theme }) => theme.space.xxxl};
  text-align: center;
`;

const StyledText = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface TripLoadErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

export function TripLoadError({ onRetry, retrying }: TripLoadErrorProps) {
  const { t } = useTripTranslation();

  return (
    <StyledError aria-labelledby="trip-error-title" role="alert">
      <Container>
        <h1 id="trip-error-title">{t('trip.loadErrorTitle')}</h1>
        <StyledText>{t('trip.loadErrorText')}</StyledText>
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? t('common.loading') : t('trip.retry')}
        </Button>
      </Container>
    </StyledError>
  );
}
