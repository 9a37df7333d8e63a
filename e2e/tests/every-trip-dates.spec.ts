import { expect, test } from '../support/test.ts';

interface TripSummary {
  slug: string;
  title: string;
}

interface Departure {
  startDate: string;
  spotsAvailable: number;
}

/** 'maggio 2027', the month heading of the departures list. */
function monthOf(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: false, decidedAt: new Date().toISOString() }));
  });
});

// Every trip page is the same template: each one offers its own departures, read from the database.
test('every trip of the catalogue offers its departures in the dates dialog', async ({ page }) => {
  test.setTimeout(120_000);
  const trips = (await (await page.request.get('/api/v1/trips')).json()) as TripSummary[];
  expect(trips).toHaveLength(11);

  for (const trip of trips) {
    const departures = (await (await page.request.get(`/api/v1/trips/${trip.slug}/departures`)).json()) as Departure[];
    expect(departures.length, trip.slug).toBeGreaterThan(0);

    await page.goto(`/travel/${trip.slug}`);
    await page.getByRole('link', { name: 'Scopri le Date Disponibili' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Date di Partenza Disponibili' });
    await expect(dialog, trip.slug).toContainText(trip.title);
    await expect(dialog.getByText(`Partenze di ${monthOf(departures[0].startDate)}`, { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});
