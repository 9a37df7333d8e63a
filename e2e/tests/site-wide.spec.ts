import { expectNoAxeViolations } from '../support/a11y.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, LAYOUT, PHONE_ONLY, test } from '../support/test.ts';
import { startBackend } from '../support/start-backend.mjs';

interface SiteSettings {
  brand: string;
  vatNumber: string;
  phone: string;
  email: string;
  address: { street: string; postalCode: string; city: string; province: string };
  claims: { rating: number; reviewCount: number };
}

interface TripSummary {
  slug: string;
  title: string;
}

const TRACKER_HOSTS = /facebook\.net|facebook\.com|googletagmanager\.com|doubleclick\.net|google-analytics\.com/;

async function siteSettings(request: APIRequestContext): Promise<SiteSettings> {
  const response = await request.get('/api/v1/site');
  expect(response.ok()).toBe(true);
  return (await response.json()) as SiteSettings;
}

/** Every address the page asks for, third parties included, for the whole test. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function cookieBanner(page: Page, name = 'Cookie e pubblicità'): Locator {
  return page.getByRole('region', { name });
}

async function storedConsent(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('cookieConsent');
    return raw === null ? null : JSON.parse(raw);
  });
}

/** A visit on which the cookie choice was already made, so the banner stays out of the way. */
async function withChoiceMade(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookieConsent') === null) {
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ marketing: false, decidedAt: '2026-01-10T09:00:00.000Z' }),
      );
    }
  });
}

test.describe('footer', () => {
  test('shows the VAT number, the Lucca address, a phone link and the opening hours', async ({ page, request }) => {
    const site = await siteSettings(request);
    await withChoiceMade(page);
    await page.goto('/');

    const contacts = page.getByRole('contentinfo').getByRole('region', { name: 'Contatti' });
    await expect(contacts).toContainText(`P. IVA ${site.vatNumber}`);
    await expect(contacts).toContainText(site.address.street);
    await expect(contacts).toContainText(`55100 ${site.address.city} (${site.address.province})`);
    await expect(contacts.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:${site.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(contacts.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);

    const hours = contacts.getByRole('definition');
    await expect(contacts.getByRole('term')).toHaveText(['Lunedì–Venerdì', 'Sabato', 'Domenica']);
    await expect(hours).toHaveText(['9:00–18:00', '9:00–13:00', 'Chiuso']);
    await expect(page.getByRole('contentinfo')).toContainText('Valutazione 4,9/5 da 127 recensioni');
  });

  test('lists trips from the catalogue and leads to their pages', async ({ page, request }) => {
    const trips = (await (await request.get('/api/v1/trips?lang=it')).json()) as TripSummary[];
    const prague = trips.find((trip) => trip.slug === 'praga-tour-culturale');
    expect(prague).toBeDefined();
    await withChoiceMade(page);
    await page.goto('/');

    const tripNav = page.getByRole('contentinfo').getByRole('navigation', { name: 'I nostri viaggi' });
    await expect(tripNav.getByRole('link')).toHaveCount(7);
    const link = tripNav.getByRole('link', { name: prague!.title, exact: true });
    await expect(link).toHaveAttribute('href', '/travel/praga-tour-culturale');

    await link.click();

    await expect(page).toHaveURL(/\/travel\/praga-tour-culturale$/);
  });
});

test.describe('cookie consent', () => {
  test(
    'asks on a first visit, remembers a refusal across reloads and opens again from the footer',
    { tag: LAYOUT },
    async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto('/');

      const banner = cookieBanner(page);
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: "Leggi l'informativa sulla privacy" })).toHaveAttribute(
        'href',
        '/privacy-policy',
      );
      const accept = banner.getByRole('button', { name: 'Accetta' });
      const reject = banner.getByRole('button', { name: 'Rifiuta' });
      const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
      expect(Math.round(acceptBox!.width)).toBe(Math.round(rejectBox!.width));
      expect(Math.round(acceptBox!.height)).toBe(Math.round(rejectBox!.height));
      expect(acceptBox!.height).toBeGreaterThanOrEqual(48);

      await reject.click();

      await expect(banner).toBeHidden();
      expect(await storedConsent(page)).toEqual({ marketing: false, decidedAt: expect.any(String) });

      await page.reload();
      await expect(page.getByRole('contentinfo').getByRole('region', { name: 'Contatti' })).toBeVisible();
      await expect(banner).toBeHidden();

      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie' }).click();
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Scelta attuale: hai rifiutato');
      await expect(banner).toBeFocused();

      expect(requests.filter((url) => TRACKER_HOSTS.test(url))).toEqual([]);
    },
  );

  test('can be answered with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expect(cookieBanner(page)).toBeVisible();

    // The banner comes right after the skip link, before the page content.
    const reject = cookieBanner(page).getByRole('button', { name: 'Rifiuta' });
    for (
      let presses = 0;
      presses < 6 && !(await reject.evaluate((el) => el === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(reject).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ marketing: false });
  });

  test('loads no advertising tag after accepting while no tracking id is configured', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/');

    await cookieBanner(page).getByRole('button', { name: 'Accetta' }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ marketing: true });
    await page.goto('/about');
    await page.waitForLoadState('networkidle');

    expect(requests.filter((url) => TRACKER_HOSTS.test(url))).toEqual([]);
    expect(await page.locator('script[src*="fbevents"], script[src*="gtag/js"]').count()).toBe(0);
  });

  test(
    'leaves the page readable and moves nothing sideways on a narrow phone',
    { tag: PHONE_ONLY },
    async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/');
      const banner = cookieBanner(page);
      await expect(banner).toBeVisible();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const box = await banner.boundingBox();
      expect(box!.height).toBeLessThan(740 * 0.8);

      // Scrolled to the very end, the footer's last line is above the banner, not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const cookieButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie' });
      await expect(async () => {
        const buttonBox = await cookieButton.boundingBox();
        const bannerBox = await banner.boundingBox();
        expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(bannerBox!.y);
      }).toPass();
    },
  );

  test('has no accessibility violations while open', { tag: LAYOUT }, async ({ page }) => {
    await page.goto('/pagina-che-non-esiste');
    await expect(cookieBanner(page)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('region', { name: 'Contatti' })).toBeVisible();

    await expectNoAxeViolations(page);
  });

  test('has no accessibility violations in the banner and the footer of the home page', async ({ page }) => {
    await page.goto('/');
    await expect(cookieBanner(page)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('region', { name: 'Contatti' })).toBeVisible();

    await expectNoAxeViolations(page, { include: ['footer', '#cookie-consent'] });
  });
});

