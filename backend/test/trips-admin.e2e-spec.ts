import pg from 'pg';
import request from 'supertest';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import { insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import type { TestApp } from './support/test-app.js';

const VIENNA = 'vienna-tour-culturale';

/** The terms staff set on a trip: the single supplement (DECISIONS 33) and the minimum group (34). */
describe('admin trips', () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  let address = 0;

  const admin = {
    get: (path: string) => request(t.server).get(`/api/v1/admin${path}`).set(bearer(token)),
    patch: (path: string, body: object) =>
      request(t.server).patch(`/api/v1/admin${path}`).set(bearer(token)).send(body),
  };
  const publicTrip = async (slug: string) =>
    (await request(t.server).get(`/api/v1/trips/${slug}`).expect(200)).body as { singleSupplementCents: number | null };
  const quote = (link: string, body: object) =>
    request(t.server)
      .post(`/api/v1/booking-links/${link}/quote`)
      .set('x-forwarded-for', `198.51.100.${++address % 250}`)
      .send(body);

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await insertIban(db, { system: true });
    token = await loginAdmin(t.server);
  });

  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('lists every trip with the supplement and the minimum staff set, and the group size that bounds it', async () => {
    const res = await admin.get('/trips').expect(200);
    const trips = res.body as { slug: string; singleSupplementCents: number | null; minGroupSize: number }[];
    const { rows } = await db.query('SELECT slug FROM trips ORDER BY sort_order, slug');
    expect(trips.map((trip) => trip.slug)).toEqual(rows.map((row: { slug: string }) => row.slug));
    expect(trips.find((trip) => trip.slug === VIENNA)).toEqual({
      slug: VIENNA,
      title: expect.stringContaining('Vienna'),
      durationDays: expect.any(Number),
      priceCents: expect.any(Number),
      singleSupplementCents: 29_000,
      minGroupSize: 6,
      maxGroupSize: expect.any(Number),
    });
  });

  it('prices the next quote with a changed supplement, shows it on the trip page at once, and keeps it in the audit', async () => {
    const link = await insertLink(db, await insertDeparture(db, { slug: VIENNA, days: 140 }));
    const before = await quote(link, { travellers: [{}], singleRooms: 1 }).expect(200);
    expect(before.body.singleSupplementCents).toBe(29_000);

    const changed = await admin.patch(`/trips/${VIENNA}`, { singleSupplementCents: 31_500 }).expect(200);
    expect(changed.body).toMatchObject({ slug: VIENNA, singleSupplementCents: 31_500, minGroupSize: 6 });
    expect((await publicTrip(VIENNA)).singleSupplementCents).toBe(31_500);
    const after = await quote(link, { travellers: [{}], singleRooms: 1 }).expect(200);
    expect(after.body.singleSupplementCents).toBe(31_500);
    expect(after.body.totalPriceCents).toBe(before.body.totalPriceCents + 2_500);

    const audit = await admin.get('/audit-events?limit=5').expect(200);
    expect(audit.body[0]).toMatchObject({ action: 'trip.updated', subject: VIENNA });
  });

  it('takes single rooms off a trip with a null supplement, and gives them back with an amount', async () => {
    const link = await insertLink(db, await insertDeparture(db, { slug: VIENNA, days: 141 }));
    await admin.patch(`/trips/${VIENNA}`, { singleSupplementCents: null }).expect(200);
    expect((await publicTrip(VIENNA)).singleSupplementCents).toBeNull();
    const refused = await quote(link, { travellers: [{}], singleRooms: 1 }).expect(400);
    expect(refused.body.message).toBe('Questo viaggio non prevede camere singole.');

    await admin.patch(`/trips/${VIENNA}`, { singleSupplementCents: 29_000 }).expect(200);
    await quote(link, { travellers: [{}], singleRooms: 1 }).expect(200);
  });

  it('judges a departure guaranteed against the minimum as staff change it', async () => {
    const departureId = await insertDeparture(db, { slug: VIENNA, days: 142 });
    await db.query('UPDATE departures SET confirmed_travellers = 4 WHERE id = $1', [departureId]);
    const guaranteed = async () => {
      const res = await request(t.server).get(`/api/v1/trips/${VIENNA}/departures`).expect(200);
      return (res.body as { id: string; guaranteed: boolean; minGroupSize: number }[]).find(
        (departure) => departure.id === departureId,
      );
    };
    expect(await guaranteed()).toMatchObject({ guaranteed: false, minGroupSize: 6 });

    await admin.patch(`/trips/${VIENNA}`, { minGroupSize: 4 }).expect(200);
    expect(await guaranteed()).toMatchObject({ guaranteed: true, minGroupSize: 4 });
    await admin.patch(`/trips/${VIENNA}`, { minGroupSize: 5 }).expect(200);
    expect(await guaranteed()).toMatchObject({ guaranteed: false, minGroupSize: 5 });
  });

  it.each([
    ['a minimum over the group size', { minGroupSize: 999 }, 'minGroupSize', /non può superare .*\(\d+\)/],
    ['a minimum of 0', { minGroupSize: 0 }, 'minGroupSize', /almeno 1/],
    ['no minimum at all', { minGroupSize: null }, 'minGroupSize', /almeno 1/],
    ['a negative supplement', { singleSupplementCents: -1 }, 'singleSupplementCents', /da 0 a/],
    ['a supplement in euro with cents', { singleSupplementCents: 290.5 }, 'singleSupplementCents', /in centesimi/],
  ])('refuses %s with 400 on the field, changing nothing', async (_case, body, field, message) => {
    const before = (
      await db.query('SELECT single_supplement_cents, min_group_size FROM trips WHERE slug = $1', [VIENNA])
    ).rows[0];
    const res = await admin.patch(`/trips/${VIENNA}`, body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details[field]).toEqual([expect.stringMatching(message)]);
    const after = (
      await db.query('SELECT single_supplement_cents, min_group_size FROM trips WHERE slug = $1', [VIENNA])
    ).rows[0];
    expect(after).toEqual(before);
  });

  it('answers 404 for a trip not in the catalogue, and 401 without a sign-in', async () => {
    const missing = await admin.patch('/trips/viaggio-che-non-esiste', { minGroupSize: 4 }).expect(404);
    expect(missing.body.code).toBe('TRIP_NOT_FOUND');
    await request(t.server).get('/api/v1/admin/trips').expect(401);
    await request(t.server).patch(`/api/v1/admin/trips/${VIENNA}`).send({ minGroupSize: 4 }).expect(401);
  });
});
