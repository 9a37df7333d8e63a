import type { Page, Route } from '@playwright/test';
import { expect, LAYOUT, PHONE_ONLY, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';

const PRAGUE = '/travel/praga-tour-culturale';
const PRAGUE_TITLE = "Praga, la città d'oro";

test.beforeEach(async ({ page }) => {
  // The cookie banner is another screen's concern; deciding up front keeps it from covering the page.
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: false, decidedAt: new Date().toISOString() }));
  });
});

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

interface Departure {
  startDate: string;
  spotsAvailable: number;
  availability: 'available' | 'few' | 'soldout';
}

/** 'lunedì 10 maggio 2027': a calendar date in words, as the page writes it. */
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

function departure(startDate: string, spotsAvailable: number) {
  return {
    id: `3f1c5a9e-0b7d-4e2a-9c1f-6a8d2e4b7c${String(spotsAvailable).padStart(2, '0')}`,
    startDate,
    endDate: startDate,
    durationDays: 5,
    priceCents: 80000,
    previousPriceCents: null,
    spotsAvailable,
    totalSpots: 10,
    coordinators: ['Giulia', 'Marco'],
    availability: spotsAvailable <= 0 ? 'soldout' : spotsAvailable <= 4 ? 'few' : 'available',
  };
}

const DEPARTURES_API = '**/api/v1/trips/praga-tour-culturale/departures';

function answerDepartures(list: unknown[]) {
  return (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(list) });
}

function day(page: Page, n: number) {
  return page.getByRole('button', { name: new RegExp(`^Giorno ${n} · `) });
}

