import { expect, test } from '@playwright/test';

// Requests only, no browser page: once is enough.

test('every address in the sitemap answers 200 and names itself as canonical', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const addresses = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(addresses.length).toBeGreaterThan(10);

  const problems: string[] = [];
  for (const address of addresses) {
    // The sitemap names the public address; the test's server listens on another host.
    const response = await request.get(new URL(address).pathname, { maxRedirects: 0 });
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(await response.text())?.[1];
    if (response.status() !== 200 || canonical !== address) {
      problems.push(`${address}: ${response.status()}, canonical ${canonical ?? 'none'}`);
    }
  }
  expect(problems).toEqual([]);
});
