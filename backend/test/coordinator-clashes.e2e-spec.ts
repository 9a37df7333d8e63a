import pg from 'pg';
import request from 'supertest';
import { COORDINATOR_NAMES } from '../src/departures/coordinators.js';
import { coordinatorClashes } from '../src/departures/coordinator-clashes.js';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import type { TestApp } from './support/test-app.js';

const PRAGUE = 'praga-tour-culturale';
const VIENNA = 'vienna-tour-culturale';
const ICELAND = 'islanda-aurora';

interface Staffed {
  id: string;
  tripSlug: string;
  startDate: string;
  endDate: string;
  coordinators: string[];
}

describe('one coordinator, one group at a time, across trips', () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  const create = (body: object) => request(t.server).post('/api/v1/admin/departures').set(bearer(token)).send(body);
  const patch = (id: string, body: object) =>
    request(t.server).patch(`/api/v1/admin/departures/${id}`).set(bearer(token)).send(body);
  const clashes = () => request(t.server).get('/api/v1/admin/departures/coordinator-clashes').set(bearer(token));
  const title = async (slug: string) =>
    (await db.query(`SELECT content_it->>'title' AS title FROM trips WHERE slug = $1`, [slug])).rows[0].title as string;
  const everyDeparture = async () =>
    (
      await db.query(
        `SELECT d.id, t.slug AS "tripSlug", to_char(d.start_date, 'YYYY-MM-DD') AS "startDate",
                to_char(d.end_date, 'YYYY-MM-DD') AS "endDate", d.coordinators
           FROM departures d JOIN trips t ON t.id = d.trip_id`,
      )
    ).rows as Staffed[];

  beforeAll(async () => {
    t = await createAdminTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    token = await loginAdmin(t.server);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('seeds every trip without giving anyone two groups sharing a day, and lists no clash', async () => {
    const departures = await everyDeparture();
    expect(new Set(departures.map((d) => d.tripSlug)).size).toBe(11);
    expect(coordinatorClashes(departures)).toEqual([]);
    expect(departures.filter((d) => d.coordinators.length > 0).length / departures.length).toBeGreaterThan(0.5);
    const res = await clashes().expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual([]);
  });

  it('keeps the list of clashes for the staff only', async () => {
    await request(t.server).get('/api/v1/admin/departures/coordinator-clashes').expect(401);
  });

  it("generates a trip's missing date with the only coordinators no other trip has on those days", async () => {
    const { rows } = await db.query(
      `DELETE FROM departures WHERE id = (
         SELECT d.id FROM departures d JOIN trips t ON t.id = d.trip_id
          WHERE t.slug = $1 AND d.start_date > (now() AT TIME ZONE 'Europe/Rome')::date + 60
          ORDER BY d.start_date LIMIT 1)
       RETURNING to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate"`,
      [PRAGUE],
    );
    const window = rows[0] as { startDate: string; endDate: string };
    // Everyone but Simone and Federica is on other trips' groups sharing a day with the date;
    // their neighbours, up to 10-day trips away, are left without anyone, so nothing else clashes.
    await db.query(
      `UPDATE departures SET coordinators = '{}' WHERE start_date <= $2::date + 15 AND end_date >= $1::date - 15`,
      [window.startDate, window.endDate],
    );
    const { rows: around } = await db.query(
      'SELECT id, trip_id FROM departures WHERE start_date <= $2::date AND end_date >= $1::date ORDER BY start_date, id',
      [window.startDate, window.endDate],
    );
    const prague = (await db.query('SELECT id FROM trips WHERE slug = $1', [PRAGUE])).rows[0].id as string;
    const others = around.filter((row) => row.trip_id !== prague).map((row) => row.id as string);
    expect(others.length).toBeGreaterThanOrEqual(6);
    const busy = COORDINATOR_NAMES.slice(0, 11);
    for (const [i, id] of others.slice(0, 6).entries()) {
      await db.query('UPDATE departures SET coordinators = $2 WHERE id = $1', [id, busy.slice(2 * i, 2 * i + 2)]);
    }
    expect(
      (await request(t.server).post(`/api/v1/admin/trips/${PRAGUE}/departures/generate`).set(bearer(token))).body,
    ).toEqual({ added: 1 });
    const { rows: generated } = await db.query(
      'SELECT coordinators FROM departures WHERE trip_id = $1 AND start_date = $2',
      [prague, window.startDate],
    );
    expect([...(generated[0].coordinators as string[])].sort()).toEqual(['Federica', 'Simone']);
    expect(coordinatorClashes(await everyDeparture())).toEqual([]);
  });

  describe('staff naming coordinators', () => {
    let vienna: Staffed;

    beforeAll(async () => {
      vienna = (
        await create({ tripSlug: VIENNA, startDate: '2098-05-06', coordinators: ['Nadia', 'Olga'] }).expect(201)
      ).body as Staffed;
      expect(vienna.endDate).toBe('2098-05-11');
    });

    it('refuses with 409 COORDINATOR_BUSY a coordinator whose other group comes home on the first day', async () => {
      const res = await create({
        tripSlug: PRAGUE,
        startDate: '2098-05-11',
        coordinators: ['Piero', ' nadia '],
      }).expect(409);
      expect(res.body.code).toBe('COORDINATOR_BUSY');
      expect(res.body.message).toBe(
        `nadia accompagna già il viaggio «${await title(VIENNA)}» dal 06/05/2098 al 11/05/2098, ` +
          'che ha almeno un giorno in comune con questa partenza: scegli un altro coordinatore.',
      );
      const { rows } = await db.query(`SELECT 1 FROM departures WHERE start_date = '2098-05-11'`);
      expect(rows).toEqual([]);
    });

    it('accepts the same coordinator from the day after the other group comes home', async () => {
      const res = await create({ tripSlug: PRAGUE, startDate: '2098-05-12', coordinators: ['Nadia', 'Piero'] }).expect(
        201,
      );
      expect(res.body.coordinators).toEqual(['Nadia', 'Piero']);
    });

    it("changes a departure's coordinators, refusing one busy on another trip's day and allowing none", async () => {
      const iceland = (
        await create({ tripSlug: ICELAND, startDate: '2098-06-16', coordinators: ['Quinto', 'Rita'] }).expect(201)
      ).body as Staffed;
      const prague = (await create({ tripSlug: PRAGUE, startDate: '2098-06-12', coordinators: ['Sandro', 'Teo'] }))
        .body as Staffed;
      expect(prague.endDate).toBe('2098-06-16');
      const refused = await patch(prague.id, { coordinators: ['Sandro', 'RITA'] }).expect(409);
      expect(refused.body.code).toBe('COORDINATOR_BUSY');
      expect(refused.body.message).toContain(`RITA accompagna già il viaggio «${await title(ICELAND)}» dal 16/06/2098`);
      expect((await patch(prague.id, { coordinators: ['Rita', 'Rita'] }).expect(400)).body.code).toBe(
        'VALIDATION_FAILED',
      );
      expect((await patch(prague.id, { coordinators: ['Ugo'] }).expect(200)).body.coordinators).toEqual(['Ugo']);
      expect((await patch(prague.id, { coordinators: [] }).expect(200)).body.coordinators).toEqual([]);
      // Its own coordinators never clash with itself.
      expect((await patch(iceland.id, { coordinators: ['rita', 'Quinto'] }).expect(200)).body.coordinators).toEqual([
        'rita',
        'Quinto',
      ]);
    });

    it('lets only one of two simultaneous writes put the same person on days they share', async () => {
      const created = await Promise.all([
        create({ tripSlug: PRAGUE, startDate: '2098-07-12', coordinators: ['Vera', 'Walter'] }),
        create({ tripSlug: VIENNA, startDate: '2098-07-14', coordinators: ['Zeno', 'vera'] }),
      ]);
      expect(created.map((res) => res.status).sort()).toEqual([201, 409]);
      const [a, b] = await Promise.all([
        create({ tripSlug: PRAGUE, startDate: '2098-08-12', coordinators: ['Aldo', 'Bice'] }),
        create({ tripSlug: VIENNA, startDate: '2098-08-14', coordinators: ['Carla', 'Dino'] }),
      ]);
      const patched = await Promise.all([
        patch((a.body as Staffed).id, { coordinators: ['Aldo', 'Elsa'] }),
        patch((b.body as Staffed).id, { coordinators: ['Carla', 'elsa'] }),
      ]);
      expect(patched.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(patched.find((res) => res.status === 409)!.body.code).toBe('COORDINATOR_BUSY');
    });

    it('lists clashes left by data written around the rule, with both trips and their dates', async () => {
      // Coming home a day later, with Piero, who leaves with the Prague group that day.
      await db.query(
        `UPDATE departures SET end_date = '2098-05-12', coordinators = ARRAY['Olga ', 'Piero'] WHERE id = $1`,
        [vienna.id],
      );
      const res = await clashes().expect(200);
      const prague = await db.query(
        `SELECT d.id FROM departures d JOIN trips t ON t.id = d.trip_id WHERE t.slug = $1 AND d.start_date = '2098-05-12'`,
        [PRAGUE],
      );
      expect(res.body).toEqual([
        {
          coordinator: 'Piero',
          first: {
            id: vienna.id,
            tripSlug: VIENNA,
            tripTitle: await title(VIENNA),
            startDate: '2098-05-06',
            endDate: '2098-05-12',
          },
          second: {
            id: prague.rows[0].id,
            tripSlug: PRAGUE,
            tripTitle: await title(PRAGUE),
            startDate: '2098-05-12',
            endDate: '2098-05-16',
          },
        },
      ]);
    });
  });
});
