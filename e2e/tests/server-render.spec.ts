import { expect, LAYOUT, test } from '../support/test.ts';

const PRAGUE = '/travel/praga-tour-culturale';
const PAGES = [
  '/',
  '/travel',
  PRAGUE,
  '/about',
  '/contact?destination=Praga',
  '/team',
  '/privacy-policy',
  '/terms',
  '/ads-special',
];

test('every page is taken over by React without a mismatch or a script error', { tag: LAYOUT }, async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));

  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  expect(problems).toEqual([]);
});

test('without JavaScript a trip page can still be read: heading, price, first day, contacts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  const response = await page.goto(PRAGUE);

  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Praga, la città d'oro | ATI Viaggi");
  await expect(page.getByRole('heading', { level: 1, name: "Praga, la città d'oro" })).toBeVisible();
  await expect(page.getByText('per persona').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Giorno 1 · / })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('contentinfo')).toContainText('+39 0583 495100');
  await context.close();
});

test('an unknown trip answers 404 and an alias moves to the trip’s address before any script', async ({ request }) => {
  expect((await request.get('/travel/atlantide')).status()).toBe(404);

  const alias = await request.get('/travel/praga', { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect(alias.headers().location).toBe(PRAGUE);
});

test('a visitor who chose English gets English pages from the server', async ({ page, baseURL, request }) => {
  const html = await (await request.get(PRAGUE, { headers: { cookie: 'language=en' } })).text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('Prague, the golden city');

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await page.goto(PRAGUE);
  await expect(page.getByRole('heading', { level: 1, name: 'Prague, the golden city' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Taken over in English (its strings arrive on demand), so the accordions answer in English.
  await page.getByRole('button', { name: /^Day 2 · / }).click();
  await expect(page.getByRole('button', { name: /^Day 2 · / })).toHaveAttribute('aria-expanded', 'true');
  expect(problems).toEqual([]);
});

test('links keep advertising visitors under /ads-special once the page is taken over', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('referralSource', 'ads'));

  await page.goto('/about');

  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contatti' })).toHaveAttribute(
    'href',
    '/ads-special/contact',
  );
});

test('images that loaded before React took over are shown, not left waiting', async ({ page }) => {
  await page.goto(PRAGUE);

  const logo = page.getByRole('banner').getByRole('img', { name: 'ATI Viaggi' });
  await expect(logo).toHaveCSS('opacity', '1');
  await expect(page.getByRole('img', { name: /^Illustrazione del Ponte Carlo/ })).toBeVisible();
});

test('the site-wide styles the server sent stay in force once React has the page, and after moving on', async ({
  page,
}) => {
  const bodyStyles = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return {
        margin: style.margin,
        fontFamily: style.fontFamily,
        boxSizing: getComputedStyle(document.querySelector('main')!).boxSizing,
      };
    });

  await page.goto(PRAGUE);
  const taken = await bodyStyles();
  expect(taken).toEqual({
    margin: '0px',
    fontFamily: expect.stringContaining('Source Sans 3'),
    boxSizing: 'border-box',
  });

  await page.getByRole('link', { name: 'Chi Siamo' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await bodyStyles()).toEqual(taken);
});
