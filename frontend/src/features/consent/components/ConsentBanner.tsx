import { useEffect, useId, useRef } from 'react';
import { useConsentTranslation } from '../i18n';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';
import { TextLink } from '../../../components/ui/TextLink';
import { dateFormat } from '../../../components/ui/format';
import type { Language } from '../../../i18n/i18n';
import {
  dismissConsentChoice,
  recordConsent,
  useConsent,
  type ConsentRecord,
} from '../../../components/tracking/consent';

const StyledBanner = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.topBar};
  max-height: 75dvh;
  overflow-y: auto;
  padding-block: ${({ theme }) => theme.space.md};
  border-top: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surfaceWarm};
  color: ${({ theme }) => theme.colors.text};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.lg};
  }
`;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    column-gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.h4};
`;

const StyledText = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  max-width: ${({ theme }) => theme.layout.readingWidth};

  &:last-child {
    margin-bottom: 0;
  }
`;

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.lg} {
    min-width: 22rem;
  }
`;

const StyledChoiceButton = styled(Button)`
  width: 100%;
`;

const StyledCloseButton = styled.button`
  grid-column: 1 / -1;
  min-height: ${({ theme }) => theme.layout.minTarget};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

function formatDecisionDate(record: ConsentRecord, language: Language): string {
  return dateFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(new Date(record.decidedAt));
}

/**
 * The cookie choice: a region at the bottom of the screen, not a dialog, so the page stays
 * readable and usable while the visitor decides. Accept and reject look and weigh the same.
 */
export function ConsentBanner() {
  const { t, i18n } = useConsentTranslation();
  const { consent, reopened } = useConsent();
  const titleId = useId();
  const bannerRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  // Reopened from the footer: the visitor asked for it, so take them there and bring them
  // back afterwards. On a first visit the banner waits without stealing focus.
  useEffect(() => {
    if (!reopened) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    bannerRef.current?.focus({ preventScroll: true });
  }, [reopened]);

  // The page gets room at its end for the banner, so that the footer can still be read
  // above it; the content above does not move.
  useEffect(() => {
    const banner = bannerRef.current;
    if (!banner || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${banner.offsetHeight}px`;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, []);

  const decide = (marketing: boolean | null) => {
    const opener = openerRef.current;
    if (marketing === null) dismissConsentChoice();
    else recordConsent(marketing);
    opener?.focus();
  };

  const current =
    reopened && consent
      ? t(consent.marketing ? 'consent.banner.currentAccepted' : 'consent.banner.currentRejected', {
          date: formatDecisionDate(consent, i18n.language),
        })
      : null;

  return (
    <StyledBanner ref={bannerRef} id="cookie-consent" aria-labelledby={titleId} tabIndex={-1}>
      <Container>
        <StyledLayout>
          <div>
            <StyledTitle id={titleId}>{t('consent.banner.title')}</StyledTitle>
            {/* What a choice changes, in a few lines: on a phone the page stays in sight above
                the banner; the details are on the privacy page. */}
            <StyledText>{t('consent.banner.advertising')}</StyledText>
            {current && <StyledText>{current}</StyledText>}
            <StyledText>
              {reopened ? t('consent.banner.withdrawNote') : t('consent.banner.changeLater')}{' '}
              <TextLink to="/privacy-policy">{t('consent.banner.privacyLink')}</TextLink>
            </StyledText>
          </div>
          <StyledActions>
            <StyledChoiceButton variant="secondary" onClick={() => decide(true)}>
              {t('consent.banner.accept')}
            </StyledChoiceButton>
            <StyledChoiceButton variant="secondary" onClick={() => decide(false)}>
              {t('consent.banner.reject')}
            </StyledChoiceButton>
            {reopened && consent && (
              <StyledCloseButton type="button" onClick={() => decide(null)}>
                {t('consent.banner.close')}
              </StyledCloseButton>
            )}
          </StyledActions>
        </StyledLayout>
      </Container>
    </StyledBanner>
  );
}
