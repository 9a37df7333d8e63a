import pg from 'pg';
import request from 'supertest';
import { COORDINATOR_NAMES } from '../src/departures/coordinators.js';
import { DEPARTURE_DAYS, departureOn, seasonalPriceCents } from '../src/departures/departure-generator.js';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import type { TestApp } from './support/test-app.js';

const PRAGUE = 'praga-tour-culturale';

interface AdminDeparture {
  id: string;
  tripSlug: string;
  tripTitle: string;
  startDate: string;
  endDate: string;
  priceCents: number;
  previousPriceCents: number | null;
  totalSpots: number;
  spotsAvailable: number;
  seatsTaken: number;
  coordinators: string[];
  meetingTimes: Partial<Record<'MXP' | 'FCO', string>>;
  status: 'open' | 'closed';
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('departures in the admin area', () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  let today: string;
  const list = async (query = '') =>
    (await request(t.server).get(`/api/v1/admin/departures${query}`).set(bearer(token)).expect(200))
      .body as AdminDeparture[];
  const create = (body: object) => request(t.server).post('/api/v1/admin/departures').set(bearer(token)).send(body);
  const patch = (id: string, body: object) =>
    request(t.server).patch(`/api/v1/admin/departures/${id}`).set(bearer(token)).send(body);
  const generate = (slug: string) =>
    request(t.server).post(`/api/v1/admin/trips/${slug}/departures/generate`).set(bearer(token));
  const publicIds = async () =>
    ((await request(t.server).get(`/api/v1/trips/${PRAGUE}/departures`).expect(200)).body as { id: string }[]).map(
      (d) => d.id,
    );
  const auditActions = async (subject: string) =>
    (
      await db.query('SELECT action FROM admin_audit_events WHERE subject = $1 ORDER BY created_at, action', [subject])
    ).rows.map((row) => row.action as string);
  const prague = async () =>
    (await db.query('SELECT id, price_cents, max_group_size, duration_days FROM trips WHERE slug = $1', [PRAGUE]))
      .rows[0] as { id: string; price_cents: number; max_group_size: number; duration_days: number };
  /** A date two months ahead on the 12th: a day the generator never uses. */
  const freeDate = () => `${addDays(today, 62).slice(0, 8)}12`;

  beforeAll(async () => {
    t = await createAdminTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    token = await loginAdmin(t.server);
    const { rows } = await db.query(`SELECT to_char((now() AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD') AS today`);
    today = rows[0].today;
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  describe('GET /api/v1/admin/departures', () => {
    it('lists open departures from today on by start date, with trip, seats taken and no caching', async () => {
      const res = await request(t.server).get('/api/v1/admin/departures').set(bearer(token)).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const departures = res.body as AdminDeparture[];
      expect(departures.length).toBe(200);
      const starts = departures.map((d) => d.startDate);
      expect(starts).toEqual([...starts].sort());
      expect(starts[0] >= today).toBe(true);
      for (const d of departures) {
        expect(d.status).toBe('open');
        expect(d.seatsTaken).toBe(d.totalSpots - d.spotsAvailable);
        expect(d.tripTitle).toEqual(expect.any(String));
      }
    });

    it('filters by trip and start date, and takes a limit', async () => {
      const from = addDays(today, 90);
      const departures = await list(`?trip=${PRAGUE}&from=${from}&limit=5`);
      expect(departures).toHaveLength(5);
      for (const d of departures) {
        expect(d.tripSlug).toBe(PRAGUE);
        expect(d.startDate >= from).toBe(true);
      }
      const { rows } = await db.query(
        `SELECT to_char(min(start_date), 'YYYY-MM-DD') AS first FROM departures d JOIN trips t ON t.id = d.trip_id
          WHERE t.slug = $1 AND start_date >= $2 AND status = 'open'`,
        [PRAGUE, from],
      );
      expect(departures[0].startDate).toBe(rows[0].first);
    });

    it('shows closed departures only when asked', async () => {
      const [first] = await list(`?trip=${PRAGUE}&limit=1`);
      await db.query(`UPDATE departures SET status = 'closed' WHERE id = $1`, [first.id]);
      try {
        expect((await list(`?trip=${PRAGUE}`)).map((d) => d.id)).not.toContain(first.id);
        const all = await list(`?trip=${PRAGUE}&includeClosed=true`);
        expect(all.find((d) => d.id === first.id)?.status).toBe('closed');
      } finally {
        await db.query(`UPDATE departures SET status = 'open' WHERE id = $1`, [first.id]);
      }
    });

    it.each([
      ['an impossible date', '?from=2027-02-30', 'from'],
      ['a date in another format', '?from=30/01/2027', 'from'],
      ['a limit too large', '?limit=501', 'limit'],
      ['includeClosed not a boolean', '?includeClosed=si', 'includeClosed'],
    ])('answers 400 in Italian for %s', async (_case, query, field) => {
      const res = await request(t.server).get(`/api/v1/admin/departures${query}`).set(bearer(token)).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details[field]).toEqual([expect.stringMatching(/^Indica /)]);
    });

    it('answers 404 for an unknown trip', async () => {
      const res = await request(t.server).get('/api/v1/admin/departures?trip=atlantide').set(bearer(token));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('TRIP_NOT_FOUND');
    });
  });

  describe('POST /api/v1/admin/departures', () => {
    it("takes the trip's days, seasonal price, group size and two free coordinators when only the date is given", async () => {
      const trip = await prague();
      const startDate = freeDate();
      // Nobody leads a group around the date, except the pair the date would get on an empty
      // calendar, busy on the group of another trip leaving two days before.
      await db.query(
        `UPDATE departures SET coordinators = '{}' WHERE start_date <= $1::date + 15 AND end_date >= $1::date - 15`,
        [startDate],
      );
      const unaware = departureOn(
        {
          slug: PRAGUE,
          durationDays: trip.duration_days,
          priceCents: trip.price_cents,
          maxGroupSize: trip.max_group_size,
        },
        startDate,
      ).coordinators;
      const busy = await db.query('UPDATE departures SET coordinators = $3 WHERE trip_id <> $1 AND start_date = $2', [
        trip.id,
        addDays(startDate, -2),
        unaware,
      ]);
      expect(busy.rowCount).toBeGreaterThan(0);
      const res = await create({ tripSlug: PRAGUE, startDate }).expect(201);
      const created = res.body as AdminDeparture;
      expect(created).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        tripSlug: PRAGUE,
        tripTitle: expect.any(String),
        startDate,
        endDate: addDays(startDate, trip.duration_days - 1),
        priceCents: seasonalPriceCents(trip.price_cents, Number(startDate.slice(5, 7))),
        previousPriceCents: null,
        totalSpots: trip.max_group_size,
        spotsAvailable: trip.max_group_size,
        seatsTaken: 0,
        coordinators: [expect.any(String), expect.any(String)],
        meetingTimes: {},
        status: 'open',
        minGroupSize: 6,
        confirmedTravellers: 0,
        guaranteed: false,
        minimumGroupStatus: null,
        // Prague lasts 5 days: staff are asked a week before.
        minimumGroupDeadline: addDays(startDate, -7),
      });
      expect(created.coordinators[0]).not.toBe(created.coordinators[1]);
      for (const name of created.coordinators) expect(COORDINATOR_NAMES).toContain(name);
      const { rows: overlapping } = await db.query(
        `SELECT coordinators FROM departures
          WHERE id <> $1 AND start_date <= $3::date AND end_date >= $2::date AND coordinators <> '{}'`,
        [created.id, created.startDate, created.endDate],
      );
      expect(overlapping.length).toBeGreaterThan(0);
      for (const { coordinators } of overlapping) {
        expect((coordinators as string[]).filter((name) => created.coordinators.includes(name))).toEqual([]);
      }
      expect(await auditActions(created.id)).toEqual(['departure.created']);
      expect(await publicIds()).toContain(created.id);
    });

    it('keeps the price, seats and coordinators given', async () => {
      const res = await create({
        tripSlug: PRAGUE,
        startDate: addDays(freeDate(), 1),
        priceCents: 99_900,
        totalSpots: 14,
        coordinators: [' Nadia ', 'Ottavio'],
      }).expect(201);
      expect(res.body).toMatchObject({
        priceCents: 99_900,
        totalSpots: 14,
        spotsAvailable: 14,
        coordinators: ['Nadia', 'Ottavio'],
      });
    });

    it('answers 409 DEPARTURE_EXISTS for a date the trip already has', async () => {
      const [existing] = await list(`?trip=${PRAGUE}&limit=1`);
      const before = await db.query('SELECT count(*)::int AS n FROM departures');
      const res = await create({ tripSlug: PRAGUE, startDate: existing.startDate }).expect(409);
      expect(res.body).toMatchObject({
        code: 'DEPARTURE_EXISTS',
        message: 'Questo viaggio ha già una partenza in questa data.',
      });
      expect((await db.query('SELECT count(*)::int AS n FROM departures')).rows[0].n).toBe(before.rows[0].n);
    });

    it.each([
      ['a past date', { tripSlug: PRAGUE, startDate: '2020-01-12' }, 'startDate'],
      ['one coordinator', { tripSlug: PRAGUE, startDate: '2099-01-12', coordinators: ['Giulia'] }, 'coordinators'],
      [
        'the same coordinator twice',
        { tripSlug: PRAGUE, startDate: '2099-01-12', coordinators: ['Sara', 'Sara'] },
        'coordinators',
      ],
      [
        'a coordinator with a line break',
        { tripSlug: PRAGUE, startDate: '2099-01-12', coordinators: ['Giulia', 'Mar\nco'] },
        'coordinators',
      ],
      [
        'a coordinator written backwards by a bidi override',
        { tripSlug: PRAGUE, startDate: '2099-01-12', coordinators: ['Giulia', '\u202eocraM'] },
        'coordinators',
      ],
      ['no seats', { tripSlug: PRAGUE, startDate: '2099-01-12', totalSpots: 0 }, 'totalSpots'],
      ['a price in euro with decimals', { tripSlug: PRAGUE, startDate: '2099-01-12', priceCents: 800.5 }, 'priceCents'],
    ])('answers 400 for %s', async (_case, body, field) => {
      const res = await create(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.details)).toContain(field);
    });

    it('answers 404 for an unknown trip', async () => {
      expect((await create({ tripSlug: 'atlantide', startDate: freeDate() }).expect(404)).body.code).toBe(
        'TRIP_NOT_FOUND',
      );
    });
  });

  describe('PATCH /api/v1/admin/departures/:id', () => {
    let departure: AdminDeparture;
    beforeAll(async () => {
      departure = (
        await create({
          tripSlug: PRAGUE,
          startDate: addDays(freeDate(), 2),
          priceCents: 100_000,
          totalSpots: 10,
        }).expect(201)
      ).body as AdminDeparture;
    });

    it('keeps a higher earlier price as the struck-through one and forgets it when the price goes up', async () => {
      expect((await patch(departure.id, { priceCents: 90_000 }).expect(200)).body).toMatchObject({
        priceCents: 90_000,
        previousPriceCents: 100_000,
      });
      expect((await patch(departure.id, { priceCents: 85_000 }).expect(200)).body).toMatchObject({
        priceCents: 85_000,
        previousPriceCents: 90_000,
      });
      expect((await patch(departure.id, { priceCents: 95_000 }).expect(200)).body).toMatchObject({
        priceCents: 95_000,
        previousPriceCents: null,
      });
      expect(await auditActions(departure.id)).toEqual([
        'departure.created',
        'departure.updated',
        'departure.updated',
        'departure.updated',
      ]);
    });

    it('moves the free seats with the total and keeps the seats already taken', async () => {
      // Three seats booked.
      await db.query('UPDATE departures SET spots_available = total_spots - 3 WHERE id = $1', [departure.id]);
      expect((await patch(departure.id, { totalSpots: 12 }).expect(200)).body).toMatchObject({
        totalSpots: 12,
        spotsAvailable: 9,
        seatsTaken: 3,
      });
      expect((await patch(departure.id, { totalSpots: 3 }).expect(200)).body).toMatchObject({
        totalSpots: 3,
        spotsAvailable: 0,
        seatsTaken: 3,
      });
    });

    it('refuses with 409 SEATS_BELOW_TAKEN to go below the seats taken, and changes nothing', async () => {
      const res = await patch(departure.id, { totalSpots: 2, priceCents: 50_000 }).expect(409);
      expect(res.body).toMatchObject({
        code: 'SEATS_BELOW_TAKEN',
        message: 'Non puoi ridurre i posti sotto quelli già prenotati su questa partenza.',
      });
      const { rows } = await db.query(
        'SELECT total_spots, spots_available, price_cents FROM departures WHERE id = $1',
        [departure.id],
      );
      expect(rows[0]).toEqual({ total_spots: 3, spots_available: 0, price_cents: 95_000 });
    });

    it('closes a departure, which leaves the public list, and reopens it', async () => {
      expect(await publicIds()).toContain(departure.id);
      expect((await patch(departure.id, { status: 'closed' }).expect(200)).body.status).toBe('closed');
      expect(await publicIds()).not.toContain(departure.id);
      expect((await patch(departure.id, { status: 'open' }).expect(200)).body.status).toBe('open');
      expect(await publicIds()).toContain(departure.id);
      expect((await auditActions(departure.id)).slice(-2)).toEqual(['departure.closed', 'departure.reopened']);
    });

    it('sets the meeting time at each airport, replacing the earlier ones, and keeps seats and price', async () => {
      const before = (await patch(departure.id, { meetingTimes: { MXP: '06:30', FCO: '07:15' } }).expect(200))
        .body as AdminDeparture;
      expect(before.meetingTimes).toEqual({ MXP: '06:30', FCO: '07:15' });
      const after = (await patch(departure.id, { meetingTimes: { MXP: '05:45', FCO: null } }).expect(200)).body;
      expect(after).toMatchObject({ meetingTimes: { MXP: '05:45' }, priceCents: before.priceCents });
      expect(after.meetingTimes).not.toHaveProperty('FCO');
      expect((await auditActions(departure.id)).slice(-2)).toEqual(['departure.updated', 'departure.updated']);
      // The same times again change nothing, and leave no record.
      const recorded = (await auditActions(departure.id)).length;
      await patch(departure.id, { meetingTimes: { MXP: '05:45' } }).expect(200);
      expect(await auditActions(departure.id)).toHaveLength(recorded);
      const [listed] = await list(`?trip=${PRAGUE}&from=${departure.startDate}&limit=1`);
      expect(listed).toMatchObject({ id: departure.id, meetingTimes: { MXP: '05:45' } });
    });

    it.each([
      ['25:00', { MXP: '25:00' }],
      ['a time without minutes', { FCO: '7' }],
      ['a number', { MXP: 630 }],
    ])('refuses a meeting time of %s with a message naming the airport, and changes nothing', async (_case, times) => {
      const res = await patch(departure.id, { meetingTimes: times, priceCents: 1_000 }).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body.details)).toMatch(/orario di ritrovo a (Milano Malpensa|Roma Fiumicino)/);
      const { rows } = await db.query('SELECT price_cents FROM departures WHERE id = $1', [departure.id]);
      expect(rows[0].price_cents).not.toBe(1_000);
    });

    it.each([
      ['nothing to change', {}],
      ['an unknown status', { status: 'cancelled' }],
      ['zero seats', { totalSpots: 0 }],
      ['meeting times that are not a map', { meetingTimes: '06:30' }],
    ])('answers 400 for %s', async (_case, body) => {
      expect((await patch(departure.id, body).expect(400)).body.code).toBe('VALIDATION_FAILED');
    });

    it('answers 404 for a departure that does not exist and 400 for an id that is not one', async () => {
      await patch('00000000-0000-4000-8000-000000000000', { status: 'closed' }).expect(404);
      await patch('not-an-id', { status: 'closed' }).expect(400);
    });
  });

  describe('POST /api/v1/admin/trips/:slug/departures/generate', () => {
    it('adds back the missing dates once, then nothing, leaving the others as they were', async () => {
      const trip = await prague();
      // Two of the generator's own dates: a date another test added by hand would not come back.
      const { rows } = await db.query(
        `DELETE FROM departures WHERE id IN (
           SELECT id FROM departures
            WHERE trip_id = $1 AND start_date > $2::date + 40 AND extract(day FROM start_date) = ANY($3::int[])
            ORDER BY start_date LIMIT 2)
         RETURNING to_char(start_date, 'YYYY-MM-DD') AS start`,
        [trip.id, today, [...DEPARTURE_DAYS]],
      );
      const before = await list(`?trip=${PRAGUE}&includeClosed=true&limit=500`);
      const res = await generate(PRAGUE).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({ added: 2 });
      const after = await list(`?trip=${PRAGUE}&includeClosed=true&limit=500`);
      expect(after.map((d) => d.startDate)).toEqual(expect.arrayContaining(rows.map((r) => r.start as string)));
      expect(after.filter((d) => before.some((b) => b.id === d.id))).toEqual(before);
      expect((await generate(PRAGUE).expect(200)).body).toEqual({ added: 0 });
      expect(await auditActions(PRAGUE)).toEqual(['departures.generated', 'departures.generated']);
    });

    it('answers 404 for an unknown trip', async () => {
      expect((await generate('atlantide').expect(404)).body.code).toBe('TRIP_NOT_FOUND');
    });
  });
});
