import { SchedulerRegistry } from '@nestjs/schedule';
import pg from 'pg';
import request from 'supertest';
import { MessageComposer } from '../src/messages/message-composer.js';
import { MessagesRepository } from '../src/messages/messages.repository.js';
import { MinimumGroupService } from '../src/minimum-group/minimum-group.service.js';
import { BookingsCron } from '../src/bookings/bookings.cron.js';
import { WaitlistTokens } from '../src/waitlist/waitlist-rules.js';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import type { TestApp } from './support/test-app.js';

const SLUG = 'praga-tour-culturale';
const UNKNOWN_ID = '6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90';

/** The minimum group (DECISIONS 34): the public flag, the deadline job and staff's decision. */
describe('minimum group', () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  let address = 0;

  const book = async (departureId: string, travellers: number) => {
    const link = await insertLink(db, departureId);
    const res = await request(t.server)
      .post(`/api/v1/booking-links/${link}/bookings`)
      .set('x-forwarded-for', `198.51.100.${++address % 250}`)
      .send({
        airport: 'MXP',
        travellers: Array.from({ length: travellers }, (_, i) => ({ firstName: `Anna${i}`, lastName: 'Bianchi' })),
        ...freshContact(),
      })
      .expect(201);
    return res.body.id as string;
  };
  const admin = {
    get: (path: string) => request(t.server).get(`/api/v1/admin${path}`).set(bearer(token)),
    post: (path: string, body: object = {}) =>
      request(t.server).post(`/api/v1/admin${path}`).set(bearer(token)).send(body),
    patch: (path: string, body: object) =>
      request(t.server).patch(`/api/v1/admin${path}`).set(bearer(token)).send(body),
  };
  const pay = (bookingId: string, payment: 'deposit' | 'full' = 'full') =>
    admin.post(`/bookings/${bookingId}/confirm-payment`, { payment }).expect(200);
  const decide = (departureId: string, body: object) =>
    admin.post(`/departures/${departureId}/minimum-group-decision`, body);
  /** The departure as a visitor's dates dialog reads it; undefined once it is no longer offered. */
  const onSale = async (departureId: string, slug = SLUG) => {
    const res = await request(t.server).get(`/api/v1/trips/${slug}/departures`).expect(200);
    return (
      res.body as { id: string; minGroupSize: number; guaranteed: boolean; travellersToGuarantee: number }[]
    ).find((departure) => departure.id === departureId);
  };
  const departureRow = async (id: string) =>
    (
      await db.query(
        `SELECT status, spots_available, total_spots, confirmed_travellers, minimum_group_status
           FROM departures WHERE id = $1`,
        [id],
      )
    ).rows[0];
  /** A departure `days` ahead lasting `length` days, of its own. */
  const departureOf = async (days: number, length = 5) => {
    const id = await insertDeparture(db, { days });
    await db.query('UPDATE departures SET end_date = start_date + $2::int WHERE id = $1', [id, length - 1]);
    return id;
  };
  /** The e-mails to these bookings' customers besides those of booking and paying. */
  const messagesOf = async (bookingIds: string[]) =>
    (
      await db.query<{ booking_id: string; kind: string }>(
        `SELECT booking_id, kind FROM messages
          WHERE booking_id = ANY($1::uuid[]) AND channel = 'email' AND kind NOT IN ('booking_received', 'payment_recorded')
          ORDER BY kind, booking_id`,
        [bookingIds],
      )
    ).rows;

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true' });
    // The tests run the deadline job themselves, at the moments they choose.
    for (const job of t.app.get(SchedulerRegistry).getCronJobs().values()) void job.stop();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await insertIban(db, { system: true });
    token = await loginAdmin(t.server);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('flips guaranteed exactly when confirmed travellers reach the minimum; held seats do not count', async () => {
    const departureId = await departureOf(150);
    const three = await book(departureId, 3);
    const two = await book(departureId, 2);
    const one = await book(departureId, 1);

    // Six seats held, none paid: nothing is guaranteed.
    expect(await onSale(departureId)).toMatchObject({ minGroupSize: 6, guaranteed: false, travellersToGuarantee: 6 });
    await pay(three);
    expect(await onSale(departureId)).toMatchObject({ guaranteed: false, travellersToGuarantee: 3 });
    // A deposit confirms the booking: its travellers count, once, also when the balance arrives.
    await pay(two, 'deposit');
    expect(await onSale(departureId)).toMatchObject({ guaranteed: false, travellersToGuarantee: 1 });
    await pay(two, 'full');
    expect(await onSale(departureId)).toMatchObject({ guaranteed: false, travellersToGuarantee: 1 });
    await pay(one);
    expect(await onSale(departureId)).toMatchObject({ guaranteed: true, travellersToGuarantee: 0 });

    expect((await departureRow(departureId)).confirmed_travellers).toBe(6);
    const listed = await admin.get(`/departures?trip=${SLUG}&limit=200`).expect(200);
    expect(listed.body.find((departure: { id: string }) => departure.id === departureId)).toMatchObject({
      minGroupSize: 6,
      confirmedTravellers: 6,
      guaranteed: true,
      minimumGroupStatus: null,
    });
  });

  it("states each trip's own minimum, within its group", async () => {
    const departureId = await insertDeparture(db, { slug: 'vienna-tour-culturale', days: 151 });
    await db.query("UPDATE trips SET min_group_size = 2 WHERE slug = 'vienna-tour-culturale'");
    try {
      expect(await onSale(departureId, 'vienna-tour-culturale')).toMatchObject({
        minGroupSize: 2,
        travellersToGuarantee: 2,
      });
      await pay(await book(departureId, 2));
      expect(await onSale(departureId, 'vienna-tour-culturale')).toMatchObject({ guaranteed: true });
      await expect(
        db.query("UPDATE trips SET min_group_size = 0 WHERE slug = 'vienna-tour-culturale'"),
      ).rejects.toThrow(/trips_min_group_size/);
      await expect(
        db.query("UPDATE trips SET min_group_size = max_group_size + 1 WHERE slug = 'vienna-tour-culturale'"),
      ).rejects.toThrow(/trips_min_group_size/);
    } finally {
      await db.query("UPDATE trips SET min_group_size = 6 WHERE slug = 'vienna-tour-culturale'");
    }
  });

  it('asks staff once, at the deadline of the trip length, however many runs race', async () => {
    const due = {
      // 2 to 6 days: seven days before.
      fiveDays: await departureOf(7, 5),
      // More than 6 days: twenty days before.
      nineDays: await departureOf(20, 9),
      // A day trip: from two days before.
      oneDay: await departureOf(2, 1),
      // Past the deadline already (a job that was down, a date added late).
      late: await departureOf(4, 2),
    };
    const notDue = {
      fiveDays: await departureOf(8, 5),
      nineDays: await departureOf(21, 9),
      oneDay: await departureOf(3, 1),
      // Leaves today: too late to ask.
      today: await departureOf(0, 5),
      closed: await departureOf(6, 5),
      reached: await departureOf(5, 5),
    };
    await db.query("UPDATE departures SET status = 'closed' WHERE id = $1", [notDue.closed]);
    await pay(await book(notDue.reached, 6));
    const waiting = await book(due.fiveDays, 2);

    const service = t.app.get(MinimumGroupService);
    const { rows: before } = await db.query(
      "SELECT count(*)::int AS n FROM departures WHERE minimum_group_status = 'asked'",
    );
    const runs = await Promise.all([service.askWhereDue(), service.askWhereDue(), service.askWhereDue()]);
    const { rows: after } = await db.query(
      "SELECT count(*)::int AS n FROM departures WHERE minimum_group_status = 'asked'",
    );
    // The seeded catalogue has its own short departures: every run's marks are counted, none twice.
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(after[0].n - before[0].n);
    expect(await service.askWhereDue()).toBe(0);

    for (const id of Object.values(due)) expect((await departureRow(id)).minimum_group_status).toBe('asked');
    for (const id of Object.values(notDue)) expect((await departureRow(id)).minimum_group_status).toBeNull();

    const { rows: staff } = await db.query<{ occasion: string; booking_id: string | null; recipient: string }>(
      "SELECT occasion, booking_id, recipient FROM messages WHERE kind = 'staff_minimum_group' AND occasion = ANY($1::text[])",
      [[...Object.values(due), ...Object.values(notDue)]],
    );
    expect(staff.map((row) => row.occasion).sort()).toEqual(Object.values(due).sort());
    expect(staff.every((row) => row.booking_id === null && row.recipient.includes('@'))).toBe(true);
    // Nobody's customer hears of it before staff decide.
    expect(await messagesOf([waiting])).toEqual([]);

    // Staff read it as the agency's e-mail, and find it in the departures' list to decide.
    const composer = t.app.get(MessageComposer);
    const store = t.app.get(MessagesRepository);
    const { rows: ids } = await db.query<{ id: string }>(
      "SELECT id FROM messages WHERE kind = 'staff_minimum_group' AND occasion = $1",
      [due.fiveDays],
    );
    const mail = await composer.compose((await store.find(ids[0].id))!);
    expect(mail.subject).toMatch(/^Da decidere: gruppo minimo non raggiunto – Praga/);
    expect(mail.text).toContain('mancano 6 persone');
    expect(mail.text).toMatch(/Prenotazioni attive: 1/);

    const awaiting = await admin.get('/departures/minimum-group-decisions').expect(200);
    const listed = awaiting.body as { id: string; minimumGroupDeadline: string; startDate: string }[];
    expect(Object.values(due).every((id) => listed.some((departure) => departure.id === id))).toBe(true);
    expect(listed.some((departure) => Object.values(notDue).includes(departure.id))).toBe(false);
    const nine = listed.find((departure) => departure.id === due.nineDays)!;
    const { rows: today } = await db.query(
      "SELECT to_char((now() AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD') AS d",
    );
    expect(nine.minimumGroupDeadline).toBe(today[0].d);
  });

  it('runs a departure short of its minimum: guaranteed for visitors, every live booking told', async () => {
    const departureId = await departureOf(30, 5);
    const paid = await book(departureId, 2);
    await pay(paid);
    const held = await book(departureId, 1);
    const expired = await book(departureId, 1);
    await db.query("UPDATE bookings SET status = 'expired', closed_at = now() WHERE id = $1", [expired]);

    const run = await decide(departureId, { decision: 'run' }).expect(200);
    expect(run.body).toMatchObject({ id: departureId, minimumGroupStatus: 'run', guaranteed: true, status: 'open' });
    expect(await onSale(departureId)).toMatchObject({ guaranteed: true, travellersToGuarantee: 0 });
    expect((await messagesOf([paid, held, expired])).map((row) => `${row.kind} ${row.booking_id}`).sort()).toEqual(
      [`departure_confirmed ${paid}`, `departure_confirmed ${held}`].sort(),
    );
    const { rows: audit } = await db.query('SELECT action FROM admin_audit_events WHERE subject = $1', [departureId]);
    expect(audit.map((row) => row.action)).toEqual(['departure.minimum_group_run']);

    const again = await decide(departureId, { decision: 'cancel' }).expect(409);
    expect(again.body).toMatchObject({
      code: 'MINIMUM_GROUP_DECIDED',
      message: 'Per questa partenza è già stato deciso se confermarla o annullarla per il gruppo minimo.',
    });

    const composer = t.app.get(MessageComposer);
    const store = t.app.get(MessagesRepository);
    const { rows } = await db.query("SELECT id FROM messages WHERE booking_id = $1 AND kind = 'departure_confirmed'", [
      paid,
    ]);
    const mail = await composer.compose((await store.find(rows[0].id))!);
    expect(mail.subject).toMatch(/^Partenza confermata – Ricevuta \d+ – Praga/);
  });

  it('cancels a departure short of its minimum with its live bookings, everything paid owed back, each customer told', async () => {
    // Far enough for a deposit.
    const departureId = await departureOf(60, 5);
    const paidInFull = await book(departureId, 2);
    await pay(paidInFull);
    const deposit = await book(departureId, 1);
    await pay(deposit, 'deposit');
    const held = await book(departureId, 2);
    expect(await departureRow(departureId)).toMatchObject({ spots_available: 5, confirmed_travellers: 3 });

    const note = 'Vi proponiamo volentieri la partenza del mese successivo.';
    const cancelled = await decide(departureId, { decision: 'cancel', reason: `  ${note}  ` }).expect(200);
    expect(cancelled.body).toMatchObject({
      minimumGroupStatus: 'cancelled',
      status: 'closed',
      guaranteed: false,
      confirmedTravellers: 0,
      spotsAvailable: 10,
    });
    expect(await onSale(departureId)).toBeUndefined();

    const { rows: bookings } = await db.query(
      `SELECT id, status, amount_paid_cents, refund_due_cents, cancellation_reason, closed_at IS NOT NULL AS closed
         FROM bookings WHERE departure_id = $1`,
      [departureId],
    );
    expect(bookings).toHaveLength(3);
    for (const booking of bookings) {
      expect(booking).toMatchObject({ status: 'cancelled', cancellation_reason: note, closed: true });
      expect(booking.refund_due_cents).toBe(booking.amount_paid_cents);
    }
    expect(bookings.find((booking) => booking.id === held).refund_due_cents).toBe(0);
    expect(bookings.find((booking) => booking.id === paidInFull).refund_due_cents).toBeGreaterThan(0);
    const detail = await admin.get(`/bookings/${paidInFull}`).expect(200);
    expect(detail.body.refundDueCents).toBe(detail.body.amountPaidCents);

    expect((await messagesOf([paidInFull, deposit, held])).map((row) => row.kind)).toEqual([
      'minimum_group_cancelled',
      'minimum_group_cancelled',
      'minimum_group_cancelled',
    ]);
    const { rows: audit } = await db.query(
      `SELECT action, subject FROM admin_audit_events
        WHERE subject = ANY($1::text[]) AND action NOT IN ('booking.deposit_paid', 'booking.paid_in_full')
        ORDER BY action, subject`,
      [[departureId, paidInFull, deposit, held]],
    );
    expect(audit.map((row) => row.action)).toEqual([
      'booking.cancelled',
      'booking.cancelled',
      'booking.cancelled',
      'departure.minimum_group_cancelled',
    ]);

    const composer = t.app.get(MessageComposer);
    const store = t.app.get(MessagesRepository);
    const { rows } = await db.query(
      "SELECT id FROM messages WHERE booking_id = $1 AND kind = 'minimum_group_cancelled'",
      [paidInFull],
    );
    const mail = await composer.compose((await store.find(rows[0].id))!);
    expect(mail.subject).toMatch(/^Partenza annullata – Ricevuta \d+ – Praga/);
    expect(mail.text).toContain('numero minimo di 6 partecipanti');
    expect(mail.text).toContain(note);
    expect(mail.text).toMatch(
      /Ti restituiamo per intero quanto hai pagato, [\d.]+,00\s€, con un bonifico entro 14 giorni/,
    );

    // Its customers were told it will not run: it is not sold again, nor decided twice, nor paid.
    const reopened = await admin.patch(`/departures/${departureId}`, { status: 'open' }).expect(409);
    expect(reopened.body.code).toBe('DEPARTURE_CANCELLED_FOR_MINIMUM');
    await decide(departureId, { decision: 'run' }).expect(409);
    await admin.post(`/bookings/${held}/confirm-payment`, { payment: 'full' }).expect(409);
  });

  it('closes the waiting list of a departure it cancels: held seats back, those in line told, unconfirmed addresses not', async () => {
    const departureId = await departureOf(61, 5);
    await book(departureId, 8);
    const two = await book(departureId, 2);
    const tokens = new WaitlistTokens(t.config.dataEncryptionKey);
    const entry = async (email: string) =>
      (await db.query('SELECT id, status, held_seats FROM waitlist_entries WHERE email = $1', [email])).rows[0];
    const queue = async (email: string, travellers: number, confirm = true) => {
      await request(t.server)
        .post(`/api/v1/departures/${departureId}/waitlist`)
        .set('x-forwarded-for', `198.51.100.${++address % 250}`)
        .send({ name: 'Anna Bianchi', email, travellers, privacyAccepted: true })
        .expect(201);
      if (confirm) {
        await request(t.server)
          .post(`/api/v1/waitlist/${tokens.tokenOf((await entry(email)).id)}/confirm`)
          .expect(200);
      }
    };
    const [offered, waiting, unconfirmed] = ['offerta@example.it', 'attesa@example.it', 'mai@example.it'];
    await queue(offered, 2);
    await queue(waiting, 3);
    await queue(unconfirmed, 1, false);
    // The booking of two lapses: its seats are held for the first in line.
    await db.query("UPDATE bookings SET payment_expires_at = now() - interval '1 second' WHERE id = $1", [two]);
    await t.app.get(BookingsCron).expireOverdueBookings();
    expect(await entry(offered)).toMatchObject({ status: 'offered', held_seats: 2 });

    const cancelled = await decide(departureId, { decision: 'cancel' }).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'closed', spotsAvailable: 10 });
    for (const email of [offered, waiting, unconfirmed]) {
      expect(await entry(email)).toMatchObject({ status: 'cancelled', held_seats: 0 });
    }
    const { rows: told } = await db.query(
      "SELECT recipient FROM messages WHERE kind = 'waitlist_cancelled' ORDER BY recipient",
    );
    expect(told.map((row) => row.recipient)).toEqual([waiting, offered].sort());
    const { rows } = await db.query("SELECT id FROM messages WHERE kind = 'waitlist_cancelled' AND recipient = $1", [
      waiting,
    ]);
    const mail = await t.app.get(MessageComposer).compose((await t.app.get(MessagesRepository).find(rows[0].id))!);
    expect(mail.subject).toMatch(/^La partenza è stata annullata – Praga/);
    expect(mail.text).toContain('non si è raggiunto il numero minimo di partecipanti');
  });

  it('refuses in Italian what cannot be decided', async () => {
    await decide(UNKNOWN_ID, { decision: 'run' }).expect(404);
    await decide('not-an-id', { decision: 'run' }).expect(400);
    const open = await departureOf(40, 5);
    const wrong = await decide(open, { decision: 'maybe' }).expect(400);
    expect(wrong.body.details.decision).toEqual(['Scegli se far partire il gruppo o annullare la partenza.']);
    const noteWithRun = await decide(open, { decision: 'run', reason: 'Partiamo!' }).expect(400);
    expect(noteWithRun.body.details.reason).toEqual([
      'La nota ai clienti si scrive solo quando si annulla la partenza.',
    ]);
    const tooLong = await decide(open, { decision: 'cancel', reason: 'x'.repeat(501) }).expect(400);
    expect(tooLong.body.details.reason).toEqual(['La nota può avere al massimo 500 caratteri.']);

    const reached = await departureOf(41, 5);
    await pay(await book(reached, 6));
    const refused = await decide(reached, { decision: 'cancel' }).expect(409);
    expect(refused.body).toMatchObject({
      code: 'MINIMUM_GROUP_REACHED',
      message: 'Questa partenza ha già raggiunto il gruppo minimo: è confermata e non c’è nulla da decidere.',
    });
    const leaving = await departureOf(0, 5);
    expect((await decide(leaving, { decision: 'cancel' }).expect(409)).body.code).toBe('DEPARTURE_STARTED');
    expect((await departureRow(open)).minimum_group_status).toBeNull();

    await request(t.server)
      .post(`/api/v1/admin/departures/${open}/minimum-group-decision`)
      .send({ decision: 'run' })
      .expect(401);
  });
});
