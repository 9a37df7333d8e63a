import type { TrackingDto } from '../../api';
import { hasMarketingConsent, subscribeToConsent } from './consent';

/**
 * The agency's advertising measurement: the Facebook pixel and the Google Ads conversion tag.
 * They load only after the visitor accepts marketing cookies and only when their ids are
 * configured (DECISIONS 24). The Content Security Policy forbids inline scripts, so the
 * official snippets are reproduced here as module code that adds <script src> elements.
 */
export const FACEBOOK_PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';
export const GOOGLE_TAG_SRC = 'https://www.googletagmanager.com/gtag/js';

export type TrackingParams = Record<string, string | number | boolean | null | undefined>;
export type TrackingConfig = TrackingDto;

interface FacebookPixel {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: FacebookPixel;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: FacebookPixel;
    _fbq?: FacebookPixel;
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Facebook's own event names go through 'track'; any other name is a custom event. */
const FACEBOOK_STANDARD_EVENTS = new Set([
  'AddPaymentInfo',
  'AddToCart',
  'CompleteRegistration',
  'Contact',
  'InitiateCheckout',
  'Lead',
  'PageView',
  'Purchase',
  'Schedule',
  'Search',
  'SubmitApplication',
  'ViewContent',
]);

let config: TrackingConfig | null = null;
let facebookReady = false;
let googleReady = false;
let appliedConsent: boolean | null = null;
let listening = false;

function addScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function loadFacebookPixel(pixelId: string): void {
  if (!window.fbq) {
    // The official snippet's queue: calls made before fbevents.js arrives are replayed by it.
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as FacebookPixel;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq = fbq;
    window._fbq = fbq;
  }
  addScript(FACEBOOK_PIXEL_SRC);
  window.fbq('init', pixelId);
  window.fbq('track', 'PageView');
  facebookReady = true;
}

function loadGoogleTag(googleAdsId: string): void {
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    // gtag.js only understands the Arguments object itself in the data layer, not an array.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  addScript(`${GOOGLE_TAG_SRC}?id=${encodeURIComponent(googleAdsId)}`);
  window.gtag('js', new Date());
  window.gtag('config', googleAdsId);
  googleReady = true;
}

function updateLoadedTags(granted: boolean): void {
  if (facebookReady) window.fbq?.('consent', granted ? 'grant' : 'revoke');
  if (googleReady) {
    const value = granted ? 'granted' : 'denied';
    window.gtag?.('consent', 'update', {
      ad_storage: value,
      ad_user_data: value,
      ad_personalization: value,
      analytics_storage: value,
    });
  }
}

function applyConsent(): void {
  if (!config) return;
  const granted = hasMarketingConsent();
  // A script cannot be unloaded: after a withdrawal the tags already running are told to stop
  // using cookies, and trackEvent sends them nothing more.
  if (appliedConsent !== null && appliedConsent !== granted) updateLoadedTags(granted);
  if (granted) {
    if (!facebookReady && config.facebookPixelId) loadFacebookPixel(config.facebookPixelId);
    if (!googleReady && config.googleAdsId) loadGoogleTag(config.googleAdsId);
  }
  appliedConsent = granted;
}

/**
 * Called once the site settings arrive. Loads the configured tags at once when the visitor
 * accepted earlier, otherwise as soon as they accept.
 */
export function initTracking(tracking: TrackingConfig): void {
  config = tracking;
  if (!listening) {
    subscribeToConsent(applyConsent);
    listening = true;
  }
  applyConsent();
}

/** An event for both platforms; dropped, not queued, without consent. */
export function trackEvent(name: string, params?: TrackingParams): void {
  if (!hasMarketingConsent()) return;
  if (facebookReady) {
    window.fbq?.(FACEBOOK_STANDARD_EVENTS.has(name) ? 'track' : 'trackCustom', name, params ?? {});
  }
  if (googleReady) window.gtag?.('event', name, params ?? {});
}

/** A contact or booking request: Facebook 'Lead' and the Google Ads conversion, when configured. */
export function trackLead(params?: TrackingParams): void {
  if (!hasMarketingConsent()) return;
  if (facebookReady) window.fbq?.('track', 'Lead', params ?? {});
  if (googleReady && config?.googleAdsId && config.googleAdsConversionLabel) {
    window.gtag?.('event', 'conversion', {
      ...params,
      send_to: `${config.googleAdsId}/${config.googleAdsConversionLabel}`,
    });
  }
}
