import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';

const StyledRouteError = styled.section`
  padding-block: ${({ theme }) => theme.space.xxxl};
  text-align: center;
`;

const StyledText = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Replaces a page that failed to render or whose code could not be downloaded (for example
 * after a release replaced the hashed files); a reload fetches the current ones.
 */
export function RouteError() {
  const { t } = useTranslation();

  return (
    <StyledRouteError aria-labelledby="route-error-title">
      <Container width="reading">
        <h1 id="route-error-title">{t('routeError.title')}</h1>
        <StyledText>{t('routeError.text')}</StyledText>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Container>
    </StyledRouteError>
  );
}
