import type { AppConfig } from '../config/app-config.js';

export interface DatabaseConnection {
  url: string;
  /** Stops the embedded server; nothing to do for an external one. */
  close(): Promise<void>;
  embedded: boolean;
}

const EMBEDDED_DATABASE = 'viaggi';

/** DATABASE_URL when set; otherwise (never in production) the embedded PostgreSQL under .data/. */
export async function connectDatabase(config: AppConfig, log: (message: string) => void): Promise<DatabaseConnection> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: () => Promise.resolve(), embedded: false };
  if (config.isProduction) throw new Error('DATABASE_URL is required in production');

  // Loaded only here: production never needs the embedded server's binaries.
  const { ensureDatabase, startEmbeddedPostgres, withDatabase } = await import('./embedded.js');
  log(`Starting the embedded PostgreSQL in ${config.embeddedPostgres.dataDir}`);
  const server = await startEmbeddedPostgres({
    dataDir: config.embeddedPostgres.dataDir,
    port: config.embeddedPostgres.port,
  });
  if (server.dataDir !== config.embeddedPostgres.dataDir)
    log(`Its data is kept in ${server.dataDir}, linked from there`);
  await ensureDatabase(server.url, EMBEDDED_DATABASE);
  return { url: withDatabase(server.url, EMBEDDED_DATABASE), close: () => server.stop(), embedded: true };
}
