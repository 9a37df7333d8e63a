import { createHash } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import { binaryBody, pdfText } from './support/pdf-text.js';
import type { TestApp } from './support/test-app.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the law’s documents of a booking', () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  let departureDays = 170;
  let address = 0;

  const travellers = [
    { firstName: 'Anna', lastName: 'Bianchi' },
    { firstName: 'Paweł', lastName: 'Łukasiewicz' },
  ];
  const newLink = async () => insertLink(db, await insertDeparture(db, { days: ++departureDays, priceCents: 129_000 }));
  const information = (link: string, body: object = {}) =>
    request(t.server)
      .post(`/api/v1/booking-links/${link}/information`)
      .set('x-forwarded-for', `198.51.100.${++address % 250}`)
      // The form asks with what prices a traveller: the birth date, when there is one.
      .send({ travellers: travellers.map(() => ({})), airport: 'MXP', ...body });
  const book = (link: string, body: object = {}) =>
    request(t.server)
      .post(`/api/v1/booking-links/${link}/bookings`)
      .set('x-forwarded-for', `198.51.100.${++address % 250}`)
      .send({ airport: 'MXP', travellers, ...freshContact(), ...body });
  const pdf = (bookingId: string, name: string) =>
    request(t.server)
      .get(`/api/v1/bookings/${bookingId}/documents/${name}`)
      .set('x-forwarded-for', `198.51.100.${++address % 250}`)
      .buffer(true)
      .parse(binaryBody);

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await insertIban(db, { system: true, holder: 'Viaggi di Lucca srl' });
    token = await loginAdmin(t.server);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('shows the pre-contract information before booking, with a version that stays the same for the same trip and travellers', async () => {
    const link = await newLink();
    const first = await information(link).expect(200);
    expect(first.body.version).toMatch(/^[0-9a-f]{64}$/);
    expect(first.body.title).toBe('Informazioni precontrattuali sul pacchetto turistico');
    const text = JSON.stringify(first.body.sections);
    expect(text).toContain('2.580,00');
    expect(text).toContain('Milano Malpensa');
    expect((await information(link).expect(200)).body.version).toBe(first.body.version);
    const english = await information(link, { language: 'en' }).expect(200);
    expect(english.body.title).toBe('Pre-contract information on your package trip');
    expect(english.body.version).not.toBe(first.body.version);
    const fewer = await information(link, { travellers: [{}] }).expect(200);
    expect(fewer.body.version).not.toBe(first.body.version);
  });

  it('records which information the customer confirmed and when, and refuses a booking on an older text', async () => {
    const link = await newLink();
    const { version } = (await information(link).expect(200)).body as { version: string };
    const stale = await book(link, { informationVersion: 'a'.repeat(64) }).expect(409);
    expect(stale.body.code).toBe('INFORMATION_CHANGED');
    const booked = await book(link, { informationVersion: version }).expect(201);
    const { rows } = await db.query(
      'SELECT information_version, information_accepted_at IS NOT NULL AS accepted FROM bookings WHERE id = $1',
      [booked.body.id],
    );
    expect(rows[0]).toEqual({ information_version: version, accepted: true });
    const kept = await db.query(
      "SELECT version FROM booking_documents WHERE booking_id = $1 AND kind = 'information'",
      [booked.body.id],
    );
    expect(kept.rows).toEqual([{ version }]);
  });

  it('gives the information as a PDF holding what the law asks, the same bytes at every download', async () => {
    const link = await newLink();
    const booked = await book(link).expect(201);
    const first = await pdf(booked.body.id, 'information.pdf').expect(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-disposition']).toMatch(/attachment; filename="informazioni-ricevuta-\d+\.pdf"/);
    const again = await pdf(booked.body.id, 'information.pdf').expect(200);
    expect(sha256(again.body as Buffer)).toBe(sha256(first.body as Buffer));
    const { rows } = await db.query(
      "SELECT pdf_sha256 FROM booking_documents WHERE booking_id = $1 AND kind = 'information'",
      [booked.body.id],
    );
    expect(rows[0].pdf_sha256).toBe(sha256(first.body as Buffer));

    const text = await pdfText(first.body as Buffer);
    for (const required of [
      'Informazioni precontrattuali',
      '2.580,00',
      'Milano Malpensa',
      'Viaggi di Lucca srl',
      'IT', // the IBAN, in groups of four
      'insolvenza',
      'Da 29 a 15 giorni prima',
    ]) {
      expect(text).toContain(required);
    }
  });

  it('gives the confirmation with the contract terms only once a payment is recorded, naming every traveller and the payments', async () => {
    const link = await newLink();
    const booked = await book(link).expect(201);
    const early = await request(t.server)
      .get(`/api/v1/bookings/${booked.body.id}/documents/confirmation.pdf`)
      .expect(409);
    expect(early.body.code).toBe('BOOKING_NOT_CONFIRMED');

    await request(t.server)
      .post(`/api/v1/admin/bookings/${booked.body.id}/confirm-payment`)
      .set(bearer(token))
      .expect(200);
    const confirmation = await pdf(booked.body.id, 'confirmation.pdf').expect(200);
    const again = await pdf(booked.body.id, 'confirmation.pdf').expect(200);
    expect(sha256(again.body as Buffer)).toBe(sha256(confirmation.body as Buffer));
    const text = await pdfText(confirmation.body as Buffer);
    for (const required of [
      booked.body.paymentReference,
      'Anna Bianchi',
      'Paweł Łukasiewicz',
      '2.580,00',
      '1.032,00',
    ]) {
      expect(text).toContain(required);
    }
  });

  it('answers 404 for an unknown booking and 400 for an address that holds no id', async () => {
    await request(t.server)
      .get('/api/v1/bookings/00000000-0000-4000-8000-000000000000/documents/information.pdf')
      .expect(404);
    await request(t.server).get('/api/v1/bookings/not-an-id/documents/information.pdf').expect(400);
  });
});
