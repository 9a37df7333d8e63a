import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { FirstAdminService } from '../src/auth/first-admin.service.js';
import { loadConfig } from '../src/config/app-config.js';
import { bearer, createAdminTestApp, loginAdmin, ownerToken, TEST_ADMIN } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('the admin area in the logs', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createAdminTestApp(
      { LOG_LEVEL: 'debug' },
      { logDestination: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  it('holds no e-mail, password or token, whatever happens', async () => {
    const staff = { email: 'riservata.persona@agenzia.it', password: 'parola-segreta-di-prova' };
    const token = await ownerToken(t.server);
    await request(t.server).post('/api/v1/admin/users').set(bearer(token)).send(staff).expect(201);
    await request(t.server).post('/api/v1/admin/users').set(bearer(token)).send(staff).expect(409);
    const staffToken = await loginAdmin(t.server, staff);
    await request(t.server)
      .post('/api/v1/auth/login')
      .send({ email: 'sconosciuta.persona@agenzia.it', password: 'tentativo-a-vuoto' })
      .expect(401);
    await request(t.server)
      .post('/api/v1/auth/login')
      .send({ email: staff.email, password: 'tentativo-sbagliato' })
      .expect(401);
    await request(t.server)
      .put('/api/v1/auth/password')
      .set(bearer(staffToken))
      .send({ currentPassword: 'ricordo-male-la-mia', newPassword: 'nuova-parola-segreta' })
      .expect(400);
    await request(t.server)
      .put('/api/v1/auth/password')
      .set(bearer(staffToken))
      .send({ currentPassword: staff.password, newPassword: 'nuova-parola-segreta' })
      .expect(204);
    await request(t.server)
      .get('/api/v1/admin/users')
      .set(bearer(`${token}x`))
      .expect(401);
    await request(t.server).post('/api/v1/auth/logout').set(bearer(token)).expect(204);
    await request(t.server).get('/api/v1/auth/me').set(bearer(token)).expect(401);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const log = lines.join('');
    // The capture works: the requests above are in it.
    expect(log).toContain('"path":"/api/v1/auth/login"');
    for (const value of [
      'riservata.persona',
      'sconosciuta.persona',
      'direzione@agenzia.it',
      TEST_ADMIN.password,
      'parola-segreta',
      'tentativo',
      'ricordo-male',
      token,
      token.split('.')[2],
      staffToken.split('.')[2],
    ]) {
      expect(log).not.toContain(value);
    }
  });
});

describe('the first admin', () => {
  it('is made from ADMIN_EMAIL and ADMIN_PASSWORD when there is no admin, and never overwritten', async () => {
    const first = await createAdminTestApp();
    try {
      await loginAdmin(first.server);
      const restarted = await createApp(
        loadConfig({
          NODE_ENV: 'test',
          SERVE_FRONTEND: 'false',
          ADMIN_EMAIL: TEST_ADMIN.email,
          ADMIN_PASSWORD: 'una-password-diversa',
          DATABASE_URL: first.databaseUrl,
        }),
        first.databaseUrl,
        { docsUi: false },
      );
      try {
        await restarted.getHttpAdapter().getInstance().ready();
        await request(restarted.getHttpServer())
          .post('/api/v1/auth/login')
          .send({ email: TEST_ADMIN.email, password: 'una-password-diversa' })
          .expect(401);
        await loginAdmin(restarted.getHttpServer());
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
    }
  });

  it('is never made without settings outside development', async () => {
    const t = await createTestApp();
    try {
      expect(await t.app.get(FirstAdminService).ensureFirstAdmin()).toBe(false);
      const db = new pg.Client({ connectionString: t.databaseUrl });
      await db.connect();
      const { rows } = await db.query('SELECT count(*)::int AS admins FROM admin_users');
      await db.end();
      expect(rows[0].admins).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('is made by development for itself, and its sign-in is printed while its password holds', async () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'viaggi-admin-'));
    const t = await createTestApp();
    const config = loadConfig(
      { NODE_ENV: 'development', SERVE_FRONTEND: 'false', LOG_LEVEL: 'silent', DATABASE_URL: t.databaseUrl },
      { secretsFile: path.join(scratch, 'secrets.json') },
    );
    const app = await createApp(config, t.databaseUrl, { docsUi: false });
    try {
      await app.getHttpAdapter().getInstance().ready();
      const password = JSON.parse(fs.readFileSync(path.join(scratch, 'secrets.json'), 'utf8')).ADMIN_PASSWORD;
      const line = await app.get(FirstAdminService).developmentLogin();
      expect(line).toContain(`admin@localhost with password ${password}`);

      const token = await loginAdmin(app.getHttpServer(), { email: 'admin@localhost', password });
      await request(app.getHttpServer())
        .put('/api/v1/auth/password')
        .set(bearer(token))
        .send({ currentPassword: password, newPassword: 'una-password-mia-2026' })
        .expect(204);
      expect(await app.get(FirstAdminService).developmentLogin()).toBeNull();
    } finally {
      await app.close();
      await t.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
