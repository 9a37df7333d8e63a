import pg from 'pg';
import request from 'supertest';
import { AdminUsersService } from '../src/auth/admin-users.service.js';
import {
  addOwner,
  bearer,
  createAdminTestApp,
  letDayPass,
  loginAdmin,
  ownerToken,
  TEST_ADMIN,
} from './support/admin.js';
import type { TestApp } from './support/test-app.js';

const INVALID_CREDENTIALS = {
  statusCode: 401,
  code: 'INVALID_CREDENTIALS',
  message: 'Email o password non corretti.',
};

describe('admin sign-in', () => {
  let t: TestApp;
  let db: pg.Client;
  let address = 0;
  /** Each call from its own client, unless one is given, so the per-client limit stays out of the way. */
  const login = (body: object, from = `203.0.113.${++address}`) =>
    request(t.server).post('/api/v1/auth/login').set('x-forwarded-for', from).send(body);

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('answers a token for eight hours to the first admin, whatever the case of the e-mail', async () => {
    const res = await login({ email: '  Direzione@Agenzia.IT ', password: TEST_ADMIN.password }).expect(200);
    expect(res.body).toEqual({ accessToken: expect.any(String), expiresIn: 28_800 });
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await request(t.server).get('/api/v1/auth/me').set(bearer(res.body.accessToken)).expect(200);
    // The first admin is an owner.
    expect(me.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'direzione@agenzia.it',
      role: 'owner',
    });
    const { rows } = await db.query('SELECT last_login_at FROM admin_users WHERE id = $1', [me.body.id]);
    expect(rows[0].last_login_at).not.toBeNull();
  });

  it('stores the e-mail lower-cased and the password only as an argon2id hash', async () => {
    const { rows } = await db.query('SELECT email, password_hash FROM admin_users');
    expect(rows).toEqual([{ email: 'direzione@agenzia.it', password_hash: expect.stringMatching(/^\$argon2id\$/) }]);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 and the same message', async () => {
    const wrong = await login({ email: TEST_ADMIN.email, password: 'tre-gatti-sul-tetto-2025' }).expect(401);
    const unknown = await login({ email: 'nessuno@agenzia.it', password: TEST_ADMIN.password }).expect(401);
    expect(wrong.body).toEqual(INVALID_CREDENTIALS);
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['no password', { email: TEST_ADMIN.email }],
    ['an empty e-mail', { email: '', password: 'x' }],
    ['a number as password', { email: TEST_ADMIN.email, password: 12 }],
    ['an unknown field', { ...TEST_ADMIN, remember: true }],
  ])('refuses %s with a 400 in Italian', async (_case, body) => {
    const res = await login(body).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  });

  it('refuses a body larger than a sign-in with 413', async () => {
    const res = await login({ email: TEST_ADMIN.email, password: 'x'.repeat(20_000) }).expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('keeps a disabled account out, even with its right password', async () => {
    const token = await ownerToken(t.server);
    const created = await request(t.server)
      .post('/api/v1/admin/users')
      .set(bearer(token))
      .send({ email: 'ex.collaboratore@agenzia.it', password: 'una-password-lunga' })
      .expect(201);
    await login({ email: 'ex.collaboratore@agenzia.it', password: 'una-password-lunga' }).expect(200);
    await request(t.server)
      .patch(`/api/v1/admin/users/${created.body.id}`)
      .set(bearer(token))
      .send({ isActive: false })
      .expect(200);
    const res = await login({ email: 'ex.collaboratore@agenzia.it', password: 'una-password-lunga' }).expect(401);
    expect(res.body).toEqual(INVALID_CREDENTIALS);
  });
});

describe('sign-in throttling', () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  const login = (body: object, from: string) =>
    request(t.server).post('/api/v1/auth/login').set('x-forwarded-for', from).send(body);
  const statuses = async (responses: Promise<request.Response>[]) => {
    const all = await Promise.all(responses);
    for (const res of all.filter((r) => r.status === 429)) {
      expect(res.body).toEqual({
        statusCode: 429,
        code: 'LOGIN_THROTTLED',
        message: 'Troppi tentativi di accesso non riusciti. Attendi 15 minuti e riprova.',
      });
    }
    return all.map((res) => res.status).sort();
  };

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    token = await ownerToken(t.server);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('lets exactly ten of twenty simultaneous failures from one client through, then 429', async () => {
    const results = await statuses(
      Array.from({ length: 20 }, (_, i) =>
        login({ email: `tentativo${i}@agenzia.it`, password: 'indovina-indovina' }, '198.51.100.10'),
      ),
    );
    expect(results).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    // The right password does not get past the limit either, and another client is not affected.
    await login(TEST_ADMIN, '198.51.100.10').expect(429);
    await login(TEST_ADMIN, '198.51.100.11').expect(200);
  });

  it("locks a stranger's guesses out after five, from that address only: the owner still signs in elsewhere", async () => {
    const target = { email: 'bersaglio@agenzia.it', password: 'la-password-giusta' };
    const { body: created } = await request(t.server)
      .post('/api/v1/admin/users')
      .set(bearer(token))
      .send(target)
      .expect(201);
    const results = await statuses(
      Array.from({ length: 12 }, (_, i) =>
        login({ email: 'Bersaglio@agenzia.it', password: `sbagliata-${i}-xx` }, '192.0.2.66'),
      ),
    );
    expect(results).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    await login(target, '192.0.2.66').expect(429);
    await login(target, '192.0.2.100').expect(200);
    // The account's trail says someone tried, and that they were stopped, once.
    const { rows } = await db.query(
      `SELECT action, count(*)::int AS n FROM admin_audit_events
        WHERE admin_user_id = $1 AND action LIKE 'auth.login%' GROUP BY action ORDER BY action`,
      [created.id],
    );
    expect(rows).toEqual([
      { action: 'auth.login', n: 1 },
      { action: 'auth.login_failed', n: 5 },
      { action: 'auth.login_throttled', n: 1 },
    ]);
  });

  it('stops guessing spread over many addresses at fifty failures on one account, yet lets its holder in from where they signed in before', async () => {
    const target = { email: 'sparso@agenzia.it', password: 'la-password-giusta-2' };
    await request(t.server).post('/api/v1/admin/users').set(bearer(token)).send(target).expect(201);
    // The holder's usual address, where they signed in last week.
    await login(target, '198.51.100.77').expect(200);
    const results = await statuses(
      Array.from({ length: 56 }, (_, i) =>
        login({ email: target.email, password: `sbagliata-${i}-yy` }, `192.0.${10 + (i >> 8)}.${i % 256}`),
      ),
    );
    expect(results).toEqual([...Array(50).fill(401), ...Array(6).fill(429)]);
    // A new address is held to the ceiling even with the right password; the usual one is not.
    await login(target, '198.51.100.78').expect(429);
    await login(target, '198.51.100.77').expect(200);
    // Still held to its own five failures: a thief at that address gains nothing.
    const own = await statuses(
      Array.from({ length: 6 }, (_, i) => login({ email: target.email, password: `errata-${i}-zz` }, '198.51.100.77')),
    );
    expect(own).toEqual([...Array(5).fill(401), 429]);
  });

  it('counts a wrong current password at a password change as a failed sign-in', async () => {
    const holder = { email: 'rubato@agenzia.it', password: 'password-originale' };
    await request(t.server).post('/api/v1/admin/users').set(bearer(token)).send(holder).expect(201);
    const stolen = (await login(holder, '198.51.100.30').expect(200)).body.accessToken;
    const guess = (i: number) =>
      request(t.server)
        .put('/api/v1/auth/password')
        .set(bearer(stolen))
        .set('x-forwarded-for', '198.51.100.31')
        .send({ currentPassword: `tentativo-numero-${i}`, newPassword: 'password-del-ladro' });
    const results = await statuses(Array.from({ length: 8 }, (_, i) => guess(i)));
    expect(results).toEqual([...Array(5).fill(400), ...Array(3).fill(429)]);
    await login(holder, '198.51.100.31').expect(429);
    await login(holder, '198.51.100.50').expect(200);
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 12; i++) await login(TEST_ADMIN, '198.51.100.20').expect(200);
    await login({ ...TEST_ADMIN, password: 'non-e-questa-no' }, '198.51.100.20').expect(401);
  });

  it('purges failures older than the window and revocations of expired tokens', async () => {
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      await db.query(`UPDATE admin_login_failures SET created_at = now() - interval '16 minutes'`);
      await db.query(
        `INSERT INTO admin_revoked_tokens (jti, expires_at) VALUES
           (gen_random_uuid(), now() - interval '1 minute'), (gen_random_uuid(), now() + interval '1 hour')`,
      );
      const { AuthCleanupCron } = await import('../src/auth/auth.cron.js');
      const purged = await t.app.get(AuthCleanupCron).purgeExpiredAuthRecords();
      expect(purged.revocations).toBe(1);
      expect(purged.clients).toBe(0);
      expect(purged.failures).toBeGreaterThanOrEqual(15);
      const { rows } = await db.query('SELECT count(*)::int AS kept FROM admin_revoked_tokens');
      expect(rows[0].kept).toBe(1);
      // The window is over: the client refused above may try again.
      await login(TEST_ADMIN, '198.51.100.10').expect(200);
    } finally {
      await db.end();
    }
  });
});

