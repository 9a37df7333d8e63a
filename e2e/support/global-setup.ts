import { E2E_ADMIN } from './admin.ts';
import { startBackend } from './start-backend.mjs';

/**
 * One app for the whole browser run, with its own empty database; stopped at the end. It
 * trusts X-Forwarded-For, as behind nginx, so that each test can be a client of its own
 * (support/test.ts). Its first admin is E2E_ADMIN, for the admin area's tests.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const app = await startBackend({
    env: { TRUST_PROXY: 'true', ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
  });
  process.env.E2E_BASE_URL = app.url;
  return () => app.stop();
}
