import pg from 'pg';
import request from 'supertest';
import { PassportCipher } from '../src/bookings/passport-cipher.js';
import { birthDateBefore, freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const UNKNOWN_ID = '6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90';

describe('online booking', () => {
  let t: TestApp;
  let db: pg.Client;
  let linkIban: { id: string; iban: string };
  let systemIban: { id: string; iban: string };
  // Every request its own client, so that the per-client limits never mix tests up.
  let address = 0;
  const client = () => `203.0.113.${++address % 250}`;

  const quote = (token: string, body: unknown) =>
    request(t.server)
      .post(`/api/v1/booking-links/${token}/quote`)
      .set('x-forwarded-for', client())
      .send(body as object);
  const book = (token: string, body: unknown, key?: string) => {
    const call = request(t.server).post(`/api/v1/booking-links/${token}/bookings`).set('x-forwarded-for', client());
    return (key ? call.set('idempotency-key', key) : call).send(body as object);
  };
  const read = (id: string) => request(t.server).get(`/api/v1/bookings/${id}`).set('x-forwarded-for', client());
  const declare = (id: string) =>
    request(t.server).post(`/api/v1/bookings/${id}/transfer-declaration`).set('x-forwarded-for', client());
  const seats = async (departureId: string) =>
    (await db.query('SELECT spots_available FROM departures WHERE id = $1', [departureId])).rows[0].spots_available;

  const traveller = (change: object = {}) => ({
    firstName: 'Anna',
    lastName: 'Bianchi',
    birthDate: '1962-04-18',
    address: 'Via Fillungo 12, 55100 Lucca',
    passportNumber: 'YA1234567',
    ...change,
  });
  // Every test its own customer, so that the caps on unpaid seats never mix tests up.
  let contact = freshContact();
  beforeEach(() => {
    contact = freshContact();
  });
  const booking = (change: object = {}) => ({
    airport: 'MXP',
    travellers: [traveller(), traveller({ firstName: 'Paolo', passportNumber: 'YB7654321' })],
    ...contact,
    ...change,
  });

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    linkIban = await insertIban(db, { holder: 'ATI Viaggi Acconti', bank: 'Banca del Serchio' });
    systemIban = await insertIban(db, { system: true });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  describe('POST /api/v1/booking-links/{token}/quote', () => {
    it('refuses with 422 a booking that would cost nothing: children only on a link where children travel free', async () => {
      const departureId = await insertDeparture(db, { days: 125 });
      const token = await insertLink(db, departureId);
      await db.query('UPDATE booking_links SET child_discount_percentage = 100 WHERE token = $1', [token]);
      const child = await birthDateBefore(db, 125, 8);
      const children = [traveller({ birthDate: child }), traveller({ firstName: 'Luca', birthDate: child })];
      const refused = await quote(token, { travellers: [{ birthDate: child }] }).expect(422);
      expect(refused.body).toEqual({
        statusCode: 422,
        code: 'BOOKING_TOTAL_NOT_POSITIVE',
        message: expect.stringContaining('serve almeno un viaggiatore che paga'),
      });
      expect((await book(token, booking({ travellers: children })).expect(422)).body.code).toBe(
        'BOOKING_TOTAL_NOT_POSITIVE',
      );
      expect(await seats(departureId)).toBe(10);
      const family = await book(token, booking({ travellers: [traveller(), ...children] })).expect(201);
      expect(family.body.totalPriceCents).toBe(129_000);
    });

    it('prices adults and children by the link: children under 12 on the start date at half price, 40 % deposit', async () => {
      const departureId = await insertDeparture(db, { days: 120 });
      const token = await insertLink(db, departureId);
      const eleven = await birthDateBefore(db, 120, 12, -1);
      const twelve = await birthDateBefore(db, 120, 12);
      const res = await quote(token, {
        travellers: [{ birthDate: '1962-04-18' }, {}, { birthDate: eleven }, { birthDate: twelve }],
      }).expect(200);
      expect(res.body).toEqual({
        adultCount: 3,
        childCount: 1,
        totalPriceCents: 3 * 129_000 + 64_500,
        childDiscountCents: 64_500,
        singleRooms: 0,
        singleSupplementCents: 0,
        depositAmountCents: Math.round((3 * 129_000 + 64_500) * 0.4),
        amountToPayCents: Math.round((3 * 129_000 + 64_500) * 0.4),
        paymentType: 'deposit',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    describe('with single rooms (DECISIONS 33)', () => {
      let vienna: string;
      let supplement: number;
      let viennaPrice: number;
      beforeAll(async () => {
        const departureId = await insertDeparture(db, { slug: 'vienna-tour-culturale', days: 150 });
        vienna = await insertLink(db, departureId, { ibanId: linkIban.id });
        const { rows } = await db.query(
          `SELECT t.single_supplement_cents AS supplement, d.price_cents AS price
             FROM departures d JOIN trips t ON t.id = d.trip_id WHERE d.id = $1`,
          [departureId],
        );
        [supplement, viennaPrice] = [rows[0].supplement, rows[0].price];
        expect(supplement).toBeGreaterThan(0);
      });

      it("adds the trip's supplement per single room to the total, the deposit taken on the whole", async () => {
        const res = await quote(vienna, { travellers: [{}, {}], singleRooms: 2 }).expect(200);
        const total = 2 * viennaPrice + 2 * supplement;
        expect(res.body).toMatchObject({
          singleRooms: 2,
          singleSupplementCents: 2 * supplement,
          totalPriceCents: total,
          depositAmountCents: Math.round(total * 0.4),
        });
        expect((await quote(vienna, { travellers: [{}] }).expect(200)).body.singleSupplementCents).toBe(0);
      });

      it('books a solo traveller with a single room: the amounts, the page and the staff view say so', async () => {
        const created = await book(
          vienna,
          booking({ travellers: [traveller({ singleRoom: true })], singleRooms: 1 }),
        ).expect(201);
        expect(created.body.totalPriceCents).toBe(viennaPrice + supplement);
        const page = await read(created.body.id).expect(200);
        expect(page.body).toMatchObject({ singleRooms: 1, singleSupplementCents: supplement });
        const { rows } = await db.query(
          `SELECT b.single_rooms, b.single_supplement_cents, bt.single_room
             FROM bookings b JOIN booking_travellers bt ON bt.booking_id = b.id WHERE b.id = $1`,
          [created.body.id],
        );
        expect(rows).toEqual([{ single_rooms: 1, single_supplement_cents: supplement, single_room: true }]);
      });

      it('counts the travellers who ask for one when the request gives no number', async () => {
        const created = await book(
          vienna,
          booking({
            travellers: [traveller({ singleRoom: true }), traveller({ firstName: 'Paolo', singleRoom: false })],
          }),
        ).expect(201);
        expect(created.body.totalPriceCents).toBe(2 * viennaPrice + supplement);
      });

      it.each([
        [
          'more single rooms than travellers',
          { travellers: [{}], singleRooms: 2 },
          'Le camere singole non possono essere più dei viaggiatori.',
        ],
        ['a negative number', { travellers: [{}], singleRooms: -1 }, 'Indica da 0 a 10 camere singole.'],
        ['a fraction', { travellers: [{}, {}], singleRooms: 1.5 }, 'Indica da 0 a 10 camere singole.'],
      ])('refuses %s with 400 and the field message', async (_case, body, message) => {
        const res = await quote(vienna, body).expect(400);
        expect(res.body.details.singleRooms).toEqual([message]);
      });

      it('refuses a single room on a trip without a supplement, and a number that contradicts the travellers', async () => {
        const prague = await insertLink(db, await insertDeparture(db, { days: 151 }));
        const refused = await quote(prague, { travellers: [{}], singleRooms: 1 }).expect(400);
        expect(refused.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: 'Questo viaggio non prevede camere singole.',
        });
        const mismatch = await book(
          vienna,
          booking({ travellers: [traveller({ singleRoom: true }), traveller({ firstName: 'Paolo' })], singleRooms: 2 }),
        ).expect(400);
        expect(mismatch.body.details.singleRooms).toEqual([
          'Il numero di camere singole non corrisponde ai viaggiatori che la chiedono.',
        ]);
      });
    });

    it('asks the whole price 40 days ahead and a fixed deposit per person where the trip has one', async () => {
      const near = await insertLink(db, await insertDeparture(db, { days: 40 }));
      expect((await quote(near, { travellers: [{}] }).expect(200)).body).toMatchObject({
        paymentType: 'full',
        amountToPayCents: 129_000,
      });
      const thailand = await insertLink(db, await insertDeparture(db, { slug: 'thailandia', days: 90 }), {
        depositPerPersonCents: 50_000,
      });
      expect((await quote(thailand, { travellers: [{}, {}] }).expect(200)).body).toMatchObject({
        paymentType: 'deposit',
        depositAmountCents: 100_000,
        amountToPayCents: 100_000,
      });
    });

    it.each([
      [
        'a date that does not exist',
        { travellers: [{ birthDate: '2015-02-30' }] },
        'travellers.0.birthDate',
        'Inserisci una data di nascita valida (GG/MM/AAAA).',
      ],
      [
        'a date written the Italian way',
        { travellers: [{ birthDate: '18/04/1962' }] },
        'travellers.0.birthDate',
        'Inserisci una data di nascita valida (GG/MM/AAAA).',
      ],
      [
        'a birth date in the future',
        { travellers: [{ birthDate: '2999-01-01' }] },
        'travellers.0.birthDate',
        'La data di nascita non può essere nel futuro.',
      ],
      ['no travellers', { travellers: [] }, 'travellers', 'Indica da 1 a 10 viaggiatori.'],
      ['eleven travellers', { travellers: Array(11).fill({}) }, 'travellers', 'Indica da 1 a 10 viaggiatori.'],
      ['travellers that are not a list', { travellers: 3 }, 'travellers', 'Indica da 1 a 10 viaggiatori.'],
    ])('refuses %s with 400 and an Italian message', async (_case, body, field, message) => {
      const token = await insertLink(db, await insertDeparture(db, { days: 121 }));
      const res = await quote(token, body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(res.body.details[field]).toContain(message);
    });

    it('answers 404 for an unknown token and 410 for an expired link', async () => {
      expect(
        (await quote('NoSuchToken0000000000000000000000'.slice(0, 32), { travellers: [{}] }).expect(404)).body.code,
      ).toBe('BOOKING_LINK_NOT_FOUND');
      const expired = await insertLink(db, await insertDeparture(db, { days: 122 }), { expiresInDays: -1 });
      expect((await quote(expired, { travellers: [{}] }).expect(410)).body).toEqual({
        statusCode: 410,
        code: 'BOOKING_LINK_EXPIRED',
        message: 'Questo link di prenotazione è scaduto. Contatta il nostro team per assistenza.',
      });
    });
  });

  describe('POST /api/v1/booking-links/{token}/bookings', () => {
    it('holds the seats for five hours and answers the amounts and a reference', async () => {
      const departureId = await insertDeparture(db, { days: 100, seats: 6 });
      const token = await insertLink(db, departureId, { ibanId: linkIban.id });
      const before = Date.now();
      const sent = booking();
      const res = await book(token, sent).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'pending',
        paymentReference: expect.stringMatching(/^Ricevuta [1-9]\d{3}$/),
        totalPriceCents: 258_000,
        depositAmountCents: 103_200,
        amountToPayCents: 103_200,
        paymentType: 'deposit',
        paymentExpiresAt: expect.any(String),
      });
      const expires = Date.parse(res.body.paymentExpiresAt);
      expect(expires - before).toBeGreaterThanOrEqual(5 * 3_600_000 - 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(5 * 3_600_000);
      expect(await seats(departureId)).toBe(4);

      // The agency's notice and the customer's e-mail were queued with the booking, in its transaction.
      const { rows: messages } = await db.query(
        'SELECT channel, kind, recipient FROM messages WHERE booking_id = $1 ORDER BY channel',
        [res.body.id],
      );
      expect(messages).toEqual([
        { channel: 'email', kind: 'booking_received', recipient: sent.contactEmail },
        { channel: 'telegram', kind: 'booking.created', recipient: 'agency' },
      ]);
    });

    it('keeps passport numbers encrypted and never answers them', async () => {
      const token = await insertLink(db, await insertDeparture(db, { days: 101 }), { ibanId: linkIban.id });
      const { body } = await book(
        token,
        booking({ contactEmail: 'anna.bianchi@example.it', contactPhone: '+39 333 1234567' }),
      ).expect(201);
      const { rows } = await db.query(
        'SELECT first_name, passport_number_encrypted FROM booking_travellers WHERE booking_id = $1 ORDER BY position',
        [body.id],
      );
      expect(rows.map((row) => row.first_name)).toEqual(['Anna', 'Paolo']);
      expect(JSON.stringify(rows)).not.toContain('YA1234567');
      const cipher = new PassportCipher(t.config.dataEncryptionKey);
      expect(
        rows.map((row, position) => cipher.decrypt(row.passport_number_encrypted, { bookingId: body.id, position })),
      ).toEqual(['YA1234567', 'YB7654321']);
      const shown = await read(body.id).expect(200);
      // The phone as digits: a random booking id may well hold '333'.
      expect(JSON.stringify(shown.body)).not.toMatch(/YA1234567|YB7654321|passport|Fillungo|anna\.bianchi|3331234567/i);
      expect(JSON.stringify(shown.body)).not.toContain('333 1234567');
    });

    it('answers 409 NOT_ENOUGH_SEATS and DEPARTURE_SOLD_OUT, taking nothing', async () => {
      const departureId = await insertDeparture(db, { days: 102, seats: 1 });
      const token = await insertLink(db, departureId);
      expect((await book(token, booking()).expect(409)).body.code).toBe('NOT_ENOUGH_SEATS');
      expect(await seats(departureId)).toBe(1);
      await book(token, booking({ travellers: [traveller()] })).expect(201);
      const res = await book(token, booking({ travellers: [traveller()] })).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'DEPARTURE_SOLD_OUT',
        message: "Questa partenza è al completo: scegli un'altra data.",
      });
      expect(await seats(departureId)).toBe(0);
    });

    it('answers 410 for an expired link and 404 for an unknown one', async () => {
      const departureId = await insertDeparture(db, { days: 103 });
      const expired = await insertLink(db, departureId, { expiresInDays: -1 });
      expect((await book(expired, booking()).expect(410)).body.code).toBe('BOOKING_LINK_EXPIRED');
      expect((await book('x'.repeat(20), booking()).expect(404)).body.code).toBe('BOOKING_LINK_NOT_FOUND');
      expect(await seats(departureId)).toBe(10);
    });

    it('answers 404 DEPARTURE_NOT_FOUND for a departure closed since the link was made', async () => {
      const departureId = await insertDeparture(db, { days: 114 });
      const token = await insertLink(db, departureId);
      await db.query("UPDATE departures SET status = 'closed' WHERE id = $1", [departureId]);
      expect((await book(token, booking()).expect(404)).body.code).toBe('DEPARTURE_NOT_FOUND');
      expect(await seats(departureId)).toBe(10);
      await db.query("UPDATE departures SET status = 'open' WHERE id = $1", [departureId]);
      await book(token, booking()).expect(201);
    });

    it('shows the link IBAN when it has one, otherwise the system IBAN', async () => {
      const departureId = await insertDeparture(db, { days: 104 });
      const withIban = await book(await insertLink(db, departureId, { ibanId: linkIban.id }), booking()).expect(201);
      const without = await book(await insertLink(db, departureId), booking()).expect(201);
      expect((await read(withIban.body.id).expect(200)).body.beneficiary).toEqual({
        accountHolder: 'ATI Viaggi Acconti',
        iban: linkIban.iban,
        ibanFormatted: expect.stringMatching(/^IT\d\d [A-Z0-9]{4} /),
        bankName: 'Banca del Serchio',
        isDemo: false,
      });
      expect((await read(without.body.id).expect(200)).body.beneficiary.iban).toBe(systemIban.iban);
    });

    it('answers 503 PAYMENT_UNAVAILABLE when neither the link nor the system has an IBAN, taking no seat', async () => {
      const departureId = await insertDeparture(db, { days: 105 });
      const token = await insertLink(db, departureId);
      await db.query('UPDATE saved_ibans SET is_active_system = false');
      try {
        const res = await book(token, booking()).expect(503);
        expect(res.body).toEqual({
          statusCode: 503,
          code: 'PAYMENT_UNAVAILABLE',
          message: 'Sistema di pagamento temporaneamente non disponibile',
        });
        expect(await seats(departureId)).toBe(10);
      } finally {
        await db.query('UPDATE saved_ibans SET is_active_system = true WHERE id = $1', [systemIban.id]);
      }
    });

    it('replays a request with the same Idempotency-Key: the same answer with 200, nothing made twice', async () => {
      const departureId = await insertDeparture(db, { days: 106 });
      const token = await insertLink(db, departureId);
      const first = await book(token, booking(), 'prenotazione-42').expect(201);
      // The same body with its keys in another order is the same request.
      const reordered = Object.fromEntries(Object.entries(booking()).reverse());
      const again = await book(token, reordered, 'prenotazione-42').expect(200);
      expect(again.body).toEqual(first.body);
      expect(await seats(departureId)).toBe(8);
      const { rows } = await db.query('SELECT count(*)::int AS n FROM bookings WHERE departure_id = $1', [departureId]);
      expect(rows[0].n).toBe(1);

      const other = await book(token, booking({ airport: 'FCO' }), 'prenotazione-42').expect(422);
      expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await seats(departureId)).toBe(8);
    });

    it('makes one booking of simultaneous requests with one key', async () => {
      const departureId = await insertDeparture(db, { days: 107 });
      const token = await insertLink(db, departureId);
      const answers = await Promise.all(Array.from({ length: 5 }, () => book(token, booking(), 'doppio-clic')));
      expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
      expect(await seats(departureId)).toBe(8);
    });

    it('refuses an Idempotency-Key too long or holding odd characters', async () => {
      const token = await insertLink(db, await insertDeparture(db, { days: 108 }));
      for (const key of ['x'.repeat(101), 'due parole', 'chiave/ä']) {
        expect((await book(token, booking(), key).expect(400)).body.code).toBe('INVALID_IDEMPOTENCY_KEY');
      }
    });

    it.each([
      [
        'a missing first name',
        { travellers: [traveller({ firstName: ' ' })] },
        'travellers.0.firstName',
        'Inserisci il nome di ogni viaggiatore.',
      ],
      ['a bad e-mail', { contactEmail: 'anna@' }, 'contactEmail', 'Inserisci un indirizzo email valido.'],
      ['no phone', { contactPhone: '' }, 'contactPhone', 'Inserisci il telefono del primo viaggiatore.'],
      ['an unknown airport', { airport: 'BGY' }, 'airport', 'Scegli un aeroporto di partenza tra quelli proposti.'],
      [
        'a bad birth date',
        { travellers: [traveller({ birthDate: '1962-13-01' })] },
        'travellers.0.birthDate',
        'Inserisci una data di nascita valida (GG/MM/AAAA).',
      ],
      [
        "a name that adds a line to the agency's messages",
        { travellers: [traveller({ firstName: 'Anna\nBONIFICO GIÀ RICEVUTO' })] },
        'travellers.0.firstName',
        'Scrivi il nome su una sola riga, senza caratteri invisibili o di controllo.',
      ],
      [
        'a surname written backwards by a right-to-left override',
        { travellers: [traveller({ lastName: 'Bianchi \u202eissoR' })] },
        'travellers.0.lastName',
        'Scrivi il cognome su una sola riga, senza caratteri invisibili o di controllo.',
      ],
      [
        'a bad passport number',
        { travellers: [traveller({ passportNumber: 'AB' })] },
        'travellers.0.passportNumber',
        'Il numero di passaporto contiene da 5 a 20 lettere e cifre.',
      ],
    ])('refuses %s with 400 and an Italian message', async (_case, change, field, message) => {
      const token = await insertLink(db, await insertDeparture(db, { days: 109 }));
      const res = await book(token, booking(change)).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(res.body.details[field]).toContain(message);
    });

    it('refuses a body larger than ten full travellers make with 413', async () => {
      const token = await insertLink(db, await insertDeparture(db, { days: 109 }));
      const res = await book(token, booking({ padding: 'x'.repeat(60_000) })).expect(413);
      expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
      const largest = booking({
        travellers: Array.from({ length: 10 }, () =>
          traveller({ firstName: '😀'.repeat(100), lastName: '😀'.repeat(100), address: '😀'.repeat(300) }),
        ),
      });
      await book(token, largest).expect(201);
    });
  });

  describe('per-client limits', () => {
    it('lets one client make 10 bookings in ten minutes, counting refused ones, and not the others', async () => {
      const departureId = await insertDeparture(db, { days: 113, seats: 10 });
      const token = await insertLink(db, departureId);
      const from = '198.51.100.90';
      const send = (body: object) =>
        request(t.server).post(`/api/v1/booking-links/${token}/bookings`).set('x-forwarded-for', from).send(body);
      for (let i = 0; i < 5; i++) await send(booking({ travellers: [traveller()] })).expect(201);
      for (let i = 0; i < 5; i++) await send(booking({ travellers: Array(6).fill(traveller()) })).expect(409);
      const refused = await send(booking({ travellers: [traveller()] })).expect(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        code: 'BOOKING_RATE_LIMITED',
        message: 'Troppe richieste in poco tempo. Attendi qualche minuto e riprova.',
      });
      expect(await seats(departureId)).toBe(5);
      await request(t.server)
        .post(`/api/v1/booking-links/${token}/bookings`)
        .set('x-forwarded-for', '198.51.100.91')
        .send(booking({ travellers: [traveller()] }))
        .expect(201);
      const { rows } = await db.query("SELECT client_hash FROM client_attempts WHERE purpose = 'booking.create'");
      expect(JSON.stringify(rows)).not.toContain('198.51.100');
    });
  });

  describe('GET /api/v1/bookings/{id}', () => {
    it('answers the booking as the payment page shows it, never cached', async () => {
      const departureId = await insertDeparture(db, { days: 110 });
      const token = await insertLink(db, departureId, { ibanId: linkIban.id });
      const child = await birthDateBefore(db, 110, 5);
      const created = await book(
        token,
        booking({ airport: 'FCO', travellers: [traveller(), traveller({ firstName: 'Luca', birthDate: child })] }),
      ).expect(201);
      const res = await read(created.body.id).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { rows } = await db.query(
        `SELECT to_char(start_date, 'YYYY-MM-DD') AS s, to_char(end_date, 'YYYY-MM-DD') AS e FROM departures WHERE id = $1`,
        [departureId],
      );
      expect(res.body).toEqual({
        id: created.body.id,
        status: 'pending',
        paymentStatus: 'pending',
        transferReceiptUploadedAt: null,
        tripTitle: expect.stringContaining('Praga'),
        startDate: rows[0].s,
        endDate: rows[0].e,
        tripDays: 5,
        nights: 4,
        airport: 'FCO',
        adultCount: 1,
        childCount: 1,
        singleRooms: 0,
        singleSupplementCents: 0,
        travellers: [
          { firstName: 'Anna', lastName: 'Bianchi' },
          { firstName: 'Luca', lastName: 'Bianchi' },
        ],
        totalPriceCents: 193_500,
        depositAmountCents: 77_400,
        amountToPayCents: 77_400,
        paymentType: 'deposit',
        amountPaidCents: 0,
        balanceDueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        balanceEpcQrPayload: null,
        tripSlug: 'praga-tour-culturale',
        language: 'it',
        paymentReference: created.body.paymentReference,
        paymentExpiresAt: created.body.paymentExpiresAt,
        beneficiary: expect.objectContaining({ accountHolder: 'ATI Viaggi Acconti', iban: linkIban.iban }),
        epcQrPayload: [
          'BCD',
          '002',
          '1',
          'SCT',
          '',
          'ATI Viaggi Acconti',
          linkIban.iban,
          'EUR774.00',
          '',
          '',
          created.body.paymentReference,
        ].join('\n'),
      });
    });

    it('answers 400 INVALID_BOOKING_ID for what is no UUID and 404 for an unknown one', async () => {
      expect((await read('42').expect(400)).body).toEqual({
        statusCode: 400,
        code: 'INVALID_BOOKING_ID',
        message: 'ID prenotazione non valido',
      });
      expect((await read(UNKNOWN_ID).expect(404)).body).toEqual({
        statusCode: 404,
        code: 'BOOKING_NOT_FOUND',
        message: 'Prenotazione non trovata',
      });
    });

    it('limits how often one client looks bookings up', async () => {
      const from = '198.51.100.77';
      // A burst past the limit: exactly the limit's worth are answered, the rest refused.
      const lookups = Array.from({ length: 125 }, () =>
        request(t.server).get(`/api/v1/bookings/${UNKNOWN_ID}`).set('x-forwarded-for', from),
      );
      const statuses = (await Promise.all(lookups)).map((res) => res.status);
      expect(statuses.filter((status) => status === 404)).toHaveLength(120);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
      const refused = await request(t.server).get(`/api/v1/bookings/${UNKNOWN_ID}`).set('x-forwarded-for', from);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('BOOKING_RATE_LIMITED');
      await request(t.server).get(`/api/v1/bookings/${UNKNOWN_ID}`).set('x-forwarded-for', '198.51.100.78').expect(404);
    });
  });

  describe('POST /api/v1/bookings/{id}/transfer-declaration', () => {
    it('marks a pending booking as transfer_declared, again without harm', async () => {
      const token = await insertLink(db, await insertDeparture(db, { days: 111 }));
      const { body } = await book(token, booking()).expect(201);
      expect((await declare(body.id).expect(200)).body).toEqual({ status: 'transfer_declared' });
      expect((await declare(body.id).expect(200)).body).toEqual({ status: 'transfer_declared' });
      expect((await read(body.id).expect(200)).body.status).toBe('transfer_declared');
    });

    it('answers 409 BOOKING_NOT_PENDING for an expired or cancelled booking, 404 and 400 otherwise', async () => {
      const token = await insertLink(db, await insertDeparture(db, { days: 112 }));
      for (const status of ['expired', 'cancelled']) {
        const { body } = await book(token, booking()).expect(201);
        await db.query('UPDATE bookings SET status = $2 WHERE id = $1', [body.id, status]);
        expect((await declare(body.id).expect(409)).body.code).toBe('BOOKING_NOT_PENDING');
      }
      const { body: late } = await book(token, booking()).expect(201);
      await db.query("UPDATE bookings SET payment_expires_at = now() - interval '1 minute' WHERE id = $1", [late.id]);
      expect((await declare(late.id).expect(409)).body.code).toBe('BOOKING_NOT_PENDING');
      expect((await declare(UNKNOWN_ID).expect(404)).body.code).toBe('BOOKING_NOT_FOUND');
      expect((await declare('nope').expect(400)).body.code).toBe('INVALID_BOOKING_ID');
    });
  });
});
