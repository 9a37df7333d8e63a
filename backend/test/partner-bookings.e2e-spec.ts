import pg from 'pg';
import request from 'supertest';
import { MessageComposer } from '../src/messages/message-composer.js';
import { MessagesRepository } from '../src/messages/messages.repository.js';
import { PartnerBookingsService } from '../src/partners/partner-bookings.service.js';
import { bearer, createAdminTestApp, ownerToken } from './support/admin.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import type { TestApp } from './support/test-app.js';

const UNKNOWN_ID = '3d6f0a52-7b1e-4c2d-9e8f-0a1b2c3d4e5f';
const TRAVELLERS = [
  { firstName: 'Anna', lastName: 'Bianchi' },
  { firstName: 'Paolo', lastName: 'Bianchi' },
];

interface Partner {
  id: string;
  key: string;
  email: string;
}

/**
 * A partner agency selling the agency's seats through its own API (issue 20): holds for 30
 * minutes on the site's seat counters, bookings from them at the partner's net price, and
 * nothing of another partner's within reach.
 */
describe('partner holds and bookings', () => {
  let t: TestApp;
  let replica: TestApp;
  let db: pg.Client;
  let owner: string;
  let rossi: Partner;
  let blu: Partner;
  let partnerCount = 0;

  const makePartner = async (body: object = {}): Promise<Partner> => {
    const email = `prenotazioni${++partnerCount}@partner.example.it`;
    const id = (
      await request(t.server)
        .post('/api/v1/admin/partners')
        .set(bearer(owner))
        .send({ name: `Partner ${partnerCount}`, email, commissionPercent: 12.5, ...body })
        .expect(201)
    ).body.id as string;
    const { key } = (
      await request(t.server).post(`/api/v1/admin/partners/${id}/api-keys`).set(bearer(owner)).send({}).expect(201)
    ).body as { key: string };
    return { id, key, email };
  };
  const as = (partner: Partner, server = t.server) => ({
    post: (url: string, body: object = {}, idempotencyKey?: string) => {
      const call = request(server).post(`/api/partner/v1${url}`).set('authorization', `Bearer ${partner.key}`);
      return (idempotencyKey ? call.set('idempotency-key', idempotencyKey) : call).send(body);
    },
    get: (url: string) => request(server).get(`/api/partner/v1${url}`).set('authorization', `Bearer ${partner.key}`),
    delete: (url: string) =>
      request(server).delete(`/api/partner/v1${url}`).set('authorization', `Bearer ${partner.key}`),
  });
  const freeSeats = async (departureId: string) =>
    (await db.query('SELECT spots_available FROM departures WHERE id = $1', [departureId])).rows[0]
      .spots_available as number;
  const hold = async (partner: Partner, departureId: string, seats = 2) =>
    (await as(partner).post('/holds', { departureId, seats }).expect(201)).body as {
      id: string;
      expiresAt: string;
    };
  const book = (partner: Partner, holdId: string, body: object = {}, idempotencyKey?: string) =>
    as(partner).post(
      '/bookings',
      { holdId, travellers: TRAVELLERS, partnerReference: 'VS-2027-0118', ...freshContact(), ...body },
      idempotencyKey,
    );
  const endHold = (holdId: string) =>
    db.query("UPDATE partner_holds SET expires_at = now() - interval '1 second' WHERE id = $1", [holdId]);

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true', PARTNER_RATE_LIMIT: '100000' });
    replica = await createAdminTestApp(
      { TRUST_PROXY: 'true', PARTNER_RATE_LIMIT: '100000' },
      { databaseUrl: t.databaseUrl },
    );
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    owner = await ownerToken(t.server);
    await insertIban(db, { system: true, holder: 'A.T.I. S.R.L.', bank: 'Banca di Lucca' });
    rossi = await makePartner();
    blu = await makePartner({ commissionPercent: 10 });
  });
  afterAll(async () => {
    await db.end();
    await replica.close();
    await t.close();
  });

  describe('holds', () => {
    it('takes the seats off sale for at most 30 minutes, for the site too', async () => {
      const departureId = await insertDeparture(db, { days: 121, seats: 10 });
      const before = Date.now();
      const res = await as(rossi).post('/holds', { departureId, seats: 3 }).expect(201);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        departureId,
        seats: 3,
        expiresAt: expect.any(String),
      });
      const expiresIn = Date.parse(res.body.expiresAt) - before;
      expect(expiresIn).toBeGreaterThan(29 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(30 * 60_000 + 5_000);
      expect(await freeSeats(departureId)).toBe(7);
      const listed = (await request(t.server).get('/api/v1/trips/praga-tour-culturale/departures').expect(200))
        .body as { id: string; spotsAvailable: number }[];
      expect(listed.find((departure) => departure.id === departureId)?.spotsAvailable).toBe(7);
    });

    it('answers a retry with the same Idempotency-Key as the first time, taking no more seats', async () => {
      const departureId = await insertDeparture(db, { days: 122, seats: 10 });
      const first = await as(rossi).post('/holds', { departureId, seats: 2 }, 'hold-a-1').expect(201);
      const again = await as(rossi).post('/holds', { departureId, seats: 2 }, 'hold-a-1').expect(200);
      expect(again.body).toEqual(first.body);
      expect(await freeSeats(departureId)).toBe(8);
      const otherBody = await as(rossi).post('/holds', { departureId, seats: 3 }, 'hold-a-1').expect(422);
      expect(otherBody.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      // Another partner's key of the same spelling is its own.
      await as(blu).post('/holds', { departureId, seats: 2 }, 'hold-a-1').expect(201);
      expect(await freeSeats(departureId)).toBe(6);
      const bad = await as(rossi).post('/holds', { departureId, seats: 2 }, 'una chiave con spazi').expect(400);
      expect(bad.body.code).toBe('INVALID_IDEMPOTENCY_KEY');
    });

    it.each([
      ['more seats than are free', 3, 2, 'NOT_ENOUGH_SEATS'],
      ['a sold-out departure', 1, 0, 'DEPARTURE_SOLD_OUT'],
    ])('refuses %s with 409', async (_case, seats, free, code) => {
      const departureId = await insertDeparture(db, { days: 123 + free, seats: free });
      const res = await as(rossi).post('/holds', { departureId, seats }).expect(409);
      expect(res.body.code).toBe(code);
      expect(await freeSeats(departureId)).toBe(free);
    });

    it.each([
      ['no seats', { seats: 0 }, 'seats'],
      ['eleven seats', { seats: 11 }, 'seats'],
      ['no departure', { departureId: undefined }, 'departureId'],
      ['a departure that is not an id', { departureId: 'praga' }, 'departureId'],
    ])('refuses %s with a 400 on the field', async (_case, change, field) => {
      const departureId = await insertDeparture(db, { days: 126 });
      const res = await as(rossi)
        .post('/holds', { departureId, seats: 2, ...change })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.details)).toContain(field);
    });

    it('answers 404 for a departure nobody can book', async () => {
      const res = await as(rossi).post('/holds', { departureId: UNKNOWN_ID, seats: 1 }).expect(404);
      expect(res.body.code).toBe('DEPARTURE_NOT_FOUND');
    });

    it("counts a partner's holds and unpaid bookings against its own cap", async () => {
      const capped = await makePartner({ maxUnpaidSeats: 4 });
      const departureId = await insertDeparture(db, { days: 127, seats: 10 });
      const first = await hold(capped, departureId, 2);
      await book(capped, first.id).expect(201);
      await hold(capped, departureId, 2);
      const refused = await as(capped).post('/holds', { departureId, seats: 1 }).expect(409);
      expect(refused.body.code).toBe('PARTNER_UNPAID_SEATS_LIMIT');
      // Another departure, and another partner on this one, are not held back by it.
      await hold(capped, await insertDeparture(db, { days: 128 }), 1);
      await hold(rossi, departureId, 1);
      expect(await freeSeats(departureId)).toBe(5);
    });

    it('gives the seats back when released; again is no change; not another partner’s', async () => {
      const departureId = await insertDeparture(db, { days: 129, seats: 10 });
      const { id } = await hold(rossi, departureId, 4);
      expect((await as(blu).delete(`/holds/${id}`).expect(404)).body.code).toBe('HOLD_NOT_FOUND');
      expect(await freeSeats(departureId)).toBe(6);
      await as(rossi).delete(`/holds/${id}`).expect(204);
      expect(await freeSeats(departureId)).toBe(10);
      await as(rossi).delete(`/holds/${id}`).expect(204);
      expect(await freeSeats(departureId)).toBe(10);
      expect((await as(rossi).delete('/holds/not-an-id').expect(400)).body.code).toBe('VALIDATION_FAILED');
    });

    it('expires after its time and gives the seats back, once, whoever gets there first', async () => {
      const departureId = await insertDeparture(db, { days: 130, seats: 10 });
      const byJob = await hold(rossi, departureId, 2);
      const byBooking = await hold(rossi, departureId, 3);
      expect(await freeSeats(departureId)).toBe(5);
      await endHold(byJob.id);
      await endHold(byBooking.id);

      const late = await book(rossi, byBooking.id).expect(410);
      expect(late.body.code).toBe('HOLD_EXPIRED');
      expect(await freeSeats(departureId)).toBe(8);
      await Promise.all([
        t.app.get(PartnerBookingsService).expireOverdueHolds(),
        replica.app.get(PartnerBookingsService).expireOverdueHolds(),
      ]);
      expect(await freeSeats(departureId)).toBe(10);
      await t.app.get(PartnerBookingsService).expireOverdueHolds();
      expect(await freeSeats(departureId)).toBe(10);
      expect((await book(rossi, byJob.id).expect(410)).body.code).toBe('HOLD_EXPIRED');
      await as(rossi).delete(`/holds/${byJob.id}`).expect(204);
      expect(await freeSeats(departureId)).toBe(10);
    });
  });

  describe('bookings', () => {
    it('books on the hold at the net price, with where to pay, and keeps the seats', async () => {
      const departureId = await insertDeparture(db, { days: 131, seats: 10, priceCents: 129_000 });
      const { id: holdId } = await hold(rossi, departureId, 2);
      const res = await book(rossi, holdId, {}, 'book-1').expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'pending',
        paymentReference: expect.stringMatching(/^Ricevuta \d{4,5}$/),
        totalPriceCents: 258_000,
        // 12.5 % of 1,290.00 is 161.25 a seat.
        netPriceCents: 225_750,
        amountToPayCents: 90_300,
        paymentType: 'deposit',
        paymentExpiresAt: expect.any(String),
        beneficiary: { accountHolder: 'A.T.I. S.R.L.', iban: expect.stringMatching(/^IT/), bankName: 'Banca di Lucca' },
      });
      const window = Date.parse(res.body.paymentExpiresAt) - Date.now();
      expect(window).toBeGreaterThan(4.9 * 3_600_000);
      expect(window).toBeLessThanOrEqual(5 * 3_600_000);
      expect(await freeSeats(departureId)).toBe(8);
      const replay = await book(rossi, holdId, {}, 'book-1');
      // The body has a fresh contact each call: the same key with another body.
      expect(replay.status).toBe(422);

      const read = await as(rossi).get(`/bookings/${res.body.id}`).expect(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.body).toMatchObject({
        id: res.body.id,
        status: 'pending',
        paymentStatus: 'pending',
        partnerReference: 'VS-2027-0118',
        departureId,
        tripSlug: 'praga-tour-culturale',
        airport: 'MXP',
        totalPriceCents: 258_000,
        netPriceCents: 225_750,
        amountToPayCents: 90_300,
        amountPaidCents: 0,
        travellers: [
          { firstName: 'Anna', lastName: 'Bianchi', birthDate: null, isChild: false },
          { firstName: 'Paolo', lastName: 'Bianchi', birthDate: null, isChild: false },
        ],
      });

      const again = await book(rossi, holdId).expect(409);
      expect(again.body.code).toBe('HOLD_ALREADY_BOOKED');
      expect((await as(rossi).delete(`/holds/${holdId}`).expect(409)).body.code).toBe('HOLD_ALREADY_BOOKED');
    });

    it('replays a booking asked again with the same key and body', async () => {
      const departureId = await insertDeparture(db, { days: 132, seats: 10 });
      const { id: holdId } = await hold(rossi, departureId, 2);
      const contact = freshContact();
      const first = await book(rossi, holdId, contact, 'book-2').expect(201);
      const again = await book(rossi, holdId, contact, 'book-2').expect(200);
      expect(again.body).toEqual(first.body);
      const { rows } = await db.query('SELECT count(*)::int AS n FROM bookings WHERE departure_id = $1', [departureId]);
      expect(rows[0].n).toBe(1);
    });

    it('gives back the seats held beyond the travellers, and refuses more travellers than seats', async () => {
      const departureId = await insertDeparture(db, { days: 133, seats: 10 });
      const { id: holdId } = await hold(rossi, departureId, 3);
      const tooMany = await book(rossi, holdId, { travellers: [...TRAVELLERS, ...TRAVELLERS] }).expect(422);
      expect(tooMany.body.code).toBe('TRAVELLERS_EXCEED_HOLD');
      await book(rossi, holdId, { travellers: [TRAVELLERS[0]] }).expect(201);
      expect(await freeSeats(departureId)).toBe(9);
    });

    it("shows nobody else's booking or hold: another partner's is 404 like an unknown one", async () => {
      const departureId = await insertDeparture(db, { days: 134, seats: 10 });
      const { id: holdId } = await hold(rossi, departureId, 2);
      expect((await book(blu, holdId).expect(404)).body.code).toBe('HOLD_NOT_FOUND');
      const { id } = (await book(rossi, holdId).expect(201)).body as { id: string };
      for (const path of [`/bookings/${id}`, `/bookings/${UNKNOWN_ID}`]) {
        expect((await as(blu).get(path).expect(404)).body.code).toBe('BOOKING_NOT_FOUND');
      }
      expect((await as(blu).post(`/bookings/${id}/cancel`).expect(404)).body.code).toBe('BOOKING_NOT_FOUND');
      // A site booking's id is nobody's on the partner API.
      const token = await insertLink(db, departureId);
      const site = await request(t.server)
        .post(`/api/v1/booking-links/${token}/bookings`)
        .set('x-forwarded-for', '10.20.0.1')
        .send({ airport: 'MXP', travellers: [TRAVELLERS[0]], ...freshContact() })
        .expect(201);
      expect((await as(rossi).get(`/bookings/${site.body.id}`).expect(404)).body.code).toBe('BOOKING_NOT_FOUND');
      expect((await as(rossi).post(`/bookings/${site.body.id}/cancel`).expect(404)).body.code).toBe(
        'BOOKING_NOT_FOUND',
      );
    });

    it('cancels a booking waiting for its money and gives the seats back; again answers the same', async () => {
      const departureId = await insertDeparture(db, { days: 135, seats: 10 });
      const { id: holdId } = await hold(rossi, departureId, 2);
      const { id } = (await book(rossi, holdId).expect(201)).body as { id: string };
      expect(await freeSeats(departureId)).toBe(8);
      const cancelled = await as(rossi).post(`/bookings/${id}/cancel`).expect(200);
      expect(cancelled.body).toMatchObject({ id, status: 'cancelled' });
      expect(await freeSeats(departureId)).toBe(10);
      await as(rossi).post(`/bookings/${id}/cancel`).expect(200);
      expect(await freeSeats(departureId)).toBe(10);
    });

    it('refuses to cancel a paid booking: the agency does it under its terms', async () => {
      const departureId = await insertDeparture(db, { days: 136, seats: 10 });
      const { id: holdId } = await hold(rossi, departureId, 2);
      const { id } = (await book(rossi, holdId).expect(201)).body as { id: string };
      await db.query(
        "UPDATE bookings SET status = 'confirmed', payment_status = 'deposit_paid', amount_paid_cents = amount_to_pay_cents WHERE id = $1",
        [id],
      );
      expect((await as(rossi).post(`/bookings/${id}/cancel`).expect(409)).body.code).toBe('BOOKING_NOT_CANCELLABLE');
      expect(await freeSeats(departureId)).toBe(8);
    });

    it("sends the booking's e-mails to the partner and names the partner to the agency", async () => {
      const departureId = await insertDeparture(db, { days: 137, seats: 10 });
      const { id: holdId } = await hold(rossi, departureId, 2);
      const contact = freshContact();
      const { id } = (await book(rossi, holdId, contact).expect(201)).body as { id: string };
      const { rows } = await db.query(
        'SELECT id, channel, kind, recipient FROM messages WHERE booking_id = $1 ORDER BY channel',
        [id],
      );
      const mail = await t.app.get(MessageComposer).compose((await t.app.get(MessagesRepository).find(rows[0].id))!);
      expect(mail.text).toMatch(
        /Gentile Partner 1,\s+vi scriviamo della prenotazione del vostro cliente Anna Bianchi \(vostro riferimento VS-2027-0118\)\./,
      );
      // The law's information goes with it, for the partner to hand to its customers.
      expect(mail.attachments.map((attachment) => attachment.contentType)).toContain('application/pdf');
      for (const row of rows) delete row.id;
      expect(rows).toEqual([
        { channel: 'email', kind: 'booking_received', recipient: rossi.email },
        { channel: 'telegram', kind: 'booking.created', recipient: 'agency' },
      ]);
      const stored = await db.query(
        'SELECT partner_id, partner_reference, retail_total_cents, total_price_cents, contact_email, booking_link_id FROM bookings WHERE id = $1',
        [id],
      );
      expect(stored.rows[0]).toEqual({
        partner_id: rossi.id,
        partner_reference: 'VS-2027-0118',
        retail_total_cents: 258_000,
        total_price_cents: 225_750,
        contact_email: contact.contactEmail,
        booking_link_id: null,
      });
      // Staff see whose booking it is, in the list and on its page.
      const detail = await request(t.server).get(`/api/v1/admin/bookings/${id}`).set(bearer(owner)).expect(200);
      expect(detail.body).toMatchObject({
        totalPriceCents: 225_750,
        partner: { name: 'Partner 1', reference: 'VS-2027-0118', retailTotalCents: 258_000 },
      });
      const list = await request(t.server)
        .get(`/api/v1/admin/bookings?departureId=${departureId}`)
        .set(bearer(owner))
        .expect(200);
      expect(list.body.items.map((item: { partner: unknown }) => item.partner)).toEqual([
        { name: 'Partner 1', reference: 'VS-2027-0118', retailTotalCents: 258_000 },
      ]);
    });
  });

  describe('key scopes', () => {
    const keyWith = async (partner: Partner, body: object) =>
      (
        await request(t.server)
          .post(`/api/v1/admin/partners/${partner.id}/api-keys`)
          .set(bearer(owner))
          .send(body)
          .expect(201)
      ).body as { id: string; key: string };

    it('lets a catalogue-only key read the departures and nothing of bookings', async () => {
      const departureId = await insertDeparture(db, { days: 138, seats: 10 });
      const reader = { ...rossi, key: (await keyWith(rossi, { scopes: ['catalogue:read'] })).key };
      await as(reader).get('/trips/praga-tour-culturale/departures').expect(200);
      const refused = await as(reader).post('/holds', { departureId, seats: 1 }).expect(403);
      expect(refused.body.code).toBe('PARTNER_SCOPE_MISSING');
      expect(refused.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="bookings:write"');
      expect(await freeSeats(departureId)).toBe(10);
      const { id: holdId } = await hold(rossi, departureId, 2);
      const { id } = (await book(rossi, holdId).expect(201)).body as { id: string };
      expect((await as(reader).get(`/bookings/${id}`).expect(403)).body.code).toBe('PARTNER_SCOPE_MISSING');
    });

    it("keeps the replaced key's scopes on a rotation unless others are chosen", async () => {
      const readOnly = await keyWith(rossi, { scopes: ['catalogue:read', 'bookings:read'] });
      const rotated = await keyWith(rossi, { replaces: readOnly.id, overlapHours: 0 });
      const listed = (await request(t.server).get('/api/v1/admin/partners').set(bearer(owner)).expect(200)).body as {
        keys: { id: string; scopes: string[] }[];
      }[];
      const keys = listed.flatMap((partner) => partner.keys);
      expect(keys.find((key) => key.id === rotated.id)?.scopes).toEqual(['catalogue:read', 'bookings:read']);
    });

    it.each([[[]], [['bookings:delete']], [['catalogue:read', 'catalogue:read']], ['catalogue:read']])(
      'refuses the scopes %j with a 400 on the field',
      async (scopes) => {
        const res = await request(t.server)
          .post(`/api/v1/admin/partners/${rossi.id}/api-keys`)
          .set(bearer(owner))
          .send({ scopes })
          .expect(400);
        expect(res.body.details.scopes).toEqual([expect.stringContaining('Scegli almeno un permesso')]);
      },
    );
  });

  it('sells exactly 10 seats to 100 partner holds and 100 site bookings racing over two replicas', async () => {
    const racer = await makePartner({ maxUnpaidSeats: 200 });
    const departureId = await insertDeparture(db, { days: 140, seats: 10 });
    const token = await insertLink(db, departureId);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const server = (i % 4 < 2 ? t : replica).server;
        if (i % 2 === 0) return as(racer, server).post('/holds', { departureId, seats: 1 });
        return request(server)
          .post(`/api/v1/booking-links/${token}/bookings`)
          .set('x-forwarded-for', `10.40.${i >> 8}.${i & 255}`)
          .send({ airport: 'MXP', travellers: [TRAVELLERS[0]], ...freshContact() });
      }),
    );
    const statuses = answers.map((res) => res.status);
    const others = answers
      .filter((res) => res.status !== 201 && res.status !== 409)
      .map((res) => [res.status, res.body.code]);
    expect(others).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    const { rows } = await db.query(
      `SELECT d.spots_available AS free,
              (SELECT count(*)::int FROM partner_holds WHERE departure_id = d.id AND status = 'held') AS holds,
              (SELECT count(*)::int FROM bookings WHERE departure_id = d.id) AS bookings
         FROM departures d WHERE d.id = $1`,
      [departureId],
    );
    expect(rows[0].free).toBe(0);
    expect(rows[0].holds + rows[0].bookings).toBe(10);
  });
});
