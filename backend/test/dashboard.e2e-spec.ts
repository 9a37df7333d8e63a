import { SchedulerRegistry } from '@nestjs/schedule';
import pg from 'pg';
import request from 'supertest';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import type { TestApp } from './support/test-app.js';

interface Booked {
  id: string;
  depositAmountCents: number;
  totalPriceCents: number;
  amountToPayCents: number;
}

interface DashboardDeparture {
  id: string;
  startDate: string;
  status: string;
  totalSeats: number;
  sold: number;
  held: number;
  otherTaken: number;
  free: number;
  minimumGroupSize: number;
  guaranteed: boolean;
}

interface Dashboard {
  today: string;
  departures: DashboardDeparture[];
  moreDepartures: boolean;
  money: {
    weeks: { weekStart: string; weekEnd: string; expectedCents: number; receivedCents: number }[];
    overdueCents: number;
  };
  channels: {
    weeks: {
      weekStart: string;
      weekEnd: string;
      siteBookings: number;
      staffLinkBookings: number;
      whatsappHandoffs: number;
      partnerBookings: number;
    }[];
    partnersConnected: boolean;
  };
}

/** Monday of the Rome week `weeks` from the current one, as PostgreSQL's own calendar counts it. */
const MONDAY = `(date_trunc('week', now() AT TIME ZONE 'Europe/Rome')::date + 7 * $1::int)`;

