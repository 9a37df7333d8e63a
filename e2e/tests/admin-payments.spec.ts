import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { E2E_ADMIN } from '../support/admin.ts';
import { ensureActiveIban } from '../support/online-booking.ts';
import { camt053, statementAmount } from '../../backend/test/support/statement-files.ts';
import { expect, test } from '../support/test.ts';

// A trip no other browser test books.
const TRIP = 'vienna-tour-culturale';

interface Departure {
  id: string;
  startDate: string;
  spotsAvailable: number;
}

interface BookingCreated {
  id: string;
  paymentReference: string;
  paymentType: 'deposit' | 'full';
  amountToPayCents: number;
  depositAmountCents: number;
  totalPriceCents: number;
}

async function signIn(page: Page) {
  const form = page.getByRole('form', { name: 'Accesso area riservata' });
  await form.getByLabel(/^Email/).fill(E2E_ADMIN.email);
  await form.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Accedi' }).click();
}

let clients = 0;

/**
 * A client address of its own for each booking call: the server caps checkouts and unpaid
 * seats per client, and other tests book from their own addresses.
 */
function clientAddress(): Record<string, string> {
  clients += 1;
  return { 'X-Forwarded-For': `172.20.${(Date.now() >> 8) % 250}.${clients % 250}` };
}

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/v1/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

/** A departure far enough ahead to be booked on deposit terms, with a seat for each booking. */
async function departureOnDeposit(request: APIRequestContext): Promise<Departure> {
  const policy = (await (await request.get('/api/v1/booking-policy')).json()) as { fullPaymentWithinDays: number };
  const departures = (await (await request.get(`/api/v1/trips/${TRIP}/departures`)).json()) as Departure[];
  const earliest = new Date(Date.now() + (policy.fullPaymentWithinDays + 14) * 86_400_000).toISOString().slice(0, 10);
  const departure = departures.find((candidate) => candidate.startDate > earliest && candidate.spotsAvailable >= 2);
  expect(departure, `a departure of ${TRIP} after ${earliest} with two seats`).toBeDefined();
  return departure!;
}

/** A customer's booking of one adult through the site's checkout, waiting for its deposit. */
async function bookOnline(request: APIRequestContext, departureId: string, customer: string) {
  const checkout = await request.post('/api/v1/checkout', {
    headers: clientAddress(),
    data: { departureId, airport: 'FCO', travellers: 1 },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { token } = (await checkout.json()) as { token: string };
  const unique = `${Date.now()}${clients}`;
  const booking = await request.post(`/api/v1/booking-links/${token}/bookings`, {
    headers: clientAddress(),
    data: {
      airport: 'FCO',
      contactEmail: `${customer.toLowerCase()}.${unique}@example.it`,
      contactPhone: `+39 333 ${unique.slice(-7)}`,
      travellers: [{ firstName: customer, lastName: 'Pagamenti', birthDate: '1960-04-12' }],
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const created = (await booking.json()) as BookingCreated;
  expect(created.paymentType).toBe('deposit');
  return created;
}

test('staff import a bank statement, which pays one booking, and assign the other transfer from the review queue', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(request);
  await ensureActiveIban(request, headers);
  const departure = await departureOnDeposit(request);
  const exact = await bookOnline(request, departure.id, 'Anna');
  const wrong = await bookOnline(request, departure.id, 'Paolo');

  // One transfer pays exactly the first booking's deposit; the second pays more than its deposit
  // but not the whole price, which no rule can match alone.
  const today = new Date().toISOString().slice(0, 10);
  const run = Date.now();
  const file = camt053([
    {
      amount: statementAmount(exact.amountToPayCents),
      remittance: `Acconto viaggio Vienna ${exact.paymentReference}`,
      debtor: 'Anna Pagamenti',
      bankReference: `E2E-${run}-1`,
      bookedOn: today,
    },
    {
      amount: statementAmount(wrong.depositAmountCents + 5_000),
      remittance: `Bonifico ${wrong.paymentReference.toUpperCase()} Vienna`,
      debtor: 'Paolo Pagamenti',
      debtorIban: 'IT02L1234512345123456789012',
      bankReference: `E2E-${run}-2`,
      bookedOn: today,
    },
  ]);

  await page.goto('/admin');
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Strumenti dell’area riservata' })
    .getByRole('link', { name: 'Pagamenti' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamenti' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pagamenti$/);

  const importer = page.getByRole('region', { name: 'Importa un estratto conto' });
  await importer.getByLabel('Scegli il file').setInputFiles({
    name: `estratto-${run}.xml`,
    mimeType: 'application/xml',
    buffer: file,
  });
  await expect(importer.getByText(`File scelto: estratto-${run}.xml`)).toBeVisible();
  await importer.getByRole('button', { name: 'Importa l’estratto conto' }).click();
  await expect(importer.getByRole('status')).toContainText(
    'Estratto conto importato: 1 pagamento abbinato, 1 da controllare, 0 già importati.',
  );
  await expectNoAxeViolations(page);

  // The first booking is paid already; the second waits in the queue, with the reason in words.
  const queue = page.getByRole('region', { name: 'Movimenti da controllare' });
  const movement = queue.getByRole('listitem').filter({ hasText: wrong.paymentReference.toUpperCase() });
  await expect(movement.getByRole('heading', { level: 3 })).toHaveText(/ da Paolo Pagamenti$/);
  await expect(movement).toContainText('IT02 L123 4512 3451 2345 6789 012');
  await expect(movement).toContainText(`quanto chiede la prenotazione ${wrong.paymentReference}`);

  await movement.getByRole('button', { name: 'Assegna a una prenotazione' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assegna a una prenotazione' });
  await expect(dialog.getByRole('searchbox', { name: /Cerca per ricevuta/ })).toHaveValue(wrong.paymentReference);
  await dialog.getByRole('radio', { name: new RegExp(`${wrong.paymentReference} – Pagamenti Paolo`) }).check();
  await expectNoAxeViolations(page, { include: ['[role="dialog"]'] });
  await dialog.getByRole('button', { name: `Assegna a ${wrong.paymentReference}` }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Pagamento assegnato a ${wrong.paymentReference}`)).toBeVisible();
  await expect(movement).toHaveCount(0);

  // The statement keeps both movements, each with what became of it.
  const statements = page.getByRole('region', { name: 'Estratti conto importati' });
  await statements.getByRole('button', { name: new RegExp(`estratto-${run}\\.xml`) }).click();
  const entries = statements.getByRole('region', { name: `Tabella: Movimenti di estratto-${run}.xml` });
  await expect(entries.getByRole('row').filter({ hasText: exact.paymentReference })).toContainText('Abbinato');
  await expect(entries.getByRole('row').filter({ hasText: wrong.paymentReference.toUpperCase() })).toContainText(
    `Assegnato a mano a ${wrong.paymentReference}.`,
  );

  // Both customers now read that the payment has arrived.
  await page.goto(`/bank-transfer-confirmation/${wrong.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Ricevuto!' })).toBeVisible();
  await page.goto(`/bank-transfer-success/${exact.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Ricevuto!' })).toBeVisible();
});
