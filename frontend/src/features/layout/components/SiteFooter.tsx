import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled, { css } from 'styled-components';
import type { SiteSettingsDto, TripSummaryDto } from '../../../api';
import { useTrips } from '../../../api/queries/catalogue';
import { useSiteSettings } from '../../../api/queries/site';
import { reopenConsentChoice } from '../../../components/tracking/consent';
import { AppLink } from '../../../components/ui/AppLink';
import { Container } from '../../../components/ui/Container';
import { ErrorBoundary } from '../../../components/ui/ErrorBoundary';
import { Logo } from '../../../components/ui/Logo';
import { StarIcon } from '../../../components/ui/StarIcon';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { describeOpeningHours } from '../../../components/ui/opening-hours';
import { countryName, formatRating } from '../../../components/ui/format';
import { site } from '../../../config/site';
import { LanguageSwitch } from './LanguageSwitch';

/** The trips the agency lists in its footer, in its order; titles and links come from the API. */
export const FOOTER_TRIP_SLUGS = [
  'praga-tour-culturale',
  'vienna-tour-culturale',
  'islanda-classic',
  'giordania-petra-wadi-rum',
  'andalusia-siviglia-cordoba-granada',
  'giappone-tokyo-kyoto-nara',
  'kenya-safari-diani',
];

type SocialNetwork = keyof SiteSettingsDto['social'];

const SOCIAL_NETWORKS: { key: SocialNetwork; name: string }[] = [
  { key: 'facebook', name: 'Facebook' },
  { key: 'instagram', name: 'Instagram' },
  { key: 'youtube', name: 'YouTube' },
  { key: 'twitter', name: 'X (Twitter)' },
];

const StyledFooter = styled.footer`
  padding-block: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};

  a {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const StyledFooterGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.2fr 1fr 0.8fr 1.3fr;
  }
`;

const StyledColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.h4};
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

const StyledSubTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xs}`};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledTagline = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

const StyledFooterList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const footerLinkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.minTarget};
`;

const StyledFooterLink = styled(AppLink)`
  ${footerLinkStyles}
`;

const StyledExternalLink = styled.a`
  ${footerLinkStyles}
`;

const StyledAddress = styled.address`
  font-style: normal;

  p {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const StyledLegalName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledHours = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${({ theme }) => theme.space.md};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledRating = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledStar = styled(StarIcon)`
  width: 1.5rem;
  height: 1.5rem;
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

const StyledSocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledSocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.minTarget};
  height: ${({ theme }) => theme.layout.minTarget};
  border: 2px solid ${({ theme }) => theme.colors.textOnDarkMuted};
  border-radius: ${({ theme }) => theme.radii.pill};

  &:hover {
    background: ${({ theme }) => theme.colors.textOnDark};
    color: ${({ theme }) => theme.colors.brandDeep};
  }
`;

const StyledIcon = styled.svg`
  width: 1.375rem;
  height: 1.375rem;
`;

const StyledStatus = styled.p`
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

const StyledBottomRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.textOnDarkMuted};
`;

const StyledBottomGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledSmallPrint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const StyledCookieButton = styled.button`
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnDark};
  text-decoration: underline;
  text-decoration-thickness: 0.08em;
  text-underline-offset: 0.2em;

  &:hover {
    text-decoration-thickness: 0.14em;
  }
