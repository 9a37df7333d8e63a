import fs from 'node:fs';
import path from 'node:path';
import { CatalogueService } from '../src/catalogue/catalogue.service.js';
import { SiteService } from '../src/site/site.service.js';
import { PAGE_LIMIT, type PageAnswer, PageRenderer, RENDERS_IN_FLIGHT_LIMIT } from '../src/spa/page-renderer.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The built server render (frontend/dist-server) with the real catalogue and settings behind it. */
describe('server render of pages: what is rendered again and what is served from memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function newRenderer(): Promise<PageRenderer> {
    const template = fs.readFileSync(path.join(t.config.frontendDistDir, 'index.html'), 'utf8');
    const renderer = await PageRenderer.load(
      t.config.frontendServerDir,
      template,
      'https://www.example.it',
      t.app.get(CatalogueService),
      t.app.get(SiteService),
    );
    if (!renderer) throw new Error(`${t.config.frontendServerDir} is not built: run "npm run build" first`);
    return renderer;
  }

  const status = (page: PageAnswer | null) => (page?.kind === 'page' ? page.status : page?.kind);

  it('renders the home page once for 1 000 addresses that differ only in a query it does not read', async () => {
    const renderer = await newRenderer();

    for (let i = 0; i < 1000; i += 1) expect(status(await renderer.render(`/?x=${i}`, 'it'))).toBe(200);

    expect(renderer.rendersStarted).toBe(1);
  });

  it('renders a page once for every visitor from an advertisement (each with a click id of their own)', async () => {
    const renderer = await newRenderer();
    const clicks = Array.from({ length: 200 }, (_, i) =>
      i % 2
        ? `/ads-special/contact?destination=Praga&gclid=${i}`
        : `/ads-special/contact?destination=Praga&fbclid=${i}`,
    );

    const pages = await Promise.all(clicks.map((url) => renderer.render(url, 'it')));

    expect(pages.map(status)).toEqual(clicks.map(() => 200));
    expect(renderer.rendersStarted).toBe(1);
  });

  it('renders again for a query the page reads: the trip details the contact page is given', async () => {
    const renderer = await newRenderer();

    await renderer.render('/contact?destination=Praga', 'it');
    await renderer.render('/contact?destination=Vienna', 'it');
    await renderer.render('/contact?destination=Praga&utm_source=fb', 'it');

    expect(renderer.rendersStarted).toBe(2);
  });

  it('never renders nor keeps an admin address: the browser draws the admin area', async () => {
    const renderer = await newRenderer();

    for (const url of ['/admin', '/admin/staff', '/admin/richieste?pagina=2', '/admin/login?ritorno=/admin', '/link']) {
      expect(await renderer.render(url, 'it')).toEqual({ kind: 'browser-only' });
    }

    expect(renderer.rendersStarted).toBe(0);
  });

  it('never renders nor keeps an address holding a booking link token, a booking page token or a booking id', async () => {
    const renderer = await newRenderer();
    const token = 'Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4f';
    // The customer's own booking page, the link of every e-mail (base64url).
    const pageToken = 'q7Rk2-Lm_9XzT4bN8vH0cYs3dJ6eA1uW';
    const bookingId = '3f6c1a2e-8b4d-4c9e-9a7f-1d2e3f4a5b6c';

    for (const url of [
      '/booking',
      `/booking/${token}`,
      `/prenotazione/${token}`,
      `/la-mia-prenotazione/${pageToken}`,
      `/payment-custom/${bookingId}`,
      `/bank-transfer-success/${bookingId}`,
      `/bank-transfer-confirmation/${bookingId}?x=1`,
    ]) {
      expect(await renderer.render(url, 'it')).toEqual({ kind: 'browser-only' });
    }

    expect(renderer.rendersStarted).toBe(0);
  });

  it('keeps one not-found page per language for every unknown address', async () => {
    const renderer = await newRenderer();

    for (let i = 0; i < 300; i += 1) {
      expect(status(await renderer.render(`/pagina-${i}`, 'it'))).toBe(404);
      expect(status(await renderer.render(`/ads-special/page-${i}?x=${i}`, 'en'))).toBe(404);
    }

    expect(renderer.rendersStarted).toBe(2);
  });

  it('keeps the pages it has while unknown addresses pour in', async () => {
    const renderer = await newRenderer();
    await renderer.render('/about', 'it');

    for (let i = 0; i <= PAGE_LIMIT; i += 1) await renderer.render(`/travel/viaggio-${i}`, 'it');
    const rendersBefore = renderer.rendersStarted;
    await renderer.render('/about', 'it');

    expect(renderer.rendersStarted).toBe(rendersBefore);
  });

  it(`renders at most ${RENDERS_IN_FLIGHT_LIMIT} pages at once and sends the others bare`, async () => {
    const renderer = await newRenderer();
    const urls = Array.from({ length: RENDERS_IN_FLIGHT_LIMIT + 3 }, (_, i) => `/contact?destination=Meta${i}`);

    const pages = await Promise.all(urls.map((url) => renderer.render(url, 'it')));

    expect(pages.filter((page) => page === null)).toHaveLength(3);
    expect(renderer.rendersStarted).toBe(RENDERS_IN_FLIGHT_LIMIT);
    // Once they are done, the next one is rendered.
    expect(status(await renderer.render(urls.at(-1)!, 'it'))).toBe(200);
  });

  it('moves a trip alias to its address with the visitor’s own query, rendered once', async () => {
    const renderer = await newRenderer();

    expect(await renderer.render('/travel/praga?fbclid=1', 'it')).toEqual({
      kind: 'redirect',
      location: '/travel/praga-tour-culturale?fbclid=1',
    });
    expect(await renderer.render('/travel/praga?fbclid=2', 'it')).toEqual({
      kind: 'redirect',
      location: '/travel/praga-tour-culturale?fbclid=2',
    });
    expect(await renderer.render('/travel/praga', 'it')).toEqual({
      kind: 'redirect',
      location: '/travel/praga-tour-culturale',
    });
    expect(renderer.rendersStarted).toBe(1);
  });
});