describe('admin sessions, staff accounts and the audit trail', () => {
  let t: TestApp;
  let db: pg.Client;
  let adminId: string;

  beforeAll(async () => {
    t = await createAdminTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    const token = await ownerToken(t.server);
    adminId = (await request(t.server).get('/api/v1/auth/me').set(bearer(token)).expect(200)).body.id;
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('ends a session at logout: the token answers 401 at once', async () => {
    const token = await ownerToken(t.server);
    await request(t.server).post('/api/v1/auth/logout').set(bearer(token)).expect(204);
    const after = await request(t.server).get('/api/v1/auth/me').set(bearer(token)).expect(401);
    expect(after.body.code).toBe('UNAUTHORIZED');
    await request(t.server)
      .get('/api/v1/auth/me')
      .set(bearer(await ownerToken(t.server)))
      .expect(200);
  });

  it('changes the password after the current one, ending every other session', async () => {
    const other = { email: 'cambio@agenzia.it', password: 'prima-password-2026' };
    await request(t.server)
      .post('/api/v1/admin/users')
      .set(bearer(await ownerToken(t.server)))
      .send(other)
      .expect(201);
    const elsewhere = await loginAdmin(t.server, other);
    const here = await loginAdmin(t.server, other);
    const change = (body: object) => request(t.server).put('/api/v1/auth/password').set(bearer(here)).send(body);

    const wrong = await change({ currentPassword: 'non-me-la-ricordo', newPassword: 'seconda-password-2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: 'La password attuale non è corretta.',
    });
    const short = await change({ currentPassword: other.password, newPassword: 'corta' }).expect(400);
    expect(short.body.message).toBe('La password deve contenere almeno 12 caratteri.');
    const same = await change({ currentPassword: other.password, newPassword: other.password }).expect(400);
    expect(same.body.code).toBe('PASSWORD_UNCHANGED');
    await request(t.server).get('/api/v1/auth/me').set(bearer(elsewhere)).expect(200);

    await change({ currentPassword: other.password, newPassword: 'seconda-password-2026' }).expect(204);
    await request(t.server).get('/api/v1/auth/me').set(bearer(elsewhere)).expect(401);
    await request(t.server).get('/api/v1/auth/me').set(bearer(here)).expect(200);
    await request(t.server).post('/api/v1/auth/login').send(other).expect(401);
    const fresh = await loginAdmin(t.server, { ...other, password: 'seconda-password-2026' });
    await request(t.server).get('/api/v1/auth/me').set(bearer(fresh)).expect(200);
  });

  it('lets an admin add another, once per e-mail, and lists them', async () => {
    const token = await ownerToken(t.server);
    const created = await request(t.server)
      .post('/api/v1/admin/users')
      .set(bearer(token))
      .send({ email: 'Segreteria@Agenzia.it', password: 'segreteria-lucca-1' })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'segreteria@agenzia.it',
      role: 'staff',
      isActive: true,
      lastLoginAt: null,
      createdAt: expect.any(String),
      ownerGrant: null,
    });
    const { rows } = await db.query('SELECT created_by FROM admin_users WHERE id = $1', [created.body.id]);
    expect(rows[0].created_by).toBe(adminId);

    const again = await request(t.server)
      .post('/api/v1/admin/users')
      .set(bearer(token))
      .send({ email: 'segreteria@agenzia.it', password: 'un-altra-password' })
      .expect(409);
    expect(again.body).toMatchObject({ code: 'ADMIN_USER_EMAIL_TAKEN', message: expect.stringMatching(/^Esiste già/) });
    const short = await request(t.server)
      .post('/api/v1/admin/users')
      .set(bearer(token))
      .send({ email: 'nuovo@agenzia.it', password: 'undici-car' })
      .expect(400);
    expect(short.body).toMatchObject({
      message: 'La password deve contenere almeno 12 caratteri.',
      details: { password: ['La password deve contenere almeno 12 caratteri.'] },
    });

    const list = await request(t.server).get('/api/v1/admin/users').set(bearer(token)).expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.map((user: { email: string }) => user.email)).toEqual(
      expect.arrayContaining(['direzione@agenzia.it', 'segreteria@agenzia.it']),
    );
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|password/i);
  });

  it('disables an account, whose token stops working at once and for good, and enables it again', async () => {
    const token = await ownerToken(t.server);
    const staff = { email: 'stagionale@agenzia.it', password: 'stagione-estiva-26' };
    const { body: created } = await request(t.server)
      .post('/api/v1/admin/users')
      .set(bearer(token))
      .send(staff)
      .expect(201);
    const staffToken = await loginAdmin(t.server, staff);
    await request(t.server).get('/api/v1/admin/users').set(bearer(staffToken)).expect(200);

    const disabled = await request(t.server)
      .patch(`/api/v1/admin/users/${created.id}`)
      .set(bearer(token))
      .send({ isActive: false })
      .expect(200);
    expect(disabled.body).toMatchObject({ id: created.id, isActive: false });
    await request(t.server).get('/api/v1/admin/users').set(bearer(staffToken)).expect(401);

    await request(t.server)
      .patch(`/api/v1/admin/users/${created.id}`)
      .set(bearer(token))
      .send({ isActive: true })
      .expect(200);
    // The token issued before the account was disabled stays dead; a new sign-in works.
    await request(t.server).get('/api/v1/auth/me').set(bearer(staffToken)).expect(401);
    const fresh = await loginAdmin(t.server, staff);
    await request(t.server).get('/api/v1/auth/me').set(bearer(fresh)).expect(200);
  });

  it('refuses to disable yourself, an unknown account and a bad id', async () => {
    const token = await ownerToken(t.server);
    const self = await request(t.server)
      .patch(`/api/v1/admin/users/${adminId}`)
      .set(bearer(token))
      .send({ isActive: false })
      .expect(409);
    expect(self.body).toMatchObject({ code: 'ADMIN_USER_SELF_DISABLE', message: expect.stringMatching(/^Non puoi/) });
    const unknown = await request(t.server)
      .patch('/api/v1/admin/users/8a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d')
      .set(bearer(token))
      .send({ isActive: false })
      .expect(404);
    expect(unknown.body.code).toBe('ADMIN_USER_NOT_FOUND');
    await request(t.server).patch('/api/v1/admin/users/nope').set(bearer(token)).send({ isActive: false }).expect(400);
    await request(t.server)
      .patch(`/api/v1/admin/users/${adminId}`)
      .set(bearer(token))
      .send({ isActive: 'no' })
      .expect(400);
  });

  it('records what admins did and lists it, newest first, with the e-mail of who did it', async () => {
    const token = await ownerToken(t.server);
    const created = await request(t.server)
      .post('/api/v1/admin/users')
      .set(bearer(token))
      .send({ email: 'audit@agenzia.it', password: 'password-per-audit' })
      .expect(201);
    await request(t.server)
      .patch(`/api/v1/admin/users/${created.body.id}`)
      .set(bearer(token))
      .send({ isActive: false })
      .expect(200);

    const res = await request(t.server).get('/api/v1/admin/audit-events?limit=2').set(bearer(token)).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual([
      {
        id: expect.any(String),
        action: 'admin_user.disabled',
        subject: created.body.id,
        createdAt: expect.any(String),
        adminUserId: adminId,
        adminEmail: 'direzione@agenzia.it',
      },
      expect.objectContaining({ action: 'admin_user.created', subject: created.body.id, adminUserId: adminId }),
    ]);

    const all = await request(t.server).get('/api/v1/admin/audit-events').set(bearer(token)).expect(200);
    const actions = new Set(all.body.map((event: { action: string }) => event.action));
    for (const action of ['auth.login', 'auth.logout', 'auth.password_changed', 'admin_user.created']) {
      expect(actions).toContain(action);
    }
    const { rows } = await db.query('SELECT * FROM admin_audit_events');
    expect(Object.keys(rows[0]).sort()).toEqual(['action', 'admin_user_id', 'created_at', 'id', 'subject']);
    expect(JSON.stringify(rows)).not.toContain('@');

    for (const limit of ['0', '201', 'tanti', '1.5']) {
      const bad = await request(t.server).get(`/api/v1/admin/audit-events?limit=${limit}`).set(bearer(token));
      expect(bad.status).toBe(400);
    }
  });
});

