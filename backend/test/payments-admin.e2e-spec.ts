import { SchedulerRegistry } from '@nestjs/schedule';
import pg from 'pg';
import request from 'supertest';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import type { TestApp } from './support/test-app.js';

interface Booked {
  id: string;
  paymentReference: string;
  depositAmountCents: number;
  totalPriceCents: number;
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

describe('payments in the admin area: alerts, balances, CSV layouts and transfer receipts', () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  let address = 0;

  const book = (link: string, travellers = 2, from = `198.18.2.${++address % 250}`) =>
    request(t.server)
      .post(`/api/v1/booking-links/${link}/bookings`)
      .set('x-forwarded-for', from)
      .send({
        airport: 'FCO',
        travellers: Array.from({ length: travellers }, (_, i) => ({ firstName: `Ospite${i}`, lastName: 'Verdi' })),
        ...freshContact(),
      });
  const admin = (method: 'get' | 'post' | 'put', path: string) =>
    request(t.server)[method](`/api/v1/admin${path}`).set(bearer(token));

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

  describe('hold alerts', () => {
    it('tell staff when most of a departure goes to unpaid holds within the hour, and when holders hit their cap', async () => {
      const departureId = await insertDeparture(db, { days: 400, seats: 10 });
      const link = await insertLink(db, departureId);
      // The fourth family's booking leaves 2 of 10 seats: 80 % of them held unpaid within the hour.
      for (let i = 0; i < 4; i++) await book(link, 2).expect(201);
      const from = '198.51.100.77';
      await db.query('UPDATE departures SET total_spots = 30, spots_available = 22 WHERE id = $1', [departureId]);
      await book(link, 10, from).expect(201);
      expect((await book(link, 1, from).expect(409)).body.code).toBe('UNPAID_HOLDS_LIMIT');

      const alerts = (await admin('get', '/hold-alerts').expect(200)).body as {
        id: string;
        kind: string;
        departureId: string;
        occurrences: number;
        unpaidSeats: number;
        tripTitle: string;
      }[];
      const mine = alerts.filter((alert) => alert.departureId === departureId);
      expect(mine.map((alert) => alert.kind).sort()).toEqual(['burst', 'cap_reached']);
      expect(mine.find((alert) => alert.kind === 'burst')).toMatchObject({
        unpaidSeats: 8,
        tripTitle: expect.any(String),
      });

      await admin('post', `/hold-alerts/${mine[0].id}/acknowledge`).expect(204);
      await admin('post', `/hold-alerts/${mine[0].id}/acknowledge`).expect(404);
      const after = (await admin('get', '/hold-alerts').expect(200)).body as { id: string }[];
      expect(after.map((alert) => alert.id)).not.toContain(mine[0].id);
    });

    it('stay quiet for families booking a few seats each', async () => {
      const departureId = await insertDeparture(db, { days: 401, seats: 10 });
      const link = await insertLink(db, departureId);
      await book(link, 2).expect(201);
      await book(link, 3).expect(201);
      const alerts = (await admin('get', '/hold-alerts').expect(200)).body as { departureId: string }[];
      expect(alerts.map((alert) => alert.departureId)).not.toContain(departureId);
    });
  });

  it('answers 409 at once for a departure already full', async () => {
    const link = await insertLink(db, await insertDeparture(db, { days: 402, seats: 0 }));
    expect((await book(link, 1).expect(409)).body.code).toBe('DEPARTURE_SOLD_OUT');
  });

  it('lists balances that are late and those due by Sunday', async () => {
    const late = (await book(await insertLink(db, await insertDeparture(db, { days: 20 })))).body as Booked;
    const soon = (await book(await insertLink(db, await insertDeparture(db, { days: 30 })))).body as Booked;
    const later = (await book(await insertLink(db, await insertDeparture(db, { days: 90 })))).body as Booked;
    for (const booking of [late, soon, later]) {
      await admin('post', `/bookings/${booking.id}/confirm-payment`).send({ payment: 'deposit' }).expect(200);
    }
    const due = (await admin('get', '/bookings/balances-due').expect(200)).body as {
      late: { id: string; balanceDueCents: number }[];
      dueThisWeek: { id: string }[];
    };
    expect(due.late.map((booking) => booking.id)).toContain(late.id);
    expect(due.late.find((booking) => booking.id === late.id)?.balanceDueCents).toBe(
      late.totalPriceCents - late.depositAmountCents,
    );
    expect(due.dueThisWeek.map((booking) => booking.id)).toContain(soon.id);
    expect([...due.late, ...due.dueThisWeek].map((booking) => booking.id)).not.toContain(later.id);
  });

  it("reads a bank's own CSV columns once they are saved for its account", async () => {
    const ibanId = (await insertIban(db, {})).id;
    const booking = (await book(await insertLink(db, await insertDeparture(db, { days: 403 })))).body as Booked;
    const amount = (booking.depositAmountCents / 100).toFixed(2);
    const csv = Buffer.from(
      [
        'Giorno,Valuta,Movimento,Dettaglio operazione,Note,Mittente,Num. operazione',
        `03/02/27,03/02/27,${amount},Bonifico SEPA,"${booking.paymentReference}, acconto",Anna Verdi,LAY-0001`,
        '',
      ].join('\n'),
    );
    const upload = (account?: string) => {
      const call = admin('post', '/bank-statements');
      return (account ? call.field('account', account) : call).attach('file', csv, 'movimenti.csv');
    };
    const unread = await upload().expect(400);
    expect(unread.body.code).toBe('STATEMENT_UNREADABLE');
    await admin('get', `/ibans/${ibanId}/statement-layout`).expect(404);

    const layout = {
      bookedOn: 'Giorno',
      valueOn: 'Valuta',
      amount: 'Movimento',
      description: ['Dettaglio operazione', 'Note'],
      debtorName: 'Mittente',
      bankReference: 'Num. operazione',
      decimal: '.',
      dateOrder: 'dmy',
    };
    const refused = await admin('put', `/ibans/${ibanId}/statement-layout`)
      .send({ ...layout, description: [] })
      .expect(400);
    expect(refused.body.message).toBe('Indica almeno una colonna con la descrizione del movimento.');
    await admin('put', `/ibans/${ibanId}/statement-layout`).send(layout).expect(200);
    expect((await admin('get', `/ibans/${ibanId}/statement-layout`).expect(200)).body).toEqual(layout);
    await admin('put', '/ibans/6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90/statement-layout').send(layout).expect(404);

    const imported = await upload(ibanId).expect(201);
    expect(imported.body).toMatchObject({ format: 'csv', credits: 1, matched: 1 });
    const detail = (await admin('get', `/bookings/${booking.id}`).expect(200)).body;
    expect(detail.paymentStatus).toBe('deposit_paid');
  });

  describe('transfer receipts', () => {
    const send = (id: string, content: Buffer, name = 'ricevuta.pdf') =>
      request(t.server)
        .post(`/api/v1/bookings/${id}/transfer-receipt`)
        .set('x-forwarded-for', `198.18.3.${++address % 250}`)
        .attach('file', content, name);

    it('keeps the customer upload with the booking and gives it to staff as a download', async () => {
      const booking = (await book(await insertLink(db, await insertDeparture(db, { days: 404 })))).body as Booked;
      const page = await request(t.server).get(`/api/v1/bookings/${booking.id}`).expect(200);
      expect(page.body.transferReceiptUploadedAt).toBeNull();

      const uploaded = await send(booking.id, PDF).expect(201);
      expect(uploaded.headers['cache-control']).toBe('no-store');
      expect(uploaded.body).toEqual({
        mediaType: 'application/pdf',
        sizeBytes: PDF.length,
        uploadedAt: expect.any(String),
      });
      expect(
        (await request(t.server).get(`/api/v1/bookings/${booking.id}`).expect(200)).body.transferReceiptUploadedAt,
      ).toBe(uploaded.body.uploadedAt);

      const detail = (await admin('get', `/bookings/${booking.id}`).expect(200)).body;
      expect(detail.transferReceipt).toEqual(uploaded.body);
      const download = await admin('get', `/bookings/${booking.id}/transfer-receipt`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="ricevuta-bonifico-${booking.paymentReference.slice(9)}.pdf"`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
      await request(t.server).get(`/api/v1/admin/bookings/${booking.id}/transfer-receipt`).expect(401);
    });

    it('refuses what is no PDF, JPEG or PNG by its content, over 5 MB, or for an unknown or ended booking', async () => {
      const booking = (await book(await insertLink(db, await insertDeparture(db, { days: 405 })))).body as Booked;
      const html = await send(booking.id, Buffer.from('<html><script>alert(1)</script></html>'), 'ricevuta.pdf').expect(
        415,
      );
      expect(html.body).toMatchObject({
        code: 'RECEIPT_TYPE_UNSUPPORTED',
        message: 'Carica la ricevuta come PDF, JPEG o PNG.',
      });
      const large = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
      expect((await send(booking.id, large).expect(413)).body.code).toBe('RECEIPT_TOO_LARGE');
      expect((await send('6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90', PDF).expect(404)).body.code).toBe('BOOKING_NOT_FOUND');
      await db.query("UPDATE bookings SET status = 'expired', closed_at = now() WHERE id = $1", [booking.id]);
      expect((await send(booking.id, PDF).expect(409)).body.code).toBe('BOOKING_NOT_PENDING');
      expect((await admin('get', `/bookings/${booking.id}/transfer-receipt`).expect(404)).body.code).toBe(
        'RECEIPT_NOT_FOUND',
      );
    });
  });
});
