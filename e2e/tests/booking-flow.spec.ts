import type { Locator, Page } from '@playwright/test';
import { expect, LAYOUT, PHONE_ONLY, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';

const PRAGUE = '/travel/praga-tour-culturale';
const PRAGUE_TITLE = "Praga, la città d'oro";
const DEPARTURES_API = '**/api/v1/trips/praga-tour-culturale/departures';

interface Departure {
  id: string;
  startDate: string;
  endDate: string;
  spotsAvailable: number;
  availability: 'available' | 'few' | 'soldout';
  paymentType: 'deposit' | 'full';
}

/** What the booking method says confirms the booking, by the payment the server asks for. */
const CONFIRMED_AFTER = {
  deposit: "La prenotazione sarà confermata solo dopo il pagamento dell'acconto",
  full: "La prenotazione sarà confermata solo dopo il pagamento dell'intero importo",
} as const;

test.beforeEach(async ({ page, context }) => {
  // The cookie banner is another screen's concern; deciding up front keeps it from covering the page.
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: false, decidedAt: new Date().toISOString() }));
  });
  // No network here: WhatsApp's address answers with a page of our own, so that the window's
  // address can be read once it gets there.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
});

/** 'lunedì 10 maggio 2027': a calendar date in words, as the dialog names days. */
function inWords(isoDate: string): string {
  const [year, month, dayOfMonth] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, dayOfMonth, 12)));
}

/** '10/05/2027' */
function shortDate(isoDate: string): string {
  const [year, month, dayOfMonth] = isoDate.split('-');
  return `${dayOfMonth}/${month}/${year}`;
}

async function departuresOf(page: Page): Promise<Departure[]> {
  const response = await page.request.get('/api/v1/trips/praga-tour-culturale/departures');
  expect(response.status()).toBe(200);
  return (await response.json()) as Departure[];
}

function datesDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Date di Partenza Disponibili' });
}

function detailsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Dettagli prenotazione' });
}

function methodDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Metodo di prenotazione' });
}

async function openDates(page: Page) {
  await page.goto(PRAGUE);
  await page.getByRole('link', { name: 'Scopri le Date Disponibili' }).first().click();
  const dialog = datesDialog(page);
  await expect(dialog).toContainText(PRAGUE_TITLE);
  await expect(dialog.getByText('Gruppi max 10 persone')).toBeVisible();
  return dialog;
}

/** The first departure the calendar offers: the first day that can be chosen. */
function firstBookableDay(dialog: Locator) {
  return dialog.getByRole('grid').getByRole('button', { disabled: false }).first();
}

/** Airport and travellers, then on to the method dialog; the dates chosen, as the details dialog shows them. */
async function fillDetails(page: Page, travellers: number) {
  const details = detailsDialog(page);
  await expect(details).toBeVisible();
  const [, from, to] = /(\d{2}\/\d{2}\/\d{4}) - (\d{2}\/\d{2}\/\d{4})/.exec((await details.textContent()) ?? '') ?? [];
  await details.getByRole('radio', { name: 'Milano Malpensa' }).check();
  for (let count = 1; count < travellers; count += 1) {
    await details.getByRole('button', { name: 'Un viaggiatore in più' }).click();
  }
  await details.getByRole('button', { name: 'Continua' }).click();
  await expect(methodDialog(page)).toBeVisible();
  return { from: from, to: to };
}

/** WhatsApp's window, opened by the click, and the text it was sent with. */
async function bookOnWhatsapp(page: Page, press: () => Promise<void>) {
  const popupOpened = page.waitForEvent('popup');
  await press();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(popup.url());
  return url.searchParams.get('text') ?? '';
}

