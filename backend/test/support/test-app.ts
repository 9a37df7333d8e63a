import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp, type CreateAppOptions } from '../../src/app.factory.js';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: NestFastifyApplication;
  /** For supertest: `request(t.server)`. */
  server: NestFastifyApplication['getHttpServer'] extends () => infer S ? S : never;
  databaseUrl: string;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real application on its own migrated database, without the SPA unless asked for; or, with
 * `databaseUrl`, on another app's database, as a second replica would run beside the first.
 * It queues messages but leaves writing and sending them to a delivery replica, as API replicas
 * do (`DELIVERY_WORKERS: 'on'` makes it one): rendering a booking's PDFs shares the test's one
 * thread, and a file that asserts no message would otherwise wait on them.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<CreateAppOptions, 'logDestination'> & { databaseUrl?: string } = {},
): Promise<TestApp> {
  const { databaseUrl = await createTestDatabase(), ...appOptions } = options;
  const config = loadConfig({
    NODE_ENV: 'test',
    SERVE_FRONTEND: 'false',
    DELIVERY_WORKERS: 'off',
    ...env,
    DATABASE_URL: databaseUrl,
  });
  const app = await createApp(config, databaseUrl, { docsUi: false, ...appOptions });
  await app.getHttpAdapter().getInstance().ready();
  return { app, server: app.getHttpServer(), databaseUrl, config, close: () => app.close() };
}
