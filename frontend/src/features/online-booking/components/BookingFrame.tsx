import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSiteSettings } from '../../../api/queries/site';
import { Logo } from '../../../components/ui/Logo';
import { useTranslation } from '../../../i18n/use-translation';

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
  const { t } = useTranslation();
  const { data: site } = useSiteSettings();
  const brand = site?.brand ?? 'ATI Viaggi';
  return (
    <StyledPage>
      <StyledHeader>
        <StyledBar>
          <StyledHome href="/" aria-label={t('onlineBooking.frame.homeLabel', { brand })}>
            <Logo variant="dark" />
          </StyledHome>
        </StyledBar>
      </StyledHeader>
      <StyledMain id="main-content" tabIndex={-1}>
        {children}
      </StyledMain>
      <StyledFooter>
        <p>{t('onlineBooking.frame.secure')}</p>
        {site && <p>{t('onlineBooking.frame.contact', { phone: site.phone, email: site.email })}</p>}
      </StyledFooter>
    </StyledPage>
  );
}