// The journey checked on both screen sizes, with an accessibility scan of each dialog.
test(
  'a date on the calendar leads to WhatsApp with trip, dates, airport and travellers',
  { tag: LAYOUT },
  async ({ page }) => {
    const departures = await departuresOf(page);
    const dates = await openDates(page);
    await expectNoAxeViolations(page, { include: ['[role="dialog"]'] });

    await firstBookableDay(dates).click();
    await expect(dates).toHaveCount(0);
    await expectNoAxeViolations(page, { include: ['[role="dialog"]'] });
    const { from, to } = await fillDetails(page, 2);
    const chosen = departures.find((departure) => shortDate(departure.startDate) === from);

    const method = methodDialog(page);
    await expect(method).toContainText(PRAGUE_TITLE);
    await expect(method).toContainText(`${from} - ${to}`);
    await expect(method).toContainText(CONFIRMED_AFTER[chosen!.paymentType]);
    await expectNoAxeViolations(page, { include: ['[role="dialog"]'] });

    const text = await bookOnWhatsapp(page, () => method.getByRole('button', { name: /Prenota su WhatsApp/ }).click());

    expect(text).toContain(`«${PRAGUE_TITLE}»`);
    expect(text).toContain(`dal ${from} al ${to}`);
    expect(text).toContain('con partenza da Milano Malpensa');
    expect(text).toContain('per 2 viaggiatori');
    await expect(method.getByRole('status')).toContainText('WhatsApp si è aperto in una nuova finestra');
  },
);

test('a date picked in the list leads to the same booking method', async ({ page }) => {
  const [first] = await departuresOf(page);
  const dates = await openDates(page);

  await dates.getByRole('button', { name: new RegExp(`^Partenza ${inWords(first.startDate)}`) }).click();

  const { from, to } = await fillDetails(page, 1);
  expect(from).toBe(shortDate(first.startDate));
  expect(to).toBe(shortDate(first.endDate));
  const text = await bookOnWhatsapp(page, () =>
    methodDialog(page)
      .getByRole('button', { name: /Prenota su WhatsApp/ })
      .click(),
  );
  expect(text).toContain(`dal ${from} al ${to}`);
  expect(text).toContain('per 1 viaggiatore');
});

for (const paymentType of ['deposit', 'full'] as const) {
  test(`the booking method of a departure asking ${paymentType} payment says what confirms the booking`, async ({
    page,
  }) => {
    // The server decides by the Rome calendar: within 40 days the whole price, further a deposit.
    const departure = (await departuresOf(page)).find(
      (listed) => listed.paymentType === paymentType && listed.availability !== 'soldout',
    );
    expect(departure, `a departure on sale asking ${paymentType} payment`).toBeDefined();
    const dates = await openDates(page);

    await dates.getByRole('button', { name: new RegExp(`^Partenza ${inWords(departure!.startDate)}`) }).click();
    await fillDetails(page, 1);

    const method = methodDialog(page);
    await expect(method).toContainText(CONFIRMED_AFTER[paymentType]);
    await expect(method).not.toContainText(CONFIRMED_AFTER[paymentType === 'full' ? 'deposit' : 'full']);
  });
}

test('online booking that cannot go on says why and offers WhatsApp and the contact page', async ({ page }) => {
  // Whether the agency has an active IBAN depends on what other tests did with the shared app:
  // the answer without one (API-tested) is given here whatever the database holds.
  await page.route('**/api/v1/checkout', (route) =>
    route.fulfill({
      status: 503,
      json: {
        statusCode: 503,
        code: 'PAYMENT_UNAVAILABLE',
        message: 'Sistema di pagamento temporaneamente non disponibile',
      },
    }),
  );
  const dates = await openDates(page);
  await firstBookableDay(dates).click();
  const { from, to } = await fillDetails(page, 1);
  const method = methodDialog(page);

  await method.getByRole('button', { name: /Prenota online/ }).click();

  await expect(page.getByText('Sistema di pagamento temporaneamente non disponibile')).toBeVisible();
  await expect(method.getByRole('button', { name: /Prenota su WhatsApp/ })).toBeVisible();
  await method.getByRole('link', { name: 'Scrivici dalla pagina Contatti' }).click();
  await expect(page).toHaveURL(/\/contact\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('destination')).toBe('praga-tour-culturale');
  expect(query.get('date')).toBe(`${from} - ${to}`);
  expect(query.get('airport')).toBe('Milano Malpensa');
});

