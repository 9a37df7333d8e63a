import { SchedulerRegistry } from '@nestjs/schedule';
import pg from 'pg';
import request from 'supertest';
import { BookingsCron } from '../src/bookings/bookings.cron.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('booking jobs', () => {
  let t: TestApp;
  let db: pg.Client;
  let address = 0;

  const book = (token: string, travellers = 1, contact = freshContact()) =>
    request(t.server)
      .post(`/api/v1/booking-links/${token}/bookings`)
      .set('x-forwarded-for', `203.0.113.${++address % 250}`)
      .send({
        airport: 'MXP',
        travellers: Array.from({ length: travellers }, () => ({ firstName: 'Anna', lastName: 'Bianchi' })),
        ...contact,
      })
      .expect(201);
  const seats = async (departureId: string) =>
    (await db.query('SELECT spots_available FROM departures WHERE id = $1', [departureId])).rows[0].spots_available;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    // The tests run the jobs themselves, at the moments they choose.
    for (const job of t.app.get(SchedulerRegistry).getCronJobs().values()) void job.stop();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await insertIban(db, { system: true });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  describe('payment expiry', () => {
    it('expires only overdue bookings, declared transfers too, and gives their seats back once, however many runs race', async () => {
      const departureId = await insertDeparture(db, { days: 130, seats: 10 });
      const token = await insertLink(db, departureId);
      const overdue = [];
      for (let i = 0; i < 4; i++) overdue.push((await book(token, 2)).body.id as string);
      const declared = (await book(token)).body.id as string;
      const current = (await book(token)).body.id as string;
      expect(await seats(departureId)).toBe(0);
      await db.query("UPDATE bookings SET status = 'transfer_declared' WHERE id = $1", [declared]);
      await db.query("UPDATE bookings SET payment_expires_at = now() - interval '1 second' WHERE id <> $1", [current]);

      const cron = t.app.get(BookingsCron);
      const runs = await Promise.all([
        cron.expireOverdueBookings(),
        cron.expireOverdueBookings(),
        cron.expireOverdueBookings(),
      ]);
      // The declared transfer's window is over too (DECISIONS 29): it ends like an unpaid booking.
      expect(runs.reduce((sum, n) => sum + n, 0)).toBe(5);
      expect(await seats(departureId)).toBe(9);
      expect(await cron.expireOverdueBookings()).toBe(0);
      expect(await seats(departureId)).toBe(9);

      const { rows } = await db.query('SELECT id, status, closed_at FROM bookings WHERE departure_id = $1', [
        departureId,
      ]);
      const status = Object.fromEntries(rows.map((row) => [row.id, row.status]));
      for (const id of overdue) expect(status[id]).toBe('expired');
      expect(status[declared]).toBe('expired');
      expect(status[current]).toBe('pending');
    });

    it('never releases more than it took, even with a backlog racing the customers', async () => {
      const departureId = await insertDeparture(db, { days: 131, seats: 10 });
      const token = await insertLink(db, departureId);
      for (let i = 0; i < 10; i++) await book(token);
      await db.query("UPDATE bookings SET payment_expires_at = now() - interval '1 second' WHERE departure_id = $1", [
        departureId,
      ]);
      const cron = t.app.get(BookingsCron);
      await Promise.all([cron.expireOverdueBookings(), cron.expireOverdueBookings(), book(token).catch(() => null)]);
      const { rows } = await db.query(
        `SELECT d.spots_available, d.total_spots,
                (SELECT coalesce(sum(traveller_count), 0)::int FROM bookings
                  WHERE departure_id = d.id AND status NOT IN ('expired', 'cancelled')) AS held
           FROM departures d WHERE d.id = $1`,
        [departureId],
      );
      expect(rows[0].spots_available + rows[0].held).toBe(rows[0].total_spots);
    });
  });
});
