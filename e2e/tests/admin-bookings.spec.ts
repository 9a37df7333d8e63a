import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { E2E_ADMIN } from '../support/admin.ts';
import { adminHeaders, ensureActiveIban, freshIban, usableIban } from '../support/online-booking.ts';
import { expect, LAYOUT, test } from '../support/test.ts';

// The trip whose far-away dates the departures test adds too; this one books a day of its own.
const TRIP = 'usa-ovest';

async function signIn(page: Page) {
  const form = page.getByRole('form', { name: 'Accesso area riservata' });
  await form.getByLabel(/^Email/).fill(E2E_ADMIN.email);
  await form.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Accedi' }).click();
}

function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function call<T>(request: APIRequestContext, method: 'post' | 'put', path: string, token: string, data: object) {
  const response = await request[method](path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** What a customer leaves behind: a booking of one adult, waiting for its deposit, made through the API. */
async function bookingMadeByACustomer(request: APIRequestContext, startDate: string) {
  // A step-up token: saving an IBAN and making it active are an owner's, with the password typed again.
  const token = (await adminHeaders(request)).Authorization.replace('Bearer ', '');

  const iban = await usableIban(
    request,
    { Authorization: `Bearer ${token}` },
    { accountHolder: 'Prenotazioni di Prova srl', iban: freshIban(), bankName: 'Banca di Lucca' },
  );
  // The link names its IBAN; the site's own checkout keeps the system one.
  await ensureActiveIban(request, { Authorization: `Bearer ${token}` });
  const departure = await call<{ id: string }>(request, 'post', '/api/v1/admin/departures', token, {
    tripSlug: TRIP,
    startDate,
  });
  const link = await call<{ token: string }>(request, 'post', '/api/v1/admin/booking-links', token, {
    departureId: departure.id,
    paymentType: 'deposit',
    ibanId: iban.id,
  });
  const booking = await request.post(`/api/v1/booking-links/${link.token}/bookings`, {
    data: {
      airport: 'FCO',
      contactEmail: 'anna.bianchi@example.it',
      contactPhone: '+39 333 1234567',
      travellers: [{ firstName: 'Anna', lastName: 'Bianchi', birthDate: '1958-03-14', passportNumber: 'YA1234567' }],
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  return (await booking.json()) as { id: string; paymentReference: string };
}

test(`staff find a booking made online, open it and record its deposit ${LAYOUT}`, async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // A day past the generator's year, away from the departures test's days, one per project.
  const offset = 620 + 7 * testInfo.parallelIndex + (testInfo.project.name === 'phone' ? 3 : 0);
  const startDate = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const booking = await bookingMadeByACustomer(request, startDate);

  await page.goto('/admin');
  await signIn(page);
  await page.getByRole('link', { name: 'Prenotazioni' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prenotazioni' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/prenotazioni$/);

  await page.getByRole('combobox', { name: 'Stato' }).selectOption({ label: 'In attesa di pagamento' });
  await page.getByRole('combobox', { name: 'Viaggio' }).selectOption(TRIP);
  const list = page.getByRole('region', { name: 'Tabella: Elenco' });
  const row = list.getByRole('row').filter({ hasText: booking.paymentReference });
  await expect(row).toContainText('Bianchi Anna');
  await expect(row).toContainText('In attesa di pagamento');
  // The transfer's text as a bank statement might show it: lower case, no space.
  const remittance = booking.paymentReference.toLowerCase().replace(' ', '');
  await page.getByRole('searchbox', { name: 'Cerca per ricevuta, nome, e-mail o telefono' }).fill(remittance);
  await expect(page).toHaveURL(new RegExp(`[?&]cerca=${remittance}`));
  await expect(list.getByRole('row', { name: /Ricevuta/ })).toHaveCount(1);
  await expect(row).toContainText('Bianchi Anna');
  // Only the table scrolls sideways, never the page.
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: `Apri la prenotazione ${booking.paymentReference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/prenotazioni/${booking.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Prenotazione ${booking.paymentReference}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Viaggiatori' })).toContainText('YA1234567');
  await expect(page.getByRole('link', { name: 'anna.bianchi@example.it' })).toHaveAttribute(
    'href',
    'mailto:anna.bianchi@example.it',
  );
  expect(await sidewaysScroll(page)).toBe(0);

  await page.getByRole('button', { name: 'Registra il pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrare il pagamento?' });
  await expect(dialog.getByRole('radio', { name: /^L’acconto/ })).toBeChecked();
  await expectNoAxeViolations(page, { include: ['[role="dialog"]'] });
  await dialog.getByRole('button', { name: 'Registra' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pagamento registrato: prenotazione confermata')).toBeVisible();
  await expect(page.locator('main').getByText('Confermata', { exact: true }).first()).toBeVisible();
  const received = page.getByRole('region', { name: 'Pagamenti ricevuti' });
  await expect(received).toContainText('Saldo da ricevere');
  await expect(received).toContainText('registrato a mano');
  await expect(page.getByRole('button', { name: 'Registra il saldo' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Torna alle prenotazioni' }).click();
  await page.getByRole('combobox', { name: 'Stato' }).selectOption({ label: 'Confermata' });
  await expect(list.getByRole('row').filter({ hasText: booking.paymentReference })).toContainText('Confermata');
});
