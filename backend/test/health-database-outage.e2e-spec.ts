import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/app-config.js';
import { prepareDatabase } from '../src/database/data-source.js';
import {
  ensureDatabase,
  freePort,
  type RunningPostgres,
  startEmbeddedPostgres,
  withDatabase,
} from '../src/database/embedded.js';

/**
 * The application keeps running while its database goes away and comes back: health turns
 * 503 and then 200 again, without a restart. This file owns a cluster of its own so that it
 * can stop it without disturbing the other test files.
 */
describe('health through a database outage', () => {
  let dir: string;
  let port: number;
  let server: RunningPostgres;
  let app: NestFastifyApplication;

  const start = () => startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), port, fast: true });

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'viaggi-outage-'));
    await fs.chmod(dir, 0o755);
    port = await freePort();
    server = await start();
    await ensureDatabase(server.url, 'viaggi');
    const url = withDatabase(server.url, 'viaggi');
    await prepareDatabase(url, { seed: false });
    app = await createApp(loadConfig({ NODE_ENV: 'test', SERVE_FRONTEND: 'false', DATABASE_URL: url }), url, {
      docsUi: false,
    });
    await app.getHttpAdapter().getInstance().ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await server?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('answers 503 while the database is down and 200 once it is back', async () => {
    await request(app.getHttpServer()).get('/api/health').expect(200);

    await server.stop();
    const down = await request(app.getHttpServer()).get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'unavailable', database: 'down' });

    server = await start();
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 200; attempt++) {
      status = (await request(app.getHttpServer()).get('/api/health')).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
  }, 60_000);
});
