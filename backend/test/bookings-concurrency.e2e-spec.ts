import pg from 'pg';
import request from 'supertest';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ROUNDS = Array.from({ length: 20 }, (_, i) => i + 1);

/**
 * Customers racing for the last seats: the database, not luck, decides who gets them. The
 * requests go to two instances of the app on one database, each with its own connections, as
 * two replicas behind the proxy would receive them.
 */
describe('simultaneous bookings', () => {
  let t: TestApp;
  let replica: TestApp;
  let db: pg.Client;

  beforeAll(async () => {
    const env = { TRUST_PROXY: 'true' };
    t = await createTestApp(env);
    replica = await createTestApp(env, { databaseUrl: t.databaseUrl });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await insertIban(db, { system: true });
  });
  afterAll(async () => {
    await db.end();
    await replica.close();
    await t.close();
  });

  it.each(ROUNDS)(
    'sell exactly 10 seats of 100 one-seat requests over two replicas, the others 409 (round %i)',
    async (round) => {
      const departureId = await insertDeparture(db, { days: 150 + round, seats: 10 });
      const token = await insertLink(db, departureId);
      const body = { airport: 'MXP', travellers: [{ firstName: 'Anna', lastName: 'Bianchi' }] };
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          request((i % 2 === 0 ? t : replica).server)
            .post(`/api/v1/booking-links/${token}/bookings`)
            .set('x-forwarded-for', `10.${round}.${i >> 8}.${i & 255}`)
            .send({ ...body, ...freshContact() }),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(90);
      const codes = new Set(answers.filter((res) => res.status === 409).map((res) => res.body.code));
      expect([...codes].every((code) => code === 'DEPARTURE_SOLD_OUT' || code === 'NOT_ENOUGH_SEATS')).toBe(true);

      const { rows } = await db.query(
        `SELECT d.spots_available, count(b.id)::int AS bookings, count(DISTINCT b.payment_reference)::int AS refs
         FROM departures d LEFT JOIN bookings b ON b.departure_id = d.id
        WHERE d.id = $1 GROUP BY d.id`,
        [departureId],
      );
      expect(rows[0]).toEqual({ spots_available: 0, bookings: 10, refs: 10 });
    },
  );
});
