import { composeIBAN } from 'ibantools';
import pg from 'pg';
import request from 'supertest';
import { addOwner, bearer, createAdminTestApp, ownerToken, TEST_ADMIN } from './support/admin.js';
import type { TestApp } from './support/test-app.js';

const ibanNumber = (n: number) =>
  composeIBAN({ countryCode: 'IT', bban: `X0542811101${String(n).padStart(12, '0')}` })!;

/**
 * Decision A8: whatever waits for a second owner (a switch of the system IBAN, a new IBAN, a new
 * owner) counts an approval only from an owner other than the requester whose owner role took
 * effect before the request, so that an owner made by a stolen password cannot approve.
 */
describe('who may approve what waits for a second owner', () => {
  let t: TestApp;
  let db: pg.Client;
  let first: string;
  const older = { email: 'socio.storico@agenzia.it', password: 'socio-storico-2026' };
  const newer = { email: 'socio.recente@agenzia.it', password: 'socio-recente-2026' };
  const staff = { email: 'banco.approvazioni@agenzia.it', password: 'banco-approvazioni-26' };
  const requests: Record<'switch' | 'iban' | 'owner', string> = { switch: '', iban: '', owner: '' };
  const approvePath = {
    switch: (id: string) => `/api/v1/admin/active-iban/switches/${id}/approve`,
    iban: (id: string) => `/api/v1/admin/ibans/${id}/approve`,
    owner: (id: string) => `/api/v1/admin/users/owner-grants/${id}/approve`,
  };
  const credentials = { requester: TEST_ADMIN, older, newer, staff };
  const post = (path: string, token: string, body: object = {}) =>
    request(t.server).post(path).set(bearer(token)).send(body);

  beforeAll(async () => {
    t = await createAdminTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    first = await ownerToken(t.server);
    await addOwner(t, db, first, older);
    await post('/api/v1/admin/users', first, staff).expect(201);
    // The agency's first IBAN is the system one at once; the next waits for the other owner.
    const current = await post('/api/v1/admin/ibans', first, { accountHolder: 'Conto Storico', iban: ibanNumber(1) });
    await request(t.server).put('/api/v1/admin/active-iban').set(bearer(first)).send({ ibanId: current.body.id });
    const next = await post('/api/v1/admin/ibans', first, { accountHolder: 'Conto Nuovo', iban: ibanNumber(2) });
    expect(next.body).toMatchObject({ approval: 'pending', pendingApproval: { effectiveAt: null } });
    await post(approvePath.iban(next.body.id), await ownerToken(t.server, older)).expect(200);

    // The three requests of the first owner, made before the newer owner is one.
    const asked = await request(t.server).put('/api/v1/admin/active-iban').set(bearer(first)).send({
      ibanId: next.body.id,
    });
    requests.switch = asked.body.switch.id;
    requests.iban = (
      await post('/api/v1/admin/ibans', first, { accountHolder: 'Conto Terzo', iban: ibanNumber(3) }).expect(201)
    ).body.id;
    requests.owner = (
      await post('/api/v1/admin/users', first, {
        email: 'socio.futuro@agenzia.it',
        password: 'socio-futuro-2026',
        role: 'owner',
      }).expect(201)
    ).body.ownerGrant.id;

    // An owner made now, the older one approving: an owner after those requests.
    const made = await post('/api/v1/admin/users', first, { ...newer, role: 'owner' }).expect(201);
    await post(approvePath.owner(made.body.ownerGrant.id), await ownerToken(t.server, older)).expect(200);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it.each([
    ['switch', 'staff_iban_switch'],
    ['iban', 'staff_new_iban'],
    ['owner', 'staff_owner_grant'],
  ] as const)('e-mails every owner of the moment about the %s asked, and nobody else', async (what, kind) => {
    const { rows } = await db.query(
      'SELECT recipient FROM messages WHERE kind = $1 AND occasion LIKE $2 ORDER BY recipient',
      [kind, `${requests[what]}:%`],
    );
    expect(rows.map((row) => row.recipient)).toEqual([TEST_ADMIN.email, older.email]);
  });

  // The older owner last: their approval is the one that counts, and ends the request.
  it.each([
    ['switch', 'requester', 403, 'SAME_OWNER'],
    ['switch', 'newer', 403, 'OWNER_TOO_RECENT'],
    ['switch', 'staff', 403, 'FORBIDDEN_ROLE'],
    ['switch', 'older', 200, null],
    ['iban', 'requester', 403, 'SAME_OWNER'],
    ['iban', 'newer', 403, 'OWNER_TOO_RECENT'],
    ['iban', 'staff', 403, 'FORBIDDEN_ROLE'],
    ['iban', 'older', 200, null],
    ['owner', 'requester', 403, 'SAME_OWNER'],
    ['owner', 'newer', 403, 'OWNER_TOO_RECENT'],
    ['owner', 'staff', 403, 'FORBIDDEN_ROLE'],
    ['owner', 'older', 200, null],
  ] as const)('a %s approved by the %s owner: %i %s', async (what, who, status, code) => {
    const res = await post(approvePath[what](requests[what]), await ownerToken(t.server, credentials[who]));
    expect(res.status).toBe(status);
    if (code) expect(res.body.code).toBe(code);
    if (code === 'OWNER_TOO_RECENT') {
      expect(res.body.message).toBe(
        'Sei diventato titolare dopo questa richiesta: può approvarla solo un titolare che lo era già quando è stata fatta.',
      );
    }
  });

  it('applies what the older owner approved', async () => {
    const { rows: system } = await db.query(
      'SELECT s.iban_id = i.id AS switched FROM iban_switches s, saved_ibans i WHERE s.id = $1 AND i.is_active_system',
      [requests.switch],
    );
    expect(system).toEqual([{ switched: true }]);
    const { rows: iban } = await db.query('SELECT approval FROM saved_ibans WHERE id = $1', [requests.iban]);
    expect(iban[0].approval).toBe('approved');
    const { rows: owner } = await db.query(
      "SELECT u.role FROM owner_grants g JOIN admin_users u ON u.id = g.admin_user_id WHERE g.id = $1 AND g.status = 'approved'",
      [requests.owner],
    );
    expect(owner).toEqual([{ role: 'owner' }]);
  });

  it("counts the newer owner's approval for what is asked after they became one", async () => {
    const waiting = await post('/api/v1/admin/ibans', first, { accountHolder: 'Conto Quarto', iban: ibanNumber(4) });
    const res = await post(approvePath.iban(waiting.body.id), await ownerToken(t.server, newer)).expect(200);
    expect(res.body).toMatchObject({ approval: 'approved', pendingApproval: null });
  });
});