test.describe('advertising tags, with their ids configured', () => {
  const FACEBOOK_PIXEL_ID = '1234567890';
  const GOOGLE_ADS_ID = 'AW-123456789';
  let app: Awaited<ReturnType<typeof startBackend>>;

  // A second app of its own, started with tracking ids, so that the consent rule can fail here.
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    app = await startBackend({
      env: { FACEBOOK_PIXEL_ID, GOOGLE_ADS_ID, GOOGLE_ADS_CONVERSION_LABEL: 'lead-conversion' },
    });
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  /** Answers the tag requests with an empty script (there is no network here) and records them. */
  async function interceptTags(page: Page): Promise<string[]> {
    const requested: string[] = [];
    await page.route(TRACKER_HOSTS, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    });
    return requested;
  }

  test('load nothing before the choice or after a refusal, and each tag once after accepting', async ({ page }) => {
    const requested = await interceptTags(page);
    await page.goto(`${app.url}/`);
    await expect(cookieBanner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await cookieBanner(page).getByRole('button', { name: 'Rifiuta' }).click();
    await page.reload();
    await expect(page.getByRole('contentinfo').getByRole('region', { name: 'Contatti' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie' }).click();
    await cookieBanner(page).getByRole('button', { name: 'Accetta' }).click();

    const expected = [
      'https://connect.facebook.net/en_US/fbevents.js',
      `https://www.googletagmanager.com/gtag/js?id=${GOOGLE_ADS_ID}`,
    ];
    await expect.poll(() => [...requested].sort()).toEqual(expected);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chi Siamo' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForLoadState('networkidle');
    expect([...requested].sort()).toEqual(expected);
  });
});

test.describe('not found', () => {
  test('an unknown address shows the not-found screen and its notification', async ({ page }) => {
    await withChoiceMade(page);
    await page.goto('/questa-pagina-non-esiste');

    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Pagina non trovata' })).toBeVisible();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Pagina non trovata');
    await expect(toast).toContainText('La pagina che stai cercando non esiste.');
    await expect(page).toHaveTitle(/^Pagina non trovata \| /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the not-found notification is readable (contrast)', { tag: LAYOUT }, async ({ page }) => {
    await withChoiceMade(page);
    await page.goto('/questa-pagina-non-esiste');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);

    await expectNoAxeViolations(page, { include: ['[data-sonner-toaster]'] });
  });
});

test.describe('English', () => {
  test(
    'the switch turns the footer and the top bar to English, and survives a reload',
    { tag: LAYOUT },
    async ({ page, isMobile }) => {
      await withChoiceMade(page);
      await page.goto('/contact');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('region', { name: 'Contatti' })).toBeVisible();

      await footer.getByRole('button', { name: /^EN/ }).click();

      const expectEnglish = async () => {
        await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
        const contact = footer.getByRole('region', { name: 'Contact' });
        await expect(contact).toContainText('VAT no.');
        await expect(contact.getByRole('term')).toHaveText(['Monday–Friday', 'Saturday', 'Sunday']);
        await expect(contact.getByRole('definition').last()).toHaveText('Closed');
        await expect(footer.getByRole('navigation', { name: 'Our trips' })).toBeVisible();
        await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
        const header = page.getByRole('banner').first();
        if (isMobile) {
          const menuButton = header.getByRole('button', { name: 'Main menu' });
          await menuButton.click();
          await expect(header.getByRole('link', { name: 'About us' })).toBeVisible();
          await menuButton.click();
        } else {
          await expect(header.getByRole('link', { name: 'About us' })).toBeVisible();
          await expect(header.getByRole('link', { name: 'Contact' })).toBeVisible();
        }
      };

      await expectEnglish();
      await page.reload();
      await expectEnglish();
    },
  );
});

test.describe('structured data', () => {
  test('the home page describes the agency as a TravelAgency in its head', async ({ page, request }) => {
    const site = await siteSettings(request);
    await withChoiceMade(page);
    await page.goto('/');

    // Playwright's text matching skips script contents, so the scripts are read in the page.
    const agencies = async () =>
      (
        await page
          .locator('head script[type="application/ld+json"]')
          .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')))
      ).filter((data) => data?.['@type'] === 'TravelAgency');
    await expect.poll(async () => (await agencies()).length).toBe(1);
    const [data] = await agencies();
    expect(data).toMatchObject({
      '@type': 'TravelAgency',
      name: site.brand,
      vatID: site.vatNumber,
      telephone: site.phone,
      address: {
        '@type': 'PostalAddress',
        postalCode: '55100',
        addressLocality: 'Lucca',
        addressRegion: 'LU',
        addressCountry: 'IT',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 127, bestRating: 5 },
    });
    expect(data.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday'],
      opens: '09:00',
      closes: '13:00',
    });
    await expect(page).not.toHaveTitle('');
  });
});
