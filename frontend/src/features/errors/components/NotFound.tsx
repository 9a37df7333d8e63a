import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';

const StyledNotFound = styled.section`
  padding-block: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xxxl}`};
  text-align: center;
`;

const StyledCode = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledText = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function NotFound() {
  const { t } = useTranslation();

  return (
    <StyledNotFound aria-labelledby="not-found-title">
      <Container width="reading">
        <StyledCode>{t('notFound.code')}</StyledCode>
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <StyledText>{t('notFound.text')}</StyledText>
        <ButtonLink to="/">{t('notFound.backHome')}</ButtonLink>
      </Container>
    </StyledNotFound>
  );
}
