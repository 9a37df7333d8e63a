import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './support/test-app.js';

const PRAGUE = 'praga-tour-culturale';

interface ListedDeparture {
  id: string;
  startDate: string;
  endDate: string;
  durationDays: number;
  priceCents: number;
  previousPriceCents: number | null;
  spotsAvailable: number;
  totalSpots: number;
  coordinators: string[];
  availability: string;
  paymentType: string;
}

async function romeToday(db: pg.Client): Promise<string> {
  const { rows } = await db.query(`SELECT to_char((now() AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD') AS today`);
  return rows[0].today;
}

async function tripId(db: pg.Client, slug: string): Promise<string> {
  return (await db.query('SELECT id FROM trips WHERE slug = $1', [slug])).rows[0].id;
}

describe('GET /api/v1/trips/:slug/departures', () => {
  let t: TestApp;
  let db: pg.Client;
  const list = async (slug = PRAGUE) =>
    (await request(t.server).get(`/api/v1/trips/${slug}/departures`).expect(200)).body as ListedDeparture[];

  beforeAll(async () => {
    t = await createTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it("lists the seeded year of a trip by start date, with the trip's price, seats and coordinators", async () => {
    const departures = await list();
    expect(departures.length).toBeGreaterThanOrEqual(77);
    const starts = departures.map((d) => d.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(new Set(starts).size).toBe(starts.length);
    for (const d of departures) {
      expect(d).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        startDate: expect.stringMatching(/^\d{4}-\d{2}-(03|06|10|15|19|24|28)$/),
        endDate: expect.any(String),
        durationDays: 5,
        priceCents: expect.any(Number),
        previousPriceCents: null,
        spotsAvailable: expect.any(Number),
        totalSpots: 10,
        coordinators: expect.any(Array),
        // The seed's sold seats count as confirmed travellers: 6 of the 10 reach the minimum.
        minGroupSize: 6,
        guaranteed: d.spotsAvailable <= 4,
        travellersToGuarantee: Math.max(0, 6 - (10 - d.spotsAvailable)),
        availability: d.spotsAvailable === 4 ? 'few' : 'available',
        paymentType: expect.stringMatching(/^(deposit|full)$/),
        // The seeds leave seats on every date: no waiting list.
        waitlist: false,
      });
      // Two, or fewer while not enough people are free for the days (decision R2).
      expect(d.coordinators.length).toBeLessThanOrEqual(2);
      expect([4, 5, 6]).toContain(d.spotsAvailable);
      expect([72_000, 80_000, 96_000]).toContain(d.priceCents);
    }
    const july = departures.find((d) => d.startDate.slice(5, 7) === '07');
    expect(july?.priceCents).toBe(96_000);
  });

  it('answers an alias with the same dates as the slug', async () => {
    expect(await list('praga')).toEqual(await list());
    expect(await list('PRAGA')).toEqual(await list());
  });

  it('answers 404 TRIP_NOT_FOUND for an unknown trip', async () => {
    const res = await request(t.server).get('/api/v1/trips/atlantide/departures').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'TRIP_NOT_FOUND',
      message: 'Il viaggio che cerchi non esiste o non è più in catalogo.',
    });
  });

  it('answers an empty list for a trip with no dates', async () => {
    await db.query('DELETE FROM departures WHERE trip_id = $1', [await tripId(db, 'usa-ovest')]);
    expect(await list('usa-ovest')).toEqual([]);
  });

  it('offers departures from today in Rome on: one leaving today yes, one that left yesterday no, closed ones no', async () => {
    const today = await romeToday(db);
    const id = await tripId(db, 'vienna-tour-culturale');
    await db.query('DELETE FROM departures WHERE trip_id = $1', [id]);
    const insert = (start: string, status = 'open') =>
      db.query(
        `INSERT INTO departures (trip_id, start_date, end_date, price_cents, total_spots, spots_available, coordinators, status)
         VALUES ($1, $2::date, $2::date + 5, 90000, 10, 10, ARRAY['Giulia', 'Marco'], $3)`,
        [id, start, status],
      );
    const shift = async (days: number) =>
      (await db.query(`SELECT to_char($1::date + $2::int, 'YYYY-MM-DD') AS d`, [today, days])).rows[0].d as string;
    await insert(await shift(-1));
    await insert(await shift(3));
    await insert(today);
    await insert(await shift(2), 'closed');
    expect((await list('vienna-tour-culturale')).map((d) => d.startDate)).toEqual([today, await shift(3)]);
  });

  it.each([
    [0, 'full'],
    [39, 'full'],
    [40, 'full'],
    [41, 'deposit'],
    [42, 'deposit'],
    [300, 'deposit'],
  ])('says a departure %i Rome calendar days from today asks for %s payment', async (days, paymentType) => {
    const today = await romeToday(db);
    const id = await tripId(db, 'giordania-petra-wadi-rum');
    await db.query('DELETE FROM departures WHERE trip_id = $1', [id]);
    const {
      rows: [{ start }],
    } = await db.query(
      `INSERT INTO departures (trip_id, start_date, end_date, price_cents, total_spots, spots_available, coordinators)
       VALUES ($1, $2::date + $3::int, $2::date + $3::int + 7, 150000, 10, 10, ARRAY['Giulia', 'Marco'])
       RETURNING to_char(start_date, 'YYYY-MM-DD') AS start`,
      [id, today, days],
    );
    expect(await list('giordania-petra-wadi-rum')).toEqual([
      expect.objectContaining({ startDate: start, paymentType }),
    ]);
  });

  it('shows a change made in the database at once, on the very next request', async () => {
    const [first] = await list();
    for (const [seats, availability] of [
      [0, 'soldout'],
      [4, 'few'],
      [5, 'available'],
    ] as const) {
      await db.query('UPDATE departures SET spots_available = $2 WHERE id = $1', [first.id, seats]);
      const [again] = await list();
      expect(again).toMatchObject({ id: first.id, spotsAvailable: seats, availability });
    }
    await db.query('UPDATE departures SET previous_price_cents = 99000 WHERE id = $1', [first.id]);
    expect((await list())[0].previousPriceCents).toBe(99_000);
  });

  it('describes itself in the OpenAPI document', async () => {
    const res = await request(t.server).get('/api/openapi.json').expect(200);
    expect(res.body.paths['/api/v1/trips/{slug}/departures'].get.operationId).toBe('listTripDepartures');
    const departure = res.body.components.schemas.DepartureDto;
    expect(departure.required).toContain('paymentType');
    expect(JSON.stringify(departure.properties.paymentType)).toContain('#/components/schemas/PaymentType');
    expect(res.body.components.schemas.PaymentType).toEqual({ type: 'string', enum: ['deposit', 'full'] });
  });
});

