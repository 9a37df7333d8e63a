import type pg from 'pg';
import request from 'supertest';
import { AdminUsersService } from '../../src/auth/admin-users.service.js';
import { IbansService } from '../../src/ibans/ibans.service.js';
import type { TestApp } from './test-app.js';
import { createTestApp } from './test-app.js';

/** The first admin of a test app: made at start from ADMIN_EMAIL and ADMIN_PASSWORD, as in production. */
export const TEST_ADMIN = { email: 'direzione@agenzia.it', password: 'tre-gatti-sul-tetto-2026' };

/** A test app with its first admin; `env` as for createTestApp. */
export function createAdminTestApp(
  env: Record<string, string> = {},
  options?: Parameters<typeof createTestApp>[1],
): Promise<TestApp> {
  return createTestApp({ ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, ...env }, options);
}

/** Signs in (the first admin by default) and returns the access token. */
export async function loginAdmin(
  server: TestApp['server'],
  credentials: { email: string; password: string } = TEST_ADMIN,
): Promise<string> {
  const response = await request(server).post('/api/v1/auth/login').send(credentials).expect(200);
  return (response.body as { accessToken: string }).accessToken;
}

/** The header an admin request carries: `.set(bearer(token))`. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * An owner's step-up token (the first admin's by default): it opens the owner routes (staff
 * accounts, IBANs, the system IBAN) for 10 minutes, and every other admin route as well.
 */
export async function ownerToken(
  server: TestApp['server'],
  credentials: { email: string; password: string } = TEST_ADMIN,
): Promise<string> {
  const token = await loginAdmin(server, credentials);
  const response = await request(server)
    .post('/api/v1/auth/step-up')
    .set(bearer(token))
    .send({ password: credentials.password })
    .expect(200);
  return (response.body as { accessToken: string }).accessToken;
}

/** The jobs that apply what waited its 24 hours with a single owner (decisions A3 and A8), by what waits. */
const WAITING = {
  iban: { table: 'saved_ibans', apply: (t: TestApp) => t.app.get(IbansService).applyDueIbans() },
  owner: { table: 'owner_grants', apply: (t: TestApp) => t.app.get(AdminUsersService).applyDueOwnerGrants() },
  switch: { table: 'iban_switches', apply: (t: TestApp) => t.app.get(IbansService).applyDueSwitches() },
} as const;

/** Lets a waiting request's 24 hours pass, then runs the job that applies it, as it would a day later. */
export async function letDayPass(t: TestApp, db: pg.Client, what: keyof typeof WAITING, id: string): Promise<void> {
  await db.query(`UPDATE ${WAITING[what].table} SET effective_at = now() - interval '1 second' WHERE id = $1`, [id]);
  await WAITING[what].apply(t);
}

/**
 * Saves an IBAN with an owner's step-up token and, when it waits for approval (any but the
 * agency's first does), lets its 24 hours pass: links may then pay into it.
 */
export async function usableIban(
  t: TestApp,
  db: pg.Client,
  token: string,
  body: { accountHolder: string; iban: string; bankName?: string },
): Promise<{ id: string; iban: string }> {
  const created = await request(t.server).post('/api/v1/admin/ibans').set(bearer(token)).send(body).expect(201);
  if (created.body.approval === 'pending') await letDayPass(t, db, 'iban', created.body.id);
  return { id: created.body.id, iban: created.body.iban };
}

/**
 * Adds an account asked as an owner, with an owner's step-up token, and lets the request's 24
 * hours pass: it is an owner from then on. Returns its id.
 */
export async function addOwner(
  t: TestApp,
  db: pg.Client,
  token: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const created = await request(t.server)
    .post('/api/v1/admin/users')
    .set(bearer(token))
    .send({ ...credentials, role: 'owner' })
    .expect(201);
  await letDayPass(t, db, 'owner', created.body.ownerGrant.id);
  return created.body.id;
}