describe('owners, staff and the password typed again', () => {
  let t: TestApp;
  let db: pg.Client;
  let owner: string;
  let ownerId: string;
  const staff = { email: 'banco@agenzia.it', password: 'banco-agenzia-2026' };
  const secondOwner = { email: 'socia@agenzia.it', password: 'socia-agenzia-2026' };
  let staffId: string;
  let secondOwnerId: string;

  const iban = () => ({ accountHolder: 'Viaggi di Lucca srl', iban: 'IT60X0542811101000000123456' });
  /** Every owner route, with a body it would take. */
  const ownerRoutes = (userId: string) =>
    [
      ['POST /api/v1/admin/users', { email: 'nuovo.collega@agenzia.it', password: 'nuovo-collega-2026' }],
      [`PATCH /api/v1/admin/users/${userId}`, { isActive: true }],
      [`POST /api/v1/admin/users/owner-grants/${userId}/approve`, {}],
      ['POST /api/v1/admin/ibans', iban()],
      [`PATCH /api/v1/admin/ibans/${userId}`, { isActive: false }],
      [`POST /api/v1/admin/ibans/${userId}/approve`, {}],
      ['PUT /api/v1/admin/active-iban', { ibanId: userId }],
    ] as const;
  const call = (route: string, token: string, body: object) => {
    const [method, path] = route.split(' ') as ['POST' | 'PATCH' | 'PUT', string];
    const verb = method.toLowerCase() as 'post' | 'patch' | 'put';
    return request(t.server)[verb](path).set(bearer(token)).set('x-forwarded-for', '198.51.100.50').send(body);
  };

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    owner = await ownerToken(t.server);
    ownerId = (await request(t.server).get('/api/v1/auth/me').set(bearer(owner)).expect(200)).body.id;
    staffId = (await request(t.server).post('/api/v1/admin/users').set(bearer(owner)).send(staff).expect(201)).body.id;
    secondOwnerId = await addOwner(t, db, owner, secondOwner);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('refuses every owner route to a staff account, even with its password typed again: 403 FORBIDDEN_ROLE', async () => {
    const staffStepUp = await ownerToken(t.server, staff);
    for (const [route, body] of ownerRoutes(staffId)) {
      const res = await call(route, staffStepUp, body);
      expect([route, res.status, res.body.code]).toEqual([route, 403, 'FORBIDDEN_ROLE']);
      expect(res.body.message).toBe('Solo un titolare può farlo: chiedi a chi gestisce gli account dello staff.');
    }
    // The daily work stays open to staff.
    await request(t.server).get('/api/v1/admin/bookings').set(bearer(staffStepUp)).expect(200);
    await request(t.server).get('/api/v1/admin/ibans').set(bearer(staffStepUp)).expect(200);
  });

  it("refuses every owner route to an owner's ordinary token: 403 STEP_UP_REQUIRED, nothing changed", async () => {
    const ordinary = await loginAdmin(t.server);
    const before = await db.query('SELECT count(*)::int AS n FROM saved_ibans');
    for (const [route, body] of ownerRoutes(staffId)) {
      const res = await call(route, ordinary, body);
      expect([route, res.status, res.body.code]).toEqual([route, 403, 'STEP_UP_REQUIRED']);
    }
    expect((await db.query('SELECT count(*)::int AS n FROM saved_ibans')).rows).toEqual(before.rows);
    const { rows } = await db.query('SELECT is_active, role FROM admin_users WHERE id = $1', [staffId]);
    expect(rows[0]).toEqual({ is_active: true, role: 'staff' });
  });

  it('gives a step-up token of ten minutes for the right password, and 401 for a wrong one that leaves the session alive', async () => {
    const ordinary = await loginAdmin(t.server);
    const stepUp = (password: string) =>
      request(t.server)
        .post('/api/v1/auth/step-up')
        .set(bearer(ordinary))
        .set('x-forwarded-for', '198.51.100.51')
        .send({ password });

    const wrong = await stepUp('non-e-la-mia-password').expect(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    await request(t.server).get('/api/v1/auth/me').set(bearer(ordinary)).expect(200);

    const right = await stepUp(TEST_ADMIN.password).expect(200);
    expect(right.headers['cache-control']).toBe('no-store');
    expect(right.body).toEqual({ accessToken: expect.any(String), expiresIn: 600 });
    const claims = JSON.parse(Buffer.from(right.body.accessToken.split('.')[1], 'base64url').toString()) as {
      iat: number;
      exp: number;
      stepUp: boolean;
    };
    expect(claims.exp - claims.iat).toBe(600);
    expect(claims.stepUp).toBe(true);
    const created = await call('POST /api/v1/admin/ibans', right.body.accessToken, iban());
    expect(created.status).toBe(201);

    const { rows } = await db.query(
      "SELECT action FROM admin_audit_events WHERE admin_user_id = $1 AND action LIKE 'auth.step_up%' ORDER BY created_at",
      [ownerId],
    );
    expect(rows.map((row) => row.action).slice(-2)).toEqual(['auth.step_up_failed', 'auth.step_up']);
    // No token at all: the route is the admin area's.
    await request(t.server).post('/api/v1/auth/step-up').send({ password: TEST_ADMIN.password }).expect(401);
  });

  it('keeps at least one active owner: the last one can be neither disabled nor made staff', async () => {
    const patch = (id: string, body: object, token = owner) =>
      request(t.server).patch(`/api/v1/admin/users/${id}`).set(bearer(token)).send(body);
    // Two owners: one makes the other staff, which is then the last owner left.
    expect((await patch(secondOwnerId, { role: 'staff' }).expect(200)).body).toMatchObject({ role: 'staff' });
    const last = await patch(ownerId, { role: 'staff' }).expect(409);
    expect(last.body).toMatchObject({
      code: 'LAST_OWNER',
      message: 'Deve restare almeno un titolare attivo: nomina prima un altro titolare.',
    });
    // Made owner again (after its 24 hours, the first being the only owner), the second can
    // disable the first, who can then not come back by itself.
    const asked = await patch(secondOwnerId, { role: 'owner' }).expect(200);
    expect(asked.body).toMatchObject({ role: 'staff', ownerGrant: { requestedByEmail: TEST_ADMIN.email } });
    await letDayPass(t, db, 'owner', asked.body.ownerGrant.id);
    const second = await ownerToken(t.server, secondOwner);
    await patch(ownerId, { isActive: false }, second).expect(200);
    expect((await patch(secondOwnerId, { isActive: false }, second).expect(409)).body.code).toBe(
      'ADMIN_USER_SELF_DISABLE',
    );
    expect((await patch(secondOwnerId, { role: 'staff' }, second).expect(409)).body.code).toBe('LAST_OWNER');
    // The disabled owner's step-up token died with the account.
    await request(t.server).get('/api/v1/auth/me').set(bearer(owner)).expect(401);
    const since = async () =>
      (await db.query('SELECT owner_since FROM admin_users WHERE id = $1', [ownerId])).rows[0].owner_since as Date;
    const disabledSince = await since();
    await patch(ownerId, { isActive: true }, second).expect(200);
    // Enabled again, the owner approves only what is asked from now on.
    expect((await since()).getTime()).toBeGreaterThan(disabledSince.getTime());
    const { rows } = await db.query(
      "SELECT action FROM admin_audit_events WHERE action IN ('admin_user.made_owner', 'admin_user.made_staff') ORDER BY created_at",
    );
    // The first made owner is the second's, in the set-up.
    expect(rows.map((row) => row.action)).toEqual([
      'admin_user.made_owner',
      'admin_user.made_staff',
      'admin_user.made_owner',
    ]);
  });

  it('refuses a role that is not one, and a change that changes nothing', async () => {
    const owner2 = await ownerToken(t.server);
    const bad = await request(t.server)
      .patch(`/api/v1/admin/users/${staffId}`)
      .set(bearer(owner2))
      .send({ role: 'admin' })
      .expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    await request(t.server).patch(`/api/v1/admin/users/${staffId}`).set(bearer(owner2)).send({}).expect(400);
  });
});

describe('a new owner waits for another owner (decision A8)', () => {
  let t: TestApp;
  let db: pg.Client;
  let owner: string;
  const users = () => request(t.server).get('/api/v1/admin/users').set(bearer(owner));
  const grantAction = (id: string, action: 'approve' | 'cancel', token = owner) =>
    request(t.server).post(`/api/v1/admin/users/owner-grants/${id}/${action}`).set(bearer(token));
  const trail = async (subject: string) =>
    (
      await db.query(
        "SELECT action FROM admin_audit_events WHERE subject = $1 AND action LIKE 'admin_user.%' ORDER BY created_at, action",
        [subject],
      )
    ).rows.map((row) => row.action as string);

  beforeAll(async () => {
    t = await createAdminTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    owner = await ownerToken(t.server);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('with one owner, makes an account asked as an owner staff for 24 hours, e-mailing the owner, then an owner', async () => {
    const partner = { email: 'nuova.socia@agenzia.it', password: 'nuova-socia-agenzia-26' };
    const asked = Date.now();
    const created = await request(t.server)
      .post('/api/v1/admin/users')
      .set(bearer(owner))
      .send({ ...partner, role: 'owner' })
      .expect(201);
    expect(created.body).toMatchObject({
      email: partner.email,
      role: 'staff',
      ownerGrant: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        requestedBy: expect.stringMatching(/^[0-9a-f-]{36}$/),
        requestedByEmail: TEST_ADMIN.email,
        requestedAt: expect.any(String),
      },
    });
    const grantId = created.body.ownerGrant.id as string;
    const effective = Date.parse(created.body.ownerGrant.effectiveAt as string);
    expect(effective - asked).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(effective - asked).toBeLessThan(24 * 3_600_000 + 60_000);
    const { rows: mails } = await db.query(
      "SELECT recipient, booking_id FROM messages WHERE kind = 'staff_owner_grant' AND occasion LIKE $1",
      [`${grantId}:%`],
    );
    expect(mails).toEqual([{ recipient: TEST_ADMIN.email, booking_id: null }]);

    // Meanwhile the account signs in as staff: the owner routes stay closed to it.
    const meanwhile = await ownerToken(t.server, partner);
    expect((await request(t.server).get('/api/v1/auth/me').set(bearer(meanwhile)).expect(200)).body.role).toBe('staff');
    const refused = await request(t.server)
      .post('/api/v1/admin/ibans')
      .set(bearer(meanwhile))
      .send({ accountHolder: 'Conto della Socia', iban: 'IT60X0542811101000000123456' })
      .expect(403);
    expect(refused.body.code).toBe('FORBIDDEN_ROLE');
    expect((await grantAction(grantId, 'approve').expect(403)).body.code).toBe('SAME_OWNER');

    expect(await t.app.get(AdminUsersService).applyDueOwnerGrants()).toBe(0);
    await letDayPass(t, db, 'owner', grantId);
    const listed = (await users().expect(200)).body.find((user: { id: string }) => user.id === created.body.id);
    expect(listed).toMatchObject({ role: 'owner', ownerGrant: null });
    expect((await request(t.server).get('/api/v1/auth/me').set(bearer(meanwhile)).expect(200)).body.role).toBe('owner');
    expect(await trail(created.body.id)).toEqual([
      'admin_user.created',
      'admin_user.owner_requested',
      'admin_user.made_owner',
    ]);
    await grantAction(grantId, 'approve').expect(404);
  });

  it('asks once for a staff account made owner, and any owner cancels it without the password typed again', async () => {
    const staff = { email: 'promosso@agenzia.it', password: 'promosso-agenzia-26' };
    const { body: created } = await request(t.server)
      .post('/api/v1/admin/users')
      .set(bearer(owner))
      .send(staff)
      .expect(201);
    const promote = () =>
      request(t.server).patch(`/api/v1/admin/users/${created.id}`).set(bearer(owner)).send({ role: 'owner' });
    const first = await promote().expect(200);
    expect(first.body).toMatchObject({ role: 'staff', ownerGrant: { requestedByEmail: TEST_ADMIN.email } });
    // Asked again, the same request goes on waiting.
    expect((await promote().expect(200)).body.ownerGrant.id).toBe(first.body.ownerGrant.id);

    const cancelled = await grantAction(first.body.ownerGrant.id, 'cancel', await loginAdmin(t.server)).expect(200);
    expect(cancelled.body).toMatchObject({ id: created.id, role: 'staff', ownerGrant: null });
    await letDayPass(t, db, 'owner', first.body.ownerGrant.id);
    const { rows } = await db.query('SELECT role, owner_since FROM admin_users WHERE id = $1', [created.id]);
    expect(rows[0]).toEqual({ role: 'staff', owner_since: null });
    expect((await grantAction(first.body.ownerGrant.id, 'cancel').expect(404)).body).toMatchObject({
      code: 'OWNER_GRANT_NOT_FOUND',
      message: 'La richiesta di nomina a titolare indicata non è in attesa.',
    });
    expect(await trail(created.id)).toEqual([
      'admin_user.created',
      'admin_user.owner_requested',
      'admin_user.owner_cancelled',
    ]);
  });

  it('cancels the request of an account disabled meanwhile, and makes no disabled account an owner', async () => {
    const { body: created } = await request(t.server)
      .post('/api/v1/admin/users')
      .set(bearer(owner))
      .send({ email: 'in.uscita@agenzia.it', password: 'in-uscita-agenzia-26', role: 'owner' })
      .expect(201);
    const disabled = await request(t.server)
      .patch(`/api/v1/admin/users/${created.id}`)
      .set(bearer(owner))
      .send({ isActive: false })
      .expect(200);
    expect(disabled.body).toMatchObject({ isActive: false, role: 'staff', ownerGrant: null });
    const { rows } = await db.query('SELECT status FROM owner_grants WHERE id = $1', [created.ownerGrant.id]);
    expect(rows[0].status).toBe('cancelled');
    const refused = await request(t.server)
      .patch(`/api/v1/admin/users/${created.id}`)
      .set(bearer(owner))
      .send({ role: 'owner' })
      .expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'ADMIN_USER_INACTIVE',
      message: 'Questo account è disattivato: riattivalo prima di renderlo titolare.',
    });
  });

  it('answers 404 for an unknown request, and for what is no id', async () => {
    for (const id of ['6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90', 'nope']) {
      expect((await grantAction(id, 'approve').expect(404)).body.code).toBe('OWNER_GRANT_NOT_FOUND');
    }
  });

  it('keeps owner and owner-since together in the database, whatever writes to it', async () => {
    await expect(db.query("UPDATE admin_users SET role = 'owner' WHERE role = 'staff'")).rejects.toThrow(
      /admin_users_owner_since/,
    );
  });
});

