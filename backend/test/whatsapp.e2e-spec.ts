import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/app-config.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase } from './support/test-database.js';

const CONSULTANTS = ['393331111111', '393332222222', '393333333333'];
const WHATSAPP_NUMBERS = '+39 333 1111111, +39 333 2222222, 0039 333 3333333';
const PRAGA_TITLE = "Praga, la città d'oro";
const UNKNOWN_ID = '8a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

/** The text a wa.me link opens the chat with. */
const textOf = (url: string) => new URL(url).searchParams.get('text');

// Days the generator never uses (it takes the 3rd, 6th, 10th...), so the seeded departures never collide.
async function insertDeparture(db: pg.Client, slug: string, startDate: string, endDate: string): Promise<string> {
  const { rows } = await db.query(
    `INSERT INTO departures (trip_id, start_date, end_date, price_cents, total_spots, spots_available, coordinators)
     SELECT id, $2, $3, 120000, 20, 20, ARRAY['Giulia', 'Marco'] FROM trips WHERE slug = $1 RETURNING id`,
    [slug, startDate, endDate],
  );
  return rows[0].id as string;
}

describe('WhatsApp hand-offs with three consultants', () => {
  let t: TestApp;
  let db: pg.Client;
  let pragaDeparture: string;
  let islandaDeparture: string;
  // Every request comes from its own address unless a test says otherwise, so the
  // per-client limit never mixes tests up.
  let address = 0;
  const nextAddress = () => `203.0.${++address >> 8}.${address & 255}`;
  const handoff = (body: unknown, from = nextAddress()) =>
    request(t.server)
      .post('/api/v1/whatsapp-handoffs')
      .set('x-forwarded-for', from)
      .send(body as object);
  const reportBlocked = (id: string, from = nextAddress()) =>
    request(t.server).post(`/api/v1/whatsapp-handoffs/${id}/popup-blocked`).set('x-forwarded-for', from);
  const clickCount = async () =>
    (await db.query('SELECT count(*)::int AS clicks FROM whatsapp_clicks')).rows[0].clicks as number;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', WHATSAPP_NUMBERS });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    pragaDeparture = await insertDeparture(db, 'praga-tour-culturale', '2027-05-11', '2027-05-15');
    islandaDeparture = await insertDeparture(db, 'islanda-classic', '2027-08-01', '2027-08-08');
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  describe('rotation', () => {
    it('hands the consultants out one after the other, then starts again', async () => {
      const given: string[] = [];
      for (let i = 0; i < 6; i++) given.push((await handoff({ tripSlug: 'praga' }).expect(201)).body.phoneNumber);
      const first = CONSULTANTS.indexOf(given[0]);
      expect(first).toBeGreaterThanOrEqual(0);
      const inTurn = Array.from({ length: 6 }, (_, i) => CONSULTANTS[(first + i) % CONSULTANTS.length]);
      expect(given).toEqual(inTurn);
    });

    describe('with a second replica on the same database', () => {
      let replica: NestFastifyApplication;
      beforeAll(async () => {
        replica = await createApp(t.config, t.databaseUrl, { docsUi: false });
        await replica.getHttpAdapter().getInstance().ready();
      });
      afterAll(async () => {
        await replica.close();
      });
      const handoffFrom = (server: TestApp['server']) =>
        request(server)
          .post('/api/v1/whatsapp-handoffs')
          .set('x-forwarded-for', nextAddress())
          .send({ tripSlug: 'praga' });

      it('keeps one turn for both: requests alternating between them still go to each consultant in turn', async () => {
        const given: string[] = [];
        for (let i = 0; i < 6; i++) {
          const server = i % 2 ? replica.getHttpServer() : t.server;
          given.push((await handoffFrom(server).expect(201)).body.phoneNumber);
        }
        const first = CONSULTANTS.indexOf(given[0]);
        expect(given).toEqual(Array.from({ length: 6 }, (_, i) => CONSULTANTS[(first + i) % CONSULTANTS.length]));
      });

      it('gives each of the three consultants ten of thirty simultaneous hand-offs sent to both', async () => {
        const responses = await Promise.all(
          Array.from({ length: 30 }, (_, i) => handoffFrom(i % 2 ? replica.getHttpServer() : t.server)),
        );
        expect(responses.map((res) => res.status)).toEqual(Array(30).fill(201));
        const perConsultant = new Map<string, number>();
        for (const res of responses) {
          perConsultant.set(res.body.phoneNumber, (perConsultant.get(res.body.phoneNumber) ?? 0) + 1);
        }
        expect(Object.fromEntries(perConsultant)).toEqual(Object.fromEntries(CONSULTANTS.map((n) => [n, 10])));
      });
    });
  });

  describe('the link and the click', () => {
    it('answers the wa.me link with the text and records the click, referrer without its query string', async () => {
      const res = await handoff({ tripSlug: 'praga', departureId: pragaDeparture, airport: 'MXP', travellers: 2 })
        .set('user-agent', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')
        .set('referer', 'https://www.ativiaggi.it/travel/praga?email=anna%40example.it&token=abc#date')
        .expect(201);
      const text =
        `Ciao! Vorrei informazioni sul viaggio «${PRAGA_TITLE}», dal 11/05/2027 al 15/05/2027, ` +
        'con partenza da Milano Malpensa, per 2 viaggiatori.';
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        phoneNumber: expect.stringMatching(/^39333\d{7}$/),
        url: `https://wa.me/${res.body.phoneNumber}?text=${encodeURIComponent(text)}`,
      });
      expect(CONSULTANTS).toContain(res.body.phoneNumber);
      expect(textOf(res.body.url)).toBe(text);

      const { rows } = await db.query('SELECT * FROM whatsapp_clicks WHERE id = $1', [res.body.id]);
      expect(rows[0]).toMatchObject({
        phone_number: res.body.phoneNumber,
        message: text,
        user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
        referrer: 'https://www.ativiaggi.it/travel/praga',
        trip_slug: 'praga-tour-culturale',
        departure_id: pragaDeparture,
        airport: 'MXP',
        travellers: 2,
        popup_blocked_at: null,
        client_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(rows[0].clicked_at).toBeInstanceOf(Date);
    });

    it('stores a long user agent cut to 300 characters, and no referrer when there is none', async () => {
      const res = await handoff({ tripSlug: 'praga' })
        .set('user-agent', `Mozilla/5.0 ${'x'.repeat(1000)}`)
        .expect(201);
      const { rows } = await db.query('SELECT user_agent, referrer FROM whatsapp_clicks WHERE id = $1', [res.body.id]);
      expect(rows[0].user_agent).toHaveLength(300);
      expect(rows[0].referrer).toBeNull();
    });

    it.each([
      [
        'a page with accents and a fragment',
        'https://www.ativiaggi.it/caff%C3%A8/viaggi#date',
        'https://www.ativiaggi.it/caff%C3%A8/viaggi',
      ],
      ['an encoded NUL in the path', 'https://www.ativiaggi.it/a%00b?token=x', 'https://www.ativiaggi.it/a%00b'],
      ['text that is no address', 'pagina riservata', null],
      ['another scheme', 'android-app://com.google.android.gm/', null],
    ])('records the click from %s, with the referrer it can keep', async (_case, referer, stored) => {
      const res = await handoff({ tripSlug: 'praga' })
        .set('referer', referer)
        .set('user-agent', 'Navigateur/1.0')
        .expect(201);
      const { rows } = await db.query('SELECT referrer, user_agent FROM whatsapp_clicks WHERE id = $1', [res.body.id]);
      expect(rows[0]).toEqual({ referrer: stored, user_agent: 'Navigateur/1.0' });
    });

    it('records the click of a browser whose description has bytes outside ASCII', async () => {
      // Header bytes arrive as Latin-1 characters: stored as they come, never refused.
      const res = await handoff({ tripSlug: 'praga' }).set('user-agent', 'Navigateur café ÿ').expect(201);
      const { rows } = await db.query('SELECT user_agent FROM whatsapp_clicks WHERE id = $1', [res.body.id]);
      expect(rows[0].user_agent).toMatch(/^Navigateur caf.+$/);
    });

    it.each<[string, Record<string, unknown>, boolean, string]>([
      ['the trip alone', { tripSlug: 'praga' }, false, `Ciao! Vorrei informazioni sul viaggio «${PRAGA_TITLE}».`],
      [
        'the trip by its slug, one traveller',
        { tripSlug: 'praga-tour-culturale', travellers: 1 },
        false,
        `Ciao! Vorrei informazioni sul viaggio «${PRAGA_TITLE}», per 1 viaggiatore.`,
      ],
      [
        'an alias in capitals and the airport',
        { tripSlug: 'PRAGA', airport: 'FCO' },
        false,
        `Ciao! Vorrei informazioni sul viaggio «${PRAGA_TITLE}», con partenza da Roma Fiumicino.`,
      ],
      [
        'the dates and ten travellers',
        { tripSlug: 'islanda-classic', travellers: 10 },
        true,
        'Ciao! Vorrei informazioni sul viaggio «Islanda Classic», dal 01/08/2027 al 08/08/2027, per 10 viaggiatori.',
      ],
    ])('writes the text for %s', async (_case, body, withDeparture, text) => {
      const res = await handoff(withDeparture ? { ...body, departureId: islandaDeparture } : body).expect(201);
      expect(textOf(res.body.url)).toBe(text);
      const { rows } = await db.query('SELECT message FROM whatsapp_clicks WHERE id = $1', [res.body.id]);
      expect(rows[0].message).toBe(text);
    });
  });

  describe('refusals', () => {
    it.each([
      ['no trip', {}, 'tripSlug', 'Indica il viaggio.'],
      ['an empty trip', { tripSlug: '' }, 'tripSlug', 'Indica il viaggio.'],
      ['a trip that is a number', { tripSlug: 7 }, 'tripSlug', 'Indica il viaggio.'],
      ['a trip name over 100 characters', { tripSlug: 'p'.repeat(101) }, 'tripSlug', 'Viaggio non valido.'],
      [
        'a departure that is no id',
        { tripSlug: 'praga', departureId: '12' },
        'departureId',
        'Data di partenza non valida.',
      ],
      [
        'an airport not offered',
        { tripSlug: 'praga', airport: 'BLQ' },
        'airport',
        'Scegli un aeroporto di partenza tra quelli proposti.',
      ],
      ['no travellers', { tripSlug: 'praga', travellers: 0 }, 'travellers', 'Indica da 1 a 10 viaggiatori.'],
      ['eleven travellers', { tripSlug: 'praga', travellers: 11 }, 'travellers', 'Indica da 1 a 10 viaggiatori.'],
      ['half a traveller', { tripSlug: 'praga', travellers: 1.5 }, 'travellers', 'Indica da 1 a 10 viaggiatori.'],
      ['travellers as text', { tripSlug: 'praga', travellers: '2' }, 'travellers', 'Indica da 1 a 10 viaggiatori.'],
    ])('refuses %s with 400 and its Italian message', async (_case, body, field, message) => {
      const res = await handoff(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(res.body.details[field]).toContain(message);
    });

    it('refuses an unknown field with 400', async () => {
      const res = await handoff({ tripSlug: 'praga', phoneNumber: '393330000000' }).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { phoneNumber: ['Campo non previsto.'] } });
    });

    it("answers 404 for an unknown trip, or a departure that is not the trip's, and records nothing", async () => {
      const before = await clickCount();
      const unknownTrip = await handoff({ tripSlug: 'atlantide' }).expect(404);
      expect(unknownTrip.body).toMatchObject({ code: 'TRIP_NOT_FOUND' });
      const otherTrip = await handoff({ tripSlug: 'praga', departureId: islandaDeparture }).expect(404);
      expect(otherTrip.body).toMatchObject({
        code: 'DEPARTURE_NOT_FOUND',
        message: "La data di partenza scelta non è più disponibile. Scegline un'altra tra quelle proposte.",
      });
      await handoff({ tripSlug: 'islanda', departureId: UNKNOWN_ID })
        .expect(404)
        .expect((res) => expect(res.body.code).toBe('DEPARTURE_NOT_FOUND'));
      expect(await clickCount()).toBe(before);
    });
  });

  describe('the per-client limit', () => {
    it('lets exactly twenty of twenty-five simultaneous hand-offs of one client through, and keeps those', async () => {
      const from = '198.51.100.20';
      const responses = await Promise.all(Array.from({ length: 25 }, () => handoff({ tripSlug: 'praga' }, from)));
      expect(responses.map((res) => res.status).sort()).toEqual([...Array(20).fill(201), ...Array(5).fill(429)]);
      expect(responses.find((res) => res.status === 429)!.body).toEqual({
        statusCode: 429,
        code: 'WHATSAPP_RATE_LIMITED',
        message: 'Troppe richieste in poco tempo. Attendi qualche minuto oppure chiamaci.',
      });
      const ids = responses.filter((res) => res.status === 201).map((res) => res.body.id);
      const { rows } = await db.query('SELECT DISTINCT client_hash FROM whatsapp_clicks WHERE id = ANY($1)', [ids]);
      expect(rows).toHaveLength(1);
      const stored = await db.query('SELECT count(*)::int AS n FROM whatsapp_clicks WHERE client_hash = $1', [
        rows[0].client_hash,
      ]);
      expect(stored.rows[0].n).toBe(20);

      await handoff({ tripSlug: 'praga' }, '198.51.100.21').expect(201);
    });

    it('skips no consultant for the refused requests', async () => {
      const from = '198.51.100.22';
      for (let i = 0; i < 20; i++) await handoff({ tripSlug: 'praga' }, from).expect(201);
      const before = (await handoff({ tripSlug: 'praga' }).expect(201)).body.phoneNumber;
      for (let i = 0; i < 4; i++) await handoff({ tripSlug: 'praga' }, from).expect(429);
      const after = (await handoff({ tripSlug: 'praga' }).expect(201)).body.phoneNumber;
      expect(CONSULTANTS.indexOf(after)).toBe((CONSULTANTS.indexOf(before) + 1) % CONSULTANTS.length);
    });
  });

  describe('POST /api/v1/whatsapp-handoffs/{id}/popup-blocked', () => {
    it('marks the click once: a repeated report keeps the first time', async () => {
      const { id } = (await handoff({ tripSlug: 'praga' }).expect(201)).body;
      const first = await reportBlocked(id).expect(204);
      expect(first.text).toBe('');
      const marked = (await db.query('SELECT popup_blocked_at FROM whatsapp_clicks WHERE id = $1', [id])).rows[0];
      expect(marked.popup_blocked_at).toBeInstanceOf(Date);

      await reportBlocked(id).expect(204);
      const again = (await db.query('SELECT popup_blocked_at FROM whatsapp_clicks WHERE id = $1', [id])).rows[0];
      expect(again.popup_blocked_at).toEqual(marked.popup_blocked_at);
    });

    it('answers 404 for an unknown click', async () => {
      const res = await reportBlocked(UNKNOWN_ID).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'WHATSAPP_HANDOFF_NOT_FOUND',
        message: 'La richiesta WhatsApp indicata non esiste.',
      });
    });

    it.each(['12', 'not-a-uuid', `${UNKNOWN_ID}0`])('answers 400 in Italian for the id %s', async (id) => {
      const res = await reportBlocked(id).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Il collegamento alla richiesta WhatsApp non è valido.',
        details: { id: ['Identificativo non valido.'] },
      });
    });

    it('lets one client report twenty times in ten minutes, unknown ids included, then answers 429', async () => {
      const from = '198.51.100.30';
      const { id } = (await handoff({ tripSlug: 'praga' }, from).expect(201)).body;
      const responses = await Promise.all(
        Array.from({ length: 25 }, (_, i) => reportBlocked(i % 2 ? id : UNKNOWN_ID, from)),
      );
      const statuses = responses.map((res) => res.status);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
      expect(statuses.filter((status) => status !== 429).every((status) => status === 204 || status === 404)).toBe(
        true,
      );
      expect(responses.find((res) => res.status === 429)!.body.code).toBe('WHATSAPP_RATE_LIMITED');
      await reportBlocked(id, '198.51.100.31').expect(204);
    });
  });

  describe('stored data', () => {
    it('keeps a click whose departure is deleted, without the departure', async () => {
      const departure = await insertDeparture(db, 'islanda-classic', '2027-09-01', '2027-09-08');
      const { id } = (await handoff({ tripSlug: 'islanda', departureId: departure }).expect(201)).body;
      await db.query('DELETE FROM departures WHERE id = $1', [departure]);
      const { rows } = await db.query('SELECT departure_id, message FROM whatsapp_clicks WHERE id = $1', [id]);
      expect(rows[0]).toEqual({
        departure_id: null,
        message: 'Ciao! Vorrei informazioni sul viaggio «Islanda Classic», dal 01/09/2027 al 08/09/2027.',
      });
    });

    it('stores a keyed hash of the client, never its address', async () => {
      await handoff({ tripSlug: 'praga' }, '198.51.100.40').expect(201);
      const { rows } = await db.query('SELECT * FROM whatsapp_clicks');
      expect(JSON.stringify(rows)).not.toContain('198.51.100.40');
    });

    it('deletes clicks older than 24 months, as contact requests, and keeps the others', async () => {
      const insert = (age: string) =>
        db.query(
          `INSERT INTO whatsapp_clicks (phone_number, message, trip_slug, client_hash, clicked_at)
           VALUES ('393331111111', 'Ciao!', 'praga-tour-culturale', 'x', now() - $1::interval) RETURNING id`,
          [age],
        );
      const old = (await insert('25 months')).rows[0].id;
      const recent = (await insert('23 months')).rows[0].id;

      const { WhatsappRetentionCron } = await import('../src/whatsapp/whatsapp.cron.js');
      expect(await t.app.get(WhatsappRetentionCron).purgeOldWhatsappClicks()).toBe(1);

      const { rows } = await db.query('SELECT id FROM whatsapp_clicks WHERE id = ANY($1)', [[old, recent]]);
      expect(rows.map((r) => r.id)).toEqual([recent]);
    });

    it('deletes the reports of blocked windows once a day has passed: they serve only the limit', async () => {
      const insert = (age: string) =>
        db.query(
          `INSERT INTO whatsapp_popup_reports (client_hash, reported_at) VALUES ('x', now() - $1::interval) RETURNING id`,
          [age],
        );
      const old = (await insert('25 hours')).rows[0].id;
      const recent = (await insert('23 hours')).rows[0].id;

      const { WhatsappRetentionCron } = await import('../src/whatsapp/whatsapp.cron.js');
      await t.app.get(WhatsappRetentionCron).purgeOldWhatsappClicks();

      const { rows } = await db.query('SELECT id FROM whatsapp_popup_reports WHERE id = ANY($1)', [[old, recent]]);
      expect(rows.map((r) => r.id)).toEqual([recent]);
    });
  });
});

