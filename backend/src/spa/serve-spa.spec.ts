import { BROWSER_ONLY_PAGE_HEADERS, cacheControlFor } from './serve-spa.js';

describe('cacheControlFor', () => {
  it.each([
    ['/srv/dist/index.html', 'no-cache'],
    ['/srv/dist/assets/index-3f9a1c.js', 'public, max-age=31536000, immutable'],
    ['/srv/dist/assets/fonts/lora-latin.woff2', 'public, max-age=31536000, immutable'],
    ['/srv/dist/favicon.svg', 'public, max-age=3600'],
    ['/srv/dist/robots.txt', 'public, max-age=3600'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file, '/srv/dist')).toBe(expected);
  });
});

describe('BROWSER_ONLY_PAGE_HEADERS', () => {
  it('keeps the pages under a token, a booking id or the admin login out of caches, search engines and referrers', () => {
    expect(BROWSER_ONLY_PAGE_HEADERS).toEqual({
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'no-referrer',
    });
  });
});
