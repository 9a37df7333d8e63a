// Jest loads global setup outside its transform, so this file uses the compiled backend
// (`npm run build`, which the test scripts run first).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../dist/config/app-config.js';
import { prepareDatabase } from '../../dist/database/data-source.js';
import { startEmbeddedPostgres, withDatabase } from '../../dist/database/embedded.js';

export const TEST_SERVER_URL_ENV = 'VIAGGI_TEST_SERVER_URL';
export const TEMPLATE_DATABASE_ENV = 'VIAGGI_TEST_TEMPLATE_DB';

/**
 * Starts one PostgreSQL for the whole API run (a throw-away embedded cluster, or the
 * server of DATABASE_URL), migrates a template database once, and lets every test file
 * clone it (test-database.ts). Teardown stops the cluster or drops what the run created.
 */
export default async function globalSetup() {
  const externalUrl = loadConfig({ DATABASE_URL: process.env.DATABASE_URL }).databaseUrl;
  let serverUrl = externalUrl;
  if (!serverUrl) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'viaggi-test-pg-'));
    await fs.chmod(dataDir, 0o755);
    const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'data'), persistent: false, fast: true });
    serverUrl = server.url;
    globalThis.__embeddedPostgres = { server, dataDir };
  }

  const template = `viaggi_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  await prepareDatabase(withDatabase(serverUrl, template));

  process.env[TEST_SERVER_URL_ENV] = serverUrl;
  process.env[TEMPLATE_DATABASE_ENV] = template;
}