describe('WhatsApp hand-offs with no consultant configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends every visitor to the agency's phone from the site settings", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await request(t.server).post('/api/v1/whatsapp-handoffs').send({ tripSlug: 'praga' }).expect(201);
      expect(res.body.phoneNumber).toBe('390583495100');
      expect(res.body.url).toMatch(/^https:\/\/wa\.me\/390583495100\?text=Ciao!/);
    }
  });
});

describe('WhatsApp hand-offs in the log', () => {
  let app: NestFastifyApplication;
  const lines: string[] = [];

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      SERVE_FRONTEND: 'false',
      LOG_LEVEL: 'debug',
      WHATSAPP_NUMBERS,
      DATABASE_URL: databaseUrl,
    });
    const logDestination = { write: (line: string) => void lines.push(line) };
    app = await createApp(config, databaseUrl, { docsUi: false, logDestination });
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('hold neither the numbers, the text, the browser nor the page, whatever the answer', async () => {
    const server = app.getHttpServer();
    const send = (body: object) =>
      request(server)
        .post('/api/v1/whatsapp-handoffs')
        .set('user-agent', 'BrowserRiservato/1.0')
        .set('referer', 'https://www.ativiaggi.it/travel/pagina-riservata?email=anna%40example.it')
        .send(body);
    const { id } = (await send({ tripSlug: 'praga', airport: 'FCO', travellers: 3 }).expect(201)).body;
    await send({ tripSlug: 'viaggio-riservato' }).expect(404);
    await send({ tripSlug: 'praga', travellers: 'tre-riservato' }).expect(400);
    await request(server).post(`/api/v1/whatsapp-handoffs/${id}/popup-blocked`).expect(204);
    await request(server).post(`/api/v1/whatsapp-handoffs/${UNKNOWN_ID}/popup-blocked`).expect(404);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const log = lines.join('\n');
    // The capture works: the requests above are in it.
    expect(log).toContain('/api/v1/whatsapp-handoffs');
    for (const secret of [
      ...CONSULTANTS,
      '333 1111111',
      'Ciao',
      'Fiumicino',
      'Riservato',
      'riservat',
      'anna',
      id,
      UNKNOWN_ID,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