test('a sold-out date can be picked neither on the calendar nor in the list', async ({ page }) => {
  // The browser tests have no access to the database: the departures' answer is altered on its
  // way to the page, the first departure losing its last seat.
  let soldOut: Departure | undefined;
  await page.route(DEPARTURES_API, async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as Departure[];
    soldOut = { ...list[0], spotsAvailable: 0, availability: 'soldout' };
    await route.fulfill({ response, json: [soldOut, ...list.slice(1)] });
  });
  const dates = await openDates(page);

  const day = dates.getByRole('button', { name: `${inWords(soldOut!.startDate)}, partenza esaurita` });
  await expect(day).toBeDisabled();
  const card = dates.getByRole('button', { name: new RegExp(`^Partenza ${inWords(soldOut!.startDate)}`) });
  await expect(card).toBeDisabled();
  await expect(card).toContainText('SOLD OUT');
  await expect(card).toContainText('Esaurito');

  await day.click({ force: true });
  await card.click({ force: true });
  await expect(dates).toBeVisible();
  await expect(detailsDialog(page)).toHaveCount(0);
});

/** Tab until `target` has focus, as a keyboard user would, failing if it never does. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

test('the whole flow works with the keyboard alone', async ({ page }) => {
  await page.goto(PRAGUE);
  const opener = page.getByRole('link', { name: 'Scopri le Date Disponibili' }).first();
  await tabTo(page, opener);
  await page.keyboard.press('Enter');

  const dates = datesDialog(page);
  await expect(dates.getByText('Gruppi max 10 persone')).toBeVisible();
  await tabTo(page, firstBookableDay(dates));
  await page.keyboard.press('Enter');

  const details = detailsDialog(page);
  const malpensa = details.getByRole('radio', { name: 'Milano Malpensa' });
  await expect(malpensa).toBeFocused();
  // Going on without an airport is refused with a message.
  await tabTo(page, details.getByRole('button', { name: 'Continua' }));
  await page.keyboard.press('Enter');
  await expect(details.getByRole('alert')).toHaveText("Scegli l'aeroporto da cui vuoi partire.");
  await expect(malpensa).toBeFocused();
  await page.keyboard.press('Space');
  await expect(malpensa).toBeChecked();
  await tabTo(page, details.getByRole('button', { name: 'Un viaggiatore in più' }));
  await page.keyboard.press('Enter');
  await expect(details.getByText('2 viaggiatori')).toBeVisible();
  await tabTo(page, details.getByRole('button', { name: 'Continua' }));
  await page.keyboard.press('Enter');

  const method = methodDialog(page);
  await expect(method).toBeVisible();
  const whatsapp = method.getByRole('button', { name: /Prenota su WhatsApp/ });
  await tabTo(page, whatsapp);
  const text = await bookOnWhatsapp(page, () => page.keyboard.press('Enter'));
  expect(text).toContain('per 2 viaggiatori');

  await page.bringToFront();
  await page.keyboard.press('Escape');
  await expect(method).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the choice survives a reload and resumes at the booking method', async ({ page }) => {
  const dates = await openDates(page);
  await firstBookableDay(dates).click();
  const { from, to } = await fillDetails(page, 1);

  await page.reload();
  await page.getByRole('link', { name: 'Scopri le Date Disponibili' }).first().click();

  const method = methodDialog(page);
  await expect(method.getByText('Abbiamo ripreso la scelta che avevi fatto poco fa.')).toBeVisible();
  await expect(method).toContainText(`${from} - ${to}`);
  await method.getByRole('button', { name: 'Cambia data' }).click();
  await expect(datesDialog(page)).toBeVisible();
});

test('nothing in the dialogs scrolls sideways at 360px', { tag: PHONE_ONLY }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const fitsTheScreen = () =>
    page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]');
      return (
        dialog !== null &&
        dialog.scrollWidth <= dialog.clientWidth &&
        document.documentElement.scrollWidth <= window.innerWidth
      );
    });
  const dates = await openDates(page);
  expect(await fitsTheScreen()).toBe(true);

  await firstBookableDay(dates).click();
  await expect(detailsDialog(page)).toBeVisible();
  expect(await fitsTheScreen()).toBe(true);

  await fillDetails(page, 1);
  expect(await fitsTheScreen()).toBe(true);
});
