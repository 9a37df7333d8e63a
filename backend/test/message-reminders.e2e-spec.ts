import { SchedulerRegistry } from '@nestjs/schedule';
import pg from 'pg';
import request from 'supertest';
import { MessageComposer } from '../src/messages/message-composer.js';
import { MessagesCron } from '../src/messages/messages.cron.js';
import { MessagesRepository } from '../src/messages/messages.repository.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The messages a date causes: each is queued once, however many runs (or replicas) ask for it.
 * Bookings are put in each situation directly in the database; the job is run by hand.
 */
describe('reminders', () => {
  let t: TestApp;
  let db: pg.Client;
  let address = 0;

  const book = async (days: number) => {
    const link = await insertLink(db, await insertDeparture(db, { days }));
    const res = await request(t.server)
      .post(`/api/v1/booking-links/${link}/bookings`)
      .set('x-forwarded-for', `192.0.2.${++address}`)
      .send({ airport: 'MXP', travellers: [{ firstName: 'Anna', lastName: 'Bianchi' }], ...freshContact() })
      .expect(201);
    return res.body.id as string;
  };
  const messages = async () =>
    (
      await db.query<{ booking_id: string; kind: string; occasion: string; recipient: string }>(
        "SELECT booking_id, kind, occasion, recipient FROM messages WHERE channel = 'email' AND kind <> 'booking_received' ORDER BY kind, occasion",
      )
    ).rows;

  beforeAll(async () => {
    // Queued only: the delivery is another test's subject.
    t = await createTestApp({ TRUST_PROXY: 'true' });
    for (const job of t.app.get(SchedulerRegistry).getCronJobs().values()) void job.stop();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await insertIban(db, { system: true });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('queues each due reminder once, for the right bookings and occasions, however many runs race', async () => {
    // Unpaid, half an hour left of the window.
    const ending = await book(200);
    await db.query("UPDATE bookings SET payment_expires_at = now() + interval '30 minutes' WHERE id = $1", [ending]);
    // Unpaid with two hours left: not yet.
    const notYet = await book(201);
    await db.query("UPDATE bookings SET payment_expires_at = now() + interval '2 hours' WHERE id = $1", [notYet]);
    // A declared transfer whose reminder is due, its window still open.
    const declared = await book(202);
    await db.query(
      `UPDATE bookings SET status = 'transfer_declared', transfer_declared_at = now() - interval '2 days',
              transfer_reminder_due_at = now() - interval '1 minute', payment_expires_at = now() + interval '23 hours'
        WHERE id = $1`,
      [declared],
    );
    const deposit = (id: string) =>
      db.query(
        `UPDATE bookings SET status = 'confirmed', payment_status = 'deposit_paid', amount_paid_cents = deposit_amount_cents,
                confirmed_at = now() WHERE id = $1`,
        [id],
      );
    // Balance due in 5 days (departure in 35): the week-before reminder.
    const weekBefore = await book(35);
    await deposit(weekBefore);
    // Balance due 2 days ago (departure in 28): the reminder of the day, and staff told.
    const late = await book(28);
    await deposit(late);
    // Balance due in 20 days: nothing yet.
    const later = await book(50);
    await deposit(later);
    // Paid in full, leaving in 5 days: the trip's practical information.
    const leaving = await book(5);
    await db.query(
      `UPDATE bookings SET status = 'confirmed', payment_status = 'paid', amount_paid_cents = total_price_cents,
              confirmed_at = now() WHERE id = $1`,
      [leaving],
    );

    const cron = t.app.get(MessagesCron);
    const runs = await Promise.all([cron.queueDueReminders(), cron.queueDueReminders(), cron.queueDueReminders()]);
    expect(runs.reduce((sum, queued) => sum + queued, 0)).toBe(6);
    expect(await cron.queueDueReminders()).toBe(0);

    const staff = (await request(t.server).get('/api/v1/site').expect(200)).body.email as string;
    const queued = await messages();
    const of = (id: string) => queued.filter((message) => message.booking_id === id);
    expect(of(ending).map((m) => m.kind)).toEqual(['payment_window_ending']);
    expect(of(notYet)).toEqual([]);
    expect(of(declared).map((m) => m.kind)).toEqual(['transfer_window_ending']);
    expect(of(weekBefore).map((m) => [m.kind, m.occasion])).toEqual([['balance_due', 'week-before']]);
    expect(of(late).map((m) => [m.kind, m.occasion, m.recipient === staff])).toEqual([
      ['balance_due', 'due-day', false],
      ['staff_balance_late', '', true],
    ]);
    expect(of(later)).toEqual([]);
    expect(of(leaving).map((m) => m.kind)).toEqual(['departure_soon']);

    // Each queued message has its delivery job.
    const { rows } = await db.query(
      `SELECT count(*)::int AS without FROM messages m WHERE m.status = 'queued' AND NOT EXISTS (
         SELECT 1 FROM pgboss.job j WHERE j.name = m.channel AND j.data->>'messageId' = m.id::text)`,
    );
    expect(rows[0].without).toBe(0);

    // Every one of them can be written from its booking, with the booking's reference.
    const composer = t.app.get(MessageComposer);
    const store = t.app.get(MessagesRepository);
    const ids = await db.query<{ id: string; reference: string; kind: string }>(
      `SELECT m.id, b.payment_reference AS reference, m.kind FROM messages m JOIN bookings b ON b.id = m.booking_id
        WHERE m.channel = 'email' AND m.kind <> 'booking_received'`,
    );
    // Staff fixed the meeting time at each airport: the week-before message gives the booking's.
    await db.query(
      `UPDATE departures SET meeting_times = '{"MXP": "05:40", "FCO": "07:10"}'
        WHERE id = (SELECT departure_id FROM bookings WHERE id = $1)`,
      [leaving],
    );
    for (const { id, reference, kind } of ids.rows) {
      const composed = await composer.compose((await store.find(id))!);
      expect([kind, composed.subject.includes(reference)]).toEqual([kind, true]);
      expect(composed.text).toContain(reference);
      if (kind === 'departure_soon') {
        expect(composed.text).toMatch(/ore 05:40 \(ora di Roma\)/);
        expect(composed.text).not.toContain('07:10');
      }
    }
  });
});