describe('addresses behind a proxy', () => {
  const failures = (t: TestApp, forged: (i: number) => string) =>
    Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request(t.server)
          .post('/api/v1/auth/login')
          .set('x-forwarded-for', forged(i))
          .send({ email: `tentativo${i}@agenzia.it`, password: 'indovina-indovina' }),
      ),
    ).then((all) => all.map((res) => res.status).sort());

  it('believes X-Forwarded-For only from a listed proxy: a forged one from elsewhere earns no fresh limit', async () => {
    // The tests reach the app from 127.0.0.1, which is not the listed proxy.
    const t = await createAdminTestApp({ TRUST_PROXY: '10.9.9.9' });
    try {
      expect(await failures(t, (i) => `198.51.100.${i + 1}`)).toEqual([...Array(10).fill(401), ...Array(2).fill(429)]);
    } finally {
      await t.close();
    }
  });

  it('counts every client whose forwarded address is no address as one', async () => {
    const t = await createAdminTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await failures(t, (i) => `not-an-address-${i}`)).toEqual([...Array(10).fill(401), ...Array(2).fill(429)]);
      // A real address behind the listed proxy is a client of its own.
      await request(t.server)
        .post('/api/v1/auth/login')
        .set('x-forwarded-for', '203.0.113.9')
        .send({ email: 'altro@agenzia.it', password: 'indovina-indovina' })
        .expect(401);
    } finally {
      await t.close();
    }
  });
});
