import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SchedulerRegistry } from '@nestjs/schedule';
import pg from 'pg';
import request from 'supertest';
import { BookingsCron } from '../src/bookings/bookings.cron.js';
import { NotificationsCron } from '../src/notifications/notifications.cron.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const BOT_TOKEN = '123456789:AAHk3LpQ8wX2nV5tB9mR1cY7uE4iO6sD0fG';
const CHAT_ID = '-1001234567890';

interface Received {
  path: string;
  body: { chat_id: string; text: string };
}

/** A local stand-in for the Bot API: answers each call with the next status of its script. */
async function telegramStandIn(statuses: number[]) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(data) as Received['body'] });
      const status = statuses.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { ok: true, result: {} } : { ok: false, error_code: status }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('booking jobs', () => {
  let t: TestApp;
  let db: pg.Client;
  let telegram: Awaited<ReturnType<typeof telegramStandIn>>;
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
    telegram = await telegramStandIn([500, 502]);
    t = await createTestApp({
      TRUST_PROXY: 'true',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_CHAT_ID: CHAT_ID,
      TELEGRAM_API_BASE_URL: telegram.url,
    });
    // The tests run the jobs themselves, at the moments they choose.
    for (const job of t.app.get(SchedulerRegistry).getCronJobs().values()) void job.stop();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await insertIban(db, { system: true });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
    await telegram.close();
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

  describe('notification outbox', () => {
    it('keeps the booking when Telegram fails, and retries with backoff until it is delivered', async () => {
      const departureId = await insertDeparture(db, { days: 132 });
      const token = await insertLink(db, departureId);
      await db.query('UPDATE notification_outbox SET delivered_at = now() WHERE delivered_at IS NULL');
      const contact = freshContact();
      const { body } = await book(token, 2, contact);

      const cron = t.app.get(NotificationsCron);
      expect(await cron.deliverDueNotifications()).toEqual({ delivered: 0, failed: 1 });
      const failed = await db.query(
        `SELECT attempts, last_error, delivered_at, next_attempt_at > now() + interval '20 seconds' AS later
           FROM notification_outbox WHERE booking_id = $1`,
        [body.id],
      );
      expect(failed.rows[0]).toEqual({ attempts: 1, last_error: 'HTTP 500', delivered_at: null, later: true });
      // Not due yet: nothing is sent.
      expect(await cron.deliverDueNotifications()).toEqual({ delivered: 0, failed: 0 });

      await db.query('UPDATE notification_outbox SET next_attempt_at = now() WHERE booking_id = $1', [body.id]);
      expect(await cron.deliverDueNotifications()).toEqual({ delivered: 0, failed: 1 });
      const second = await db.query(
        `SELECT attempts, last_error, next_attempt_at > now() + interval '50 seconds' AS later
           FROM notification_outbox WHERE booking_id = $1`,
        [body.id],
      );
      expect(second.rows[0]).toEqual({ attempts: 2, last_error: 'HTTP 502', later: true });

      await db.query('UPDATE notification_outbox SET next_attempt_at = now() WHERE booking_id = $1', [body.id]);
      expect(await cron.deliverDueNotifications()).toEqual({ delivered: 1, failed: 0 });
      const delivered = await db.query(
        'SELECT attempts, last_error, delivered_at IS NOT NULL AS delivered FROM notification_outbox WHERE booking_id = $1',
        [body.id],
      );
      expect(delivered.rows[0]).toEqual({ attempts: 3, last_error: null, delivered: true });
      expect(await cron.deliverDueNotifications()).toEqual({ delivered: 0, failed: 0 });

      expect(telegram.received).toHaveLength(3);
      for (const call of telegram.received) {
        expect(call.path).toBe(`/bot${BOT_TOKEN}/sendMessage`);
        expect(call.body.chat_id).toBe(CHAT_ID);
        expect(call.body.text).toContain(body.paymentReference);
        expect(call.body.text).toContain('Viaggiatori: 2 adulti');
        expect(call.body.text).toContain(contact.contactEmail);
      }
      const booking = await db.query('SELECT status FROM bookings WHERE id = $1', [body.id]);
      expect(booking.rows[0].status).toBe('pending');
    });

    it('gives each due notification to one of two runs at once', async () => {
      const token = await insertLink(db, await insertDeparture(db, { days: 133 }));
      await db.query('UPDATE notification_outbox SET delivered_at = now() WHERE delivered_at IS NULL');
      const before = telegram.received.length;
      for (let i = 0; i < 6; i++) await book(token);
      const cron = t.app.get(NotificationsCron);
      const [one, two] = await Promise.all([cron.deliverDueNotifications(), cron.deliverDueNotifications()]);
      expect(one.delivered + two.delivered).toBe(6);
      expect(telegram.received.length - before).toBe(6);
    });
  });
});
