import { SchedulerRegistry } from '@nestjs/schedule';
import pg from 'pg';
import request from 'supertest';
import { BookingsCron } from '../src/bookings/bookings.cron.js';
import { endOfWorkingDays } from '../src/common/working-days.js';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import type { TestApp } from './support/test-app.js';

const DAY_MS = 86_400_000;

describe('payment windows, unpaid holds and references', () => {
  let t: TestApp;
  let db: pg.Client;
  let adminToken: string;
  let address = 0;
  const client = () => `198.18.0.${++address % 250}`;

  const travellers = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ firstName: `Ospite${i}`, lastName: 'Inventato' }));
  const book = (token: string, count: number, options: { from?: string; contact?: object } = {}) =>
    request(t.server)
      .post(`/api/v1/booking-links/${token}/bookings`)
      .set('x-forwarded-for', options.from ?? client())
      .send({ airport: 'FCO', travellers: travellers(count), ...(options.contact ?? freshContact()) });
  const declare = (id: string) =>
    request(t.server).post(`/api/v1/bookings/${id}/transfer-declaration`).set('x-forwarded-for', client());
  const publicSeats = async (departureId: string) => {
    const { body } = await request(t.server).get('/api/v1/trips/praga-tour-culturale/departures').expect(200);
    return (body as { id: string; spotsAvailable: number; availability: string }[]).find(
      (departure) => departure.id === departureId,
    );
  };
  const window = async (id: string) =>
    (
      await db.query<{ status: string; payment_expires_at: Date; transfer_reminder_due_at: Date | null }>(
        'SELECT status, payment_expires_at, transfer_reminder_due_at FROM bookings WHERE id = $1',
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true' });
    // The tests run the jobs themselves, at the moments they choose.
    for (const job of t.app.get(SchedulerRegistry).getCronJobs().values()) void job.stop();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await insertIban(db, { system: true });
    adminToken = await loginAdmin(t.server);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  describe('a declared transfer', () => {
    it('holds the seats to the end of the third bank working day, then gives them back: nobody keeps a departure without paying', async () => {
      const departureId = await insertDeparture(db, { days: 200, seats: 10 });
      // The probe of the issue: a checkout link, every seat booked with invented travellers, the transfer declared.
      const checkout = await request(t.server)
        .post('/api/v1/checkout')
        .set('x-forwarded-for', client())
        .send({ departureId, airport: 'FCO', travellers: 10 })
        .expect(201);
      const { body } = await book(checkout.body.token as string, 10).expect(201);
      const before = Date.now();
      expect((await declare(body.id as string).expect(200)).body).toEqual({ status: 'transfer_declared' });
      expect((await publicSeats(departureId))?.spotsAvailable).toBe(0);

      const held = await window(body.id as string);
      const expected = endOfWorkingDays(new Date(before), 3);
      expect(held.payment_expires_at.toISOString()).toBe(expected.toISOString());
      expect(held.payment_expires_at.getTime() - before).toBeGreaterThanOrEqual(3 * DAY_MS);
      expect(held.transfer_reminder_due_at?.getTime()).toBe(expected.getTime() - DAY_MS);

      const cron = t.app.get(BookingsCron);
      expect(await cron.expireOverdueBookings()).toBe(0);
      expect((await window(body.id as string)).status).toBe('transfer_declared');

      await db.query("UPDATE bookings SET payment_expires_at = now() - interval '1 second' WHERE id = $1", [body.id]);
      expect(await cron.expireOverdueBookings()).toBe(1);
      expect((await window(body.id as string)).status).toBe('expired');
      expect((await publicSeats(departureId))?.spotsAvailable).toBe(10);
      expect((await request(t.server).get(`/api/v1/bookings/${body.id}`).expect(200)).body.status).toBe('expired');
    });

    it('can be given more working days by staff, and the extension is in the audit trail', async () => {
      const token = await insertLink(db, await insertDeparture(db, { days: 201 }));
      const { body } = await book(token, 2).expect(201);
      await declare(body.id as string).expect(200);
      const deadline = (await window(body.id as string)).payment_expires_at;

      const extend = (id: string, payload: object) =>
        request(t.server).post(`/api/v1/admin/bookings/${id}/payment-window`).set(bearer(adminToken)).send(payload);
      const extended = await extend(body.id as string, { workingDays: 2 }).expect(200);
      const expected = endOfWorkingDays(new Date(deadline.getTime() - 1), 2);
      expect(extended.body.paymentExpiresAt).toBe(expected.toISOString());
      expect(extended.body.transferReminderDueAt).toBe(new Date(expected.getTime() - DAY_MS).toISOString());
      const audit = await db.query("SELECT subject FROM admin_audit_events WHERE action = 'booking.window_extended'");
      expect(audit.rows.map((row) => row.subject)).toContain(body.id);

      const refused = await extend(body.id as string, { workingDays: 11 }).expect(400);
      expect(refused.body.message).toMatch(/giorni lavorativi/);
      await request(t.server)
        .post(`/api/v1/admin/bookings/${body.id}/payment-window`)
        .send({ workingDays: 1 })
        .expect(401);

      await db.query("UPDATE bookings SET status = 'expired', closed_at = now() WHERE id = $1", [body.id]);
      expect((await extend(body.id as string, { workingDays: 1 }).expect(409)).body.code).toBe(
        'BOOKING_WINDOW_NOT_EXTENDABLE',
      );
    });
  });

  describe('unpaid seats per holder', () => {
    // A departure larger than a family, so that the caps and not the seats say no.
    const largeDeparture = async (days: number) => {
      const departureId = await insertDeparture(db, { days });
      await db.query('UPDATE departures SET total_spots = 30, spots_available = 30 WHERE id = $1', [departureId]);
      return insertLink(db, departureId);
    };

    it('stop a burst from one client at one family per departure and two across the catalogue', async () => {
      const from = '198.51.100.200';
      const [first, second, third] = await Promise.all([210, 211, 212].map(largeDeparture));
      await book(first, 6, { from }).expect(201);
      await book(first, 4, { from }).expect(201);
      const refused = await book(first, 1, { from }).expect(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        code: 'UNPAID_HOLDS_LIMIT',
        message: expect.stringContaining('posti prenotati in attesa di pagamento'),
      });
      await book(second, 10, { from }).expect(201);
      expect((await book(third, 1, { from }).expect(409)).body.code).toBe('UNPAID_HOLDS_LIMIT');
      // Nothing was taken by the refusals.
      const { rows } = await db.query(
        `SELECT sum(traveller_count)::int AS seats FROM bookings b JOIN booking_links l ON l.id = b.booking_link_id
          WHERE l.token = ANY($1)`,
        [[first, second, third]],
      );
      expect(rows[0].seats).toBe(20);
      // Another client is another holder.
      await book(third, 2).expect(201);
    });

    it('follow the e-mail and the phone from one address to the next, and free up once the money arrives', async () => {
      const token = await largeDeparture(213);
      const contact = freshContact();
      const first = await book(token, 8, { contact }).expect(201);
      expect((await book(token, 3, { contact }).expect(409)).body.code).toBe('UNPAID_HOLDS_LIMIT');
      const samePhone = { ...freshContact(), contactPhone: contact.contactPhone.replace('+39 ', '0039') };
      expect((await book(token, 3, { contact: samePhone }).expect(409)).body.code).toBe('UNPAID_HOLDS_LIMIT');
      const sameMailbox = {
        ...freshContact(),
        contactEmail: contact.contactEmail.replace('@', '+viaggio@').toUpperCase(),
      };
      expect((await book(token, 3, { contact: sameMailbox }).expect(409)).body.code).toBe('UNPAID_HOLDS_LIMIT');

      await request(t.server)
        .post(`/api/v1/admin/bookings/${first.body.id}/confirm-payment`)
        .set(bearer(adminToken))
        .send({ payment: 'full' })
        .expect(200);
      await book(token, 3, { contact }).expect(201);
    });

    it('count an IPv6 /48 as one neighbourhood however many /64s it hops through', async () => {
      const links = await Promise.all(
        [220, 221, 222, 223, 224].map(async (days) => insertLink(db, await insertDeparture(db, { days }))),
      );
      for (const [i, token] of links.slice(0, 4).entries()) {
        await book(token, 10, { from: `2001:db8:77:${i + 1}::5` }).expect(201);
      }
      expect((await book(links[4], 1, { from: '2001:db8:77:99::5' }).expect(409)).body.code).toBe('UNPAID_HOLDS_LIMIT');
      await book(links[4], 1, { from: '2001:db8:78:1::5' }).expect(201);
    });
  });

  describe('reference numbers', () => {
    // Fills the numbers of a range as held by bookings that do not exist: checks off for this bulk load only.
    const holdNumbers = async (from: number, to: number, except: number[] = []) => {
      await db.query('BEGIN');
      await db.query('SET LOCAL session_replication_role = replica');
      await db.query(
        `INSERT INTO payment_references (number, booking_id, held_until)
         SELECT n, gen_random_uuid(), 'infinity' FROM generate_series($1::int, $2::int) n
          WHERE n <> ALL($3::int[])
         ON CONFLICT (number) DO NOTHING`,
        [from, to, except],
      );
      await db.query('COMMIT');
    };
    const releaseFakeNumbers = () =>
      db.query(
        'DELETE FROM payment_references r WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = r.booking_id)',
      );
    afterEach(releaseFakeNumbers);

    it('keep an expired booking its number for 12 months, and go on with five digits when four are all held', async () => {
      const departureId = await insertDeparture(db, { days: 230 });
      const token = await insertLink(db, departureId);
      const expired = (await book(token, 1).expect(201)).body as { id: string; paymentReference: string };
      await db.query("UPDATE bookings SET payment_expires_at = now() - interval '1 second' WHERE id = $1", [
        expired.id,
      ]);
      await t.app.get(BookingsCron).expireOverdueBookings();
      const number = Number(expired.paymentReference.slice('Ricevuta '.length));
      const { rows } = await db.query(
        "SELECT held_until > now() + interval '364 days' AS held FROM payment_references WHERE number = $1",
        [number],
      );
      expect(rows[0].held).toBe(true);

      // Every other four-digit number held too: the expired booking's number is not given again.
      await holdNumbers(1000, 9999, [number]);
      const next = (await book(token, 1).expect(201)).body as { paymentReference: string };
      expect(next.paymentReference).toMatch(/^Ricevuta [1-9]\d{4}$/);

      // Twelve months on, the number is free again.
      await db.query("UPDATE payment_references SET held_until = now() - interval '1 second' WHERE number = $1", [
        number,
      ]);
      expect((await book(token, 1).expect(201)).body.paymentReference).toBe(expired.paymentReference);
    });

    it("keep a paid booking's number until 12 months after its trip ended", async () => {
      const departureId = await insertDeparture(db, { days: 232 });
      const paid = (await book(await insertLink(db, departureId), 1).expect(201)).body as { id: string };
      await request(t.server)
        .post(`/api/v1/admin/bookings/${paid.id}/confirm-payment`)
        .set(bearer(adminToken))
        .send({ payment: 'full' })
        .expect(200);
      const cron = t.app.get(BookingsCron);
      await cron.releaseReferencesOfEndedTrips();
      const heldUntil = async () =>
        (await db.query('SELECT held_until FROM payment_references WHERE booking_id = $1', [paid.id])).rows[0]
          .held_until as Date | string;
      expect(String(await heldUntil())).toBe('Infinity');

      await db.query(
        `UPDATE departures SET start_date = DATE '2026-06-01', end_date = DATE '2026-06-05' WHERE id = $1`,
        [departureId],
      );
      await cron.releaseReferencesOfEndedTrips();
      // The day after the trip, midnight in Rome (summer time), 12 months on.
      expect(((await heldUntil()) as Date).toISOString()).toBe('2027-06-05T22:00:00.000Z');
    });

    it('answer 503 when no number at all is free, taking no seat', async () => {
      const departureId = await insertDeparture(db, { days: 231, seats: 10 });
      const token = await insertLink(db, departureId);
      await holdNumbers(1000, 99_999);
      const refused = await book(token, 2).expect(503);
      expect(refused.body).toEqual({
        statusCode: 503,
        code: 'PAYMENT_REFERENCES_EXHAUSTED',
        message: expect.stringContaining('numero di prenotazione'),
      });
      expect((await publicSeats(departureId))?.spotsAvailable).toBe(10);
      await db.query('UPDATE payment_references SET held_until = now() WHERE number = 54321');
      expect((await book(token, 2).expect(201)).body.paymentReference).toBe('Ricevuta 54321');
    });
  });
});
