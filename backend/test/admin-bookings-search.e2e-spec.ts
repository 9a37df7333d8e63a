import pg from 'pg';
import request from 'supertest';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import { insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import type { TestApp } from './support/test-app.js';

describe('admin bookings search', () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  let address = 0;
  let target: { id: string; reference: string; number: string };
  let other: { id: string };
  let departureId: string;
  // Every line the app logs, at debug level so that successful requests are logged too.
  const logLines: string[] = [];

  const book = async (travellers: object[], contactEmail: string, contactPhone: string) =>
    (
      await request(t.server)
        .post(`/api/v1/booking-links/${await insertLink(db, departureId)}/bookings`)
        .set('x-forwarded-for', `203.0.113.${++address % 250}`)
        .send({ airport: 'FCO', travellers, contactEmail, contactPhone })
        .expect(201)
    ).body as { id: string; paymentReference: string };
  const search = (q: string, extra = '') =>
    request(t.server)
      .get(`/api/v1/admin/bookings?q=${encodeURIComponent(q)}${extra}`)
      .set(bearer(token));
  const ids = (res: request.Response) => res.body.items.map((item: { id: string }) => item.id);

  beforeAll(async () => {
    t = await createAdminTestApp(
      { TRUST_PROXY: 'true', LOG_LEVEL: 'debug' },
      { logDestination: { write: (line: string) => void logLines.push(line) } },
    );
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    token = await loginAdmin(t.server);
    await insertIban(db, { system: true });
    departureId = await insertDeparture(db, { days: 150 });
    const created = await book(
      [
        { firstName: 'Anna', lastName: 'Rossi' },
        { firstName: 'Nicolò', lastName: 'Dell’Orto' },
      ],
      'Anna.Rossi@Example.it',
      '+39 333 123 4567',
    );
    const found = await book([{ firstName: 'Marco', lastName: 'Verdi' }], 'marco_verdi@example.org', '0583 998877');
    // Fixed references, so that no case depends on the random number a booking was given.
    await db.query("UPDATE bookings SET payment_reference = 'Ricevuta 7351' WHERE id = $1", [created.id]);
    await db.query("UPDATE bookings SET payment_reference = 'Ricevuta 2468' WHERE id = $1", [found.id]);
    target = { id: created.id, reference: 'Ricevuta 7351', number: '7351' };
    other = { id: found.id };
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it.each([
    ['the whole reference', 'Ricevuta 7351'],
    ['the reference in lower case', 'ricevuta 7351'],
    ['the reference without its space', 'ricevuta7351'],
    ['the reference number alone', '7351'],
    ['the reference with spaces around', '   Ricevuta 7351  '],
    ['a last name', 'rossi'],
    ['a first name', 'ANNA'],
    ['last name then first name', 'Rossi Anna'],
    ['first name then last name', 'Anna Rossi'],
    ['another traveller, without the accent', 'nicolo'],
    ['another traveller, with the accent', 'Nicolò'],
    ['the e-mail, other case', 'anna.rossi@example.it'],
    ['part of the e-mail', 'rossi@exa'],
    ['the phone as stored', '+39 333 123 4567'],
    ['the phone without prefix or spaces', '3331234567'],
    ['the phone with dashes', '333-123-4567'],
  ])('finds the booking by %s', async (_, q) => {
    const res = await search(q).expect(200);
    expect(ids(res)).toEqual([target.id]);
    expect(res.body.total).toBe(1);
  });

  it.each([
    ['another reference', 'Ricevuta 9999'],
    ['a name nobody has', 'Bianchi'],
    ['a LIKE wildcard taken literally', '%'.repeat(3)],
    ['an underscore taken literally', 'anna_rossi'],
    ['a backslash', 'Rossi\\'],
    ['a phone number no booking has', '+39 347 000 0000'],
  ])('finds nothing for %s', async (_, q) => {
    const res = await search(q).expect(200);
    expect(ids(res)).toEqual([]);
    expect(res.body.total).toBe(0);
  });

  it('takes an underscore in an e-mail literally, and finds only that booking', async () => {
    expect(ids(await search('marco_verdi').expect(200))).toEqual([other.id]);
  });

  it('combines with status, trip and departure', async () => {
    expect(ids(await search('Rossi', '&status=pending').expect(200))).toEqual([target.id]);
    expect(ids(await search('Rossi', '&status=confirmed').expect(200))).toEqual([]);
    expect(ids(await search('Rossi', `&departureId=${departureId}&trip=praga-tour-culturale`).expect(200))).toEqual([
      target.id,
    ]);
    expect(ids(await search('Rossi', '&trip=vienna-tour-culturale').expect(200))).toEqual([]);
    const paged = await search('example', '&limit=1').expect(200);
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total).toBe(2);
  });

  it('treats a blank search as no search', async () => {
    const res = await search('   ').expect(200);
    expect(ids(res)).toEqual(expect.arrayContaining([target.id, other.id]));
  });

  it.each([
    ['one character', 'a', 'Scrivi da 2 a 100 caratteri da cercare.'],
    ['one character among spaces', '  a  ', 'Scrivi da 2 a 100 caratteri da cercare.'],
    ['more than 100 characters', 'x'.repeat(101), 'Scrivi da 2 a 100 caratteri da cercare.'],
    ['a line break', 'Anna\nRossi', 'La ricerca contiene caratteri non ammessi: scrivi il testo su una riga.'],
    ['a tab', 'Anna\tRossi', 'La ricerca contiene caratteri non ammessi: scrivi il testo su una riga.'],
  ])('refuses %s with a 400 in Italian', async (_, q, message) => {
    const res = await search(q).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { q: [message] } });
  });

  it('refuses control characters and a repeated parameter with a 400', async () => {
    const nul = await search('Anna\u0000').expect(400);
    expect(nul.body.code).toBe('VALIDATION_FAILED');
    const twice = await request(t.server).get('/api/v1/admin/bookings?q=Anna&q=Rossi').set(bearer(token)).expect(400);
    expect(twice.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { q: expect.any(Array) } });
  });

  it('accepts 100 characters, counting an emoji as one', async () => {
    await search('x'.repeat(100)).expect(200);
    await search('😀'.repeat(100)).expect(200);
    await search('😀'.repeat(101)).expect(400);
  });

  // Last: by now every search above has been logged, if anything logs it.
  it('logs the searches by their path, never the text searched', async () => {
    await search('Rossi Anna').expect(200);
    await search('x').expect(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = logLines.join('');
    expect(log).toContain('"path":"/api/v1/admin/bookings"');
    // Numbers only where no timestamp or duration could hold them by chance.
    for (const value of ['Rossi', 'rossi', 'Anna', 'Nicol', 'icevuta', '3331234567', '123 4567', 'example.it', 'q=']) {
      expect(log).not.toContain(value);
    }
  });
});
