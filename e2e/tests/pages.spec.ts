import type { Page } from '@playwright/test';
import { expect, PHONE_ONLY, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';

test.beforeEach(async ({ page }) => {
  // A visitor who has already answered the cookie banner: these tests are about the pages.
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: false, decidedAt: '2026-01-01T09:00:00.000Z' }));
  });
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the about page tells who the agency is and answers three questions, one at a time', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Chi Siamo' })).toBeVisible();
  await expect(page).toHaveTitle('Chi Siamo | ATI Viaggi');
  const main = page.getByRole('main');
  await expect(main.getByText('350+ viaggiatori')).toBeVisible();
  await expect(main.getByText('4,9 su 5')).toBeVisible();
  await expect(main.getByText('da 127 recensioni')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Come funziona' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Cosa è incluso' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Guarda i Viaggi' })).toHaveAttribute('href', '/travel');
  await expect(main.getByRole('link', { name: 'Scopri i Nostri Viaggi' })).toHaveAttribute('href', '/travel');
  await expect(main.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contact');

  const faq = main.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Domande frequenti' }) });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveText([
    'Posso partecipare se viaggio da solo o da sola?',
    'Chi sono gli accompagnatori?',
    'Cosa succede se devo annullare il viaggio?',
  ]);
  const [alone, coordinators, cancellation] = [questions.nth(0), questions.nth(1), questions.nth(2)];

  await alone.click();
  await expect(alone).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/partono da soli/)).toBeVisible();

  await coordinators.click();
  await expect(coordinators).toHaveAttribute('aria-expanded', 'true');
  await expect(alone).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/partono da soli/)).toBeHidden();
  await expect(cancellation).toHaveAttribute('aria-expanded', 'false');

  await coordinators.click();
  await expect(coordinators).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/I nomi degli accompagnatori/)).toBeHidden();

  await cancellation.click();
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'Scopri i Nostri Viaggi' }).click();
  await expect(page).toHaveURL(/\/travel$/);
});

test('the team page introduces the three people of the agency', async ({ page }) => {
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Il Team' })).toBeVisible();
  await expect(page).toHaveTitle('Il Team | ATI Viaggi');

  const people = page.getByRole('region', { name: 'Le persone del team' }).getByRole('listitem');
  await expect(people).toHaveCount(3);
  await expect(people.getByRole('heading', { level: 2 })).toHaveText([
    'Giulia Martini',
    'Marco Bertolini',
    'Elena Rossi',
  ]);
  for (const portrait of await people.getByRole('img').all()) {
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  }
  await expect(people.first()).toContainText('Lavora a Lucca');
  await expectNoAxeViolations(page);
});

test('the privacy policy answers at both addresses, with its title', async ({ page }) => {
  for (const path of ['/privacy-policy', '/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy | ATI Viaggi');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy-policy$/);
  }
  const article = page.getByRole('article');
  await expect(article.getByText('A.T.I. S.R.L.').first()).toBeVisible();
  await expect(article.getByRole('link', { name: 'www.garanteprivacy.it' })).toBeVisible();

  await article
    .getByRole('navigation', { name: 'In questa pagina' })
    .getByRole('link', { name: /I tuoi diritti/ })
    .click();
  await expect(page).toHaveURL(/#diritti$/);
  await expect(article.getByRole('heading', { level: 2, name: /I tuoi diritti/ })).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('the terms render their title and the cancellation tables', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Termini e condizioni' })).toBeVisible();
  await expect(page).toHaveTitle('Termini e condizioni | ATI Viaggi');
  await expect(page.getByRole('table', { name: 'Penali di cancellazione: condizioni standard' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Penali di cancellazione: safari in Kenya' })).toContainText(
    '100 € per persona',
  );
  await expectNoAxeViolations(page);
});

test('the about, team and legal pages fit a 360px phone', { tag: PHONE_ONLY }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, title] of [
    ['/about', 'Chi Siamo'],
    ['/team', 'Il Team'],
    ['/privacy-policy', 'Informativa sulla privacy'],
    ['/terms', 'Termini e condizioni'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByText('Caricamento...')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  }
});
