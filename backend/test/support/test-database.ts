import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from '../../src/database/embedded.js';

export const TEST_SERVER_URL_ENV = 'VIAGGI_TEST_SERVER_URL';
export const TEMPLATE_DATABASE_ENV = 'VIAGGI_TEST_TEMPLATE_DB';

/** A fresh, migrated database for one test file, cloned from the run's template. */
export async function createTestDatabase(): Promise<string> {
  const serverUrl = process.env[TEST_SERVER_URL_ENV];
  const template = process.env[TEMPLATE_DATABASE_ENV];
  if (!serverUrl || !template) throw new Error('The API tests run through jest.api.config.js (global setup missing)');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)} TEMPLATE ${admin.escapeIdentifier(template)}`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}
