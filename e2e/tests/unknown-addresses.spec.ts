import { expect, test } from '../support/test.ts';

// Every unknown address is served the same rendered not-found page; each must still be taken
// over cleanly where it is.
test('unknown addresses show the not-found page, taken over without a script error', async ({ page }) => {
  test.slow(); // four full page loads and takeovers
  const problems: string[] = [];
  page.on('console', (message) => {
    // The browser reports the page's own 404 as an error: that one is expected.
    const ownStatus = message.location().url === page.url() && message.text().includes('status of 404');
    if (message.type() === 'error' && !ownStatus) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));

  for (const path of ['/pagina-che-non-esiste', "/nope$'", '/travel/roma/extra?fbclid=1', '/ads-special/nowhere']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Pagina non trovata' })).toBeVisible();
  }

  expect(problems).toEqual([]);
});
