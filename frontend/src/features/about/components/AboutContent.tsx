import { useAboutTranslation } from '../i18n';
import styled from 'styled-components';
import { useSiteSettings } from '../../../api/queries/site';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';
import { Seo } from '../../../components/seo/Seo';
import { TextLink } from '../../../components/ui/TextLink';
import { formatRating } from '../../../components/ui/format';
import { AboutFaq, useAboutFaqJsonLd } from './AboutFaq';

const StyledHero = styled.div`
  padding-block: ${({ theme }) => `${theme.space.xxl} ${theme.space.xxl}`};
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const StyledEyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accentOnDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const StyledLead = styled.p`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin-bottom: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.lead};
`;

const StyledSection = styled.section<{ $tone?: 'plain' | 'warm' }>`
  padding-block: ${({ theme }) => theme.space.xxl};
  background: ${({ $tone = 'plain', theme }) => ($tone === 'warm' ? theme.colors.surfaceWarm : theme.colors.surface)};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.xxxl};
  }
`;

const StyledReading = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
`;

const StyledClaims = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledClaim = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledClaimFigure = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.brandDeep};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h2};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.heading};
`;

const StyledClaimText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledExternalLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledStatus = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledValues = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledValue = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceWarm};

  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }

  p {
    margin: 0;
  }
`;

const StyledSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledStep = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.md};
  align-items: start;
  counter-increment: step;

  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textOnDark};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.h4};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr;
    row-gap: ${({ theme }) => theme.space.sm};
  }

  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }

  p {
    margin: 0;
  }
`;

const StyledIncluded = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space.xl};
  }

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
  }

  svg {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin-top: 0.15em;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCta = styled.section`
  padding-block: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.xxxl};
  }
`;

const StyledCtaActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const valueKeys = ['smallGroups', 'escort', 'pace', 'hotels', 'noFund'] as const;
const stepKeys = ['choose', 'talk', 'deposit', 'depart'] as const;
const includedKeys = ['flights', 'hotels', 'breakfast', 'visits', 'escort', 'guides', 'cancellation'] as const;

export function AboutContent() {
  const { t, i18n } = useAboutTranslation();
  const { data: site, isPending, isError, refetch } = useSiteSettings();
  const faqJsonLd = useAboutFaqJsonLd();

  return (
    <>
      <Seo
        title={t('about.pageTitle')}
        description={t('about.seoDescription')}
        canonicalPath="/about"
        jsonLd={faqJsonLd}
      />

      <StyledHero>
        <Container>
          {site && <StyledEyebrow>{t('about.eyebrow', { city: site.address.city })}</StyledEyebrow>}
          <h1>{t('about.pageTitle')}</h1>
          <StyledLead>{t('about.lead')}</StyledLead>
          <ButtonLink to="/travel">{t('about.browseTrips')}</ButtonLink>
        </Container>
      </StyledHero>

      <StyledSection $tone="warm" aria-label={t('about.claims.label')}>
        <Container>
          {isPending ? (
            <StyledStatus role="status">{t('common.loading')}</StyledStatus>
          ) : isError ? (
            <div role="alert">
              <StyledStatus>{t('about.loadError')}</StyledStatus>
              <Button variant="secondary" onClick={() => void refetch()}>
                {t('about.retry')}
              </Button>
            </div>
          ) : (
            <StyledClaims>
              <StyledClaim>
                <StyledClaimFigure>{t('about.claims.travellers', { count: site.claims.travellers })}</StyledClaimFigure>
                <StyledClaimText>{t('about.claims.travellersText')}</StyledClaimText>
              </StyledClaim>
              <StyledClaim>
                <StyledClaimFigure>
                  {t('about.claims.rating', {
                    rating: formatRating(site.claims.rating, i18n.language),
                  })}
                </StyledClaimFigure>
                <StyledClaimText>{t('about.claims.ratingText', { count: site.claims.reviewCount })}</StyledClaimText>
                <StyledExternalLink href={site.reviewsUrl} target="_blank" rel="noopener noreferrer">
                  {t('about.claims.readReviews')} {t('about.claims.newTab')}
                </StyledExternalLink>
              </StyledClaim>
            </StyledClaims>
          )}
        </Container>
      </StyledSection>

      <StyledSection aria-labelledby="about-story-title">
        <Container>
          <StyledReading>
            <h2 id="about-story-title">{t('about.story.title')}</h2>
            {site && <p>{t('about.story.intro', { brand: site.brand, city: site.address.city })}</p>}
          </StyledReading>
          <StyledValues>
            {valueKeys.map((key) => (
              <StyledValue key={key}>
                <h3>{t(`about.story.${key}Title`)}</h3>
                <p>{t(`about.story.${key}Text`)}</p>
              </StyledValue>
            ))}
          </StyledValues>
        </Container>
      </StyledSection>

      <StyledSection $tone="warm" aria-labelledby="about-steps-title">
        <Container>
          <h2 id="about-steps-title">{t('about.steps.title')}</h2>
          <StyledSteps>
            {stepKeys.map((key) => (
              <StyledStep key={key}>
                <div>
                  <h3>{t(`about.steps.${key}Title`)}</h3>
                  <p>{t(`about.steps.${key}Text`)}</p>
                </div>
              </StyledStep>
            ))}
          </StyledSteps>
        </Container>
      </StyledSection>

      <StyledSection aria-labelledby="about-included-title">
        <Container>
          <h2 id="about-included-title">{t('about.included.title')}</h2>
          <p>{t('about.included.intro')}</p>
          <StyledIncluded>
            {includedKeys.map((key) => (
              <li key={key}>
                <CheckIcon />
                <span>{t(`about.included.${key}`)}</span>
              </li>
            ))}
          </StyledIncluded>
          <StyledNote>{t('about.included.note')}</StyledNote>
        </Container>
      </StyledSection>

      <StyledSection $tone="warm" aria-labelledby="about-coordinators-title">
        <Container>
          <StyledReading>
            <h2 id="about-coordinators-title">{t('about.coordinators.title')}</h2>
            <p>{t('about.coordinators.text1')}</p>
            <p>{t('about.coordinators.text2')}</p>
            <TextLink to="/team">{t('about.coordinators.teamLink')}</TextLink>
          </StyledReading>
        </Container>
      </StyledSection>

      <StyledSection aria-labelledby="about-faq-title">
        <Container>
          <StyledReading>
            <h2 id="about-faq-title">{t('about.faq.title')}</h2>
            <AboutFaq />
          </StyledReading>
        </Container>
      </StyledSection>

      <StyledCta aria-labelledby="about-cta-title">
        <Container>
          <h2 id="about-cta-title">{t('about.cta.title')}</h2>
          <StyledLead>{t('about.cta.text')}</StyledLead>
          <StyledCtaActions>
            <ButtonLink to="/travel">{t('about.cta.trips')}</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              {t('about.cta.contact')}
            </ButtonLink>
          </StyledCtaActions>
        </Container>
      </StyledCta>
    </>
  );
}
