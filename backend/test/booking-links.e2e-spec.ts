import { composeIBAN } from 'ibantools';
import pg from 'pg';
import request from 'supertest';
import { bearer, createAdminTestApp, ownerToken, usableIban } from './support/admin.js';
import type { TestApp } from './support/test-app.js';

const ibanNumber = (n: number) =>
  composeIBAN({ countryCode: 'IT', bban: `X0542811101${String(n).padStart(12, '0')}` })!;
const PUBLIC_BASE_URL = 'https://www.agenzia.example';
const UNKNOWN_ID = '6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90';

describe('booking links', () => {
  let t: TestApp;
  let db: pg.Client;
  let adminToken: string;
  let ibanId: string;
  let pragueDepartureId: string;
  const logLines: string[] = [];
  let nextIban = 0;

  const createLink = (body: object) =>
    request(t.server).post('/api/v1/admin/booking-links').set(bearer(adminToken)).send(body);
  const readLink = (token: string) => request(t.server).get(`/api/v1/booking-links/${token}`);
  /** An IBAN links may pay into: saved, and approved by its 24 hours passing when it is not the first. */
  const newIban = async () =>
    (await usableIban(t, db, adminToken, { accountHolder: 'ATI Viaggi S.r.l.', iban: ibanNumber(++nextIban) })).id;
  /** An IBAN saved after the first, still waiting for approval (decision A8). */
  const pendingIban = async () => {
    const res = await request(t.server)
      .post('/api/v1/admin/ibans')
      .set(bearer(adminToken))
      .send({ accountHolder: 'Conto Appena Aggiunto srl', iban: ibanNumber(++nextIban) })
      .expect(201);
    expect(res.body.approval).toBe('pending');
    return res.body.id as string;
  };
  const PENDING_APPROVAL = {
    statusCode: 409,
    code: 'IBAN_PENDING_APPROVAL',
    message:
      "Questo IBAN è in attesa di approvazione: si potrà usare quando un altro titolare lo approva, o dopo 24 ore se c'è un solo titolare.",
  };

  /** A departure of a trip `days` ahead in Rome, with the given seats. */
  async function departure(slug: string, days: number, seats = 6, priceCents = 123_400): Promise<string> {
    const { rows } = await db.query(
      `INSERT INTO departures (trip_id, start_date, end_date, price_cents, total_spots, spots_available, coordinators)
       SELECT id, d, d + 4, $4, 10, $3, ARRAY['Giulia', 'Marco']
         FROM trips, (SELECT (now() AT TIME ZONE 'Europe/Rome')::date + $2::int AS d) start
        WHERE slug = $1
       ON CONFLICT (trip_id, start_date) DO UPDATE SET spots_available = $3, price_cents = $4, status = 'open'
       RETURNING id`,
      [slug, days, seats, priceCents],
    );
    return rows[0].id;
  }

  /** When a departure's start day ends in Rome, as PostgreSQL counts it. */
  async function endOfStartDay(departureId: string): Promise<string> {
    const { rows } = await db.query(
      `SELECT ((start_date + 1)::timestamp AT TIME ZONE 'Europe/Rome') AS ends FROM departures WHERE id = $1`,
      [departureId],
    );
    return (rows[0].ends as Date).toISOString();
  }

  beforeAll(async () => {
    t = await createAdminTestApp(
      { PUBLIC_BASE_URL, LOG_LEVEL: 'debug' },
      { logDestination: { write: (line: string) => void logLines.push(line) } },
    );
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    adminToken = await ownerToken(t.server);
    ibanId = await newIban();
    pragueDepartureId = await departure('praga-tour-culturale', 120);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  describe('POST /api/v1/admin/booking-links', () => {
    it('makes a 32-character link to the booking page at the price of the departure, which anyone with it can read', async () => {
      const created = await createLink({
        departureId: pragueDepartureId,
        paymentType: 'deposit',
        ibanId,
        specialNotes: '  Camera doppia con vista  ',
      }).expect(201);
      const { token, url } = created.body;
      expect(token).toMatch(/^[0-9A-Za-z]{32}$/);
      expect(url).toBe(`${PUBLIC_BASE_URL}/prenotazione/${token}`);

      const res = await readLink(token).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({
        token,
        tripSlug: 'praga-tour-culturale',
        tripTitle: expect.stringContaining('Praga'),
        departureId: pragueDepartureId,
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        spotsAvailable: 6,
        priceCents: 123_400,
        singleSupplementCents: null,
        paymentType: 'deposit',
        depositPercentage: 40,
        depositPerPersonCents: null,
        childDiscountEnabled: true,
        childDiscountPercentage: 50,
        expiresAt: expect.any(String),
        expired: false,
        coordinatorNames: ['Giulia', 'Marco'],
        specialNotes: 'Camera doppia con vista',
      });
      const days = (Date.parse(res.body.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);

      const { rows } = await db.query('SELECT id, source, iban_id, created_by FROM booking_links WHERE token = $1', [
        token,
      ]);
      expect(rows[0]).toMatchObject({ source: 'admin', iban_id: ibanId, created_by: expect.any(String) });
      const audit = await db.query('SELECT action FROM admin_audit_events WHERE subject = $1', [rows[0].id]);
      expect(audit.rows).toEqual([{ action: 'booking_link.created' }]);
    });

    it("charges the departure's price of the day the customer books, unless staff froze an offer price", async () => {
      const departureId = await departure('praga-tour-culturale', 121, 6, 99_000);
      const following = (await createLink({ departureId, paymentType: 'full', ibanId }).expect(201)).body.token;
      const frozen = (
        await createLink({ departureId, paymentType: 'full', ibanId, offerPriceCents: 89_000 }).expect(201)
      ).body.token;
      await db.query('UPDATE departures SET price_cents = 150000 WHERE id = $1', [departureId]);
      expect((await readLink(following).expect(200)).body.priceCents).toBe(150_000);
      expect((await readLink(frozen).expect(200)).body.priceCents).toBe(89_000);
      const quote = (token: string) =>
        request(t.server)
          .post(`/api/v1/booking-links/${token}/quote`)
          .send({ travellers: [{}, {}] })
          .expect(200);
      expect((await quote(following)).body.totalPriceCents).toBe(300_000);
      expect((await quote(frozen)).body.totalPriceCents).toBe(178_000);
    });

    it.each([
      ['0', 0],
      ['99 cents', 99],
      ['over 100,000 €', 10_000_001],
      ['a fraction of a cent', 1000.5],
      ['a text', '900'],
    ])('refuses an offer price of %s with 400 and the field message', async (_case, offerPriceCents) => {
      const res = await createLink({
        departureId: pragueDepartureId,
        paymentType: 'deposit',
        ibanId,
        offerPriceCents,
      }).expect(400);
      expect(res.body.details.offerPriceCents).toEqual([
        'Il prezzo bloccato va da 1 a 100.000 € a persona, in centesimi interi.',
      ]);
    });

    it('takes the terms chosen: full payment, no child discount, a week, or forever', async () => {
      const week = await createLink({
        departureId: pragueDepartureId,
        paymentType: 'full',
        ibanId,
        childDiscountEnabled: false,
        childDiscountPercentage: 30,
        expiresInDays: 7,
      }).expect(201);
      const weekLink = (await readLink(week.body.token)).body;
      expect(weekLink).toMatchObject({ paymentType: 'full', childDiscountEnabled: false, childDiscountPercentage: 30 });
      expect((Date.parse(weekLink.expiresAt) - Date.now()) / 86_400_000).toBeCloseTo(7, 1);

      const forever = await createLink({
        departureId: pragueDepartureId,
        paymentType: 'deposit',
        ibanId,
        permanent: true,
      });
      const foreverLink = (await readLink(forever.body.token)).body;
      expect(foreverLink).toMatchObject({ expiresAt: await endOfStartDay(pragueDepartureId), expired: false });
    });

    it("is never valid beyond the end of its departure's start day in Rome, whatever its days", async () => {
      const soon = await departure('praga-tour-culturale', 5);
      const { token } = (await createLink({ departureId: soon, paymentType: 'full', ibanId }).expect(201)).body;
      expect((await readLink(token).expect(200)).body).toMatchObject({
        expiresAt: await endOfStartDay(soon),
        expired: false,
      });
      const today = await departure('praga-tour-culturale', 0);
      const todays = (await createLink({ departureId: today, paymentType: 'full', ibanId, permanent: true })).body;
      expect((await readLink(todays.token)).body.expiresAt).toBe(await endOfStartDay(today));
    });

    it('gives the deposit of a trip that asks a fixed amount per person', async () => {
      const departureId = await departure('thailandia', 150);
      const { token } = (await createLink({ departureId, paymentType: 'deposit', ibanId }).expect(201)).body;
      expect((await readLink(token)).body).toMatchObject({ depositPercentage: null, depositPerPersonCents: 50_000 });
    });

    it.each([
      ['no IBAN', { ibanId: undefined }, 'ibanId', 'Seleziona prima un IBAN'],
      ['no departure', { departureId: undefined }, 'departureId', 'Seleziona una data di partenza.'],
      ['another payment type', { paymentType: 'card' }, 'paymentType', 'Scegli acconto o saldo.'],
      ['a duration of 0 days', { expiresInDays: 0 }, 'expiresInDays', 'La durata va da 1 a 3650 giorni.'],
      [
        'a duration and permanent',
        { expiresInDays: 5, permanent: true },
        'expiresInDays',
        'Scegli una durata oppure un link permanente, non entrambi.',
      ],
      [
        'a child discount over 100 %',
        { childDiscountPercentage: 101 },
        'childDiscountPercentage',
        'Lo sconto bambini va da 0 a 100 %.',
      ],
      ['notes over 1000 characters', { specialNotes: 'x'.repeat(1001) }, 'specialNotes', 'Il testo è troppo lungo.'],
    ])('refuses %s with 400 and the field message', async (_case, change, field, message) => {
      const res = await createLink({
        departureId: pragueDepartureId,
        paymentType: 'deposit',
        ibanId,
        ...change,
      }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(res.body.details[field]).toContain(message);
    });

    it('refuses an unknown IBAN or departure with 404 and a deactivated IBAN with 409', async () => {
      const body = { departureId: pragueDepartureId, paymentType: 'deposit', ibanId };
      expect((await createLink({ ...body, ibanId: UNKNOWN_ID }).expect(404)).body.code).toBe('IBAN_NOT_FOUND');
      expect((await createLink({ ...body, departureId: UNKNOWN_ID }).expect(404)).body.code).toBe(
        'DEPARTURE_NOT_FOUND',
      );
      const retired = await newIban();
      await request(t.server).patch(`/api/v1/admin/ibans/${retired}`).set(bearer(adminToken)).send({ isActive: false });
      const res = await createLink({ ...body, ibanId: retired }).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'IBAN_INACTIVE',
        message: 'Questo IBAN è disattivato: riattivalo oppure scegline un altro.',
      });
    });
  });

  describe('an IBAN waiting for approval (decision A8)', () => {
    it('takes no link, one by one or for every trip, until it is approved; then it does', async () => {
      const waiting = await pendingIban();
      const body = { departureId: pragueDepartureId, paymentType: 'deposit', ibanId: waiting };
      expect((await createLink(body).expect(409)).body).toEqual(PENDING_APPROVAL);
      const bulk = await request(t.server)
        .post('/api/v1/admin/booking-links/bulk')
        .set(bearer(adminToken))
        .send({ ibanId: waiting })
        .expect(409);
      expect(bulk.body).toEqual(PENDING_APPROVAL);
      const { rows } = await db.query('SELECT count(*)::int AS n FROM booking_links WHERE iban_id = $1', [waiting]);
      expect(rows[0].n).toBe(0);

      await db.query("UPDATE saved_ibans SET effective_at = now() - interval '1 second' WHERE id = $1", [waiting]);
      const { IbansService } = await import('../src/ibans/ibans.service.js');
      expect(await t.app.get(IbansService).applyDueIbans()).toBe(1);
      await createLink(body).expect(201);
    });

    it('takes none once an owner has cancelled it: it is gone', async () => {
      const refused = await pendingIban();
      await request(t.server).post(`/api/v1/admin/ibans/${refused}/cancel`).set(bearer(adminToken)).expect(200);
      const res = await createLink({ departureId: pragueDepartureId, paymentType: 'deposit', ibanId: refused });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('IBAN_NOT_FOUND');
    });
  });

  describe('GET /api/v1/booking-links/{token}', () => {
    it('keeps working after its IBAN is deactivated, and counts for that IBAN', async () => {
      const own = await newIban();
      const { token } = (await createLink({ departureId: pragueDepartureId, paymentType: 'deposit', ibanId: own }))
        .body;
      await request(t.server)
        .patch(`/api/v1/admin/ibans/${own}`)
        .set(bearer(adminToken))
        .send({ isActive: false })
        .expect(200);
      await readLink(token).expect(200);
      const list = await request(t.server).get('/api/v1/admin/ibans').set(bearer(adminToken)).expect(200);
      expect(list.body.find((iban: { id: string }) => iban.id === own)).toMatchObject({
        bookingLinkCount: 1,
        lastUsedAt: expect.any(String),
      });
    });

    it('says when a link has expired', async () => {
      const { token } = (await createLink({ departureId: pragueDepartureId, paymentType: 'deposit', ibanId })).body;
      await db.query(`UPDATE booking_links SET expires_at = now() - interval '1 second' WHERE token = $1`, [token]);
      expect((await readLink(token).expect(200)).body.expired).toBe(true);
    });

    it.each([
      ['an unknown token', 'A'.repeat(32)],
      ['a token too short to be one', 'abc'],
      ['a token with other characters', `${'a'.repeat(20)}-_.~`],
    ])('answers 404 BOOKING_LINK_NOT_FOUND for %s, not cached', async (_case, token) => {
      const res = await readLink(token).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'BOOKING_LINK_NOT_FOUND',
        message: 'Link di prenotazione non trovato',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('never writes a token into the log, only the route', async () => {
      const { token } = (await createLink({ departureId: pragueDepartureId, paymentType: 'deposit', ibanId })).body;
      logLines.length = 0;
      await readLink(token).expect(200);
      await readLink('B'.repeat(32)).expect(404);
      const log = logLines.join('\n');
      expect(log).toContain('/api/v1/booking-links/:token');
      expect(log).not.toContain(token);
      expect(log).not.toContain('B'.repeat(32));
    });
  });

  describe('GET /api/v1/admin/booking-links and revoking', () => {
    const list = (query: object = {}) =>
      request(t.server).get('/api/v1/admin/booking-links').query(query).set(bearer(adminToken));
    const revoke = (id: string) =>
      request(t.server).post(`/api/v1/admin/booking-links/${id}/revoke`).set(bearer(adminToken));
    let viennaDeparture: string;
    let viennaLink: { token: string; url: string };

    beforeAll(async () => {
      viennaDeparture = await departure('vienna-tour-culturale', 130, 6, 90_000);
      viennaLink = (
        await createLink({
          departureId: viennaDeparture,
          paymentType: 'deposit',
          ibanId,
          specialNotes: 'Offerta 100% famiglia Bianchi',
          offerPriceCents: 85_000,
        }).expect(201)
      ).body;
    });

    it("finds a link by its trip's title, its slug, its departure, its token or its notes, as staff see it", async () => {
      const expected = {
        id: expect.any(String),
        token: viennaLink.token,
        url: viennaLink.url,
        source: 'admin',
        tripSlug: 'vienna-tour-culturale',
        tripTitle: expect.stringContaining('Vienna'),
        departureId: viennaDeparture,
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        paymentType: 'deposit',
        priceCents: 85_000,
        priceFrozen: true,
        childDiscountEnabled: true,
        childDiscountPercentage: 50,
        specialNotes: 'Offerta 100% famiglia Bianchi',
        expiresAt: expect.any(String),
        untilDeparture: false,
        status: 'active',
        createdAt: expect.any(String),
      };
      for (const query of [
        { q: 'vienna' },
        { q: 'VIÈNNA' },
        { trip: 'vienna-tour-culturale' },
        { departureId: viennaDeparture },
        { q: viennaLink.token },
        { q: 'famiglia bianchi' },
      ]) {
        const res = await list(query).expect(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body.items).toContainEqual(expected);
        expect(res.body.items.every((link: { tripSlug: string }) => link.tripSlug === 'vienna-tour-culturale')).toBe(
          true,
        );
      }
      expect((await list({ q: '100%' }).expect(200)).body.items.map((link: { token: string }) => link.token)).toEqual([
        viennaLink.token,
      ]);
      expect((await list({ q: '10_%' }).expect(200)).body).toEqual({ items: [], total: 0 });
      expect((await list({ trip: 'nessun-viaggio' }).expect(200)).body).toEqual({ items: [], total: 0 });
    });

    it("lists staff's links newest first, not the checkout's unless asked, and pages them", async () => {
      const first = await list({ limit: '2' }).expect(200);
      expect(first.body.items).toHaveLength(2);
      expect(first.body.total).toBeGreaterThan(2);
      expect(first.body.items[0].token).not.toBe(first.body.items[1].token);
      const created = first.body.items.map((link: { createdAt: string }) => Date.parse(link.createdAt));
      expect(created[0]).toBeGreaterThanOrEqual(created[1]);
      const next = await list({ limit: '2', offset: '2' }).expect(200);
      expect(next.body.items.map((link: { id: string }) => link.id)).not.toContain(first.body.items[0].id);
      const all = await list({ limit: '100', status: 'all' }).expect(200);
      expect(all.body.items.every((link: { source: string }) => link.source !== 'checkout')).toBe(true);
    });

    it('revokes a link: it reads as expired, books no more, leaves the list of active links, and is audited once', async () => {
      const { token } = (
        await createLink({ departureId: viennaDeparture, paymentType: 'full', ibanId, specialNotes: 'da revocare' })
      ).body;
      const [link] = (await list({ q: token }).expect(200)).body.items;
      const revoked = await revoke(link.id).expect(200);
      expect(revoked.body).toMatchObject({ id: link.id, token, status: 'revoked' });
      expect((await revoke(link.id).expect(200)).body.status).toBe('revoked');

      expect((await readLink(token).expect(200)).body.expired).toBe(true);
      const booking = await request(t.server)
        .post(`/api/v1/booking-links/${token}/bookings`)
        .send({
          airport: 'FCO',
          travellers: [{ firstName: 'Anna', lastName: 'Rossi', birthDate: '1960-04-02' }],
          contactEmail: 'anna.rossi@example.it',
          contactPhone: '+39 333 123 4567',
        })
        .expect(410);
      expect(booking.body.code).toBe('BOOKING_LINK_EXPIRED');
      expect((await list({ q: token }).expect(200)).body.items).toEqual([]);
      expect((await list({ q: token, status: 'all' }).expect(200)).body.items[0].status).toBe('revoked');
      const audit = await db.query('SELECT action FROM admin_audit_events WHERE subject = $1 ORDER BY created_at', [
        link.id,
      ]);
      expect(audit.rows.map((row) => row.action)).toEqual(['booking_link.created', 'booking_link.revoked']);
    });

    it('answers 404 for an unknown link, 400 for what is no id, and 401 without a token', async () => {
      expect((await revoke(UNKNOWN_ID).expect(404)).body.code).toBe('BOOKING_LINK_NOT_FOUND');
      expect((await revoke('42').expect(400)).body.code).toBe('VALIDATION_FAILED');
      await request(t.server).get('/api/v1/admin/booking-links').expect(401);
      await request(t.server).post(`/api/v1/admin/booking-links/${UNKNOWN_ID}/revoke`).expect(401);
    });

    it.each([
      ['a search on two lines', { q: 'Praga\nBONIFICO' }],
      ['a search over 100 characters', { q: 'x'.repeat(101) }],
      ['another status', { status: 'revoked' }],
      ['a limit over 100', { limit: '101' }],
      ['a trip that is no slug', { trip: 'Praga!' }],
    ])('refuses %s with 400', async (_case, query) => {
      expect((await list(query).expect(400)).body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('POST /api/v1/admin/booking-links/bulk', () => {
    it('makes a 12-character link per trip for its first departure with seats more than 40 days ahead', async () => {
      const { rows: trips } = await db.query('SELECT count(*)::int AS n FROM trips');
      const bulkIban = await newIban();
      const res = await request(t.server)
        .post('/api/v1/admin/booking-links/bulk')
        .set(bearer(adminToken))
        .send({ ibanId: bulkIban })
        .expect(201);
      expect(res.body.count).toBe(trips[0].n);
      const { rows } = await db.query(
        `SELECT l.token, l.payment_type, l.child_discount_percentage, l.expires_at - l.created_at AS validity,
                d.start_date - (now() AT TIME ZONE 'Europe/Rome')::date AS days_ahead, d.spots_available, l.trip_id,
                (SELECT min(o.start_date) FROM departures o
                  WHERE o.trip_id = d.trip_id AND o.status = 'open' AND o.spots_available > 0
                    AND o.start_date > (now() AT TIME ZONE 'Europe/Rome')::date + 40) = d.start_date AS is_first
           FROM booking_links l JOIN departures d ON d.id = l.departure_id
          WHERE l.source = 'bulk' AND l.iban_id = $1`,
        [bulkIban],
      );
      expect(rows).toHaveLength(trips[0].n);
      expect(new Set(rows.map((row) => row.trip_id)).size).toBe(trips[0].n);
      for (const row of rows) {
        expect(row.token).toMatch(/^[0-9A-Za-z]{12}$/);
        expect(row).toMatchObject({ payment_type: 'deposit', child_discount_percentage: 50, validity: { days: 30 } });
        expect(row.days_ahead).toBeGreaterThan(40);
        expect(row.spots_available).toBeGreaterThan(0);
        expect(row.is_first).toBe(true);
      }
      await readLink(rows[0].token).expect(200);
      const audit = await db.query('SELECT action FROM admin_audit_events WHERE subject = $1 ORDER BY created_at', [
        bulkIban,
      ]);
      // Not the agency's first IBAN: its 24 hours passed before any link was made with it.
      expect(audit.rows.map((row) => row.action)).toEqual([
        'iban.created',
        'iban.applied',
        'booking_links.bulk_created',
      ]);
    });

    it('refuses a deactivated IBAN, an unknown one and none', async () => {
      const post = (body: object) =>
        request(t.server).post('/api/v1/admin/booking-links/bulk').set(bearer(adminToken)).send(body);
      const retired = await newIban();
      await request(t.server).patch(`/api/v1/admin/ibans/${retired}`).set(bearer(adminToken)).send({ isActive: false });
      expect((await post({ ibanId: retired }).expect(409)).body.code).toBe('IBAN_INACTIVE');
      expect((await post({ ibanId: UNKNOWN_ID }).expect(404)).body.code).toBe('IBAN_NOT_FOUND');
      expect((await post({}).expect(400)).body.message).toBe('Seleziona prima un IBAN');
    });
  });
});
