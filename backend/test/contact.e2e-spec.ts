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
      'a name on two lines',
      { ...VALID, name: 'Anna Bianchi\nRichiesta urgente' },
      'Scrivi il nome su una sola riga, senza caratteri invisibili o di controllo.',
    ],
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

  it('answers the e-mail that used to take seconds to check with a 400 and its message at once', async () => {
    // Dots and at signs made the old pattern try every split of the text (1.5 s for 40,000
    // characters); this is about the longest that fits in the body limit.
    const longest = await post({ ...VALID, email: `a@${'.'.repeat(30_000)}@` }).expect(400);
    expect(longest.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Il testo è troppo lungo.' });
    const withinLength = await post({ ...VALID, email: `a@${'.'.repeat(250)}@` }).expect(400);
    expect(withinLength.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Inserisci un indirizzo email valido.',
    });
  });

  it('refuses a body larger than any valid form with 413 in the API error shape', async () => {
    const res = await post({ ...VALID, message: 'x'.repeat(100_000) }).expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'La richiesta è troppo grande.',
    });
  });

  it.each([
    ['a NUL character in the name', { ...VALID, name: 'Anna\u0000Bianchi' }, 'name'],
    ['an escape character in the message', { ...VALID, message: 'Ciao \u001b[31m' }, 'message'],
    ['a lone surrogate in the phone', { ...VALID, phone: '333\ud800' }, 'phone'],
  ])('refuses %s with a 400 that names the field', async (_case, body, field) => {
    const res = await post(body).expect(400);
    const message = 'Il testo contiene caratteri non ammessi (caratteri di controllo invisibili): eliminali e riprova.';
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message, details: { [field]: [message] } });
  });

  it('keeps line breaks and tabs in the message', async () => {
    const res = await post({ ...VALID, message: 'Riga uno\r\n\tRiga due' }).expect(201);
    const { rows } = await db.query('SELECT message FROM contact_requests WHERE id = $1', [res.body.id]);
    expect(rows[0].message).toBe('Riga uno\r\n\tRiga due');
  });

  it('counts a length as the database does: variation selectors count, an emoji counts once', async () => {
    // 61 hearts with U+FE0F are 122 characters for PostgreSQL, 61 for class-validator's MaxLength.
    const res = await post({ ...VALID, name: '\u2764\ufe0f'.repeat(61) }).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { name: ['Il testo è troppo lungo.'] } });

    const emojiName = '\u{1F600}'.repeat(120);
    const stored = await post({ ...VALID, name: emojiName }).expect(201);
    const { rows } = await db.query('SELECT name FROM contact_requests WHERE id = $1', [stored.body.id]);
    expect(rows[0].name).toBe(emojiName);
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

describe('the contact limit under parallel requests and IPv6 clients', () => {
  let t: TestApp;
  let db: pg.Client;
  const sendFrom = (address: string) =>
    request(t.server).post('/api/v1/contact-requests').set('x-forwarded-for', address).send(VALID);
  const statuses = async (responses: Promise<request.Response>[]) =>
    (await Promise.all(responses)).map((res) => res.status).sort();

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('lets exactly five of twenty simultaneous requests through and stores only those', async () => {
    const results = await statuses(Array.from({ length: 20 }, () => sendFrom('192.0.2.50')));
    expect(results).toEqual([...Array(5).fill(201), ...Array(15).fill(429)]);
    const { rows } = await db.query('SELECT count(*)::int AS stored FROM contact_requests');
    expect(rows[0].stored).toBe(5);
  });

  it('counts the addresses of one IPv6 /64 as one client, and another /64 apart', async () => {
    for (let i = 1; i <= 5; i++) await sendFrom(`2001:db8:aa:1::${i.toString(16)}`).expect(201);
    const sixth = await sendFrom('2001:db8:aa:1:ffff:ffff:ffff:ffff').expect(429);
    expect(sixth.body.code).toBe('CONTACT_RATE_LIMITED');
    await sendFrom('2001:db8:aa:2::1').expect(201);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    for (let i = 0; i < 5; i++) await sendFrom('::ffff:198.51.100.60').expect(201);
    await sendFrom('198.51.100.60').expect(429);
  });

  it('stores a keyed hash of the client, never its address', async () => {
    await sendFrom('198.51.100.61').expect(201);
    const { rows } = await db.query(`SELECT * FROM contact_requests`);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('198.51.100.61');
    expect(stored).not.toContain('2001:db8');
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.client_hash))).toBe(true);
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
