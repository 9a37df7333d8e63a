import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AgencyStructuredData } from '../components/seo/AgencyStructuredData';
import { ErrorBoundary } from '../components/ui/ErrorBoundary';
import { isToasterWanted, subscribeToToaster } from '../components/ui/toast';
import { ADS_PREFIX, recordAdvertisingVisit, withoutReferralPrefix } from '../components/ui/referral';
import { BookingFlowProvider } from '../features/booking-flow/BookingFlowProvider';
import { ConsentManager } from '../features/consent/components/ConsentManager';
import { RouteError } from '../features/errors/components/RouteError';
import { PageFallback } from '../features/layout/components/PageFallback';
import { SiteFooter } from '../features/layout/components/SiteFooter';
import { SkipLink } from '../features/layout/components/SkipLink';
import { TopBar } from '../features/layout/components/TopBar';
import { useFocusOnNavigation } from '../features/layout/hooks/use-focus-on-navigation';

const MAIN_CONTENT_ID = 'main-content';

// The search is a feature of its own, fetched when the visitor reaches for it: the app hands
// the top bar the way to it, as features do not import each other.
const loadSearch = () =>
  import('../features/search/components/SearchOverlay').then((module) => ({ default: module.SearchOverlay }));

// Mounted with the first notice (see toast.ts); sonner shows the notices raised before it.
const Toaster = lazy(() => import('../components/ui/Toaster').then((module) => ({ default: module.Toaster })));

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const StyledMain = styled.main<{ $belowTopBar: boolean }>`
  flex: 1;
  padding-top: ${({ $belowTopBar, theme }) => ($belowTopBar ? theme.layout.topBarHeightCompact : '0')};
`;

export function SiteLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  // Only the home page has a hero made to sit under the transparent bar.
  const isHome = withoutReferralPrefix(pathname) === '/';
  const toasterWanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  const fromAdvertising = pathname === ADS_PREFIX || pathname.startsWith(`${ADS_PREFIX}/`);

  useEffect(() => {
    // Advertising lands visitors on /ads-special pages; from then on every link keeps them there.
    if (fromAdvertising) recordAdvertisingVisit();
  }, [fromAdvertising]);

  return (
    <StyledPage>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {/* Early in the page so that keyboard users reach the cookie choice without crossing the whole page. */}
      <ConsentManager />
      <AgencyStructuredData />
      <TopBar transparentAtTop={isHome} loadSearch={loadSearch} />
      <StyledMain ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} $belowTopBar={!isHome}>
        {/* Keyed by path: a page that failed, or whose code did not arrive, gets a fresh try on the next one. */}
        <ErrorBoundary key={pathname} fallback={<RouteError />}>
          <Suspense fallback={<PageFallback />}>
            {/* Pages open the booking flow's dialogs through it; their code comes with the first opening. */}
            <BookingFlowProvider>
              <Outlet />
            </BookingFlowProvider>
          </Suspense>
        </ErrorBoundary>
      </StyledMain>
      <SiteFooter />
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </StyledPage>
  );
}
