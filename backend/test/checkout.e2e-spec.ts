import pg from 'pg';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('POST /api/v1/checkout', () => {
  let t: TestApp;
  let db: pg.Client;
  let departureId: string;
  // Every test sends from its own address, so the per-client limit never mixes them up.
  let address = 0;
  const post = (body: unknown) =>
    request(t.server)
      .post('/api/v1/checkout')
      .set('x-forwarded-for', `203.0.113.${++address}`)
      .send(body as object);
  const valid = () => ({ departureId, airport: 'MXP', travellers: 2 });

  /** A departure of Prague far enough ahead, with the given seats free. */
  async function departureWith(seats: number, startOffsetDays = 100, status = 'open'): Promise<string> {
    const { rows } = await db.query(
      `INSERT INTO departures (trip_id, start_date, end_date, price_cents, total_spots, spots_available, coordinators, status)
       SELECT id, d, d + 4, 80000, 10, $1, ARRAY['Giulia', 'Marco'], $3
         FROM trips, (SELECT (now() AT TIME ZONE 'Europe/Rome')::date + $2::int AS d) start
        WHERE slug = 'praga-tour-culturale'
       ON CONFLICT (trip_id, start_date) DO UPDATE SET spots_available = $1, status = $3
       RETURNING id`,
      [seats, startOffsetDays, status],
    );
    return rows[0].id;
  }

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    departureId = await departureWith(6, 101);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('answers a bookable request with 503 PAYMENT_UNAVAILABLE while there is no system IBAN, taking no seat', async () => {
    const res = await post(valid()).expect(503);
    expect(res.body).toEqual({
      statusCode: 503,
      code: 'PAYMENT_UNAVAILABLE',
      message: 'Sistema di pagamento temporaneamente non disponibile',
    });
    const { rows } = await db.query('SELECT spots_available FROM departures WHERE id = $1', [departureId]);
    expect(rows[0].spots_available).toBe(6);
  });

  it('accepts as many travellers as there are free seats, up to ten', async () => {
    await post({ ...valid(), travellers: 6 }).expect(503);
    await post({ ...valid(), departureId: await departureWith(10, 102), travellers: 10, airport: 'FCO' }).expect(503);
  });

  it.each([
    ['a departure id that is no UUID', { departureId: '42' }, 'departureId', 'Data di partenza non valida.'],
    ['an unknown airport', { airport: 'BGY' }, 'airport', 'Scegli un aeroporto di partenza tra quelli proposti.'],
    ['no travellers', { travellers: 0 }, 'travellers', 'Indica da 1 a 10 viaggiatori.'],
    ['eleven travellers', { travellers: 11 }, 'travellers', 'Indica da 1 a 10 viaggiatori.'],
    ['a fraction of a traveller', { travellers: 1.5 }, 'travellers', 'Indica da 1 a 10 viaggiatori.'],
    ['travellers as text', { travellers: 'due' }, 'travellers', 'Indica da 1 a 10 viaggiatori.'],
  ])('refuses %s with 400 and the field message', async (_case, change, field, message) => {
    const res = await post({ ...valid(), ...change }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    expect(res.body.details[field]).toContain(message);
  });

  it('refuses an unknown field and a missing one with 400', async () => {
    expect((await post({ ...valid(), priceCents: 1 }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await post({ airport: 'MXP', travellers: 1 }).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a body larger than the form can make with 413', async () => {
    const res = await post({ ...valid(), airport: 'x'.repeat(2000) }).expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each([
    ['an unknown departure', async () => '6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90'],
    ['a closed departure', () => departureWith(8, 103, 'closed')],
    ['a departure that left yesterday', () => departureWith(8, -1)],
  ])('answers 404 DEPARTURE_NOT_FOUND for %s', async (_case, make) => {
    const res = await post({ ...valid(), departureId: await make() }).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'DEPARTURE_NOT_FOUND',
      message: "La data di partenza scelta non è più disponibile. Scegline un'altra tra quelle proposte.",
    });
  });

  it('lets a group book a departure that leaves today', async () => {
    await post({ ...valid(), departureId: await departureWith(3, 0) }).expect(503);
  });

  it('answers 409 DEPARTURE_SOLD_OUT when no seat is left', async () => {
    const res = await post({ ...valid(), departureId: await departureWith(0, 104), travellers: 1 }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'DEPARTURE_SOLD_OUT',
      message: "Questa partenza è al completo: scegli un'altra data.",
    });
  });

  it('answers 409 NOT_ENOUGH_SEATS when fewer seats are left than travellers', async () => {
    const res = await post({ ...valid(), departureId: await departureWith(4, 105), travellers: 5 }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'NOT_ENOUGH_SEATS',
      message: 'Non ci sono abbastanza posti liberi per tutti i viaggiatori su questa partenza.',
    });
  });

  it('limits one client to 20 attempts in ten minutes, whatever they answered, and not the others', async () => {
    const from = '198.51.100.7';
    const send = (body: object) => request(t.server).post('/api/v1/checkout').set('x-forwarded-for', from).send(body);
    for (let i = 0; i < 10; i++) await send(valid()).expect(503);
    const unknown = { ...valid(), departureId: '6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90' };
    for (let i = 0; i < 10; i++) await send(unknown).expect(404);
    const refused = await send(valid()).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      code: 'CHECKOUT_RATE_LIMITED',
      message: 'Troppe richieste in poco tempo. Attendi qualche minuto e riprova.',
    });
    await request(t.server).post('/api/v1/checkout').set('x-forwarded-for', '198.51.100.8').send(valid()).expect(503);
  });

  it('lets exactly 20 of 30 simultaneous attempts through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        request(t.server).post('/api/v1/checkout').set('x-forwarded-for', '192.0.2.50').send(valid()),
      ),
    );
    const statuses = responses.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(20).fill(503), ...Array(10).fill(429)].sort());
  });

  it('keeps a keyed hash of the client, never its address', async () => {
    const { rows } = await db.query("SELECT * FROM client_attempts WHERE purpose = 'checkout'");
    expect(rows.length).toBeGreaterThan(20);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('192.0.2.50');
    expect(stored).not.toContain('198.51.100');
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.client_hash))).toBe(true);
  });

  it('counts only the window and forgets attempts older than a day at night', async () => {
    const from = '192.0.2.50';
    await request(t.server).post('/api/v1/checkout').set('x-forwarded-for', from).send(valid()).expect(429);
    await db.query(`UPDATE client_attempts SET created_at = now() - interval '11 minutes'`);
    await request(t.server).post('/api/v1/checkout').set('x-forwarded-for', from).send(valid()).expect(503);

    await db.query(`UPDATE client_attempts SET created_at = now() - interval '25 hours'`);
    await db.query(`INSERT INTO client_attempts (purpose, client_hash) VALUES ('checkout', 'recent')`);
    const { ClientAttemptsCron } = await import('../src/common/client-limits.module.js');
    expect(await t.app.get(ClientAttemptsCron).purgeOldAttempts()).toBeGreaterThan(20);
    const { rows } = await db.query('SELECT client_hash FROM client_attempts');
    expect(rows).toEqual([{ client_hash: 'recent' }]);
  });

  it('describes itself in the OpenAPI document', async () => {
    const res = await request(t.server).get('/api/openapi.json').expect(200);
    expect(res.body.paths['/api/v1/checkout'].post.operationId).toBe('createCheckout');
  });

  describe('with a system IBAN', () => {
    let systemIbanId: string;
    const links = async (departure: string) =>
      (
        await db.query(
          `SELECT token, payment_type, iban_id, source, offer_price_cents, expires_at - created_at AS validity
             FROM booking_links WHERE departure_id = $1 ORDER BY created_at`,
          [departure],
        )
      ).rows;
    const tokenOf = async (body: { departureId?: string; airport?: string; travellers?: number }) => {
      const res = await post(body).expect(201);
      const { airport, travellers } = { ...valid(), ...body };
      // The visitor's choice comes back, and the booking page's address carries it to the form.
      expect(res.body).toEqual({
        token: expect.stringMatching(/^[0-9A-Za-z]{32}$/),
        url: `/prenotazione/${res.body.token}?aeroporto=${airport}&viaggiatori=${travellers}`,
        airport,
        travellers,
      });
      return res.body.token as string;
    };
    const addIban = async (iban: string, system: boolean) =>
      (
        await db.query(
          `INSERT INTO saved_ibans (account_holder, iban, is_active_system, approval)
           VALUES ('ATI Viaggi S.r.l.', $1, $2, 'approved') RETURNING id`,
          [iban, system],
        )
      ).rows[0].id as string;

    beforeAll(async () => {
      systemIbanId = await addIban('IT60X0542811101000000123456', true);
    });

    it('answers 201 with the booking page of a link for the departure, the system IBAN and a deposit, taking no seat', async () => {
      const departure = await departureWith(6, 110);
      const token = await tokenOf({ ...valid(), departureId: departure });
      expect(await links(departure)).toEqual([
        {
          token,
          payment_type: 'deposit',
          iban_id: systemIbanId,
          source: 'checkout',
          offer_price_cents: null,
          validity: { days: 30 },
        },
      ]);
      const page = await request(t.server).get(`/api/v1/booking-links/${token}`).expect(200);
      expect(page.body).toMatchObject({ departureId: departure, paymentType: 'deposit', expired: false });
      const { rows } = await db.query(
        'SELECT spots_available, (SELECT last_used_at FROM saved_ibans WHERE id = $2) AS used FROM departures WHERE id = $1',
        [departure, systemIbanId],
      );
      expect(rows[0].spots_available).toBe(6);
      expect(rows[0].used).not.toBeNull();
    });

    it('gives the next customers of the departure the same link', async () => {
      const departure = await departureWith(6, 111);
      const first = await tokenOf({ ...valid(), departureId: departure });
      expect(await tokenOf({ ...valid(), departureId: departure, travellers: 1, airport: 'FCO' })).toBe(first);
      expect(await links(departure)).toHaveLength(1);
    });

    it.each([
      [41, 'deposit'],
      [40, 'full'],
      [0, 'full'],
    ])('asks a departure %i days ahead in Rome for %s payment', async (days, paymentType) => {
      const departure = await departureWith(6, days);
      const token = await tokenOf({ ...valid(), departureId: departure });
      const page = await request(t.server).get(`/api/v1/booking-links/${token}`).expect(200);
      expect(page.body.paymentType).toBe(paymentType);
    });

    it('makes a new link once the old one has less than a day left, was revoked or another IBAN is active; a new price keeps it', async () => {
      const departure = await departureWith(6, 112);
      const first = await tokenOf({ ...valid(), departureId: departure });
      await db.query(`UPDATE booking_links SET expires_at = now() + interval '2 hours' WHERE token = $1`, [first]);
      const second = await tokenOf({ ...valid(), departureId: departure });
      expect(second).not.toBe(first);

      // The link follows the departure's price: the same link, at the new price.
      await db.query('UPDATE departures SET price_cents = 85000 WHERE id = $1', [departure]);
      expect(await tokenOf({ ...valid(), departureId: departure })).toBe(second);
      expect((await request(t.server).get(`/api/v1/booking-links/${second}`)).body.priceCents).toBe(85000);

      await db.query('UPDATE booking_links SET revoked_at = now() WHERE token = $1', [second]);
      const third = await tokenOf({ ...valid(), departureId: departure });
      expect(third).not.toBe(second);

      const otherIban = await addIban('DE89370400440532013000', false);
      await db.query('UPDATE saved_ibans SET is_active_system = false WHERE id = $1', [systemIbanId]);
      await db.query('UPDATE saved_ibans SET is_active_system = true WHERE id = $1', [otherIban]);
      const fourth = await tokenOf({ ...valid(), departureId: departure });
      expect(fourth).not.toBe(third);
      expect((await links(departure)).map((link) => link.iban_id)).toEqual([
        systemIbanId,
        systemIbanId,
        systemIbanId,
        otherIban,
      ]);
      await db.query('UPDATE saved_ibans SET is_active_system = false WHERE id = $1', [otherIban]);
      await db.query('UPDATE saved_ibans SET is_active_system = true WHERE id = $1', [systemIbanId]);
    });

    it('gives a departure leaving today a link that ends with the day, and the same one to the next customer', async () => {
      const departure = await departureWith(6, 0);
      const first = await tokenOf({ ...valid(), departureId: departure });
      const { rows } = await db.query(
        `SELECT l.expires_at = ((d.start_date + 1)::timestamp AT TIME ZONE 'Europe/Rome') AS ends_with_the_day
           FROM booking_links l JOIN departures d ON d.id = l.departure_id WHERE l.token = $1`,
        [first],
      );
      expect(rows[0].ends_with_the_day).toBe(true);
      expect(await tokenOf({ ...valid(), departureId: departure })).toBe(first);
    });

    it('makes exactly one link for many simultaneous customers of one departure', async () => {
      const departure = await departureWith(6, 113);
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          request(t.server)
            .post('/api/v1/checkout')
            .set('x-forwarded-for', `192.0.2.${100 + i}`)
            .send({ ...valid(), departureId: departure }),
        ),
      );
      expect(responses.map((res) => res.status)).toEqual(Array(12).fill(201));
      expect(new Set(responses.map((res) => res.body.token)).size).toBe(1);
      expect(await links(departure)).toHaveLength(1);
    });

    it('makes exactly one link when the service is asked for it many times at once', async () => {
      const { BookingLinksService } = await import('../src/booking-links/booking-links.service.js');
      const service = t.app.get(BookingLinksService);
      for (const days of [115, 116, 117]) {
        const departure = await departureWith(6, days);
        const tokens = await Promise.all(
          Array.from({ length: 20 }, () => service.findOrCreateCheckoutLink(departure, systemIbanId, 'deposit')),
        );
        expect(new Set(tokens).size).toBe(1);
        expect(await links(departure)).toHaveLength(1);
      }
    });

    it('still checks the seats before making any link', async () => {
      const departure = await departureWith(2, 114);
      expect((await post({ ...valid(), departureId: departure, travellers: 3 }).expect(409)).body.code).toBe(
        'NOT_ENOUGH_SEATS',
      );
      expect(await links(departure)).toEqual([]);
    });
  });
});
