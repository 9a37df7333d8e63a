import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  getMetadataStorage,
  validateSync,
} from 'class-validator';

/** The repository root, two levels above `backend/src/config` or `backend/dist/config`. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** 'true'/'1'/'yes' and 'false'/'0'/'no'; anything else stays a string and fails validation. */
const toBoolean = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.toLowerCase();
  if (['1', 'true', 'yes'].includes(text)) return true;
  if (['0', 'false', 'no'].includes(text)) return false;
  return value;
};

/**
 * Every environment variable the backend reads. Nothing else in the code touches
 * `process.env`; the README's configuration table lists exactly these names.
 */
export class EnvironmentVariables {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: 'development' | 'production' | 'test';

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT?: number;

  @IsOptional()
  @IsString()
  HOST?: string;

  @IsOptional()
  @IsUrl({ protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true })
  DATABASE_URL?: string;

  @IsOptional()
  @IsString()
  EMBEDDED_POSTGRES_DIR?: string;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1024)
  @Max(65535)
  EMBEDDED_POSTGRES_PORT?: number;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters long' })
  JWT_SECRET?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_BASE_URL?: string;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;

  @IsOptional()
  @Transform(({ value }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(0)
  @Max(3_600_000)
  LOG_SLOW_REQUEST_MS?: number;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  SERVE_FRONTEND?: boolean;

  @IsOptional()
  @IsString()
  FRONTEND_DIST_DIR?: string;

  @IsOptional()
  @IsString()
  FRONTEND_SERVER_DIR?: string;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  TRUST_PROXY?: boolean;

  @IsOptional()
  @Matches(/^\d{5,20}$/, { message: 'FACEBOOK_PIXEL_ID is the numeric id of the pixel' })
  FACEBOOK_PIXEL_ID?: string;

  @IsOptional()
  @Matches(/^AW-\d{5,15}$/, { message: 'GOOGLE_ADS_ID looks like AW-123456789' })
  GOOGLE_ADS_ID?: string;

  @IsOptional()
  @Matches(/^[\w-]{5,60}$/, { message: 'GOOGLE_ADS_CONVERSION_LABEL is the label of the conversion action' })
  GOOGLE_ADS_CONVERSION_LABEL?: string;
}

/** The names declared above, read back from their validation decorators. */
export const CONFIG_VARIABLE_NAMES: readonly string[] = [
  ...new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(EnvironmentVariables, '', true, false)
      .map((meta) => meta.propertyName),
  ),
];

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Null means "start the embedded PostgreSQL" (never in production). */
  databaseUrl: string | null;
  embeddedPostgres: { dataDir: string; port: number | null };
  jwtSecret: string;
  publicBaseUrl: string;
  logLevel: string;
  /** Requests at least this slow are logged (warn) even when they succeed; 0 logs them all. */
  slowRequestMs: number;
  serveFrontend: boolean;
  frontendDistDir: string;
  /** The frontend's server render (frontend/dist-server); without it pages are served as the bare shell. */
  frontendServerDir: string;
  trustProxy: boolean;
  /** Marketing tags, loaded by the site only after the visitor accepts cookies; null = off. */
  tracking: { facebookPixelId: string | null; googleAdsId: string | null; googleAdsConversionLabel: string | null };
  /** Largest JSON body accepted; a booking with ten travellers is a few kilobytes. */
  bodyLimitBytes: number;
}

export class ConfigError extends Error {}

/** A well-known value that only development and tests may use. */
const DEVELOPMENT_JWT_SECRET = 'development-only-secret-change-me-in-production!';

/** Reads and validates the environment once; throws a readable ConfigError on bad input. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const known: Record<string, string> = {};
  for (const name of CONFIG_VARIABLE_NAMES) {
    const value = env[name];
    if (value !== undefined && value !== '') known[name] = value;
  }
  const vars = plainToInstance(EnvironmentVariables, known);
  const errors = validateSync(vars, { whitelist: true });
  if (errors.length > 0) {
    const lines = errors.flatMap((e) => Object.values(e.constraints ?? {}).map((m) => `${e.property}: ${m}`));
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }

  const nodeEnv = vars.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  if (isProduction) {
    const missing = (['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_BASE_URL'] as const).filter((name) => !vars[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Production needs these environment variables: ${missing.join(', ')}`);
    }
    if (vars.JWT_SECRET === DEVELOPMENT_JWT_SECRET) {
      throw new ConfigError('JWT_SECRET is the development value; set a secret of your own');
    }
  }

  const port = vars.PORT ?? 8080;
  return {
    env: nodeEnv,
    isProduction,
    port,
    host: vars.HOST ?? '0.0.0.0',
    databaseUrl: vars.DATABASE_URL ?? null,
    embeddedPostgres: {
      dataDir: path.resolve(vars.EMBEDDED_POSTGRES_DIR ?? path.join(REPO_ROOT, '.data/postgres')),
      port: vars.EMBEDDED_POSTGRES_PORT ?? null,
    },
    jwtSecret: vars.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    publicBaseUrl: (vars.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: vars.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    slowRequestMs: vars.LOG_SLOW_REQUEST_MS ?? 500,
    serveFrontend: vars.SERVE_FRONTEND ?? true,
    frontendDistDir: path.resolve(vars.FRONTEND_DIST_DIR ?? path.join(REPO_ROOT, 'frontend/dist')),
    frontendServerDir: path.resolve(vars.FRONTEND_SERVER_DIR ?? path.join(REPO_ROOT, 'frontend/dist-server')),
    trustProxy: vars.TRUST_PROXY ?? false,
    tracking: {
      facebookPixelId: vars.FACEBOOK_PIXEL_ID ?? null,
      googleAdsId: vars.GOOGLE_ADS_ID ?? null,
      googleAdsConversionLabel: vars.GOOGLE_ADS_CONVERSION_LABEL ?? null,
    },
    bodyLimitBytes: 100 * 1024,
  };
}
