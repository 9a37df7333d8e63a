import pg from 'pg';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

const VALID = {
  name: 'Anna Bianchi',
  email: 'anna.bianchi@example.it',
  message: 'Vorrei informazioni sulle partenze di maggio.',
  privacyAccepted: true,
};

describe('POST /api/v1/contact-requests', () => {
  let t: TestApp;
  let db: pg.Client;
  // Every test writes from its own address, so the per-client limit never mixes them up.
  let address = 0;
  const post = (body: unknown) =>
    request(t.server)
      .post('/api/v1/contact-requests')
      .set('x-forwarded-for', `203.0.113.${++address}`)
      .send(body as object);

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('stores a complete request, the reason on top of the message, and answers its id', async () => {
    const res = await post({
      ...VALID,
      phone: '+39 333 1234567',
      reason: 'Informazioni su un viaggio',
      destinationId: 'praga-tour-culturale',
      travelDate: '10/05/2027 - 14/05/2027',
      airport: 'Milano Malpensa',
    }).expect(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const { rows } = await db.query('SELECT * FROM contact_requests WHERE id = $1', [res.body.id]);
    expect(rows[0]).toMatchObject({
      name: 'Anna Bianchi',
      email: 'anna.bianchi@example.it',
      phone: '+39 333 1234567',
      message: 'Motivo: Informazioni su un viaggio\n\nVorrei informazioni sulle partenze di maggio.',
      destination_id: 'praga-tour-culturale',
      travel_date: '10/05/2027 - 14/05/2027',
      airport: 'Milano Malpensa',
    });
  });

  it('stores blank optional fields as empty (null)', async () => {
    const res = await post({ ...VALID, phone: '  ', reason: '', destinationId: '' }).expect(201);
    const { rows } = await db.query(
      'SELECT phone, reason, destination_id, message FROM contact_requests WHERE id = $1',
      [res.body.id],
    );
    expect(rows[0]).toEqual({ phone: null, reason: null, destination_id: null, message: VALID.message });
  });

  it.each([
    ['no name', { ...VALID, name: undefined }, 'Per favore, compila tutti i campi obbligatori.'],
    ['a blank name', { ...VALID, name: '   ' }, 'Per favore, compila tutti i campi obbligatori.'],
    ['no e-mail', { ...VALID, email: undefined }, 'Per favore, compila tutti i campi obbligatori.'],
    ['no message', { ...VALID, message: '' }, 'Per favore, compila tutti i campi obbligatori.'],
    [
      'an e-mail without a dot after the at sign',
      { ...VALID, email: 'anna@example' },
      'Inserisci un indirizzo email valido.',
    ],
    ['an e-mail without an at sign', { ...VALID, email: 'anna.example.it' }, 'Inserisci un indirizzo email valido.'],
    ['the privacy box unticked', { ...VALID, privacyAccepted: false }, 'Per favore, accetta i termini sulla privacy.'],
    ['no privacy field', { ...VALID, privacyAccepted: undefined }, 'Per favore, accetta i termini sulla privacy.'],
    [
      'missing fields and a bad e-mail',
      { ...VALID, name: '', email: 'x' },
      'Per favore, compila tutti i campi obbligatori.',
    ],
  ])('refuses %s with 400 and the form message', async (_case, body, message) => {
    const res = await post(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    expect(res.body.details).toBeDefined();
  });

  it.each([
    ['an unknown field', { ...VALID, admin: true }],
    ['a name that is a number', { ...VALID, name: 42 }],
    ['a message over 5000 characters', { ...VALID, message: 'x'.repeat(5001) }],
  ])('refuses %s with a 400', async (_case, body) => {
    const res = await post(body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('limits one client to five requests in ten minutes and keeps those five', async () => {
    const from = '198.51.100.7';
    const send = () => request(t.server).post('/api/v1/contact-requests').set('x-forwarded-for', from).send(VALID);
    for (let i = 0; i < 5; i++) await send().expect(201);
    const sixth = await send().expect(429);
    expect(sixth.body.code).toBe('CONTACT_RATE_LIMITED');
    await request(t.server)
      .post('/api/v1/contact-requests')
      .set('x-forwarded-for', '198.51.100.8')
      .send(VALID)
      .expect(201);
  });
});

describe('contact request retention', () => {
  let t: TestApp;
  let db: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('deletes requests older than 24 months and keeps the others', async () => {
    const insert = (age: string) =>
      db.query(
        `INSERT INTO contact_requests (name, email, message, privacy_accepted_at, client_hash, created_at)
         VALUES ('Anna', 'a@b.it', 'ciao', now(), 'x', now() - $1::interval) RETURNING id`,
        [age],
      );
    const old = (await insert('25 months')).rows[0].id;
    const recent = (await insert('23 months')).rows[0].id;

    const { ContactRetentionCron } = await import('../src/contact/contact.cron.js');
    expect(await t.app.get(ContactRetentionCron).purgeOldContactRequests()).toBe(1);

    const { rows } = await db.query('SELECT id FROM contact_requests WHERE id = ANY($1)', [[old, recent]]);
    expect(rows.map((r) => r.id)).toEqual([recent]);
  });
});