describe('the agency dashboard (GET /api/v1/admin/dashboard)', () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  let address = 0;

  const dashboard = async () =>
    (await request(t.server).get('/api/v1/admin/dashboard').set(bearer(token)).expect(200)).body as Dashboard;
  const book = async (link: string, travellers: number) =>
    (
      await request(t.server)
        .post(`/api/v1/booking-links/${link}/bookings`)
        .set('x-forwarded-for', `198.18.7.${++address}`)
        .send({
          airport: 'FCO',
          travellers: Array.from({ length: travellers }, (_, i) => ({ firstName: `Ospite${i}`, lastName: 'Neri' })),
          ...freshContact(),
        })
        .expect(201)
    ).body as Booked;
  const confirmDeposit = (id: string) =>
    request(t.server)
      .post(`/api/v1/admin/bookings/${id}/confirm-payment`)
      .set(bearer(token))
      .send({ payment: 'deposit' })
      .expect(200);
  const cancel = (id: string) =>
    request(t.server).post(`/api/v1/admin/bookings/${id}/cancel`).set(bearer(token)).send({}).expect(200);
  const monday = async (weeks: number) =>
    (await db.query(`SELECT to_char(${MONDAY}, 'YYYY-MM-DD') AS day`, [weeks])).rows[0].day as string;
  /** The Monday of the Rome week of a day. */
  const mondayOfDay = async (day: string) =>
    (await db.query(`SELECT to_char(date_trunc('week', $1::date::timestamp), 'YYYY-MM-DD') AS day`, [day])).rows[0]
      .day as string;
  const romeDay = async (sql: string, parameters: unknown[]) =>
    (await db.query(`SELECT to_char(${sql}, 'YYYY-MM-DD') AS day`, parameters)).rows[0].day as string;

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true' });
    // No job expires a booking or adds departures while the figures are read.
    for (const job of t.app.get(SchedulerRegistry).getCronJobs().values()) void job.stop();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await insertIban(db, { system: true });
    token = await loginAdmin(t.server);
  });
  beforeEach(async () => {
    // The seed's year of departures out of the way, with every booking, payment and hand-off of
    // the test before: each test draws what it makes.
    await db.query('TRUNCATE departures, whatsapp_clicks CASCADE');
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('is for staff only', async () => {
    await request(t.server).get('/api/v1/admin/dashboard').expect(401);
  });

  it('with nothing on sale and no money, answers empty weeks: 13 ahead from this Monday, 12 back to it', async () => {
    const body = await dashboard();
    const [thisMonday, lastMoneyMonday, firstChannelMonday] = [await monday(0), await monday(12), await monday(-11)];

    expect(body.today).toBe(await romeDay(`(now() AT TIME ZONE 'Europe/Rome')::date`, []));
    expect(body.departures).toEqual([]);
    expect(body.moreDepartures).toBe(false);
    expect(body.money.overdueCents).toBe(0);
    expect(body.money.weeks).toHaveLength(13);
    expect(body.money.weeks[0]).toEqual({
      weekStart: thisMonday,
      weekEnd: await romeDay(`${MONDAY} + 6`, [0]),
      expectedCents: 0,
      receivedCents: 0,
    });
    expect(body.money.weeks[12].weekStart).toBe(lastMoneyMonday);
    expect(body.channels.weeks).toHaveLength(12);
    expect(body.channels.weeks[0].weekStart).toBe(firstChannelMonday);
    expect(body.channels.weeks[11]).toEqual({
      weekStart: thisMonday,
      weekEnd: await romeDay(`${MONDAY} + 6`, [0]),
      siteBookings: 0,
      staffLinkBookings: 0,
      whatsappHandoffs: 0,
      partnerBookings: 0,
    });
    expect(body.channels.partnersConnected).toBe(false);
  });

  it('divides each departure’s seats into sold, held, taken elsewhere and free, against the minimum group', async () => {
    // 2 seats of 10 sold before this system: 8 free to book.
    const departureId = await insertDeparture(db, { days: 3, seats: 8 });
    const link = await insertLink(db, departureId, { paymentType: 'full' });
    const confirmed = [await book(link, 2), await book(link, 3)];
    await book(link, 1);
    const gone = await book(link, 1);
    for (const booking of confirmed) await confirmDeposit(booking.id);
    await cancel(gone.id);

    const [drawn] = (await dashboard()).departures.filter((departure) => departure.id === departureId);
    expect(drawn).toEqual({
      id: departureId,
      tripSlug: 'praga-tour-culturale',
      tripTitle: expect.any(String),
      startDate: await romeDay(`(now() AT TIME ZONE 'Europe/Rome')::date + 3`, []),
      endDate: await romeDay(`(now() AT TIME ZONE 'Europe/Rome')::date + 7`, []),
      status: 'open',
      totalSeats: 10,
      sold: 5,
      held: 1,
      otherTaken: 2,
      free: 2,
      minimumGroupSize: 6,
      guaranteed: false,
    });

    // The held traveller pays: six confirmed travellers reach the minimum.
    const [waiting] = (
      await db.query(`SELECT id FROM bookings WHERE departure_id = $1 AND status = 'pending'`, [departureId])
    ).rows as { id: string }[];
    await confirmDeposit(waiting.id);
    const [guaranteed] = (await dashboard()).departures.filter((departure) => departure.id === departureId);
    expect(guaranteed).toMatchObject({ sold: 6, held: 0, free: 2, guaranteed: true });
  });

  it('draws the next 30 departures from today, the soonest first, closed ones too, and says more follow', async () => {
    const yesterday = await insertDeparture(db, { days: -1 });
    const ids: string[] = [];
    for (let day = 0; day <= 30; day++)
      ids.push(await insertDeparture(db, { slug: 'vienna-tour-culturale', days: day }));
    await db.query(`UPDATE departures SET status = 'closed' WHERE id = $1`, [ids[1]]);

    const body = await dashboard();
    expect(body.departures.map((departure) => departure.id)).toEqual(ids.slice(0, 30));
    expect(body.departures.map((departure) => departure.id)).not.toContain(yesterday);
    expect(body.departures[1].status).toBe('closed');
    expect(body.moreDepartures).toBe(true);

    await db.query('DELETE FROM departures WHERE id = $1', [ids[30]]);
    expect((await dashboard()).moreDepartures).toBe(false);
  });

  it('expects what live bookings still owe by the week it is due, late balances apart, against the money received', async () => {
    // Deposit terms: 60 days ahead, the balance due in 30.
    const ahead = await insertDeparture(db, { days: 60, seats: 10 });
    const link = await insertLink(db, ahead, { paymentType: 'deposit' });
    const waiting = await book(link, 2);
    const depositIn = await book(link, 2);
    const cancelled = await book(link, 1);
    await confirmDeposit(depositIn.id);
    await cancel(cancelled.id);
    // Another booking paid its deposit, and the calendar moved on: its departure leaves in 10 days,
    // so its balance was due 20 days ago and has not come.
    const soon = await insertDeparture(db, { slug: 'vienna-tour-culturale', days: 61, seats: 10 });
    const late = await book(await insertLink(db, soon, { paymentType: 'deposit' }), 1);
    await confirmDeposit(late.id);
    await db.query(
      `UPDATE departures SET start_date = (now() AT TIME ZONE 'Europe/Rome')::date + 10,
              end_date = (now() AT TIME ZONE 'Europe/Rome')::date + 14 WHERE id = $1`,
      [soon],
    );
    // Money that reached the bank last Sunday is not this week's, and before the weeks shown.
    const adminId = (await db.query('SELECT id FROM admin_users LIMIT 1')).rows[0].id as string;
    await db.query(
      `INSERT INTO payments (booking_id, amount_cents, received_on, source, recorded_by)
       VALUES ($2, 5000, ${MONDAY} - 1, 'manual', $3)`,
      [0, late.id, adminId],
    );

    const body = await dashboard();
    const weekOf = (day: string) => body.money.weeks.findIndex((week) => week.weekStart === day);
    const windowEnds = await romeDay(
      `(SELECT payment_expires_at AT TIME ZONE 'Europe/Rome' FROM bookings WHERE id = $1)::date`,
      [waiting.id],
    );
    const balanceDay = await romeDay(`(now() AT TIME ZONE 'Europe/Rome')::date + 30`, []);
    const expected = body.money.weeks.map(() => 0);
    expected[weekOf(await mondayOfDay(windowEnds))] += waiting.amountToPayCents;
    expected[weekOf(await mondayOfDay(balanceDay))] +=
      waiting.totalPriceCents - waiting.amountToPayCents + (depositIn.totalPriceCents - depositIn.depositAmountCents);

    expect(body.money.weeks.map((week) => week.expectedCents)).toEqual(expected);
    expect(body.money.overdueCents).toBe(late.totalPriceCents - late.depositAmountCents);
    // Both deposits were recorded today: this week's money in; last week's payment is outside the weeks shown.
    expect(body.money.weeks.map((week) => week.receivedCents)).toEqual([
      depositIn.depositAmountCents + late.depositAmountCents,
      ...Array(12).fill(0),
    ]);
  });

  it('counts bookings by the source of their link and WhatsApp hand-offs by the Rome week they were made in', async () => {
    const departureId = await insertDeparture(db, { days: 90, seats: 10 });
    const siteLink = await insertLink(db, departureId);
    await db.query(`UPDATE booking_links SET source = 'checkout' WHERE token = $1`, [siteLink]);
    const staffLink = await insertLink(db, departureId);
    const siteNow = await book(siteLink, 1);
    const siteLastWeek = await book(siteLink, 1);
    await book(staffLink, 2);
    // Expired since: still a booking the site brought.
    await db.query(`UPDATE bookings SET status = 'expired', closed_at = now() WHERE id = $1`, [siteNow.id]);
    // Made at 23:30 on last Sunday, Rome time: last week, whatever the hour in UTC.
    await db.query(
      `UPDATE bookings SET created_at = (${MONDAY} - interval '30 minutes') AT TIME ZONE 'Europe/Rome' WHERE id = $2`,
      [0, siteLastWeek.id],
    );
    const click = (at: string, parameters: unknown[]) =>
      db.query(
        `INSERT INTO whatsapp_clicks (phone_number, message, trip_slug, client_hash, clicked_at)
         VALUES ('393331234567', 'Buongiorno', 'praga-tour-culturale', 'test-client', ${at})`,
        parameters,
      );
    // 00:30 on this Monday and 23:30 on last Sunday, Rome time; one from eleven weeks back, one from twelve.
    await click(`(${MONDAY} + interval '30 minutes') AT TIME ZONE 'Europe/Rome'`, [0]);
    await click(`(${MONDAY} - interval '30 minutes') AT TIME ZONE 'Europe/Rome'`, [0]);
    await click(`(${MONDAY} + interval '2 hours') AT TIME ZONE 'Europe/Rome'`, [-11]);
    await click(`(${MONDAY} + interval '2 hours') AT TIME ZONE 'Europe/Rome'`, [-12]);

    const { weeks } = (await dashboard()).channels;
    const counts = weeks.map((week) => [
      week.siteBookings,
      week.staffLinkBookings,
      week.whatsappHandoffs,
      week.partnerBookings,
    ]);
    expect(counts[11]).toEqual([1, 1, 1, 0]);
    expect(counts[10]).toEqual([1, 0, 1, 0]);
    expect(counts[0]).toEqual([0, 0, 1, 0]);
    expect(
      counts
        .slice(1, 10)
        .flat()
        .every((count) => count === 0),
    ).toBe(true);
  });
});
