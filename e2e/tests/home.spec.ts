import type { Page } from '@playwright/test';
import { expect, LAYOUT, PHONE_ONLY, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/a11y.ts';

interface TripSummary {
  slug: string;
  title: string;
  priceCents: number;
}

function euros(cents: number): string {
  return `${new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(cents / 100)} €`;
}

async function openSearch(page: Page, isMobile: boolean) {
  const header = page.getByRole('banner');
  if (isMobile) {
    await header.getByRole('button', { name: 'Menu principale' }).click();
    await header.getByRole('button', { name: 'Cerca Destinazioni' }).click();
  } else {
    await header.getByRole('button', { name: 'Cerca destinazioni' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Cerca la tua destinazione' });
  await expect(dialog).toBeVisible();
  return dialog;
}

function destinations(page: Page) {
  return page.getByRole('region', { name: 'Le nostre destinazioni' });
}

/** The trip cards of the page: the destinations grid on home, the whole list on /travel. */
function tripCards(page: Page, path: string) {
  return (path === '/' ? destinations(page) : page.getByRole('main')).getByRole('article');
}

/** A visitor who answered the cookie banner on an earlier visit: no banner covers the bottom of the page. */
async function withChoiceMade(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: false, decidedAt: '2026-01-01T09:00:00.000Z' }));
  });
}

test('the home page shows a card for each of the 11 trips, with the prices of the API', async ({ page, request }) => {
  const response = await request.get('/api/v1/trips');
  expect(response.ok()).toBe(true);
  const trips = (await response.json()) as TripSummary[];
  expect(trips).toHaveLength(11);

  await page.goto('/');
  const cards = destinations(page).getByRole('article');
  await expect(cards).toHaveCount(11);

  const prague = cards.filter({ has: page.getByRole('heading', { name: /Praga/ }) });
  await expect(prague).toContainText('da 800 €');
  await expect(prague).toContainText('per persona');
  await expect(prague).toContainText('5 giorni / 4 notti');

  for (const trip of trips) {
    const card = cards.filter({ has: page.getByRole('heading', { name: trip.title, exact: true }) });
    await expect(card).toContainText(`da ${euros(trip.priceCents)}`);
  }
});

test('a whole card leads to its trip page', { tag: LAYOUT }, async ({ page }) => {
  await page.goto('/');
  const prague = destinations(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /Praga/ }) });

  // Near the top corner, on the picture: the card itself is the link, not only its button.
  await prague.click({ position: { x: 24, y: 24 } });

  await expect(page).toHaveURL(/\/travel\/praga-tour-culturale$/);
});

test('the Iceland promotion remembers where the visitor came from and opens the trip', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: "Viaggi in piccoli gruppi, accompagnati dall'Italia" });
  await expect(hero.getByRole('heading', { level: 2, name: 'Islanda Classic' })).toBeVisible();
  await expect(hero).toContainText('6 giorni / 5 notti');
  await expect(hero).toContainText('da 1.600 €');
  await hero.getByRole('link', { name: "Scopri l'itinerario" }).click();

  await expect(page).toHaveURL(/\/travel\/islanda-classic$/);
  expect(await page.evaluate(() => localStorage.getItem('referralSource'))).toBe('home-promo-islanda');
});

test("the Iceland promotion's 'Scopri le date di partenza' opens the trip's dates dialog on the home page", async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: "Viaggi in piccoli gruppi, accompagnati dall'Italia" });

  const dates = hero.getByRole('link', { name: 'Scopri le date di partenza' });
  // Before the app takes the page over, the same link leads to the page that opens the dialog.
  await expect(dates).toHaveAttribute('href', '/richiesta-informazioni?destination=islanda-classic');
  await dates.click();

  const dialog = page.getByRole('dialog', { name: 'Date di Partenza Disponibili' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Islanda Classic');
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the hero picture is requested at once and with high priority', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('img[src="/images/trips/home-hero.svg"]');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  expect(await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('reviews, claims and team come from the site settings', async ({ page }) => {
  await page.goto('/');
  const reviews = page.getByRole('region', { name: 'Cosa dicono i nostri viaggiatori' });
  await expect(reviews).toContainText('4,9 su 5');
  await expect(reviews).toContainText('da 127 recensioni');
  await expect(reviews).toContainText('350+');
  await expect(reviews.getByRole('list', { name: 'Recensioni' }).getByRole('listitem')).toHaveCount(7);
  const readAll = reviews.getByRole('link', { name: /Leggi tutte le recensioni/ });
  await expect(readAll).toHaveAttribute('target', '_blank');
  await expect(readAll).toHaveAttribute('rel', /noopener/);

  const team = page.getByRole('region', { name: 'Le persone che ti accompagnano' });
  await expect(team.getByRole('heading', { level: 3 })).toHaveCount(3);
});

test(
  "'Torna su' appears only after scrolling and brings the visitor back to the top",
  { tag: LAYOUT },
  async ({ page }) => {
    await withChoiceMade(page);
    await page.goto('/');
    await expect(destinations(page).getByRole('article')).toHaveCount(11);
    const backToTop = page.getByRole('button', { name: 'Torna su, in cima alla pagina' });
    await expect(backToTop).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(backToTop).toBeVisible();
    await expect(backToTop).toHaveText('Torna su');

    await backToTop.click();

    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  },
);

test('the trip list groups the trips by kind with an accessible filter', async ({ page }) => {
  await page.goto('/travel');
  await expect(page).toHaveTitle(/^I nostri viaggi \| ATI Viaggi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'I nostri viaggi' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(11);

  const filter = page.getByRole('group', { name: 'Mostra i viaggi per tipo' });
  await filter.getByRole('button', { name: 'Safari' }).click();

  await expect(filter.getByRole('button', { name: 'Safari' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Kenya');
  await expect(page).toHaveURL(/\/travel\?categoria=safari$/);

  await page.reload();
  await expect(cards).toHaveCount(1);
  await filter.getByRole('button', { name: 'Tutti' }).click();
  await expect(cards).toHaveCount(11);
});

for (const path of ['/', '/travel']) {
  test(
    `${path} has no WCAG A/AA violations, with the search closed and open`,
    { tag: LAYOUT },
    async ({ page, isMobile }) => {
      await page.goto(path);
      await expect(tripCards(page, path)).toHaveCount(11);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);

      const dialog = await openSearch(page, isMobile);
      await dialog.getByRole('searchbox', { name: 'Destinazione' }).fill('islanda');
      await expect(dialog.getByRole('list', { name: 'Viaggi trovati' }).getByRole('link')).toHaveCount(2);
      await expectNoAxeViolations(page);

      await dialog.getByRole('searchbox', { name: 'Destinazione' }).fill('Maldive');
      await expect(dialog.getByRole('status')).toContainText('Nessun viaggio trovato');
      await expectNoAxeViolations(page);
    },
  );
}

for (const path of ['/', '/travel']) {
  test(`nothing scrolls sideways on ${path} at 360px`, { tag: PHONE_ONLY }, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await expect(tripCards(page, path)).toHaveCount(11);
    if (path === '/')
      await expect(page.getByRole('region', { name: 'Le persone che ti accompagnano' }).getByRole('img')).toHaveCount(
        3,
      );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
