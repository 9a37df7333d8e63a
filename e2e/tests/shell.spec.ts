import type { Page } from '@playwright/test';
import { expect, LAYOUT, PHONE_ONLY, test } from '../support/test.ts';

/** Console errors include Content-Security-Policy violations: the app must run under its CSP. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home page loads with the top bar, in Italian, without errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', /^it/);
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /home|ATI Viaggi/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
  // On a phone the cookie banner, appearing once the page is taken over, would cover the link.
  await page.addInitScript(() =>
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: false, decidedAt: '2026-01-01T09:00:00.000Z' })),
  );
  await page.goto('/questa-pagina-non-esiste');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Pagina non trovata')).toBeVisible();
  await page.getByRole('link', { name: /torna alla home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test(
  'the top bar offers Chi Siamo and Contatti, through the menu on a phone',
  { tag: LAYOUT },
  async ({ page, isMobile }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    if (isMobile) {
      const menuButton = header.getByRole('button', { name: /menu/i });
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await header.getByRole('link', { name: 'Contatti' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(header.getByRole('link', { name: 'Contatti' })).toBeHidden();
    } else {
      await expect(header.getByRole('link', { name: 'Chi Siamo' })).toBeVisible();
      await header.getByRole('link', { name: 'Contatti' }).click();
      await expect(page).toHaveURL(/\/contact$/);
    }
  },
);

test('nothing scrolls sideways on a narrow phone', { tag: PHONE_ONLY }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the language switch turns the interface to English and remembers it', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: /^EN$|english/i })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
});

test('a language whose strings cannot be fetched leaves the page as it was and says so', async ({ page }) => {
  await page.route(/\/assets\/en-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/');
  await page
    .getByRole('button', { name: /^EN$|english/i })
    .first()
    .click();

  await expect(page.locator('[data-sonner-toast]')).toContainText('Non siamo riusciti a cambiare lingua');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  await page.unrouteAll();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
});

test('a picture slow to arrive does not hold back the page’s buttons', async ({ browser, baseURL }) => {
  // A page of its own: the suite's page waits for the whole load, which this picture delays.
  const page = await browser.newPage({ baseURL });
  await page.route('**/images/trips/home-hero.svg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/', { waitUntil: 'commit' });

  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 7_000 });
  await page.close();
});

test('the site’s own fonts take over once the page has started, without the extended Latin files a page does not need', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');

  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.fonts.check('700 20px Lora') &&
          document.fonts.check("400 20px 'Source Sans 3'") &&
          [...document.fonts].some((face) => face.family.includes('Lora') && face.status === 'loaded'),
      ),
    )
    .toBe(true);
  const headingFont = await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily);
  expect(headingFont.startsWith('Lora')).toBe(true);
  expect(fonts.some((path) => path.includes('lora-latin-700'))).toBe(true);
  expect(fonts.filter((path) => path.includes('latin-ext'))).toEqual([]);
});

test('the API documentation is browsable under the security policy', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/api/docs');
  await expect(page.getByText('getHealth').or(page.getByText('/api/health')).first()).toBeVisible();
  expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
});

test('the built assets are cached for a year and the page itself is revalidated', async ({ request }) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()['cache-control']).toContain('immutable');
});
