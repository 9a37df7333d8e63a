import { expectNoAxeViolations } from '../support/a11y.ts';
import { adminHeaders, bookingLinkAddress, ensureActiveIban } from '../support/online-booking.ts';
import { expect, test } from '../support/test.ts';

const PRAGUE = '/travel/praga-tour-culturale';

test.beforeEach(async ({ page }) => {
  // The cookie banner is another screen's concern.
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: false, decidedAt: new Date().toISOString() }));
  });
});

test('a customer books a trip online and declares the bank transfer', async ({ page, context, request }) => {
  // Four screens and three accessibility scans in one journey.
  test.setTimeout(90_000);
  await ensureActiveIban(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // The trip's departures are read once on the way to the booking form: by the trip page, whose
  // answer the dates dialog shows; the booking form has the seats from its link.
  const departuresRead: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/v1\/trips\/[^/]+\/departures$/.test(new URL(sent.url()).pathname)) departuresRead.push(sent.url());
  });

  await page.goto(PRAGUE);
  await page.getByRole('link', { name: 'Scopri le Date Disponibili' }).first().click();
  const dates = page.getByRole('dialog', { name: 'Date di Partenza Disponibili' });
  await dates.getByRole('grid').getByRole('button', { disabled: false }).first().click();
  const details = page.getByRole('dialog', { name: 'Dettagli prenotazione' });
  await details.getByRole('radio', { name: 'Milano Malpensa' }).check();
  await details.getByRole('button', { name: 'Un viaggiatore in più' }).click();
  await details.getByRole('button', { name: 'Continua' }).click();
  await page
    .getByRole('dialog', { name: 'Metodo di prenotazione' })
    .getByRole('button', { name: /Prenota online/ })
    .click();

  // The choice travels in the address the checkout answers with, not in the browser's storage.
  await page.waitForURL(/\/prenotazione\/[A-Za-z0-9]{12,32}\?aeroporto=MXP&viaggiatori=2$/);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  const bookingAddress = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Praga');
  // The airport and the travellers chosen on the trip page are already there.
  await expect(page.getByLabel(/Aeroporto di partenza/)).toHaveValue('MXP');
  await expect(page.getByRole('group', { name: 'Viaggiatore 2' })).toBeVisible();
  expect(departuresRead).toHaveLength(1);
  const summary = page.getByRole('region', { name: 'Riepilogo prezzo' });
  await expect(summary).toContainText('Da pagare ora');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectNoAxeViolations(page);

  // The page itself is private: never stored, never listed, its address never sent on.
  const bare = await request.get(bookingAddress);
  expect(bare.headers()['cache-control']).toBe('no-store');
  expect(bare.headers()['referrer-policy']).toBe('no-referrer');
  expect(bare.headers()['x-robots-tag']).toBe('noindex, nofollow');

  const first = page.getByRole('group', { name: 'Viaggiatore 1 (referente della prenotazione)' });
  await first.getByLabel(/^Nome/).fill('Anna');
  await first.getByLabel(/^Cognome/).fill('Rossi');
  await first.getByLabel(/^Data di nascita/).fill('24/05/1961');
  await first.getByLabel(/^Email/).fill('anna.rossi@example.it');
  await first.getByLabel(/^Telefono/).fill('+39 333 1234567');
  const second = page.getByRole('group', { name: 'Viaggiatore 2' });
  await second.getByLabel(/^Nome/).fill('Paolo');
  await second.getByLabel(/^Cognome/).fill('Rossi');
  // The pre-contract information for these travellers, read and confirmed before booking.
  await expect(page.getByText('Caricamento delle informazioni...')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Ho letto le informazioni precontrattuali/ }).check();
  await page.getByRole('button', { name: 'Prenota e vai al pagamento' }).click();

  await expect(page).toHaveURL(/\/payment-custom\/[0-9a-f-]{36}$/);
  const transfer = page.getByRole('region', { name: 'Dati per il bonifico' });
  await expect(transfer).toContainText(/Ricevuta \d{4}/);
  await expect(page.getByRole('img', { name: /Codice QR del bonifico/ })).toBeVisible();
  await transfer.getByRole('button', { name: 'Copia IBAN' }).click();
  await expect(transfer.getByRole('button', { name: 'Copiato!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9]+$/);
  await expect(page.getByText('Funzionalità in arrivo presto!')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^[45] h \d{2} min \d{2} s$/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Ho effettuato il bonifico' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie!' })).toBeVisible();
  await expect(page).toHaveURL(/\/bank-transfer-success\/[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page);

  // The agency records the deposit: the same page now says the payment has arrived.
  const bookingId = new URL(page.url()).pathname.split('/').at(-1)!;
  const confirmed = await request.post(`/api/v1/admin/bookings/${bookingId}/confirm-payment`, {
    headers: await adminHeaders(request),
    data: { payment: 'deposit' },
  });
  expect(confirmed.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Ricevuto!' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Stampa/ })).toBeVisible();

  // A link that does not exist says so.
  await page.goto('/prenotazione/SenzaPrenotazione0000000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Link di prenotazione non trovato' })).toBeVisible();

  // Opened after its expiry (the browser's clock a minute past it), the link takes no booking.
  const token = bookingAddress.split('/').at(-1)!;
  const offer = (await (await request.get(`/api/v1/booking-links/${token}`)).json()) as { expiresAt: string | null };
  expect(offer.expiresAt).not.toBeNull();
  const late = await context.newPage();
  await late.clock.install({ time: new Date(offer.expiresAt!).getTime() + 60_000 });
  await late.goto(bookingAddress);
  await expect(late.getByRole('button', { name: 'Link Scaduto' })).toBeDisabled();
  await late.close();
});

test('a solo traveller asks for a single room and pays the trip’s supplement, on the form and on the payment page', async ({
  page,
  request,
}) => {
  await ensureActiveIban(request);
  const vienna = (await (await request.get('/api/v1/trips/vienna-tour-culturale')).json()) as {
    singleSupplementCents: number | null;
  };
  expect(vienna.singleSupplementCents).toBeGreaterThan(0);
  await page.goto(await bookingLinkAddress(request, 'vienna-tour-culturale'));
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');

  const summary = page.getByRole('region', { name: 'Riepilogo prezzo' });
  await expect(summary).toContainText('Da pagare ora');
  const first = page.getByRole('group', { name: 'Viaggiatore 1 (referente della prenotazione)' });
  await first.getByLabel(/^Nome/).fill('Franca');
  await first.getByLabel(/^Cognome/).fill('Lenzi');
  await first.getByLabel(/^Email/).fill(`franca.lenzi.${Date.now()}@example.it`);
  await first.getByLabel(/^Telefono/).fill(`+39 348 ${String(Date.now()).slice(-7)}`);
  await first.getByRole('checkbox', { name: /^Camera singola/ }).check();
  await expect(summary).toContainText('Supplemento camera singola');
  await expect(page.getByText('Caricamento delle informazioni...')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Ho letto le informazioni precontrattuali/ }).check();
  await page.getByRole('button', { name: 'Prenota e vai al pagamento' }).click();

  await expect(page).toHaveURL(/\/payment-custom\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Supplemento camera singola', { exact: true })).toBeVisible();
  const bookingId = new URL(page.url()).pathname.split('/').at(-1)!;
  const booked = (await (await request.get(`/api/v1/bookings/${bookingId}`)).json()) as {
    singleRooms: number;
    singleSupplementCents: number;
  };
  expect(booked).toMatchObject({ singleRooms: 1, singleSupplementCents: vienna.singleSupplementCents });
  await expectNoAxeViolations(page);
});
