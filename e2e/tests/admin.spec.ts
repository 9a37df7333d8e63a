import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { confirmWithPassword, E2E_ADMIN } from '../support/admin.ts';
import { expect, LAYOUT, test } from '../support/test.ts';

async function signIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  const form = page.getByRole('form', { name: 'Accesso area riservata' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Accedi' }).click();
}

test('the server sends an admin address bare, kept out of search engines', async ({ request }) => {
  const response = await request.get('/admin/staff');

  expect(response.status()).toBe(200);
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['referrer-policy']).toBe('no-referrer');
  const html = await response.text();
  expect(html).toContain('<div id="root"><!--app-html--></div>');
  expect(html).not.toContain('id="app-state"');
});

test(`an admin address asks for the login first, then returns to it ${LAYOUT}`, async ({ page }) => {
  await page.goto('/admin/staff');

  await expect(page.getByRole('heading', { level: 1, name: 'Accesso area riservata' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\?ritorno=%2Fadmin%2Fstaff$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // The public frame stays out: no cookie banner, no marketing tags to load.
  await expect(page.getByRole('region', { name: 'Cookie e pubblicità' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await signIn(page, E2E_ADMIN.email, 'una-password-sbagliata');
  await expect(page.getByRole('alert')).toHaveText('Email o password non corretti.');

  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('ey');
});

test('the booking-link address asks for the login, then opens the generator', async ({ page }) => {
  await page.goto('/link');
  await signIn(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Link di prenotazione' })).toBeVisible();
  await expect(page).toHaveURL(/\/link$/);
});

test(`an admin signs in, reads the inbox, adds a colleague and signs out ${LAYOUT}`, async ({
  page,
  request,
}, testInfo) => {
  const visitor = `Visitatore ${testInfo.project.name} ${Date.now()}`;
  await request
    .post('/api/v1/contact-requests', {
      data: {
        name: visitor,
        email: 'visitatore@example.it',
        message: 'Vorrei le date di maggio.',
        privacyAccepted: true,
      },
    })
    .then((response) => expect(response.status()).toBe(201));

  await page.goto('/admin');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pannello dell’agenzia' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Ultime attività' }).getByRole('cell', { name: 'Accesso' }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'Strumenti dell’area riservata' })
    .getByRole('link', { name: 'Richieste' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Richieste di contatto' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: visitor }) });
  await expect(card.getByText('Vorrei le date di maggio.')).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Segna come gestita' }).click();
  await expect(card.getByText(/^Gestita il/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Riporta tra quelle da gestire' })).toBeVisible();

  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  const colleague = `collega.${testInfo.project.name}.${Date.now()}@agenzia.it`;
  const form = page.getByRole('form', { name: 'Aggiungi un account' });
  await form.getByLabel(/^Email/).fill(colleague);
  await form.getByLabel(/^Password iniziale/).fill('una-password-lunga');
  await form.getByRole('button', { name: 'Aggiungi account' }).click();
  await confirmWithPassword(page);
  const row = page.getByRole('row', { name: new RegExp(colleague.replace(/\./g, '\\.')) });
  await expect(row.getByText('Attivo')).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Disattiva ${colleague}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Disattivare questo account?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Disattiva' }).click();
  await expect(row.getByText('Disattivato')).toBeVisible();

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accesso area riservata' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Accesso area riservata' })).toBeVisible();
});
