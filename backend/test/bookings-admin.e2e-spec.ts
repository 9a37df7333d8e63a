import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import type { TestApp } from './support/test-app.js';
import { PassportCipher } from '../src/bookings/passport-cipher.js';
import { PassportRewrap } from '../src/bookings/passport-rewrap.js';
import type { AppConfig } from '../src/config/app-config.js';
import { APP_CONFIG } from '../src/config/config.module.js';

/** A passport number as the format before v2 stored it: AES-256-GCM bound to the booking only. */
function legacyPassport(secret: string, plain: string, bookingId: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'booking-travellers/passport-number/v1', 32));
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(bookingId));
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([nonce, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
}

const UNKNOWN_ID = '6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90';

describe('admin bookings', () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  let address = 0;
  // Every test its own customer, so that the caps on unpaid seats never mix tests up.
  let contact = freshContact();
  beforeEach(() => {
    contact = freshContact();
  });

  const book = (linkToken: string, travellers: object[]) =>
    request(t.server)
      .post(`/api/v1/booking-links/${linkToken}/bookings`)
      .set('x-forwarded-for', `203.0.113.${++address % 250}`)
      .send({ airport: 'FCO', travellers, ...contact })
      .expect(201);
  const admin = {
    get: (path: string) => request(t.server).get(`/api/v1/admin${path}`).set(bearer(token)),
    post: (path: string, body: object = {}) =>
      request(t.server).post(`/api/v1/admin${path}`).set(bearer(token)).send(body),
    put: (path: string, body: object) => request(t.server).put(`/api/v1/admin${path}`).set(bearer(token)).send(body),
  };
  const seats = async (departureId: string) =>
    (await db.query('SELECT spots_available FROM departures WHERE id = $1', [departureId])).rows[0].spots_available;
  const audit = async (subject: string) =>
    (
      await db.query('SELECT action FROM admin_audit_events WHERE subject = $1 ORDER BY created_at', [subject])
    ).rows.map((row) => row.action);

  const anna = { firstName: 'Anna', lastName: 'Bianchi', birthDate: '1962-04-18', passportNumber: 'YA1234567' };
  const paolo = { firstName: 'Paolo', lastName: 'Rossi', address: 'Via Fillungo 12, Lucca' };

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    token = await loginAdmin(t.server);
    await insertIban(db, { system: true });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('lists bookings newest first, by status, trip and departure', async () => {
    const prague = await insertDeparture(db, { days: 140 });
    const vienna = await insertDeparture(db, { slug: 'vienna-tour-culturale', days: 141 });
    const first = (await book(await insertLink(db, prague), [anna])).body;
    const second = (await book(await insertLink(db, vienna), [paolo, anna])).body;
    await db.query("UPDATE bookings SET status = 'transfer_declared' WHERE id = $1", [second.id]);

    const all = await admin.get('/bookings').expect(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    expect(all.body.items.slice(0, 2).map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(all.body.items[0]).toMatchObject({
      status: 'transfer_declared',
      paymentStatus: 'pending',
      tripSlug: 'vienna-tour-culturale',
      travellerCount: 2,
      leadTraveller: 'Rossi Paolo',
      contactEmail: contact.contactEmail,
      balanceCents: second.totalPriceCents,
      balanceDueDate: null,
    });

    const ids = (res: request.Response) => res.body.items.map((item: { id: string }) => item.id);
    expect(ids(await admin.get('/bookings?status=transfer_declared').expect(200))).toEqual([second.id]);
    expect(ids(await admin.get('/bookings?trip=praga-tour-culturale').expect(200))).toContain(first.id);
    expect(ids(await admin.get('/bookings?trip=praga-tour-culturale').expect(200))).not.toContain(second.id);
    expect(ids(await admin.get(`/bookings?departureId=${vienna}`).expect(200))).toEqual([second.id]);
    expect((await admin.get('/bookings?status=paid').expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await admin.get('/bookings?limit=0').expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('shows one booking with its travellers, the passport number decrypted for the admin', async () => {
    const created = (await book(await insertLink(db, await insertDeparture(db, { days: 142 })), [anna, paolo])).body;
    const res = await admin.get(`/bookings/${created.id}`).expect(200);
    expect(res.body.travellers).toEqual([
      {
        firstName: 'Anna',
        lastName: 'Bianchi',
        birthDate: '1962-04-18',
        address: null,
        passportNumber: 'YA1234567',
        isChild: false,
        singleRoom: false,
      },
      {
        firstName: 'Paolo',
        lastName: 'Rossi',
        birthDate: null,
        address: 'Via Fillungo 12, Lucca',
        passportNumber: null,
        isChild: false,
        singleRoom: false,
      },
    ]);
    expect(res.body.iban).toMatchObject({ accountHolder: 'A.T.I. S.R.L.' });
    // Who read the passport numbers is on the trail, with the booking and nothing personal.
    expect(await audit(created.id)).toEqual(['booking.passports_read']);
    const { rows } = await db.query(
      "SELECT subject FROM admin_audit_events WHERE action = 'booking.passports_read' AND subject = $1",
      [created.id],
    );
    expect(JSON.stringify(rows)).not.toMatch(/YA1234567|Bianchi/);
    // A booking without passport numbers is read without a record.
    const without = (await book(await insertLink(db, await insertDeparture(db, { days: 146 })), [paolo])).body;
    await admin.get(`/bookings/${without.id}`).expect(200);
    expect(await audit(without.id)).toEqual([]);
    expect((await admin.get('/bookings/42').expect(400)).body.code).toBe('INVALID_BOOKING_ID');
    expect((await admin.get(`/bookings/${UNKNOWN_ID}`).expect(404)).body.code).toBe('BOOKING_NOT_FOUND');
  });

  it("refuses two travellers' passport numbers swapped in the database, and rewrites the older format bound to each traveller", async () => {
    const created = (
      await book(await insertLink(db, await insertDeparture(db, { days: 147 })), [
        anna,
        { ...paolo, passportNumber: 'YB7654321' },
      ])
    ).body;
    const passports = async () =>
      (
        (await admin.get(`/bookings/${created.id}`).expect(200)).body.travellers as { passportNumber: string | null }[]
      ).map((traveller) => traveller.passportNumber);
    expect(await passports()).toEqual(['YA1234567', 'YB7654321']);
    // Someone with the database swaps the two ciphertexts: neither number is shown on the other traveller.
    await db.query(
      `UPDATE booking_travellers t SET passport_number_encrypted = o.passport_number_encrypted
         FROM booking_travellers o
        WHERE t.booking_id = $1 AND o.booking_id = $1 AND o.position = 1 - t.position`,
      [created.id],
    );
    expect(await passports()).toEqual([null, null]);

    // A number stored in the format before v2 (bound to the booking only) is rewritten at start.
    const cipher = new PassportCipher(t.app.get<AppConfig>(APP_CONFIG).dataEncryptionKey);
    const legacy = legacyPassport(t.app.get<AppConfig>(APP_CONFIG).dataEncryptionKey, 'YC1112223', created.id);
    expect(PassportCipher.isLegacy(legacy)).toBe(true);
    await db.query(
      'UPDATE booking_travellers SET passport_number_encrypted = $2 WHERE booking_id = $1 AND position = 0',
      [created.id, legacy],
    );
    expect(await t.app.get(PassportRewrap).rewrapAll()).toBeGreaterThanOrEqual(1);
    const { rows } = await db.query(
      'SELECT passport_number_encrypted AS stored FROM booking_travellers WHERE booking_id = $1 AND position = 0',
      [created.id],
    );
    expect(rows[0].stored).toMatch(/^v2\./);
    expect(cipher.decrypt(rows[0].stored as string, { bookingId: created.id as string, position: 0 })).toBe(
      'YC1112223',
    );
    expect((await passports())[0]).toBe('YC1112223');
  });

  it('records a deposit with the balance and its due date, then the balance', async () => {
    const departureId = await insertDeparture(db, { days: 143 });
    const created = (await book(await insertLink(db, departureId), [anna, paolo])).body;
    const { rows } = await db.query(
      "SELECT to_char(start_date - 30, 'YYYY-MM-DD') AS due FROM departures WHERE id = $1",
      [departureId],
    );

    const deposit = await admin.post(`/bookings/${created.id}/confirm-payment`, { payment: 'deposit' }).expect(200);
    expect(deposit.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'deposit_paid',
      amountPaidCents: 103_200,
      balanceCents: 258_000 - 103_200,
      balanceDueDate: rows[0].due,
      confirmedAt: expect.any(String),
    });
    const full = await admin.post(`/bookings/${created.id}/confirm-payment`, { payment: 'full' }).expect(200);
    expect(full.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      balanceCents: 0,
      balanceDueDate: null,
    });
    expect(full.body.confirmedAt).toBe(deposit.body.confirmedAt);

    for (const payment of ['full', 'deposit']) {
      expect((await admin.post(`/bookings/${created.id}/confirm-payment`, { payment }).expect(409)).body.code).toBe(
        'BOOKING_NOT_CONFIRMABLE',
      );
    }
    expect(await audit(created.id)).toEqual(['booking.deposit_paid', 'booking.paid_in_full']);
    expect(
      (await admin.post(`/bookings/${created.id}/confirm-payment`, { payment: 'tutto' }).expect(400)).body.code,
    ).toBe('VALIDATION_FAILED');
    expect(await seats(departureId)).toBe(8);
  });

  it('cancels a waiting booking and gives its seats back once, even when two admins press at once', async () => {
    const departureId = await insertDeparture(db, { days: 144 });
    const created = (await book(await insertLink(db, departureId), [anna, paolo])).body;
    expect(await seats(departureId)).toBe(8);
    const answers = await Promise.all([
      admin.post(`/bookings/${created.id}/cancel`),
      admin.post(`/bookings/${created.id}/cancel`),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 200)!.body).toMatchObject({
      status: 'cancelled',
      closedAt: expect.any(String),
    });
    expect(answers.find((res) => res.status === 409)!.body.code).toBe('BOOKING_NOT_CANCELLABLE');
    expect(await seats(departureId)).toBe(10);
    expect(await audit(created.id)).toEqual(['booking.cancelled']);
    expect(
      (await admin.post(`/bookings/${created.id}/confirm-payment`, { payment: 'full' }).expect(409)).body.code,
    ).toBe('BOOKING_NOT_CONFIRMABLE');

    const confirmed = (await book(await insertLink(db, departureId), [anna])).body;
    await admin.post(`/bookings/${confirmed.id}/confirm-payment`, { payment: 'full' }).expect(200);
    expect((await admin.post(`/bookings/${confirmed.id}/cancel`).expect(409)).body.code).toBe(
      'BOOKING_NOT_CANCELLABLE',
    );
    expect((await admin.post(`/bookings/${UNKNOWN_ID}/cancel`).expect(404)).body.code).toBe('BOOKING_NOT_FOUND');
  });

  it("answers a departure's passenger list as CSV, live bookings only", async () => {
    const departureId = await insertDeparture(db, { days: 145 });
    const link = await insertLink(db, departureId);
    await book(link, [anna, paolo]);
    const cancelled = (await book(link, [{ firstName: 'Zeno', lastName: 'Annullato' }])).body;
    await admin.post(`/bookings/${cancelled.id}/cancel`).expect(200);

    const res = await admin.get(`/departures/${departureId}/passengers`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="passeggeri-praga-tour-culturale-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Bianchi";"Anna";"18/04/1962";"no";"";"YA1234567";"FCO"');
    expect(lines[2]).toContain('"Rossi";"Paolo"');
    expect(res.text).not.toContain('Annullato');
    expect(await audit(departureId)).toEqual(['departure.passengers_exported']);
    expect((await admin.get(`/departures/${UNKNOWN_ID}/passengers`).expect(404)).body.code).toBe('DEPARTURE_NOT_FOUND');
  });

  it("lays out a departure's rooms from the bookings' choices, on screen and as CSV for the hotels", async () => {
    const departureId = await insertDeparture(db, { slug: 'vienna-tour-culturale', days: 146 });
    const link = await insertLink(db, departureId);
    await book(link, [{ ...anna, singleRoom: true }]);
    await book(link, [paolo, { firstName: 'Carla', lastName: 'Rossi' }]);
    await book(link, [{ firstName: 'Bruna', lastName: 'Neri' }]);
    await book(link, [{ firstName: 'Dario', lastName: 'Verdi' }]);
    const cancelled = (await book(link, [{ firstName: 'Zeno', lastName: 'Annullato' }])).body;
    await admin.post(`/bookings/${cancelled.id}/cancel`).expect(200);

    const rooms = (await admin.get(`/departures/${departureId}/rooms`).expect(200)).body.rooms as {
      number: number;
      type: string;
      occupants: { firstName: string }[];
      toShare: boolean;
    }[];
    expect(rooms.map((room) => [room.number, room.type, room.occupants.map((o) => o.firstName), room.toShare])).toEqual(
      [
        [1, 'single', ['Anna'], false],
        [2, 'double', ['Paolo', 'Carla'], false],
        [3, 'twin', ['Bruna', 'Dario'], false],
      ],
    );
    expect(await audit(departureId)).toEqual([]);

    const csv = await admin.get(`/departures/${departureId}/rooming-list`).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="camere-vienna-tour-culturale-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = csv.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^"1";"Singola";"Ricevuta \d+";"Bianchi";"Anna";"no";""$/);
    expect(csv.text).not.toContain('Annullato');
    expect(await audit(departureId)).toEqual(['departure.rooming_exported']);
    expect((await admin.get(`/departures/${UNKNOWN_ID}/rooms`).expect(404)).body.code).toBe('DEPARTURE_NOT_FOUND');
    await request(t.server).get(`/api/v1/admin/departures/${departureId}/rooming-list`).expect(401);
  });

  it('keeps the rooms staff arrange, works out the rest around them, and refuses what cannot be', async () => {
    const departureId = await insertDeparture(db, { slug: 'vienna-tour-culturale', days: 147 });
    const link = await insertLink(db, departureId);
    await book(link, [paolo, { firstName: 'Carla', lastName: 'Rossi' }]);
    await book(link, [{ firstName: 'Bruna', lastName: 'Neri' }]);
    await book(link, [{ firstName: 'Dario', lastName: 'Verdi' }]);
    type Listed = {
      number: number;
      type: string;
      kept: boolean;
      occupants: { travellerId: string; firstName: string }[];
    };
    const shape = (rooms: Listed[]) =>
      rooms.map(
        (room) =>
          `${room.number} ${room.type}${room.kept ? '*' : ''}: ${room.occupants.map((o) => o.firstName).join('+')}`,
      );
    const before = (await admin.get(`/departures/${departureId}/rooms`).expect(200)).body.rooms as Listed[];
    expect(shape(before)).toEqual(['1 double: Paolo+Carla', '2 twin: Bruna+Dario']);
    const id = (name: string) =>
      before.flatMap((room) => room.occupants).find((o) => o.firstName === name)!.travellerId;

    // Staff give Bruna a single room of her own, numbered 10: Dario is left with a bed to share.
    const arranged = await admin
      .put(`/departures/${departureId}/rooms`, { rooms: [{ number: 10, type: 'single', travellerIds: [id('Bruna')] }] })
      .expect(200);
    expect(shape(arranged.body.rooms as Listed[])).toEqual([
      '10 single*: Bruna',
      '11 double: Paolo+Carla',
      '12 twin: Dario',
    ]);
    expect(await audit(departureId)).toEqual(['departure.rooms_arranged']);

    // A newcomer is worked out around the kept rooms, and shares Dario's twin.
    await book(link, [{ firstName: 'Elena', lastName: 'Gialli' }]);
    expect(shape((await admin.get(`/departures/${departureId}/rooms`).expect(200)).body.rooms as Listed[])).toEqual([
      '10 single*: Bruna',
      '11 double: Paolo+Carla',
      '12 twin: Dario+Elena',
    ]);
    const csv = await admin.get(`/departures/${departureId}/rooming-list`).expect(200);
    expect(csv.text).toMatch(/"10";"Singola";"Ricevuta \d+";"Neri";"Bruna"/);

    for (const [rooms, words] of [
      [[{ number: 1, type: 'single', travellerIds: [id('Paolo'), id('Carla')] }], 'ha più ospiti'],
      [[{ number: 1, type: 'double', travellerIds: [UNKNOWN_ID] }], 'non viaggia con una prenotazione valida'],
      [[{ number: 0, type: 'double', travellerIds: [id('Paolo')] }], 'Indica le camere'],
      [[{ number: 1, type: 'suite', travellerIds: [id('Paolo')] }], 'Indica le camere'],
    ] as const) {
      const refused = await admin.put(`/departures/${departureId}/rooms`, { rooms }).expect(400);
      expect(refused.body.message).toContain(words);
    }
    // Nothing refused was kept.
    expect(shape((await admin.get(`/departures/${departureId}/rooms`).expect(200)).body.rooms as Listed[])[0]).toBe(
      '10 single*: Bruna',
    );

    // An empty list gives every room back to the bookings' choices.
    const undone = await admin.put(`/departures/${departureId}/rooms`, { rooms: [] }).expect(200);
    expect(shape(undone.body.rooms as Listed[])).toEqual([
      '1 double: Paolo+Carla',
      '2 twin: Bruna+Dario',
      '3 twin: Elena',
    ]);
    await admin.put(`/departures/${UNKNOWN_ID}/rooms`, { rooms: [] }).expect(404);
    await request(t.server).put(`/api/v1/admin/departures/${departureId}/rooms`).send({ rooms: [] }).expect(401);
  });

  it("corrects the customer's mistyped e-mail and phone, caps the holds on the new ones, and resends there", async () => {
    const booked = (await book(await insertLink(db, await insertDeparture(db, { days: 143 })), [anna])).body;
    const patch = (body: object, id = booked.id as string) =>
      request(t.server).patch(`/api/v1/admin/bookings/${id}/contact`).set(bearer(token)).send(body);
    const corrected = freshContact();

    const changed = await patch({ contactEmail: ` ${corrected.contactEmail} ` }).expect(200);
    expect(changed.body).toMatchObject({ contactEmail: corrected.contactEmail, contactPhone: contact.contactPhone });
    await patch({ contactPhone: corrected.contactPhone }).expect(200);
    const { rows } = await db.query(
      'SELECT contact_email, contact_phone, contact_email_key, contact_phone_key FROM bookings WHERE id = $1',
      [booked.id],
    );
    expect(rows[0]).toEqual({
      contact_email: corrected.contactEmail,
      contact_phone: corrected.contactPhone,
      contact_email_key: corrected.contactEmail.toLowerCase(),
      contact_phone_key: corrected.contactPhone.replace(/\D/g, '').slice(-9),
    });
    expect(await audit(booked.id)).toEqual(['booking.contact_changed', 'booking.contact_changed']);

    // 'Invia di nuovo' writes to the corrected address.
    const received = (
      (await admin.get(`/bookings/${booked.id}`).expect(200)).body.messages as {
        id: string;
        to: string;
        kind: string;
      }[]
    ).find((message) => message.kind === 'booking_received');
    expect(received).toMatchObject({ kind: 'booking_received', to: contact.contactEmail });
    const resent = await admin.post(`/messages/${received!.id}/resend`).expect(201);
    expect(resent.body.to).toBe(corrected.contactEmail);
  });

  it.each([
    ['nothing to change', {}, 'body'],
    ['an address without a domain', { contactEmail: 'anna.bianchi@' }, 'contactEmail'],
    ['a phone of letters', { contactPhone: 'chiamami' }, 'contactPhone'],
    ['an empty address', { contactEmail: '' }, 'contactEmail'],
  ])('refuses %s with an Italian message and changes nothing', async (_case, body, field) => {
    const booked = (await book(await insertLink(db, await insertDeparture(db, { days: 144 })), [anna])).body;
    const res = await request(t.server)
      .patch(`/api/v1/admin/bookings/${booked.id}/contact`)
      .set(bearer(token))
      .send(body)
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details[field][0]).toMatch(/email|telefono/i);
    const { rows } = await db.query('SELECT contact_email FROM bookings WHERE id = $1', [booked.id]);
    expect(rows[0].contact_email).toBe(contact.contactEmail);
  });

  it('answers 404 when correcting the contact of a booking that does not exist', async () => {
    const res = await request(t.server)
      .patch(`/api/v1/admin/bookings/${UNKNOWN_ID}/contact`)
      .set(bearer(token))
      .send({ contactPhone: '+39 333 7654321' })
      .expect(404);
    expect(res.body.code).toBe('BOOKING_NOT_FOUND');
  });

  it('keeps every booking route for admins only', async () => {
    await request(t.server).get('/api/v1/admin/bookings').expect(401);
    await request(t.server).patch(`/api/v1/admin/bookings/${UNKNOWN_ID}/contact`).send({}).expect(401);
    await request(t.server).post(`/api/v1/admin/bookings/${UNKNOWN_ID}/cancel`).expect(401);
    await request(t.server).get(`/api/v1/admin/departures/${UNKNOWN_ID}/passengers`).expect(401);
  });
});
