import { Logger } from '@nestjs/common';
import { DataSource, type DataSourceOptions, type Logger as TypeOrmLogger } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { seedDatabase } from './seed/seed.js';
import { prepareJobSchema } from '../delivery/job-schema.js';

/**
 * TypeORM's messages through the app's logger (Nest's console before the app exists). A
 * failed query is logged by its SQLSTATE and the table and constraint involved: never its
 * parameters, which hold what visitors sent, nor the driver's message and detail, which
 * may quote them. Queries themselves are not logged.
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new Logger('Database');

  logQuery(): void {}

  logQueryError(error: string | Error): void {
    const { code, table, constraint } = (typeof error === 'object' ? error : {}) as {
      code?: unknown;
      table?: unknown;
      constraint?: unknown;
    };
    this.logger.error({ sqlState: code, table, constraint }, 'query failed');
  }

  logQuerySlow(time: number): void {
    this.logger.warn({ ms: time }, 'slow query');
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}

/**
 * Connection settings shared by the application, the migration runner and the tests.
 * The short timeouts keep /api/health honest while the database is unreachable; the pool
 * opens fresh connections by itself once it is back.
 */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    // gen_random_uuid() (built into PostgreSQL 13+) for generated ids, rather than uuid-ossp.
    uuidExtension: 'pgcrypto',
    synchronize: false,
    migrationsRun: false,
    logger: new DatabaseLogger(),
    extra: {
      max: 20,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 15_000,
      application_name: 'viaggi-backend',
    },
  };
}

// Any constant works; it only has to be the same for every replica.
const MIGRATION_LOCK_KEY = 4_711_2026;

export interface PrepareOptions {
  /** false: migrations only. */
  seed?: boolean;
  simulatedSales?: boolean;
  /** The demo account as the system IBAN of an installation without IBANs (off unless asked for). */
  demoIban?: boolean;
}

/**
 * What the app's own start seeds: production a catalogue with every seat free and no IBAN;
 * elsewhere seats partly sold and, unless DEMO_IBAN=false, the demo IBAN (DECISIONS 32).
 */
export function startSeedOptions(config: Pick<AppConfig, 'isProduction' | 'demoIban'>): PrepareOptions {
  return { simulatedSales: !config.isProduction, demoIban: !config.isProduction && config.demoIban };
}

/**
 * Brings the schema up to date, then fills what is empty with the seed. Replicas starting
 * together take turns on an advisory lock, so each migration runs once.
 */
export async function prepareDatabase(
  url: string,
  { seed = true, simulatedSales = true, demoIban = false }: PrepareOptions = {},
): Promise<{ migrations: string[]; seeded: string[] }> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      await prepareJobSchema(url);
      const seeded = seed ? await seedDatabase(dataSource, { simulatedSales, demoIban }) : [];
      return { migrations: applied.map((m) => m.name), seeded };
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

/** The SQL TypeORM would still need to make the database match the entities. */
export async function pendingSchemaChanges(url: string): Promise<{ up: string[]; down: string[] }> {
  const dataSource = new DataSource(dataSourceOptions(url));
  await dataSource.initialize();
  try {
    const sql = await dataSource.driver.createSchemaBuilder().log();
    return {
      up: sql.upQueries.map((q) => q.query),
      down: sql.downQueries.map((q) => q.query),
    };
  } finally {
    await dataSource.destroy();
  }
}
