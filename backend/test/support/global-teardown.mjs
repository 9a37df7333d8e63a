import fs from 'node:fs/promises';
import pg from 'pg';
import { withDatabase } from '../../dist/database/embedded.js';
import { TEMPLATE_DATABASE_ENV, TEST_SERVER_URL_ENV } from './global-setup.mjs';

export default async function globalTeardown() {
  const embedded = globalThis.__embeddedPostgres;
  if (embedded) {
    await embedded.server.stop();
    await fs.rm(embedded.dataDir, { recursive: true, force: true });
    return;
  }
  // An external server outlives the run: drop the databases this run made there.
  const serverUrl = process.env[TEST_SERVER_URL_ENV];
  const template = process.env[TEMPLATE_DATABASE_ENV];
  if (!serverUrl || !template) return;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${template}%`]);
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(datname)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