test('the Prague page shows its hero, its price per person and five itinerary days', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(PRAGUE);

  const hero = page.getByRole('region', { name: PRAGUE_TITLE });
  await expect(hero.getByRole('heading', { level: 1, name: PRAGUE_TITLE })).toBeVisible();
  await expect(hero.getByText('800 €')).toBeVisible();
  await expect(hero.getByText('per persona')).toBeVisible();
  await expect(hero.getByText('5 giorni / 4 notti')).toBeVisible();
  await expect(hero.getByText(/Supplemento camera singola/)).toHaveCount(0);
  await expect(hero.getByRole('img')).toHaveAttribute('src', '/images/trips/praga-tour-culturale.svg');
  await expect(hero.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  expect(
    await hero.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
  ).toBe(true);

  await expect(page.getByRole('button', { name: /^Giorno \d+ · / })).toHaveCount(5);
  await expect(day(page, 1)).toHaveAttribute('aria-expanded', 'true');
  const firstDay = page.getByRole('region', { name: /^Giorno 1 · / });
  await expect(firstDay.getByText('Mattina', { exact: true })).toBeVisible();
  await expect(firstDay.getByText('Pomeriggio/Sera', { exact: true })).toBeVisible();

  await day(page, 2).click();

  await expect(day(page, 2)).toHaveAttribute('aria-expanded', 'true');
  await expect(day(page, 1)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: /^Giorno 2 · / }).getByText('Mattina', { exact: true })).toBeVisible();
  await expect(firstDay).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('both dates buttons open the dates dialog of the trip, without leaving the page', async ({ page }) => {
  await page.goto(PRAGUE);
  const datesButtons = page.getByRole('link', { name: 'Scopri le Date Disponibili' });
  await expect(datesButtons).toHaveCount(2);

  for (const index of [0, 1]) {
    await datesButtons.nth(index).click();

    const dialog = page.getByRole('dialog', { name: 'Date di Partenza Disponibili' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(PRAGUE_TITLE);
    await expect(page).toHaveURL(/\/travel\/praga-tour-culturale$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});

test('without scripts the dates button still leads to the page that offers the dates', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PRAGUE);

  await page.getByRole('link', { name: 'Scopri le Date Disponibili' }).first().click();

  await expect(page).toHaveURL(/\/richiesta-informazioni\?destination=praga-tour-culturale$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Richiesta di informazioni viaggio' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: PRAGUE_TITLE })).toBeVisible();
  await context.close();
});

test('the information link leads to the contact page with the trip named by its title', async ({ page }) => {
  await page.goto(PRAGUE);

  await page.getByRole('link', { name: 'Scrivici per informazioni' }).click();

  await expect(page).toHaveURL(/\/contact\?destination=praga-tour-culturale$/);
  await expect(page.getByRole('region', { name: 'Dettagli del viaggio selezionato' })).toContainText(PRAGUE_TITLE);
});

test('the hero states the group size of the departures', async ({ page, request }) => {
  const departures = (await (await request.get('/api/v1/trips/praga-tour-culturale/departures')).json()) as Array<
    Departure & { totalSpots: number }
  >;
  await page.goto(PRAGUE);

  await expect(page.getByRole('region', { name: PRAGUE_TITLE })).toContainText('Gruppi di massimo 10 persone');
  for (const { totalSpots } of departures) expect(totalSpots).toBe(10);
});

test('the hero shows the next departure from the database, read by the browser and not by the server render', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/v1/trips/praga-tour-culturale/departures');
  expect(response.ok()).toBe(true);
  const next = ((await response.json()) as Departure[]).find((candidate) => candidate.spotsAvailable > 0);
  expect(next, 'the seeded trip has departures with seats').toBeDefined();

  const serverPage = await (await request.get(PRAGUE)).text();
  expect(serverPage).toContain(PRAGUE_TITLE);
  expect(serverPage).not.toContain('Prossima partenza');
  expect(serverPage).not.toMatch(/posti? rimast/);

  await page.goto(PRAGUE);
  const hero = page.getByRole('region', { name: PRAGUE_TITLE });
  await expect(hero).toContainText(`Prossima partenza: ${inWords(next!.startDate)}`);
  if (next!.availability === 'few') await expect(hero).toContainText(`${next!.spotsAvailable} post`);
  else await expect(hero).not.toContainText(/posti? rimast/);
});

test('few seats left are announced, with nothing on the page moving when the departures arrive', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(DEPARTURES_API, async (route) => {
    await held;
    await answerDepartures([departure('2027-05-10', 3), departure('2027-05-15', 9)])(route);
  });
  await page.goto(PRAGUE);
  const overview = page.getByRole('heading', { level: 2, name: 'Il viaggio in breve' });
  const before = await overview.boundingBox();

  release();

  const hero = page.getByRole('region', { name: PRAGUE_TITLE });
  await expect(hero.getByText('Solo 3 posti rimasti!')).toBeVisible();
  await expect(hero).toContainText('Prossima partenza: lunedì 10 maggio 2027');
  expect((await overview.boundingBox())?.y).toBe(before?.y);
});

/** Resolves once the page has drawn what the departures' answer changed. */
async function departuresShown(page: Page, answered: Promise<unknown>) {
  await answered;
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

test('without a departure the hero names none', async ({ page }) => {
  await page.route(DEPARTURES_API, answerDepartures([]));
  const answered = page.waitForResponse((response) => response.url().endsWith('/praga-tour-culturale/departures'));
  await page.goto(PRAGUE);
  await departuresShown(page, answered);

  const hero = page.getByRole('region', { name: PRAGUE_TITLE });
  await expect(hero.getByRole('link', { name: 'Scopri le Date Disponibili' })).toBeVisible();
  await expect(hero).not.toContainText('Prossima partenza');
  await expect(hero).not.toContainText(/posti? rimast/);
});

test('a failed read of the departures is only a quiet note', async ({ page }) => {
  await page.route(DEPARTURES_API, (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(PRAGUE);

  const hero = page.getByRole('region', { name: PRAGUE_TITLE });
  await expect(hero.getByText('Non riusciamo a mostrare la prossima partenza in questo momento.')).toBeVisible();
  await expect(hero).not.toContainText('Prossima partenza:');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the information and FAQ accordions open one item at a time, with the penalties as a table', async ({ page }) => {
  await page.goto(PRAGUE);

  const included = page.getByRole('button', { name: 'La quota comprende' });
  await expect(included).toHaveAttribute('aria-expanded', 'false');
  await included.click();
  const includedPanel = page.getByRole('region', { name: 'La quota comprende' });
  await expect(includedPanel.getByText('Nessuna cassa comune', { exact: true })).toBeVisible();
  await expect(includedPanel).not.toContainText('|');

  await page.getByRole('button', { name: 'Documenti necessari' }).click();
  await expect(included).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Documenti necessari' })).toContainText(
    "Carta d'identità o passaporto",
  );

  const penalties = page.getByRole('button', { name: 'Quali sono le penali in caso di cancellazione?' });
  await penalties.click();
  await expect(penalties).toHaveAttribute('aria-expanded', 'true');
  const table = page.getByRole('table', { name: 'Quali sono le penali in caso di cancellazione?' });
  const row = table.getByRole('row', { name: /Da 29 a 15 giorni prima/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText('50% della quota');

  await page.getByRole('button', { name: 'Come e quando si paga?' }).click();
  await expect(penalties).toHaveAttribute('aria-expanded', 'false');
  await expect(table).toHaveCount(0);
});

test('the Vienna page shows its single-room supplement', async ({ page }) => {
  await page.goto('/travel/vienna-tour-culturale');

  await expect(page.getByText('Supplemento camera singola 290 €')).toBeVisible();
});

test('an alias shows the trip and settles on its canonical address', async ({ page }) => {
  await page.goto('/travel/praga');

  await expect(page.getByRole('heading', { level: 1, name: PRAGUE_TITLE })).toBeVisible();
  await expect(page).toHaveURL(/\/travel\/praga-tour-culturale$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/travel\/praga-tour-culturale$/);
});

test('an unknown trip shows the not-found screen and its toast', async ({ page }) => {
  await page.goto('/travel/atlantide');

  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Pagina non trovata' })).toBeVisible();
  await expect(page.getByText('Pagina non trovata', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeVisible();
  // The shared toaster's colours are checked where it lives (components/ui/Toaster.tsx), not on this page.
  await expectNoAxeViolations(page);
});

test('the page is titled after the trip and describes it as a TouristTrip', async ({ page }) => {
  await page.goto(PRAGUE);

  await expect(page).toHaveTitle(`${PRAGUE_TITLE} | ATI Viaggi`);
  await expect(page.locator('meta[name="description"][content^="Cinque giorni tra castelli"]')).toHaveCount(1);
  // Under React 19, react-helmet-async leaves JSON-LD where <Seo> renders (in <main>); crawlers read it anywhere.
  const structured = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? '{}'),
    ),
  );
  const touristTrips = structured.filter((entry) => entry['@type'] === 'TouristTrip');
  expect(touristTrips).toHaveLength(1);
  const data = touristTrips[0];
  expect(data).toMatchObject({
    name: PRAGUE_TITLE,
    offers: { price: 800, priceCurrency: 'EUR' },
    provider: { '@type': 'TravelAgency', name: 'ATI Viaggi' },
  });
  expect(data.itinerary.itemListElement).toHaveLength(5);
});

test('in English the trip and the interface are in English', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await page.goto(PRAGUE);

  await expect(page.getByRole('heading', { level: 1, name: 'Prague, the golden city' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Day-by-day itinerary' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Day 1 · / })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('per person', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the Available Dates' }).first()).toBeVisible();
  await expect(page).toHaveTitle('Prague, the golden city | ATI Viaggi');
});

test('the trip page passes an accessibility scan with a day and a table open', { tag: LAYOUT }, async ({ page }) => {
  await page.goto(PRAGUE);
  await expect(day(page, 1)).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Quali sono le penali in caso di cancellazione?' }).click();
  await page.getByRole('button', { name: 'La quota comprende' }).click();

  await expectNoAxeViolations(page);
});

test('nothing scrolls sideways at 360px', { tag: PHONE_ONLY }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(PRAGUE);
  await expect(day(page, 1)).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Quali sono le penali in caso di cancellazione?' }).click();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
