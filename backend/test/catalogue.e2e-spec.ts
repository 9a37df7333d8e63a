import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The agency's price table (euro) and trip lengths (days), as published. */
const PRICE_TABLE: [slug: string, price: number, single: number | null, days: number][] = [
  ['praga-tour-culturale', 800, null, 5],
  ['vienna-tour-culturale', 900, 290, 6],
  ['islanda-classic', 1600, null, 6],
  ['islanda-aurora', 1600, null, 6],
  ['giordania-petra-wadi-rum', 1400, 360, 7],
  ['andalusia-siviglia-cordoba-granada', 1000, 320, 7],
  ['giappone-tokyo-kyoto-nara', 2400, 590, 9],
  ['kenya-safari-diani', 2900, 550, 8],
  ['marocco-casablanca-fes-marrakech', 1000, 280, 7],
  ['thailandia', 1600, null, 8],
  ['usa-ovest', 2900, 680, 10],
];

describe('catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the eleven trips of the price table', async () => {
    const res = await request(t.server).get('/api/v1/trips').expect(200);
    expect(res.body.map((trip: { slug: string }) => trip.slug).sort()).toEqual(
      PRICE_TABLE.map(([slug]) => slug).sort(),
    );
  });

  it.each(PRICE_TABLE)('%s costs %i € (single %p), %i days', async (slug, price, single, days) => {
    const list = await request(t.server).get('/api/v1/trips').expect(200);
    const trip = list.body.find((item: { slug: string }) => item.slug === slug);
    expect(trip).toMatchObject({
      priceCents: price * 100,
      singleSupplementCents: single === null ? null : single * 100,
      durationDays: days,
      durationNights: days - 1,
      imageUrl: `/images/trips/${slug}.svg`,
    });
    expect(trip.title.length).toBeGreaterThan(3);
    expect(trip.imageAlt.length).toBeGreaterThan(10);

    const detail = await request(t.server).get(`/api/v1/trips/${slug}`).expect(200);
    expect(detail.body.itinerary).toHaveLength(days);
    expect(detail.body.itinerary.map((d: { day: number }) => d.day)).toEqual(
      Array.from({ length: days }, (_, i) => i + 1),
    );
    expect(detail.body.infoSections.map((s: { id: string }) => s.id).sort()).toEqual([
      'documents',
      'excluded',
      'hotel',
      'included',
      'packing',
    ]);
    expect(detail.body.faqs.length).toBeGreaterThanOrEqual(6);
    expect(detail.body.hotels.length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['thailandia', { kind: 'fixedPerPerson', value: 50000 }],
    ['kenya-safari-diani', { kind: 'fixedPerPerson', value: 80000 }],
    ['usa-ovest', { kind: 'percent', value: 30 }],
    ['praga-tour-culturale', { kind: 'percent', value: 40 }],
    ['marocco-casablanca-fes-marrakech', { kind: 'percent', value: 40 }],
  ])('%s asks a deposit of %j', async (slug, policy) => {
    const res = await request(t.server).get(`/api/v1/trips/${slug}`).expect(200);
    expect(res.body.depositPolicy).toEqual(policy);
  });

  it.each([
    ['giordania-petra-wadi-rum', 10],
    ['vienna-tour-culturale', 10],
  ])('%s takes groups of at most %i', async (slug, size) => {
    const res = await request(t.server).get(`/api/v1/trips/${slug}`).expect(200);
    expect(res.body.maxGroupSize).toBe(size);
  });

  it.each([
    ['praga', 'praga-tour-culturale'],
    ['giordania', 'giordania-petra-wadi-rum'],
    ['giappone', 'giappone-tokyo-kyoto-nara'],
    ['marocco', 'marocco-casablanca-fes-marrakech'],
    ['andalusia', 'andalusia-siviglia-cordoba-granada'],
    ['andalusia-tour-culturale', 'andalusia-siviglia-cordoba-granada'],
    ['PRAGA', 'praga-tour-culturale'],
  ])('the alias %s answers %s', async (alias, slug) => {
    const res = await request(t.server).get(`/api/v1/trips/${alias}`).expect(200);
    expect(res.body.slug).toBe(slug);
  });

  it('answers an unknown trip with 404 TRIP_NOT_FOUND in Italian', async () => {
    const res = await request(t.server).get('/api/v1/trips/atlantide').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'TRIP_NOT_FOUND',
      message: 'Il viaggio che cerchi non esiste o non è più in catalogo.',
    });
  });

  it('speaks English where the trip has it and falls back to Italian elsewhere', async () => {
    const it = await request(t.server).get('/api/v1/trips/praga-tour-culturale').expect(200);
    const en = await request(t.server).get('/api/v1/trips/praga-tour-culturale?lang=en').expect(200);
    expect(en.body.title).not.toBe(it.body.title);
    expect(en.body.itinerary).toEqual(it.body.itinerary);
    expect(en.body.priceCents).toBe(it.body.priceCents);
  });

  it('refuses an unknown language with a 400 in Italian', async () => {
    const res = await request(t.server).get('/api/v1/trips?lang=de').expect(400);
    expect(res.body.message).toBe('Lingua non supportata: usa it oppure en.');
  });

  it('lets clients revalidate with the ETag', async () => {
    const first = await request(t.server).get('/api/v1/trips').expect(200);
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    await request(t.server).get('/api/v1/trips').set('if-none-match', first.headers.etag).expect(304);
  });
});

describe('catalogue compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['br', 'gzip'])('sends the same trip compressed with %s to a browser that accepts it', async (encoding) => {
    const plain = await request(t.server)
      .get('/api/v1/trips/kenya-safari-diani')
      .set('accept-encoding', 'identity')
      .expect(200);
    const compressed = await request(t.server)
      .get('/api/v1/trips/kenya-safari-diani')
      .set('accept-encoding', `${encoding}, deflate`)
      .expect(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(Number(compressed.headers['content-length'])).toBeLessThan(
      Buffer.byteLength(JSON.stringify(plain.body)) / 2,
    );
    expect(compressed.body).toEqual(plain.body);
    expect(compressed.headers.etag).toBe(plain.headers.etag);
  });
});
