import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import wavesUrl from '../../../assets/hero-waves.svg';
import { ButtonLink } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';
import { site } from '../../../config/site';

const StyledWelcome = styled.section`
  /* The transparent top bar lies over this section, so its text starts below the bar. */
  padding-top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space.xxl});
  padding-bottom: calc(${({ theme }) => theme.space.xxxl} + 5rem);
  background:
    url("${wavesUrl}") bottom / 100% 6rem no-repeat,
    radial-gradient(circle at 85% 20%, rgba(246, 201, 122, 0.2), transparent 45%),
    ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const StyledEyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accentOnDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const StyledIntro = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.lead};
`;

export function WelcomeSection() {
  const { t } = useTranslation();

  return (
    <StyledWelcome aria-labelledby="welcome-title">
      <Container width="reading">
        <StyledEyebrow>{t('home.eyebrow', { city: site.city })}</StyledEyebrow>
        <h1 id="welcome-title">{t('home.title')}</h1>
        <StyledIntro>{t('home.intro')}</StyledIntro>
        <ButtonLink to="/contact">{t('home.contactCta')}</ButtonLink>
      </Container>
    </StyledWelcome>
  );
}
