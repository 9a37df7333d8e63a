import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y.ts';
import { receivedMails, type ReceivedMail } from '../support/mail-catcher.ts';
import { adminHeaders, bookingLinkAddress, ensureActiveIban } from '../support/online-booking.ts';
import { expect, test } from '../support/test.ts';

// A trip no other browser test books or fills.
const TRIP = 'andalusia-siviglia-cordoba-granada';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: false, decidedAt: new Date().toISOString() }));
  });
});

/** 'lunedì 10 maggio 2027', as the dates dialog names a departure. */
function inWords(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day, 12)));
}

/** The first e-mail to `to` whose subject holds `words`, once the app's worker has sent it. */
async function mailTo(to: string, words: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMails()).find((mail) => mail.to.includes(to) && mail.subject.includes(words));
        return found?.subject;
      },
      { message: `the e-mail '${words}' to ${to}`, timeout: 15_000, intervals: [250] },
    )
    .toContain(words);
  return found!;
}

/**
 * Fills a departure: one booking takes a seat, then staff bring the seats down to those taken.
 * Answers the departure and the booking holding its last seat.
 */
async function fullDeparture(
  request: APIRequestContext,
): Promise<{ id: string; startDate: string; bookingId: string }> {
  await ensureActiveIban(request);
  const address = await bookingLinkAddress(request, TRIP);
  const token = address.split('/')[2].split('?')[0];
  const link = (await (await request.get(`/api/v1/booking-links/${token}`)).json()) as {
    departureId: string;
    startDate: string;
  };
  const booked = await request.post(`/api/v1/booking-links/${token}/bookings`, {
    data: {
      airport: 'FCO',
      travellers: [{ firstName: 'Carla', lastName: 'Neri' }],
      contactEmail: `posto.${Date.now()}@example.it`,
      contactPhone: '+39 347 7654321',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const headers = await adminHeaders(request);
  const departures = (await (await request.get(`/api/v1/admin/departures?trip=${TRIP}`, { headers })).json()) as {
    id: string;
    totalSpots: number;
    spotsAvailable: number;
  }[];
  const current = departures.find((departure) => departure.id === link.departureId);
  expect(current, 'the departure in the admin list').toBeDefined();
  const patched = await request.patch(`/api/v1/admin/departures/${link.departureId}`, {
    headers,
    data: { totalSpots: current!.totalSpots - current!.spotsAvailable },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  return { id: link.departureId, startDate: link.startDate, bookingId: (await booked.json()).id as string };
}

test('a visitor joins the waiting list of a full departure, confirms, and books the seat that frees up', async ({
  page,
  request,
}) => {
  const full = await fullDeparture(request);
  const email = `attesa.${Date.now()}@example.it`;

  await page.goto(`/travel/${TRIP}`);
  await page.getByRole('link', { name: 'Scopri le Date Disponibili' }).first().click();
  const dates = page.getByRole('dialog', { name: 'Date di Partenza Disponibili' });
  const join = dates.getByRole('button', {
    name: `Avvisami se si libera un posto per la partenza del ${inWords(full.startDate)}`,
  });
  await expect(join).toBeVisible();
  await join.click();

  const form = page.getByRole('dialog', { name: 'Avvisami se si libera un posto' });
  await expect(form).toContainText('Questa partenza è al completo');
  await expectNoAxeViolations(page, { include: ['[role="dialog"]'] });
  // Not without the privacy consent, said next to it.
  await form.getByLabel(/^Nome e cognome/).fill('Teresa Galli');
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByRole('button', { name: 'Inserisci nella lista d’attesa' }).click();
  await expect(form.getByRole('alert')).toHaveText('Per favore, accetta i termini sulla privacy.');
  await form.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await form.getByRole('button', { name: 'Inserisci nella lista d’attesa' }).click();
  await expect(form.getByRole('status')).toContainText(`Ti abbiamo scritto a ${email}`);

  // The message asks to confirm the address; its link opens the visitor's own page.
  const confirmation = await mailTo(email, 'Conferma la tua iscrizione alla lista d’attesa');
  const pagePath = /\/lista-attesa\/[A-Za-z0-9_-]{32}/.exec(confirmation.text)?.[0];
  expect(pagePath, 'the personal link in the e-mail').toBeDefined();
  await page.goto(pagePath!);
  await expect(page.getByRole('heading', { level: 2, name: 'Conferma la tua iscrizione' })).toBeVisible();
  await page.getByRole('button', { name: 'Conferma e entra in lista' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sei in lista d’attesa' })).toBeVisible();
  await expect(page.getByText('Sei il numero 1 in lista.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff cancel the booking holding the last seat: it goes to the list, not back on sale.
  const cancelled = await request.post(`/api/v1/admin/bookings/${full.bookingId}/cancel`, {
    headers: await adminHeaders(request),
    data: { reason: 'Rinuncia del cliente' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const departures = (await (await request.get(`/api/v1/trips/${TRIP}/departures`)).json()) as {
    id: string;
    spotsAvailable: number;
  }[];
  expect(departures.find((departure) => departure.id === full.id)?.spotsAvailable).toBe(0);

  await mailTo(email, 'Si è liberato un posto per te');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Si è liberato un posto per te' })).toBeVisible();
  await expect(page.getByText(/Teniamo per te 1 posto fino alle \d{2}:\d{2} di /)).toBeVisible();
  await page.getByRole('link', { name: 'Prenota i posti' }).click();
  await expect(page).toHaveURL(/\/prenotazione\/[0-9A-Za-z]+$/);
  await expect(page.getByRole('group', { name: 'Viaggiatore 1 (referente della prenotazione)' })).toBeVisible();
});
