import { expect, LAYOUT, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';

const PRAGUE_TITLE = "Praga, la città d'oro";
const PRAGUE_REQUEST = '/richiesta-informazioni?destination=praga-tour-culturale';

test.beforeEach(async ({ page }) => {
  // The cookie banner is another screen's concern; deciding up front keeps it from covering the page.
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: false, decidedAt: new Date().toISOString() }));
  });
});

test('the page names the trip and opens its dates dialog on arrival, and again from its button', async ({ page }) => {
  await page.goto(PRAGUE_REQUEST);

  await expect(page.getByRole('heading', { level: 1, name: 'Richiesta di informazioni viaggio' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: PRAGUE_TITLE })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Date di Partenza Disponibili' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(PRAGUE_TITLE);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Scopri le Date Disponibili' }).click();

  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(PRAGUE_TITLE);
});

test('the page leads to the contact page with the trip', async ({ page }) => {
  await page.goto(PRAGUE_REQUEST);
  const dialog = page.getByRole('dialog', { name: 'Date di Partenza Disponibili' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('link', { name: 'Scrivici per informazioni su questo viaggio' }).click();

  await expect(page).toHaveURL(/\/contact\?destination=praga-tour-culturale$/);
  await expect(page.getByRole('region', { name: 'Dettagli del viaggio selezionato' })).toContainText(PRAGUE_TITLE);
});

test('the page is kept out of search engines and out of the sitemap', async ({ page, request }) => {
  const response = await request.get(PRAGUE_REQUEST);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toContain(PRAGUE_TITLE);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('richiesta-informazioni');

  await page.goto(PRAGUE_REQUEST);
  await expect(page).toHaveTitle('Richiesta di informazioni viaggio | ATI Viaggi');
});

for (const [which, path] of [
  ['an unknown trip', '/richiesta-informazioni?destination=atlantide'],
  ['no trip at all', '/richiesta-informazioni'],
]) {
  test(`for ${which} the page says so and leads to the list of trips`, async ({ page }) => {
    await page.goto(path);

    await expect(page.getByRole('heading', { level: 2, name: 'Non troviamo questo viaggio' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', { name: 'Guarda tutti i viaggi' }).click();
    await expect(page).toHaveURL(/\/travel$/);
  });
}

test('an advertising visitor stays under /ads-special', async ({ page }) => {
  await page.goto(`/ads-special${PRAGUE_REQUEST}`);

  const dialog = page.getByRole('dialog', { name: 'Date di Partenza Disponibili' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Scrivici per informazioni su questo viaggio' })).toHaveAttribute(
    'href',
    '/ads-special/contact?destination=praga-tour-culturale',
  );
});

test('in English the page speaks English', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await page.goto(PRAGUE_REQUEST);

  await expect(page.getByRole('heading', { level: 1, name: 'Trip information request' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Prague, the golden city' })).toBeVisible();
});

test('the page passes an accessibility scan', { tag: LAYOUT }, async ({ page }) => {
  await page.goto(PRAGUE_REQUEST);
  await expect(page.getByRole('dialog', { name: 'Date di Partenza Disponibili' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expectNoAxeViolations(page);
});
