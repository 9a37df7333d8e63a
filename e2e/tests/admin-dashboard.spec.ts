import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { E2E_ADMIN } from '../support/admin.ts';
import { adminHeaders, ensureActiveIban } from '../support/online-booking.ts';
import { expect, LAYOUT, test } from '../support/test.ts';

interface DashboardDeparture {
  id: string;
  tripTitle: string;
  startDate: string;
  sold: number;
  held: number;
  otherTaken: number;
  free: number;
  totalSeats: number;
  minimumGroupSize: number;
}

/** Travellers the test holds on a departure, unpaid. */
const HELD = 2;

async function signIn(page: Page) {
  const form = page.getByRole('form', { name: 'Accesso area riservata' });
  await form.getByLabel(/^Email/).fill(E2E_ADMIN.email);
  await form.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Accedi' }).click();
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The soonest departure the dashboard draws with room for the test's travellers, as the API sees it now. */
async function soonestWithRoom(request: APIRequestContext, headers: Record<string, string>) {
  const { departures } = await json<{ departures: DashboardDeparture[] }>(
    await request.get('/api/v1/admin/dashboard', { headers }),
    'dashboard',
  );
  const departure = departures.find((candidate) => candidate.free >= HELD + 1);
  expect(departure, 'a coming departure with free seats').toBeDefined();
  return departure!;
}

/** Two travellers booked from a staff link and not paid: their seats are held. */
async function holdSeats(request: APIRequestContext, headers: Record<string, string>, departureId: string) {
  const ibans = await json<{ id: string; isActive: boolean; isActiveSystem?: boolean; approval: string }[]>(
    await request.get('/api/v1/admin/ibans', { headers }),
    'ibans',
  );
  // One still waiting for the second owner's approval takes no links (decision A8).
  const iban = ibans.find((candidate) => candidate.isActive && candidate.approval === 'approved')!;
  const link = await json<{ token: string }>(
    await request.post('/api/v1/admin/booking-links', {
      headers,
      data: { departureId, paymentType: 'full', ibanId: iban.id },
    }),
    'booking link',
  );
  const stamp = Date.now();
  await json(
    await request.post(`/api/v1/booking-links/${link.token}/bookings`, {
      data: {
        airport: 'FCO',
        contactEmail: `cruscotto.${stamp}@example.it`,
        contactPhone: `+39 347 ${String(stamp).slice(-7)}`,
        travellers: [
          { firstName: 'Rosa', lastName: 'Galli', birthDate: '1956-02-11' },
          { firstName: 'Piero', lastName: 'Galli', birthDate: '1954-08-30' },
        ],
      },
    }),
    'booking',
  );
}

test(`staff read the agency dashboard: seats drawn, the same numbers in the table, axe clean ${LAYOUT}`, async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const headers = await adminHeaders(request);
  await ensureActiveIban(request, headers);
  const before = await soonestWithRoom(request, headers);
  await holdSeats(request, headers, before.id);

  await page.goto('/admin');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pannello dell’agenzia' })).toBeVisible();
  const seats = page.getByRole('region', { name: 'Posti delle prossime partenze' });

  // The picture first: a canvas the library has drawn on, named for screen readers.
  const chart = seats.getByRole('img', { name: /^Grafico a barre dei posti delle prossime \d+ partenze/ });
  await expect(chart).toBeVisible();
  await expect
    .poll(() =>
      chart.evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d')!;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        // Pixels of the held seats' terracotta (#A4421A), between its white stripes: the test's own two seats.
        let held = 0;
        for (let i = 0; i < data.length; i += 4)
          if (data[i] === 164 && data[i + 1] === 66 && data[i + 2] === 26) held++;
        return held;
      }),
    )
    .toBeGreaterThan(100);
  // Numbers on hover (a tap on a phone): the tooltip is drawn on the same canvas, so the picture changes.
  const idle = await chart.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  const box = (await chart.boundingBox())!;
  const position = { x: box.width / 2, y: box.height / 3 };
  if (testInfo.project.name === 'phone') await chart.tap({ position });
  else await chart.hover({ position });
  await expect.poll(() => chart.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL())).not.toBe(idle);

  // The same numbers in the table under it.
  await seats.getByText('Mostra i numeri in una tabella').click();
  const [year, month, day] = before.startDate.split('-');
  const row = seats.getByRole('row', { name: new RegExp(`^${literal(before.tripTitle)}, ${day}/${month}/${year}`) });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  await expect(cells).toHaveText([
    String(before.sold),
    String(before.held + HELD),
    String(before.otherTaken),
    String(before.free - HELD),
    String(before.totalSeats),
    String(before.minimumGroupSize),
    before.sold >= before.minimumGroupSize ? 'Partenza confermata' : /^Manca/,
  ]);

  await expect(page.getByRole('region', { name: 'Incassi attesi e ricevuti, settimana per settimana' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prenotazioni per canale, settimana per settimana' })).toBeVisible();
  // The page itself never scrolls sideways, on a phone either: the tables scroll inside their frame.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await expectNoAxeViolations(page);
});

/** A trip title as a regular expression's literal text. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
