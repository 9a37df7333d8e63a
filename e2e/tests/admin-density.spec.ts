import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { E2E_ADMIN } from '../support/admin.ts';
import { adminHeaders, ensureActiveIban, freshIban, usableIban } from '../support/online-booking.ts';
import { expect, test } from '../support/test.ts';

// A trip whose stated group size no other browser test reads; its days here are the test's own.
const TRIP = 'usa-ovest';
const LAPTOP = { width: 1280, height: 800 };

/** Four departures of three bookings each: 6 of 10 seats held unpaid, short of a burst alert (7). */
const DEPARTURES = 4;
const TRAVELLER_GROUPS = [
  [{ firstName: 'Anna', lastName: 'Bianchi', birthDate: '1958-03-14' }],
  [
    { firstName: 'Giovanni', lastName: 'Ferri', birthDate: '1955-11-02' },
    { firstName: 'Lucia', lastName: 'Ferri', birthDate: '1957-06-21' },
  ],
  [
    { firstName: 'Marco', lastName: 'Conti', birthDate: '1975-01-30' },
    { firstName: 'Sara', lastName: 'Conti', birthDate: '1978-09-12' },
    { firstName: 'Elena', lastName: 'Conti', birthDate: '2019-04-05' },
  ],
];

test.use({ viewport: LAPTOP });

async function signIn(page: Page) {
  const form = page.getByRole('form', { name: 'Accesso area riservata' });
  await form.getByLabel(/^Email/).fill(E2E_ADMIN.email);
  await form.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Accedi' }).click();
}

async function post<T>(request: APIRequestContext, path: string, headers: Record<string, string>, data: object) {
  const response = await request.post(path, { data, headers });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A morning's bookings, as customers leave them: each family from an address, an e-mail and a
 * phone of its own, as the limits per client and per contact expect (decision B22).
 */
async function bookingsOfAMorning(request: APIRequestContext, firstDay: number): Promise<string[]> {
  const headers = await adminHeaders(request);
  const iban = await usableIban(request, headers, {
    accountHolder: 'Prenotazioni di Prova srl',
    iban: freshIban(),
    bankName: 'Banca di Lucca',
  });
  await ensureActiveIban(request, headers);

  const references: string[] = [];
  for (let d = 0; d < DEPARTURES; d += 1) {
    // Two weeks apart: a ten-day trip's coordinators are free again for the next one.
    const startDate = new Date(Date.now() + (firstDay + 14 * d) * 86_400_000).toISOString().slice(0, 10);
    const departure = await post<{ id: string }>(request, '/api/v1/admin/departures', headers, {
      tripSlug: TRIP,
      startDate,
    });
    const link = await post<{ token: string }>(request, '/api/v1/admin/booking-links', headers, {
      departureId: departure.id,
      paymentType: 'deposit',
      ibanId: iban.id,
    });
    for (const [g, travellers] of TRAVELLER_GROUPS.entries()) {
      const n = d * TRAVELLER_GROUPS.length + g + 1;
      const lead = travellers[0];
      const booking = await post<{ paymentReference: string }>(
        request,
        `/api/v1/booking-links/${link.token}/bookings`,
        { 'X-Forwarded-For': `172.20.${d}.${g + 1}` },
        {
          airport: n % 2 ? 'FCO' : 'MXP',
          contactEmail: `${lead.firstName}.${lead.lastName}.${n}@example.it`.toLowerCase(),
          contactPhone: `+39 333 12345${String(n).padStart(2, '0')}`,
          travellers,
        },
      );
      references.push(booking.paymentReference);
    }
  }
  return references;
}

test('on a laptop the bookings list shows ten bookings at once below its search and filters', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // Days past the generator's year and the other admin tests' days.
  const references = await bookingsOfAMorning(request, 680 + 60 * testInfo.parallelIndex);

  await page.goto('/admin/prenotazioni');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Prenotazioni' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Tabella: Elenco' });
  const rows = list.getByRole('row', { name: /Ricevuta/ });
  for (const reference of references) await expect(rows.filter({ hasText: reference })).toHaveCount(1);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const fullyShown = await rows.evaluateAll(
    (elements) => elements.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length,
  );
  await testInfo.attach(`bookings list at ${LAPTOP.width}x${LAPTOP.height}, ${fullyShown} rows shown`, {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  // The search and the four filters share one line.
  const controls = [
    page.getByRole('searchbox', { name: 'Cerca per ricevuta, nome, e-mail o telefono' }),
    page.getByRole('combobox', { name: 'Stato' }),
    page.getByRole('combobox', { name: 'Viaggio' }),
    page.getByRole('combobox', { name: 'Partenza' }),
    page.getByRole('combobox', { name: 'Messaggi' }),
  ];
  const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
  for (const box of boxes) expect(Math.abs(box.y - boxes[0].y)).toBeLessThan(box.height / 2);

  // Ten whole rows above the fold, without scrolling, in the body type of the site's forms
  // (1.125rem, 18 px): not the small print of office software.
  expect(fullyShown).toBeGreaterThanOrEqual(10);
  const tenth = (await rows.nth(9).boundingBox())!;
  expect(tenth.y + tenth.height).toBeLessThanOrEqual(LAPTOP.height);
  const fontSize = (element: HTMLElement | SVGElement) => parseFloat(getComputedStyle(element).fontSize);
  const fieldType = await controls[0].evaluate(fontSize);
  const cellType = await rows.first().getByRole('cell').first().evaluate(fontSize);
  expect(fieldType).toBeGreaterThanOrEqual(18);
  expect(cellType).toBeGreaterThanOrEqual(fieldType);
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  await expectNoAxeViolations(page);
});