`;

function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <StyledIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {network === 'facebook' && (
        <path
          fill="currentColor"
          d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4V14h2.8v8h3.3z"
        />
      )}
      {network === 'instagram' && (
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.4" cy="6.6" r="0.6" fill="currentColor" />
        </g>
      )}
      {network === 'youtube' && (
        <g>
          <rect x="2" y="5" width="20" height="14" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path fill="currentColor" d="M10 8.8v6.4l5.4-3.2z" />
        </g>
      )}
      {network === 'twitter' && (
        <path
          fill="currentColor"
          d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z"
        />
      )}
    </StyledIcon>
  );
}

function ExternalLinkContent({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {children} <VisuallyHidden>{t('footer.newTab')}</VisuallyHidden>
    </>
  );
}

function footerTrips(trips: TripSummaryDto[]): TripSummaryDto[] {
  const chosen = FOOTER_TRIP_SLUGS.flatMap((slug) => trips.filter((trip) => trip.slug === slug));
  // Should the catalogue change its slugs, the footer still leads to trips rather than to nothing.
  return chosen.length > 0 ? chosen : trips.slice(0, FOOTER_TRIP_SLUGS.length);
}

function FooterTrips() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: trips, isPending, isError } = useTrips();

  if (isError || (trips && trips.length === 0)) return null;

  return (
    <nav aria-labelledby={titleId}>
      <StyledColumnTitle id={titleId}>{t('footer.tripsTitle')}</StyledColumnTitle>
      {isPending ? (
        <StyledStatus role="status">{t('common.loading')}</StyledStatus>
      ) : (
        <StyledFooterList>
          {footerTrips(trips ?? []).map((trip) => (
            <li key={trip.slug}>
              <StyledFooterLink to={`/travel/${trip.slug}`}>{trip.title}</StyledFooterLink>
            </li>
          ))}
        </StyledFooterList>
      )}
    </nav>
  );
}

interface SettingsProps {
  settings: SiteSettingsDto;
}

function FooterTrust({ settings }: SettingsProps) {
  const { t, i18n } = useTranslation();
  const rating = formatRating(settings.claims.rating, i18n.language);
  const networks = SOCIAL_NETWORKS.filter(({ key }) => settings.social[key]);

  return (
    <>
      <StyledRating>
        <StyledStar />
        {t('footer.rating', { rating, count: settings.claims.reviewCount })}
      </StyledRating>
      <StyledExternalLink href={settings.reviewsUrl} target="_blank" rel="noopener noreferrer">
        <ExternalLinkContent>{t('footer.reviewsLink')}</ExternalLinkContent>
      </StyledExternalLink>
      {networks.length > 0 && (
        <>
          <StyledSubTitle>{t('footer.socialTitle')}</StyledSubTitle>
          <StyledSocialList>
            {networks.map(({ key, name }) => (
              <li key={key}>
                <StyledSocialLink href={settings.social[key]} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={key} />
                  <VisuallyHidden>
                    {t('footer.socialLink', { brand: settings.brand, network: name })} {t('footer.newTab')}
                  </VisuallyHidden>
                </StyledSocialLink>
              </li>
            ))}
          </StyledSocialList>
        </>
      )}
    </>
  );
}

function FooterContacts({ settings }: SettingsProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { address } = settings;
  const country = countryName(address.country, i18n.language);
  const hours = describeOpeningHours(settings.openingHours, i18n.language, {
    dayRange: (first, last) => t('footer.dayRange', { first, last }),
    timeRange: (opens, closes) => t('footer.timeRange', { opens, closes }),
  }).map((row) => ({ days: row.days, hours: row.hours ?? t('footer.closed') }));

  return (
    <section aria-labelledby={titleId}>
      <StyledColumnTitle id={titleId}>{t('footer.contactTitle')}</StyledColumnTitle>
      <StyledAddress>
        <StyledLegalName>{settings.legalName}</StyledLegalName>
        <p>
          {address.street}
          <br />
          {`${address.postalCode} ${address.city} (${address.province})`}
          {country && (
            <>
              <br />
              {country}
            </>
          )}
        </p>
        <p>
          {t('footer.phone')}:{' '}
          <StyledExternalLink href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
            {settings.phone}
          </StyledExternalLink>
          <br />
          {t('footer.email')}:{' '}
          <StyledExternalLink href={`mailto:${settings.email}`}>{settings.email}</StyledExternalLink>
        </p>
        <p>{t('footer.vatNumber', { vatNumber: settings.vatNumber })}</p>
      </StyledAddress>
      <StyledSubTitle>{t('footer.hoursTitle')}</StyledSubTitle>
      <StyledHours>
        {hours.map((line) => (
          <div key={line.days}>
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </StyledHours>
    </section>
  );
}

/**
 * The agency in sight on every page: trips, pages, contacts, hours, VAT number and rating.
 * Whatever comes from the API appears when it arrives and is left out if it fails: the
 * footer never breaks a page.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const linksTitleId = useId();
  const { data: settings } = useSiteSettings();
  const links = [
    { to: '/about', label: t('footer.about') },
    { to: '/team', label: t('footer.team') },
    { to: '/contact', label: t('footer.contact') },
    { to: '/privacy', label: t('footer.privacy') },
    { to: '/terms', label: t('footer.terms') },
  ];

  return (
    <StyledFooter>
      <Container>
        <StyledFooterGrid>
          <div>
            <Logo variant="light" size="medium" />
            <StyledTagline>{t('footer.tagline')}</StyledTagline>
            {settings && (
              <ErrorBoundary fallback={null}>
                <FooterTrust settings={settings} />
              </ErrorBoundary>
            )}
          </div>
          <ErrorBoundary fallback={null}>
            <FooterTrips />
          </ErrorBoundary>
          <nav aria-labelledby={linksTitleId}>
            <StyledColumnTitle id={linksTitleId}>{t('footer.linksLabel')}</StyledColumnTitle>
            <StyledFooterList>
              {links.map((link) => (
                <li key={link.to}>
                  <StyledFooterLink to={link.to}>{link.label}</StyledFooterLink>
                </li>
              ))}
            </StyledFooterList>
          </nav>
          {settings && (
            <ErrorBoundary fallback={null}>
              <FooterContacts settings={settings} />
            </ErrorBoundary>
          )}
        </StyledFooterGrid>
        <StyledBottomRow>
          <StyledBottomGroup>
            <StyledSmallPrint>
              {t('footer.copyright', { year: new Date().getFullYear(), brand: settings?.brand ?? site.brandName })}
            </StyledSmallPrint>
            <StyledCookieButton type="button" onClick={reopenConsentChoice}>
              {t('footer.cookie')}
            </StyledCookieButton>
          </StyledBottomGroup>
          <LanguageSwitch tone="onDark" />
        </StyledBottomRow>
      </Container>
    </StyledFooter>
  );
}
