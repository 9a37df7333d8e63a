import request from 'supertest';
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
