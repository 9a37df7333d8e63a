import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ page }) => {
  // A visitor who has already answered the cookie banner: this test is about the links.
  await page.addInitScript(() => {
    if (localStorage.getItem('cookieConsent') === null) {
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ marketing: false, decidedAt: '2026-01-01T09:00:00.000Z' }),
      );
    }
  });
});

/** The site's own links of the page that would take the visitor out of /ads-special. */
function linksWithoutPrefix(page: Page): Promise<string[]> {
  return page
    .locator('a[href^="/"]')
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href !== '/ads-special' && !href.startsWith('/ads-special/')),
    );
}

function storedFacts(page: Page) {
  return page.evaluate(() => ({
    channel: localStorage.getItem('referralSource'),
    campaign: localStorage.getItem('referralCampaign'),
  }));
}

test('an advertising visitor who follows the Iceland promotion stays under /ads-special with both facts remembered', async ({
  page,
}) => {
  // Four pages in one visit: more than one page's time on a busy machine.
  test.slow();
  await page.goto('/ads-special/');
  const hero = page.getByRole('region', { name: "Viaggi in piccoli gruppi, accompagnati dall'Italia" });
  await expect(hero.getByRole('link', { name: "Scopri l'itinerario" })).toHaveAttribute(
    'href',
    '/ads-special/travel/islanda-classic',
  );

  await hero.getByRole('link', { name: "Scopri l'itinerario" }).click();

  await expect(page).toHaveURL(/\/ads-special\/travel\/islanda-classic$/);
  await expect(page.getByRole('heading', { level: 1, name: /Islanda/ })).toBeVisible();
  expect(await storedFacts(page)).toEqual({ channel: 'ads', campaign: 'home-promo-islanda' });
  await expect.poll(() => linksWithoutPrefix(page)).toEqual([]);

  const footer = page.getByRole('contentinfo');
  // On a busy machine a click can land while the trip page is still being drawn, and be lost:
  // the visitor clicks again, as a person would.
  await expect(async () => {
    await footer.getByRole('link', { name: 'Chi Siamo' }).click();
    await expect(page).toHaveURL(/\/ads-special\/about$/, { timeout: 3_000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => linksWithoutPrefix(page)).toEqual([]);

  await expect(async () => {
    await footer.getByRole('link', { name: 'Contatti' }).click();
    await expect(page).toHaveURL(/\/ads-special\/contact$/, { timeout: 3_000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
  await expect.poll(() => linksWithoutPrefix(page)).toEqual([]);

  // A page opened anew (a reload, a bookmark) keeps the prefix too, once the app has it.
  await page.reload();
  await expect.poll(() => linksWithoutPrefix(page)).toEqual([]);
  expect(await storedFacts(page)).toEqual({ channel: 'ads', campaign: 'home-promo-islanda' });
});
