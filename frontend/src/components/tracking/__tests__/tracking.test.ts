import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackingConfig } from '../tracking';

const PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';
const ALL_IDS: TrackingConfig = {
  facebookPixelId: '1234567890',
  googleAdsId: 'AW-987654',
  googleAdsConversionLabel: 'lead-label',
};
const NO_IDS: TrackingConfig = { facebookPixelId: null, googleAdsId: null, googleAdsConversionLabel: null };

/** Each test gets the modules as a fresh page would: no tags loaded, no listener yet. */
async function freshPage() {
  vi.resetModules();
  const consent = await import('../consent');
  const tracking = await import('../tracking');
  return { ...consent, ...tracking };
}

function scriptSources(): string[] {
  return [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src') ?? '');
}

/** What the Facebook pixel has been asked to do, as its queue holds it before fbevents.js runs. */
function facebookCalls(): unknown[][] {
  return (window.fbq?.queue ?? []) as unknown[][];
}

/** What gtag has been asked to do (the data layer holds Arguments objects). */
function googleCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function storeChoice(marketing: boolean) {
  localStorage.setItem('cookieConsent', JSON.stringify({ marketing, decidedAt: '2026-03-01T10:00:00.000Z' }));
}

describe('tracking', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  afterEach(() => {
    delete window.fbq;
    delete window._fbq;
    delete window.dataLayer;
    delete window.gtag;
  });

  it('loads nothing while the visitor has not decided', async () => {
    const { initTracking } = await freshPage();

    initTracking(ALL_IDS);

    expect(scriptSources()).toEqual([]);
    expect(window.fbq).toBeUndefined();
    expect(window.gtag).toBeUndefined();
  });

  it('loads nothing after a refusal', async () => {
    storeChoice(false);
    const { initTracking } = await freshPage();

    initTracking(ALL_IDS);

    expect(scriptSources()).toEqual([]);
  });

  it('loads nothing with consent when no id is configured', async () => {
    storeChoice(true);
    const { initTracking, trackEvent, trackLead } = await freshPage();

    initTracking(NO_IDS);
    trackEvent('ViewContent', { content_name: 'Praga' });
    trackLead();

    expect(scriptSources()).toEqual([]);
    expect(window.fbq).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('adds the Facebook pixel once, with its id, when consent was given on an earlier visit', async () => {
    storeChoice(true);
    const { initTracking, recordConsent } = await freshPage();

    initTracking({ ...NO_IDS, facebookPixelId: '1234567890' });
    initTracking({ ...NO_IDS, facebookPixelId: '1234567890' });
    recordConsent(true);

    expect(scriptSources()).toEqual([PIXEL_SRC]);
    expect(facebookCalls()).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
  });

  it('adds the Google tag once, for the configured Ads account, as soon as the visitor accepts', async () => {
    const { initTracking, recordConsent } = await freshPage();
    initTracking({ ...NO_IDS, googleAdsId: 'AW-987654' });
    expect(scriptSources()).toEqual([]);

    recordConsent(true);
    recordConsent(true);

    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtag/js?id=AW-987654']);
    expect(googleCalls().filter(([command]) => command === 'config')).toEqual([['config', 'AW-987654']]);
  });

  it('drops the events sent before consent instead of replaying them later', async () => {
    const { initTracking, recordConsent, trackEvent, trackLead } = await freshPage();
    initTracking(ALL_IDS);

    trackEvent('ViewContent', { content_name: 'Praga' });
    trackLead({ value: 800 });
    recordConsent(true);
    trackEvent('DateSelected', { destination: 'vienna-tour-culturale' });

    expect(facebookCalls()).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
      ['trackCustom', 'DateSelected', { destination: 'vienna-tour-culturale' }],
    ]);
    const googleEvents = googleCalls().filter(([command]) => command === 'event');
    expect(googleEvents).toEqual([['event', 'DateSelected', { destination: 'vienna-tour-culturale' }]]);
  });

  it('reports a lead to Facebook and as the configured Google Ads conversion', async () => {
    storeChoice(true);
    const { initTracking, trackLead } = await freshPage();
    initTracking(ALL_IDS);

    trackLead({ content_name: 'Islanda Classic' });

    expect(facebookCalls()).toContainEqual(['track', 'Lead', { content_name: 'Islanda Classic' }]);
    expect(googleCalls()).toContainEqual([
      'event',
      'conversion',
      { content_name: 'Islanda Classic', send_to: 'AW-987654/lead-label' },
    ]);
  });

  it('sends no Google conversion when no conversion label is configured', async () => {
    storeChoice(true);
    const { initTracking, trackLead } = await freshPage();
    initTracking({ ...ALL_IDS, googleAdsConversionLabel: null });

    trackLead();

    expect(googleCalls().filter(([command]) => command === 'event')).toEqual([]);
    expect(facebookCalls()).toContainEqual(['track', 'Lead', {}]);
  });

  it('stops sending events once consent is withdrawn and tells the loaded tags to stop', async () => {
    storeChoice(true);
    const { initTracking, recordConsent, trackEvent, trackLead } = await freshPage();
    initTracking(ALL_IDS);

    recordConsent(false);
    trackEvent('ViewContent');
    trackLead();

    expect(facebookCalls()).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
      ['consent', 'revoke'],
    ]);
    expect(googleCalls().filter(([command]) => command === 'event')).toEqual([]);
    expect(googleCalls()).toContainEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
  });
});
