// @vitest-environment node
// No window here, as on the server: a component that reads the browser while rendering fails.
import { describe, expect, it } from 'vitest';
import type { TripDetailDto } from '../../api';
import {
  indexedPagePaths,
  renderAddress,
  renderPage,
  type Language,
  type PageDataSource,
  type RenderPageResult,
} from '../../entry-server';
import { buildTrip } from '../../features/trip/__tests__/fixtures';
import { siteSettings, tripSummary } from '../../test/site-settings.fixture';

const TEMPLATE = `<!doctype html>
<html lang="it-IT">
  <head>
    <title>Titolo di base</title>
    <meta name="description" content="Descrizione di base" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-state-->
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

const praga = buildTrip();
const trips: Record<string, TripDetailDto> = { 'praga-tour-culturale': praga, praga };

const data: PageDataSource = {
  site: () => siteSettings(),
  trips: () => [
    tripSummary('praga-tour-culturale', praga.title),
    tripSummary('kenya-safari', 'Kenya: safari e mare di Diani'),
  ],
  trip: (slugOrAlias) => trips[slugOrAlias] ?? null,
};

function render(url: string, language: Language = 'it', source: PageDataSource = data) {
  return renderPage({ url, language, origin: 'https://www.example.it', template: TEMPLATE, data: source });
}

function page(result: RenderPageResult) {
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  const { html } = result;
  const body = html.slice(html.indexOf('<div id="root">'));
  return {
    status: result.status,
    html,
    head: html.slice(0, html.indexOf('</head>')),
    // What a reader sees: the elements' text, entities decoded.
    text: body
      .replace(/<script[\s\S]*?<\/script>|<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' '),
  };
}

describe('server render', () => {
  it('sends the home page readable before any script: hero, destinations, footer', async () => {
    const home = page(await render('/'));

    expect(home.status).toBe(200);
    expect(home.html).toContain('<html lang="it-IT">');
    expect(home.text).toContain("Viaggi in piccoli gruppi, accompagnati dall'Italia");
    expect(home.text).toContain("Praga, la città d'oro");
    expect(home.text).toContain('Kenya: safari e mare di Diani');
    expect(home.text).toContain('Via Fillungo 112');
  });

  it('puts the page title, description, canonical and social tags in the head, replacing the defaults', async () => {
    const trip = page(await render('/travel/praga-tour-culturale'));

    expect(trip.head).toContain("<title>Praga, la città d'oro | ATI Viaggi</title>");
    expect(trip.head).not.toContain('Titolo di base');
    expect(trip.head).not.toContain('Descrizione di base');
    expect(trip.head).toContain('<link rel="canonical" href="https://www.example.it/travel/praga-tour-culturale">');
    expect(trip.head).toContain(
      '<meta property="og:image" content="https://www.example.it/images/trips/praga-tour-culturale.svg">',
    );
    expect(trip.head).toMatch(/<meta name="description" content="[^"]+">/);
    expect(trip.head).toContain(
      '<link rel="preload" as="image" href="/images/trips/praga-tour-culturale.svg" fetchpriority="high">',
    );
    expect(trip.head).toContain('"@type":"TouristTrip"');
    expect(trip.head).toContain('"@type":"TravelAgency"');
    expect(trip.text).toContain('Cinque giorni tra castelli e ponti sulla Moldava');
  });

  it('carries the data it rendered with, so that the browser takes the page over without asking again', async () => {
    const { html } = page(await render('/travel/praga-tour-culturale'));
    const json = /<script id="app-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const state = JSON.parse(json!) as { language: string; queries: { queries: Array<{ key: unknown[] }> } };

    expect(state.language).toBe('it');
    expect(state.queries.queries.map((query) => query.key)).toEqual(
      expect.arrayContaining([['site'], ['trips', 'it'], ['trip', 'praga-tour-culturale', 'it']]),
    );
  });

  it('has no script the content security policy would block: only files and data blocks', async () => {
    for (const url of ['/', '/travel/praga-tour-culturale', '/contact', '/about', '/pagina-che-non-esiste']) {
      const { html } = page(await render(url));
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      for (const script of scripts) expect(script).toMatch(/type="(application\/json|application\/ld\+json|module)"/);
    }
  });

  it('keeps a title that contains markup inert in the head and in the data blocks', async () => {
    const hostile = buildTrip({ title: 'Praga </script><script>alert(1)</script>' });
    const result = page(await render('/travel/praga-tour-culturale', 'it', { ...data, trip: () => hostile }));

    expect(result.html).not.toContain('<script>alert(1)');
    expect(result.head).toContain(
      '<title>Praga &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | ATI Viaggi</title>',
    );
  });

  it.each([
    ['/travel/praga', '/travel/praga-tour-culturale'],
    ['/ads-special/travel/praga?utm_source=fb', '/ads-special/travel/praga-tour-culturale?utm_source=fb'],
  ])('moves the alias %s to the trip’s own address %s', async (url, location) => {
    expect(await render(url)).toEqual({ kind: 'redirect', location });
  });

  it.each(['/travel/atlantide', '/pagina-che-non-esiste'])(
    'answers %s with the not-found page and status 404',
    async (url) => {
      const missing = page(await render(url));

      expect(missing.status).toBe(404);
      expect(missing.text).toContain('Oops! Pagina non trovata');
      expect(missing.head).toContain('<meta name="robots" content="noindex, nofollow">');
      // The same page at every unknown address: it names none of them.
      expect(missing.head).not.toContain('rel="canonical"');
      expect(missing.head).not.toContain('og:url');
    },
  );

  it.each([
    "/nope$'",
    '/nope$`',
    '/nope$&',
    '/contact?message=%24%60',
    "/contact?message=%24'",
    '/contact?message=%24%26',
  ])('puts %s into the page as written: one root element, the data block whole', async (url) => {
    const { html } = page(await render(url));

    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    const state = /<script id="app-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(() => JSON.parse(state!) as unknown).not.toThrow();
  });

  it('puts a trip whose text holds $ patterns into the page as written', async () => {
    const priced = buildTrip({ title: "Praga $' $` $& $$ tour" });
    const trip = page(await render('/travel/praga-tour-culturale', 'it', { ...data, trip: () => priced }));

    expect(trip.html.match(/<div id="root">/g)).toHaveLength(1);
    expect(trip.head).toContain("<title>Praga $' $` $&amp; $$ tour | ATI Viaggi</title>");
    expect(trip.text).toContain("Praga $' $` $& $$ tour");
  });

  it.each(indexedPagePaths)('gives the indexed page %s its own address as canonical', async (path) => {
    const indexed = page(await render(path));

    expect(indexed.status).toBe(200);
    expect(indexed.head).toContain(`<link rel="canonical" href="https://www.example.it${path}">`);
  });

  it('renders in English for a visitor who chose it', async () => {
    const about = page(await render('/about', 'en'));

    expect(about.html).toContain('<html lang="en">');
    expect(about.head).toContain('<title>About us | ATI Viaggi</title>');
    expect(about.head).toContain('<meta property="og:locale" content="en_GB">');
  });

  it('renders in English the strings its features fetch on demand: the home page, the trip cards, the list', async () => {
    const home = page(await render('/', 'en'));
    const list = page(await render('/travel', 'en'));
    const italianHome = page(await render('/'));

    expect(home.text).toContain('Small-group trips, escorted from Italy');
    expect(home.text).toContain('What our travellers say');
    expect(home.text).toContain('Discover the itinerary');
    expect(list.text).toContain('Our trips');
    expect(list.text).toContain('2 trips');
    expect(italianHome.text).toContain('Cosa dicono i nostri viaggiatori');
    expect(italianHome.text).toContain('Scopri itinerario');
  });
});

