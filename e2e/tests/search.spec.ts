import type { Page } from '@playwright/test';
import { expect, LAYOUT, PHONE_ONLY, test } from '../support/test.ts';

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
  return { dialog, input: dialog.getByRole('searchbox', { name: 'Destinazione' }) };
}

function results(page: Page) {
  return page.getByRole('dialog').getByRole('list', { name: 'Viaggi trovati' }).getByRole('link');
}

test('the search finds Japan by country and by city, and opens its page', async ({ page, isMobile }) => {
  await page.goto('/');
  const { dialog, input } = await openSearch(page, isMobile);
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('placeholder', 'Tokyo, Maldive, New York, Dubai...');

  await input.fill('giappone');
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toContainText('Giappone: Tokyo, Kyoto e Nara');
  await expect(results(page).first()).toContainText('da 2.400 € per persona');

  await input.fill('Kyoto');
  await expect(results(page)).toHaveCount(1);
  await results(page).first().click();

  await expect(page).toHaveURL(/\/travel\/giappone-tokyo-kyoto-nara$/);
  await expect(dialog).toBeHidden();
});

test('the search ignores case and accents and looks through highlights', async ({ page, isMobile }) => {
  await page.goto('/travel');
  const { input } = await openSearch(page, isMobile);

  await input.fill('PETRA');
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toHaveAttribute('href', '/travel/giordania-petra-wadi-rum');

  await input.fill('cordoba');
  await expect(results(page).first()).toHaveAttribute('href', '/travel/andalusia-siviglia-cordoba-granada');

  await input.fill('aurora');
  await expect(results(page).first()).toHaveAttribute('href', '/travel/islanda-aurora');

  await input.fill('jokulsarlon');
  await expect(results(page).first()).toHaveAttribute('href', '/travel/islanda-classic');
});

test('the suggestion tiles search for themselves; a place without trips leads to the contact form', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const { dialog, input } = await openSearch(page, isMobile);

  await dialog.getByRole('button', { name: 'Tokyo & Kyoto' }).click();
  await expect(input).toHaveValue('Tokyo & Kyoto');
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toHaveAttribute('href', '/travel/giappone-tokyo-kyoto-nara');

  await dialog.getByRole('button', { name: 'Maldive' }).click();
  await expect(input).toHaveValue('Maldive');
  await expect(results(page)).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveText('Nessun viaggio trovato per «Maldive»');
  const ask = dialog.getByRole('link', { name: 'Chiedi informazioni su Maldive' });
  await expect(ask).toHaveAttribute('href', '/contact?destination=Maldive');

  await ask.click();
  await expect(page).toHaveURL(/\/contact\?destination=Maldive$/);
  await expect(dialog).toBeHidden();
});

test('on a 390px phone the search opens from the menu', { tag: PHONE_ONLY }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Cerca destinazioni' })).toBeHidden();
  const menuButton = header.getByRole('button', { name: 'Menu principale' });
  await menuButton.click();

  await header.getByRole('button', { name: 'Cerca Destinazioni' }).click();

  const dialog = page.getByRole('dialog', { name: 'Cerca la tua destinazione' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(390);
  await dialog.getByRole('searchbox').fill('kenya');
  await expect(results(page)).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test(
  'Escape and the close button close the search and return focus to the button that opened it',
  { tag: LAYOUT },
  async ({ page, isMobile }) => {
    await page.goto('/travel');
    const header = page.getByRole('banner');
    // On a phone the search opens from the menu, and focus goes back to the menu button.
    const opener = header.getByRole('button', { name: isMobile ? 'Menu principale' : 'Cerca destinazioni' });
    if (!isMobile) await expect(opener).toHaveText('Cerca');

    const { dialog } = await openSearch(page, isMobile);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await openSearch(page, isMobile);
    await dialog.getByRole('button', { name: 'Chiudi la ricerca' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  },
);

test('focus stays inside the open search', { tag: LAYOUT }, async ({ page, isMobile }) => {
  await page.goto('/');
  const { dialog } = await openSearch(page, isMobile);

  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
});

test('the search code is fetched only when it is needed, not with the home page', async ({ page, isMobile }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Le nostre destinazioni' }).getByRole('article')).toHaveCount(11);
  expect(scripts.some((url) => /SearchOverlay/.test(url))).toBe(false);

  await openSearch(page, isMobile);
  expect(scripts.some((url) => /SearchOverlay/.test(url))).toBe(true);
});
