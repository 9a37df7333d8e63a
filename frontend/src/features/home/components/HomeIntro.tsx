import { useHomeTranslation } from '../i18n';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';

const StyledIntro = styled.div`
  padding-block: ${({ theme }) => theme.space.xxl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceWarm};
`;

const StyledText = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lead};
`;

/** How the agency travels, right under the hero, with a way to ask before choosing. */
export function HomeIntro() {
  const { t } = useHomeTranslation();

  return (
    <StyledIntro>
      <Container width="reading">
        <StyledText>{t('home.intro')}</StyledText>
        <ButtonLink to="/contact" variant="secondary">
          {t('home.contactCta')}
        </ButtonLink>
      </Container>
    </StyledIntro>
  );
}
