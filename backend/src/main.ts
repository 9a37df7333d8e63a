import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { FirstAdminService } from './auth/first-admin.service.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { connectDatabase } from './database/connect.js';
import { prepareDatabase, startSeedOptions } from './database/data-source.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const say = (message: string) => console.log(`[viaggi] ${message}`);

  const database = await connectDatabase(config, say);
  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    const prepared = await prepareDatabase(database.url, startSeedOptions(config));
    if (prepared.migrations.length > 0) say(`Applied migrations: ${prepared.migrations.join(', ')}`);
    if (prepared.seeded.length > 0) say(`Seeded the empty database: ${prepared.seeded.join(', ')}`);
    app = await createApp(config, database.url);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // The embedded server would otherwise outlive the failed start.
    await database.close();
    throw error;
  }
  say(`Ready on ${config.publicBaseUrl} (API docs: ${config.publicBaseUrl}/api/docs)`);
  const developmentLogin = await app.get(FirstAdminService).developmentLogin();
  if (developmentLogin) say(developmentLogin);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  // A close that fails still ends the process, with the reason, rather than hanging on.
  const stopOnSignal = () => {
    stop().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
