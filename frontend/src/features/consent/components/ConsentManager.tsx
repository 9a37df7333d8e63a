import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useSiteSettings } from '../../../api/queries/site';
import { useConsent } from '../../../components/tracking/consent';
import { ErrorBoundary } from '../../../components/ui/ErrorBoundary';

const ConsentBanner = lazy(() => import('./ConsentBanner').then((module) => ({ default: module.ConsentBanner })));

const neverChanges = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;

/**
 * Mounted once in the layout: hands the configured tags to the tracking module and shows the
 * cookie banner while a choice is due. The banner's code arrives after the page's first
 * render, so it never delays what the visitor came to read.
 */
export function ConsentManager() {
  const { data: settings } = useSiteSettings();
  const { choiceOpen } = useConsent();
  // False while React takes over the server's page (which has no banner), true from then on.
  const pageRendered = useSyncExternalStore(neverChanges, isBrowser, isServer);

  useEffect(() => {
    const tracking = settings?.tracking;
    // The tags' code is fetched only when the agency has configured one of them.
    if (!tracking?.facebookPixelId && !tracking?.googleAdsId) return;
    void import('../../../components/tracking/tracking')
      .then(({ initTracking }) => initTracking(tracking))
      .catch(() => undefined);
  }, [settings]);

  if (!pageRendered || !choiceOpen) return null;
  // Should the banner's code fail to arrive, the page goes on without it (and without tags).
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ConsentBanner />
      </Suspense>
    </ErrorBoundary>
  );
}