describe('departure generation', () => {
  let t: TestApp;
  let db: pg.Client;
  let service: {
    generateDepartures(slug: string): Promise<number>;
    topUpAllTrips(): Promise<number>;
    topUpAllTripsUnlessRunning(): Promise<number | null>;
  };
  const count = async (slug?: string) =>
    (
      await db.query(
        `SELECT count(*)::int AS n FROM departures d JOIN trips t ON t.id = d.trip_id WHERE $1::text IS NULL OR t.slug = $1`,
        [slug ?? null],
      )
    ).rows[0].n as number;

  beforeAll(async () => {
    t = await createTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    const { DeparturesService } = await import('../src/departures/departures.service.js');
    service = t.app.get(DeparturesService);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('has seeded every trip with the year to come', async () => {
    const { rows } = await db.query(
      `SELECT t.slug, count(d.id)::int AS n FROM trips t LEFT JOIN departures d ON d.trip_id = t.id GROUP BY t.slug`,
    );
    expect(rows).toHaveLength(11);
    for (const row of rows) expect(row.n).toBeGreaterThanOrEqual(77);
  });

  it('adds nothing when run again on the seeded database, however often', async () => {
    const before = await count();
    expect(await service.topUpAllTrips()).toBe(0);
    expect(await service.generateDepartures(PRAGUE)).toBe(0);
    expect(await count()).toBe(before);
  });

  it('puts back deleted future dates, once, without duplicating any', async () => {
    const before = await count(PRAGUE);
    const { rows: deleted } = await db.query(
      `DELETE FROM departures WHERE id IN (
         SELECT d.id FROM departures d JOIN trips t ON t.id = d.trip_id
          WHERE t.slug = $1 AND d.start_date > now() + interval '40 days' ORDER BY d.start_date LIMIT 3)
       RETURNING to_char(start_date, 'YYYY-MM-DD') AS start`,
      [PRAGUE],
    );
    expect(await count(PRAGUE)).toBe(before - 3);

    expect(await service.generateDepartures(PRAGUE)).toBe(3);
    expect(await service.generateDepartures(PRAGUE)).toBe(0);
    expect(await count(PRAGUE)).toBe(before);
    const { rows } = await db.query(
      `SELECT spots_available, total_spots FROM departures d JOIN trips t ON t.id = d.trip_id
        WHERE t.slug = $1 AND to_char(d.start_date, 'YYYY-MM-DD') = ANY($2)`,
      [PRAGUE, deleted.map((r) => r.start)],
    );
    // Put back as the agency's generator makes them: every seat free.
    expect(rows).toEqual(Array(3).fill({ spots_available: 10, total_spots: 10 }));
  });

  it('never changes an existing departure', async () => {
    const { rows } = await db.query(
      `UPDATE departures SET spots_available = 1, price_cents = 12300, coordinators = ARRAY['Anna', 'Bruno']
        WHERE id = (SELECT d.id FROM departures d JOIN trips t ON t.id = d.trip_id
                     WHERE t.slug = $1 ORDER BY d.start_date DESC LIMIT 1)
       RETURNING *`,
      [PRAGUE],
    );
    expect(await service.topUpAllTrips()).toBe(0);
    const { rows: after } = await db.query('SELECT * FROM departures WHERE id = $1', [rows[0].id]);
    expect(after).toEqual(rows);
  });

  it('seeds an emptied table again, with seats already sold only outside production', async () => {
    const { seedDatabase } = await import('../src/database/seed/seed.js');
    const seats = async () =>
      (await db.query('SELECT DISTINCT spots_available AS n FROM departures ORDER BY 1')).rows.map((r) => r.n);
    await db.query('DELETE FROM departures');
    expect(await seedDatabase(t.app.get(DataSource), { simulatedSales: false })).toEqual([
      expect.stringMatching(/^\d+ departures$/),
    ]);
    expect(await seats()).toEqual([10]);
    expect(await seedDatabase(t.app.get(DataSource))).toEqual([]);

    await db.query('DELETE FROM departures');
    await seedDatabase(t.app.get(DataSource));
    expect(await seats()).toEqual([4, 5, 6]);
  });

  it('answers TRIP_NOT_FOUND for an unknown trip', async () => {
    await expect(service.generateDepartures('atlantide')).rejects.toMatchObject({ code: 'TRIP_NOT_FOUND' });
  });

  it('lets one replica run the daily job while another holds it, and that other adds the dates', async () => {
    await db.query(`DELETE FROM departures WHERE id IN (
      SELECT id FROM departures WHERE start_date > now() + interval '40 days' ORDER BY start_date LIMIT 2)`);
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1)', [0x64657061]);
      expect(await service.topUpAllTripsUnlessRunning()).toBeNull();
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    expect(await service.topUpAllTripsUnlessRunning()).toBe(2);
  });
});

describe('the daily top-up job', () => {
  it.each([
    ['true', 1],
    ['false', null],
  ] as const)('with DEPARTURES_AUTO_TOP_UP=%s adds %p', async (setting, added) => {
    const t = await createTestApp({ DEPARTURES_AUTO_TOP_UP: setting });
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      await db.query(`DELETE FROM departures WHERE id IN (
        SELECT id FROM departures WHERE start_date > now() + interval '40 days' ORDER BY start_date LIMIT 1)`);
      const { DeparturesTopUpCron } = await import('../src/departures/departures.cron.js');
      expect(await t.app.get(DeparturesTopUpCron).topUpDepartures()).toBe(added);
    } finally {
      await db.end();
      await t.close();
    }
  });
});