describe('renderAddress', () => {
  it.each([
    ['/?fbclid=abc', '/'],
    ['/?n=1', '/'],
    ['/about?gclid=1&utm_source=fb', '/about'],
    ['/travel/praga-tour-culturale?fbclid=x', '/travel/praga-tour-culturale'],
    ['/travel?categoria=safari&fbclid=x', '/travel?categoria=safari'],
    ['/contact?fbclid=x&destination=Praga&date=10%2F05%2F2027', '/contact?destination=Praga&date=10%2F05%2F2027'],
    ['/ads-special/contact?message=Ciao&gclid=7', '/ads-special/contact?message=Ciao'],
  ])('reads %s as %s: the path and the query parameters the page reads', (url, address) => {
    expect(renderAddress(url)).toBe(address);
  });

  it('reads every address no page has as one and the same', () => {
    const unknown = ['/nope', "/nope$'", '/pagina/che/non/esiste?x=1', '/ads-special/nope'].map(renderAddress);

    expect(new Set(unknown).size).toBe(1);
    expect(renderAddress('/')).not.toBe(unknown[0]);
  });

  it.each(['/admin', '/admin/staff', '/admin/login?ritorno=%2Fadmin', '/link'])(
    'leaves %s to the browser: the admin area is never rendered on the server',
    (url) => {
      expect(renderAddress(url)).toBeNull();
    },
  );

  it.each([
    '/booking',
    '/booking/Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4f',
    '/prenotazione/Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4f',
    '/payment-custom/3f6c1a2e-8b4d-4c9e-9a7f-1d2e3f4a5b6c',
    '/bank-transfer-success/3f6c1a2e-8b4d-4c9e-9a7f-1d2e3f4a5b6c',
    '/bank-transfer-confirmation/3f6c1a2e-8b4d-4c9e-9a7f-1d2e3f4a5b6c',
  ])('leaves %s to the browser: a token or a booking id is never rendered nor kept by the server', (url) => {
    expect(renderAddress(url)).toBeNull();
  });

  it('renders the one not-found address as the not-found page', async () => {
    const missing = page(await render(renderAddress('/nope')!));

    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Oops! Pagina non trovata');
  });
});
