import { expect, PHONE_ONLY, test } from '../support/test.ts';

// What a reader sees on a 390 × 844 phone (the 'phone' project); the desktop has room to spare.

test(
  'the cookie banner leaves most of the first screen to the page, with its two choices alike',
  { tag: PHONE_ONLY },
  async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie e pubblicità' });
    await expect(banner).toBeVisible();

    const viewport = page.viewportSize()!;
    const box = (await banner.boundingBox())!;
    expect(box.height / viewport.height).toBeLessThanOrEqual(0.36);

    // The details are one tap away, on the privacy page.
    await expect(banner.getByRole('link', { name: /informativa sulla privacy/i })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    const accept = banner.getByRole('button', { name: 'Accetta' });
    const reject = banner.getByRole('button', { name: 'Rifiuta' });
    const [acceptBox, rejectBox] = [(await accept.boundingBox())!, (await reject.boundingBox())!];
    expect(Math.round(acceptBox.width)).toBe(Math.round(rejectBox.width));
    expect(Math.round(acceptBox.height)).toBe(Math.round(rejectBox.height));
    expect(acceptBox.height).toBeGreaterThanOrEqual(48);
    const look = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.fontSize, style.fontWeight, style.color, style.backgroundColor, style.borderColor];
      });
    expect(await look(accept)).toEqual(await look(reject));

    // Readers over 45: the banner's text is no smaller than the page's.
    const textSize = await banner
      .locator('p')
      .first()
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(textSize).toBeGreaterThanOrEqual(18);
  },
);

test("'Torna su' is announced with the words it shows", { tag: PHONE_ONLY }, async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookieConsent') === null) {
      localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ marketing: false, decidedAt: '2026-01-01T09:00:00.000Z' }),
      );
    }
  });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 1200));

  const backToTop = page.getByRole('button', { name: /^Torna su/ });
  await expect(backToTop).toBeVisible();
  await expect(backToTop).toHaveText('Torna su');
  await expect(backToTop).toHaveAccessibleName(/Torna su/);

  // WCAG 2.5.3: whoever says what they see (voice control) reaches every control of the page.
  const namesWithoutTheirWords = await page.locator('button[aria-label], a[aria-label]').evaluateAll((controls) =>
    controls
      .map((control) => ({
        shown: (control as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        name: control.getAttribute('aria-label') ?? '',
      }))
      .filter(({ shown, name }) => shown !== '' && !name.toLowerCase().includes(shown.toLowerCase())),
  );
  expect(namesWithoutTheirWords).toEqual([]);
});