describe('a database seeded with groups of 20', () => {
  let t: TestApp;
  let db: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('gets groups of 10 and texts that say so; a size the agency chose is kept', async () => {
    await db.query(`UPDATE trips SET max_group_size = 20,
      content_it = replace(content_it::text, 'massimo 10 persone', 'massimo 20 persone')::jsonb
      WHERE slug = 'praga-tour-culturale'`);
    await db.query(`UPDATE trips SET max_group_size = 18,
      content_it = replace(content_it::text, 'massimo 10 persone', 'massimo 18 persone')::jsonb,
      content_en = replace(content_en::text, 'at most 10 people', 'at most 18 people')::jsonb
      WHERE slug = 'giordania-petra-wadi-rum'`);
    await db.query(`UPDATE trips SET max_group_size = 12 WHERE slug = 'vienna-tour-culturale'`);

    const { GroupsOfTen1795588527807 } = await import('../src/database/migrations/1795588527807-GroupsOfTen.js');
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await new GroupsOfTen1795588527807().up(runner);
    } finally {
      await runner.release();
    }

    const { rows } = await db.query(
      `SELECT slug, max_group_size, content_it::text AS it, content_en::text AS en FROM trips
        WHERE slug IN ('praga-tour-culturale', 'giordania-petra-wadi-rum', 'vienna-tour-culturale') ORDER BY slug`,
    );
    const [jordan, prague, vienna] = rows;
    expect(prague.max_group_size).toBe(10);
    expect(prague.it).toContain('Il gruppo è di massimo 10 persone.');
    expect(prague.it).not.toMatch(/massimo (di )?20 persone/);
    expect(jordan.max_group_size).toBe(10);
    expect(jordan.it).toContain('al massimo 10 persone');
    expect(jordan.it).not.toContain('18 persone');
    expect(jordan.en).toContain('at most 10 people');
    expect(vienna.max_group_size).toBe(12);
  });
});
