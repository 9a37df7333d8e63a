import { SchedulerRegistry } from '@nestjs/schedule';
import pg from 'pg';
import request from 'supertest';
import { BookingsCron } from '../src/bookings/bookings.cron.js';
import { MessageComposer } from '../src/messages/message-composer.js';
import { MessagesRepository } from '../src/messages/messages.repository.js';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import { camt053, italianCsv, statementAmount as euros, type TestMovement } from './support/statement-files.js';
import type { TestApp } from './support/test-app.js';

interface Booked {
  id: string;
  paymentReference: string;
  totalPriceCents: number;
  depositAmountCents: number;
  amountToPayCents: number;
}

describe('bank statements and payment matching', () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  let address = 0;
  let files = 0;

  const book = async (days: number, travellers = 2): Promise<Booked> => {
    const link = await insertLink(db, await insertDeparture(db, { days }));
    const res = await request(t.server)
      .post(`/api/v1/booking-links/${link}/bookings`)
      .set('x-forwarded-for', `198.18.1.${++address % 250}`)
      .send({
        airport: 'MXP',
        travellers: Array.from({ length: travellers }, (_, i) => ({ firstName: `Ospite${i}`, lastName: 'Rossi' })),
        ...freshContact(),
      })
      .expect(201);
    return res.body as Booked;
  };
  const upload = (bytes: Buffer, name = `estratto-${++files}.xml`) =>
    request(t.server).post('/api/v1/admin/bank-statements').set(bearer(token)).attach('file', bytes, name);
  const entries = async (statementId: string) =>
    (await request(t.server).get(`/api/v1/admin/bank-statements/${statementId}/entries`).set(bearer(token)).expect(200))
      .body as {
      id: string;
      status: string;
      reason: string | null;
      reasonCode: string | null;
      bookingId: string | null;
      debtorName: string;
    }[];
  const detail = async (id: string) =>
    (await request(t.server).get(`/api/v1/admin/bookings/${id}`).set(bearer(token)).expect(200)).body;
  const customerPage = async (id: string) => (await request(t.server).get(`/api/v1/bookings/${id}`).expect(200)).body;
  const seats = async (bookingId: string) =>
    (
      await db.query(
        'SELECT d.spots_available FROM departures d JOIN bookings b ON b.departure_id = d.id WHERE b.id = $1',
        [bookingId],
      )
    ).rows[0].spots_available as number;
  const deposit = (booking: Booked, change: Partial<TestMovement> = {}): TestMovement => ({
    amount: euros(booking.depositAmountCents),
    remittance: `${booking.paymentReference} acconto viaggio`,
    ...change,
  });

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true' });
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

  it('pays a correctly referenced deposit, leaves the rest for review, and applies nothing twice', async () => {
    const paid = await book(300);
    const unreferenced = await book(301);
    const file = camt053([
      deposit(paid, {
        remittance: `BONIFICO SEPA ${paid.paymentReference.toUpperCase().replace(' ', '')}`,
        bankReference: 'BR-1',
      }),
      deposit(unreferenced, { remittance: 'Acconto viaggio Praga famiglia Bianchi', bankReference: 'BR-2' }),
      { amount: '45.10', remittance: 'Commissioni', direction: 'DBIT', bankReference: 'BR-3' },
      deposit(unreferenced, { status: 'PDNG', bankReference: 'BR-4' }),
    ]);
    const first = await upload(file).expect(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      format: 'camt.053',
      entries: 4,
      credits: 2,
      matched: 1,
      review: 1,
      duplicates: 0,
    });
    const again = await upload(file, 'stesso-file.xml').expect(200);
    expect(again.body).toEqual(first.body);

    const listed = await entries(first.body.id as string);
    expect(listed.map((entry) => [entry.status, entry.reasonCode])).toEqual([
      ['matched', null],
      ['review', 'no_reference'],
      ['ignored', 'debit'],
      ['ignored', 'pending'],
    ]);
    expect(listed[0].bookingId).toBe(paid.id);

    const booking = await detail(paid.id);
    expect(booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'deposit_paid',
      amountPaidCents: paid.depositAmountCents,
      balanceDueCents: paid.totalPriceCents - paid.depositAmountCents,
      payments: [
        { amountCents: paid.depositAmountCents, receivedOn: '2027-02-03', source: 'statement', entryId: listed[0].id },
      ],
    });
    expect(booking.balanceDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await customerPage(paid.id)).status).toBe('confirmed');
    expect((await detail(unreferenced.id)).status).toBe('pending');
    const { rows } = await db.query('SELECT count(*)::int AS n FROM payments WHERE booking_id = $1', [paid.id]);
    expect(rows[0].n).toBe(1);
  });

  it('takes a deposit and then the balance from two overlapping statements', async () => {
    const booking = await book(302);
    const depositLine = deposit(booking, { bankReference: 'OVR-1' });
    await upload(camt053([depositLine])).expect(201);
    const balance = {
      amount: euros(booking.totalPriceCents - booking.depositAmountCents),
      remittance: `saldo ricevuta ${booking.paymentReference.slice(9)}`,
      bankReference: 'OVR-2',
      bookedOn: '2027-03-01',
    };
    const second = await upload(camt053([depositLine, balance])).expect(201);
    expect(second.body).toMatchObject({ entries: 2, credits: 1, matched: 1, duplicates: 1 });
    expect(await detail(booking.id)).toMatchObject({
      paymentStatus: 'paid',
      amountPaidCents: booking.totalPriceCents,
      balanceDueCents: 0,
    });
    expect((await detail(booking.id)).payments).toHaveLength(2);
  });

  it('keeps two identical transfers as two payments, and sends what no rule pays to review', async () => {
    const twice = await book(303);
    const under = await book(304);
    const over = await book(305);
    const [a, b] = [await book(306), await book(307)];
    const result = await upload(
      camt053([
        deposit(twice),
        deposit(twice),
        deposit(under, { amount: euros(under.depositAmountCents - 1) }),
        deposit(over, { amount: euros(over.totalPriceCents + 100) }),
        {
          amount: euros(a.depositAmountCents + b.depositAmountCents),
          remittance: `${a.paymentReference} e ${b.paymentReference}`,
        },
        { amount: '100.00', remittance: 'Ricevuta 99998' },
      ]),
    ).expect(201);
    expect(result.body).toMatchObject({ entries: 6, credits: 6, matched: 1, review: 5, duplicates: 0 });
    const listed = await entries(result.body.id as string);
    expect(listed.map((entry) => entry.reasonCode)).toEqual([
      null,
      'amount_mismatch',
      'amount_mismatch',
      'overpaid',
      'several_references',
      'unknown_reference',
    ]);
    expect(listed[3].reason).toContain(over.paymentReference);
    expect((await detail(twice.id)).paymentStatus).toBe('deposit_paid');
    expect((await detail(under.id)).status).toBe('pending');

    // Staff assign the underpaid one (the customer's bank took a fee) and dismiss the overpaid one.
    const assigned = await request(t.server)
      .post(`/api/v1/admin/bank-statement-entries/${listed[2].id}/assign`)
      .set(bearer(token))
      .send({ bookingId: under.id })
      .expect(200);
    expect(assigned.body).toMatchObject({ status: 'matched', reasonCode: 'assigned', bookingId: under.id });
    expect(await detail(under.id)).toMatchObject({ status: 'pending', amountPaidCents: under.depositAmountCents - 1 });
    // The customer hears what arrived and the cent that still confirms the booking; no confirmation goes with it.
    const { rows: told } = await db.query<{ id: string }>(
      "SELECT id FROM messages WHERE booking_id = $1 AND kind = 'payment_recorded'",
      [under.id],
    );
    expect(told).toHaveLength(1);
    const mail = await t.app.get(MessageComposer).compose((await t.app.get(MessagesRepository).find(told[0].id))!);
    expect(mail.text).toContain('Per confermare la prenotazione mancano ancora 0,01\u00a0€');
    expect(mail.text).not.toContain('confermata');
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['image/png']);
    await request(t.server)
      .post(`/api/v1/admin/bank-statement-entries/${listed[2].id}/assign`)
      .set(bearer(token))
      .send({ bookingId: under.id })
      .expect(409);

    const refused = await request(t.server)
      .post(`/api/v1/admin/bank-statement-entries/${listed[3].id}/dismiss`)
      .set(bearer(token))
      .send({ reason: '' })
      .expect(400);
    expect(refused.body.message).toBe('Scrivi perché archivi il movimento.');
    const dismissed = await request(t.server)
      .post(`/api/v1/admin/bank-statement-entries/${listed[3].id}/dismiss`)
      .set(bearer(token))
      .send({ reason: 'Rimborsato il 05/02/2027' })
      .expect(200);
    expect(dismissed.body).toMatchObject({
      status: 'ignored',
      reasonCode: 'dismissed',
      reason: 'Rimborsato il 05/02/2027',
    });

    // API.md gives the route no body: without one the entry is set aside with no reason written.
    const bare = await request(t.server)
      .post(`/api/v1/admin/bank-statement-entries/${listed[5].id}/dismiss`)
      .set(bearer(token))
      .expect(200);
    expect(bare.body).toMatchObject({ status: 'ignored', reasonCode: 'dismissed', reason: null });

    const review = (
      await request(t.server).get('/api/v1/admin/bank-statement-entries/review').set(bearer(token)).expect(200)
    ).body as { id: string }[];
    expect(review.map((entry) => entry.id)).toEqual(expect.arrayContaining([listed[1].id, listed[4].id]));
    expect(review.map((entry) => entry.id)).not.toContain(listed[5].id);
    expect(review.map((entry) => entry.id)).not.toContain(listed[3].id);
    const audit = await db.query(`SELECT action FROM admin_audit_events WHERE subject = ANY($1) ORDER BY created_at`, [
      [under.id, listed[3].id, listed[5].id, twice.id],
    ]);
    expect(audit.rows.map((row) => row.action)).toEqual([
      'payment.matched',
      'payment.assigned',
      'payment.dismissed',
      'payment.dismissed',
    ]);
  });

  it('brings an expired booking back when its transfer arrives late and its seats are free; lists a refund when they are not', async () => {
    const cron = t.app.get(BookingsCron);
    const late = await book(310);
    const gone = await book(311);
    await db.query("UPDATE bookings SET payment_expires_at = now() - interval '1 second' WHERE id = ANY($1)", [
      [late.id, gone.id],
    ]);
    await cron.expireOverdueBookings();
    const freeBefore = await seats(late.id);
    await db.query(
      'UPDATE departures SET spots_available = 0 FROM bookings b WHERE b.id = $1 AND departures.id = b.departure_id',
      [gone.id],
    );

    const result = await upload(
      camt053([deposit(late), deposit(gone, { debtor: 'Giulia Neri', debtorIban: 'IT02L1234512345123456789012' })]),
    ).expect(201);
    expect(result.body).toMatchObject({ matched: 1, review: 1 });
    expect(await detail(late.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'deposit_paid', closedAt: null });
    expect(await seats(late.id)).toBe(freeBefore - 2);
    expect((await customerPage(late.id)).status).toBe('confirmed');

    const [, refund] = await entries(result.body.id as string);
    expect(refund).toMatchObject({ status: 'review', reasonCode: 'refund_due', bookingId: gone.id });
    expect(refund.reason).toContain('Giulia Neri');
    expect(refund.reason).toContain('IT02L1234512345123456789012');
    expect((await detail(gone.id)).status).toBe('expired');
    expect(
      (
        await request(t.server)
          .post(`/api/v1/admin/bank-statement-entries/${refund.id}/assign`)
          .set(bearer(token))
          .send({ bookingId: gone.id })
          .expect(409)
      ).body.code,
    ).toBe('BOOKING_SEATS_GONE');
  });

  it('reads an Italian bank CSV in ISO-8859-1 with decimal commas', async () => {
    const booking = await book(320);
    const result = await upload(italianCsv([deposit(booking)]), 'movimenti.csv').expect(201);
    expect(result.body).toMatchObject({ format: 'csv', credits: 1, matched: 1 });
    expect((await detail(booking.id)).paymentStatus).toBe('deposit_paid');
  });

  it('refuses what is no statement, a file over 10 MB, no file, and anyone not signed in', async () => {
    const unreadable = await upload(Buffer.from('<Document><Nothing/></Document>')).expect(400);
    expect(unreadable.body.code).toBe('STATEMENT_UNREADABLE');
    expect(unreadable.body.message).toMatch(/\S/);
    const large = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 32)).expect(413);
    expect(large.body.code).toBe('STATEMENT_TOO_LARGE');
    const none = await request(t.server)
      .post('/api/v1/admin/bank-statements')
      .set(bearer(token))
      .field('note', 'x')
      .expect(400);
    expect(none.body.code).toBe('STATEMENT_FILE_MISSING');
    await request(t.server).post('/api/v1/admin/bank-statements').attach('file', camt053([]), 'x.xml').expect(401);
    const { rows } = await db.query("SELECT count(*)::int AS n FROM bank_statements WHERE file_name = 'x.xml'");
    expect(rows[0].n).toBe(0);
  });

  it('records money staff saw arrive: without a body, what the booking asks for now', async () => {
    const booking = await book(330);
    const recorded = await request(t.server)
      .post(`/api/v1/admin/bookings/${booking.id}/confirm-payment`)
      .set(bearer(token))
      .expect(200);
    expect(recorded.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'deposit_paid',
      payments: [{ amountCents: booking.depositAmountCents, source: 'manual', entryId: null }],
    });
    const balance = await request(t.server)
      .post(`/api/v1/admin/bookings/${booking.id}/confirm-payment`)
      .set(bearer(token))
      .send({ payment: 'full' })
      .expect(200);
    expect(balance.body).toMatchObject({ paymentStatus: 'paid', amountPaidCents: booking.totalPriceCents });
    expect(
      (
        await request(t.server)
          .post(`/api/v1/admin/bookings/${booking.id}/confirm-payment`)
          .set(bearer(token))
          .expect(409)
      ).body.code,
    ).toBe('BOOKING_NOT_CONFIRMABLE');
  });
});
