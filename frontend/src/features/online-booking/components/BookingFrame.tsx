import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSiteSettings } from '../../../api/queries/site';
import { Logo } from '../../../components/ui/Logo';
import { useOnlineBookingTranslation } from '../i18n';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.surfaceWarm};

  @media print {
    background: none;
  }
`;

const StyledHeader = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.bar};

  @media print {
    display: none;
  }
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;

const StyledHome = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.minTarget};
`;

/** On paper the header is gone: the agency's name and contacts head the printout instead. */
const StyledPrintHeading = styled.p`
  display: none;

  @media print {
    display: block;
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.h1};
  }

  @media print {
    padding: 0;
  }
`;

const StyledFooter = styled.footer`
  padding: ${({ theme }) => `${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.textOnDark};
  text-align: center;

  p {
    margin: 0;
  }

  @media print {
    display: none;
  }
`;

export interface BookingFrameProps {
  children: ReactNode;
}

/**
 * The frame of the pages under a token or a booking id: the agency's name and how to reach
 * it, nothing else. No cookie banner, no marketing tag, no search, no booking flow. Links out
 * of it load the page afresh, so that a tag loaded on a public page never sees these addresses.
 */
export function BookingFrame({ children }: BookingFrameProps) {
  const { t } = useOnlineBookingTranslation();
  const { data: site } = useSiteSettings();
  const brand = site?.brand ?? 'ATI Viaggi';
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const arrived = useRef(false);
  // Moving on inside these pages (form -> payment -> confirmation) starts the reader at the
  // new page's top, as a page load would; the first page keeps the browser's own start.
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus();
  }, [pathname]);
  return (
    <StyledPage>
      <StyledHeader>
        <StyledBar>
          <StyledHome href="/" aria-label={t('onlineBooking.frame.homeLabel', { brand })}>
            <Logo variant="dark" />
          </StyledHome>
        </StyledBar>
      </StyledHeader>
      <StyledMain ref={mainRef} id="main-content" tabIndex={-1}>
        {site && (
          <StyledPrintHeading>
            {site.brand} · {site.phone} · {site.email}
          </StyledPrintHeading>
        )}
        {children}
      </StyledMain>
      <StyledFooter>
        <p>{t('onlineBooking.frame.secure')}</p>
        {site && <p>{t('onlineBooking.frame.contact', { phone: site.phone, email: site.email })}</p>}
      </StyledFooter>
    </StyledPage>
  );
}
