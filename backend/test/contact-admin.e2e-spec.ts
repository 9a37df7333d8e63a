import pg from 'pg';
import request from 'supertest';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import type { TestApp } from './support/test-app.js';

const UNKNOWN_ID = '8a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

describe("the agency's inbox: contact requests and WhatsApp clicks", () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  let address = 0;
  const send = (body: object) =>
    request(t.server)
      .post('/api/v1/contact-requests')
      .set('x-forwarded-for', `198.51.100.${++address}`)
      .send({ privacyAccepted: true, ...body })
      .expect(201);
  const inbox = (query = '') => request(t.server).get(`/api/v1/admin/contact-requests${query}`).set(bearer(token));
  const mark = (id: string, body: object) =>
    request(t.server).patch(`/api/v1/admin/contact-requests/${id}`).set(bearer(token)).send(body);
  const auditActions = async () =>
    (
      await db.query(
        `SELECT action, subject FROM admin_audit_events WHERE action LIKE 'contact_request.%' ORDER BY created_at`,
      )
    ).rows;

  const first = { name: 'Maria Rossi', email: 'maria.rossi@example.it', message: 'Vorrei sapere delle date.' };
  const second = {
    name: 'Giovanni Bianchi',
    email: 'giovanni@example.it',
    phone: '+39 333 1234567',
    reason: 'Prenotazione',
    message: 'Siamo in due.',
    destinationId: 'praga-tour-culturale',
    travelDate: '10/05/2027',
    airport: 'Milano Malpensa',
  };
  let firstId: string;
  let secondId: string;

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    token = await loginAdmin(t.server);
    firstId = (await send(first)).body.id;
    // A second later by the database's clock, so that the order is certain.
    await db.query(`UPDATE contact_requests SET created_at = created_at - interval '1 minute' WHERE id = $1`, [
      firstId,
    ]);
    secondId = (await send(second)).body.id;
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('lists the requests newest first, with what the visitor wrote and none marked handled', async () => {
    const res = await inbox().expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      total: 2,
      waiting: 2,
      items: [
        {
          id: secondId,
          ...second,
          message: 'Motivo: Prenotazione\n\nSiamo in due.',
          createdAt: expect.any(String),
          handledAt: null,
        },
        {
          id: firstId,
          ...first,
          phone: null,
          reason: null,
          destinationId: null,
          travelDate: null,
          airport: null,
          createdAt: expect.any(String),
          handledAt: null,
        },
      ],
    });
  });

  it('pages through the requests with limit and offset', async () => {
    const page = await inbox('?limit=1&offset=1').expect(200);
    expect(page.body.items.map((item: { id: string }) => item.id)).toEqual([firstId]);
    expect(page.body.total).toBe(2);
  });

  it.each(['?limit=0', '?limit=201', '?limit=abc', '?offset=-1'])('refuses %s with 400 in Italian', async (query) => {
    const res = await inbox(query).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/Indica/) });
  });

  it('marks a request handled once, recording who did it, and back to waiting', async () => {
    const handled = await mark(firstId, { handled: true }).expect(200);
    expect(handled.body).toMatchObject({ id: firstId, handledAt: expect.any(String) });
    const again = await mark(firstId, { handled: true }).expect(200);
    expect(again.body.handledAt).toBe(handled.body.handledAt);
    expect((await inbox().expect(200)).body.waiting).toBe(1);
    expect(await auditActions()).toEqual([{ action: 'contact_request.handled', subject: firstId }]);

    const reopened = await mark(firstId, { handled: false }).expect(200);
    expect(reopened.body.handledAt).toBeNull();
    expect(await auditActions()).toEqual([
      { action: 'contact_request.handled', subject: firstId },
      { action: 'contact_request.reopened', subject: firstId },
    ]);
    const events = await request(t.server).get('/api/v1/admin/audit-events').set(bearer(token)).expect(200);
    expect(events.body[0]).toMatchObject({ action: 'contact_request.reopened', adminEmail: 'direzione@agenzia.it' });
  });

  it('answers 404 for an unknown request and 400 for a bad id or body, in Italian', async () => {
    const unknown = await mark(UNKNOWN_ID, { handled: true }).expect(404);
    expect(unknown.body).toEqual({
      statusCode: 404,
      code: 'CONTACT_REQUEST_NOT_FOUND',
      message: 'La richiesta di contatto indicata non esiste.',
    });
    await mark('12', { handled: true }).expect(400);
    const notBoolean = await mark(firstId, { handled: 'sì' }).expect(400);
    expect(notBoolean.body.details).toEqual({ handled: ['Indica se la richiesta è stata gestita (vero o falso).'] });
    await mark(firstId, { handled: true, note: 'x' }).expect(400);
    expect(await auditActions()).toHaveLength(2);
  });

  it('keeps both lists and the change behind the admin token', async () => {
    await request(t.server).get('/api/v1/admin/contact-requests').expect(401);
    await request(t.server).patch(`/api/v1/admin/contact-requests/${firstId}`).send({ handled: true }).expect(401);
    await request(t.server).get('/api/v1/admin/whatsapp-clicks').expect(401);
  });

  it('lists the WhatsApp clicks newest first with their trip, date, airport, travellers and blocked windows', async () => {
    const { rows } = await db.query(`SELECT d.id, start_date::text AS start FROM departures d
       JOIN trips t ON t.id = d.trip_id WHERE t.slug = 'praga-tour-culturale' ORDER BY start_date LIMIT 1`);
    const handoff = (body: object) =>
      request(t.server)
        .post('/api/v1/whatsapp-handoffs')
        .set('x-forwarded-for', `198.51.100.${++address}`)
        .send(body)
        .expect(201);
    await handoff({ tripSlug: 'islanda-classic' });
    await db.query(`UPDATE whatsapp_clicks SET clicked_at = clicked_at - interval '1 minute'`);
    const chosen = await handoff({ tripSlug: 'praga', departureId: rows[0].id, airport: 'FCO', travellers: 3 });
    const [{ id: chosenId }] = (await db.query(`SELECT id FROM whatsapp_clicks ORDER BY clicked_at DESC LIMIT 1`)).rows;
    await request(t.server)
      .post(`/api/v1/whatsapp-handoffs/${chosenId}/popup-blocked`)
      .set('x-forwarded-for', `198.51.100.${++address}`)
      .expect(204);

    const res = await request(t.server).get('/api/v1/admin/whatsapp-clicks').set(bearer(token)).expect(200);
    expect(res.body).toEqual([
      {
        id: chosenId,
        phoneNumber: expect.stringMatching(/^\d+$/),
        tripSlug: 'praga-tour-culturale',
        departureStartDate: rows[0].start,
        airport: 'FCO',
        travellers: 3,
        clickedAt: expect.any(String),
        popupBlocked: true,
      },
      {
        id: expect.any(String),
        phoneNumber: expect.stringMatching(/^\d+$/),
        tripSlug: 'islanda-classic',
        departureStartDate: null,
        airport: null,
        travellers: null,
        clickedAt: expect.any(String),
        popupBlocked: false,
      },
    ]);
    expect(chosen.body.url).toMatch(/^https:\/\/wa\.me\//);
    const limited = await request(t.server).get('/api/v1/admin/whatsapp-clicks?limit=1').set(bearer(token)).expect(200);
    expect(limited.body).toHaveLength(1);
  });
});
