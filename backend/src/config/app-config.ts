import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainToInstance, Transform } from 'class-transformer';
import ipaddr from 'ipaddr.js';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
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
 * TRUST_PROXY as Fastify takes it: false (no proxy), true (any: tests and development only),
 * or the proxies' addresses and CIDRs. An entry that is neither stops the start.
 */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value.trim() === '') return false;
  const flag = toBoolean({ value });
  if (typeof flag === 'boolean') return flag;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
  if (wrong.length > 0 || entries.length === 0) {
    throw new ConfigError(`TRUST_PROXY: not an address or CIDR: ${wrong.join(', ') || value}`);
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  if (entry.includes('/')) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(entry);
}

/**
 * One consultant number as WhatsApp's links want it: the country code and the number, digits
 * only. Spaces, dots, dashes and brackets are only how people write numbers; the leading `+`
 * or `00` is required, since without it a national number cannot be told from an
 * international one.
 */
export function whatsappNumberDigits(entry: string): string | null {
  const compact = entry.replace(/[\s.()\-/]/g, '');
  const match = /^(?:\+|00)([1-9]\d{7,14})$/.exec(compact);
  return match ? match[1] : null;
}

/** Why a WHATSAPP_NUMBERS value cannot be used, or null. Entries are named by position: numbers stay out of logs. */
export function whatsappNumbersProblem(value: string): string | null {
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => entry === '')) return 'lists no number';
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    if (entry === '') continue;
    const digits = whatsappNumberDigits(entry);
    if (!digits) {
      return (
        `entry ${index + 1} is not an international number; write each number with its ` +
        'country code, separated by commas, e.g. +39 333 1234567,+39 347 7654321'
      );
    }
    if (seen.has(digits)) return `entry ${index + 1} repeats an earlier number`;
    seen.add(digits);
  }
  return null;
}

/** The numbers of a valid WHATSAPP_NUMBERS value, digits only, in the order given. */
export function parseWhatsappNumbers(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => whatsappNumberDigits(entry)!);
}

/** Text, at sign, text: `admin@localhost` included, as a mailbox on a private network may look. */
export const ADMIN_EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,189}$/;
/** The shortest admin password, in characters; the admin area checks the same length. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** An admin token lives at most a working day. */
export const ADMIN_TOKEN_MAX_TTL_MINUTES = 480;
/** The account development makes for itself when no first admin is configured. */
export const DEVELOPMENT_ADMIN_EMAIL = 'admin@localhost';

/**
 * Every environment variable the backend reads. Nothing else in the code touches
 * `process.env`; the README's configuration table lists exactly these names.
 */
export class EnvironmentVariables {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV?: 'development' | 'production' | 'test';

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === undefined ? value : Number(value)))
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
  @Transform(({ value }: { value: unknown }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1024)
  @Max(65535)
  EMBEDDED_POSTGRES_PORT?: number;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters long' })
  JWT_SECRET?: string;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'CLIENT_HASH_SECRET must be at least 32 characters long' })
  CLIENT_HASH_SECRET?: string;

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'DATA_ENCRYPTION_KEY must be at least 32 characters long' })
  DATA_ENCRYPTION_KEY?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_BASE_URL?: string;

  @IsOptional()
  @Matches(/^\d{1,20}:[\w-]{20,100}$/, {
    message: 'TELEGRAM_BOT_TOKEN is the token BotFather gives, e.g. 123456:AAH...',
  })
  TELEGRAM_BOT_TOKEN?: string;

  @IsOptional()
  @Matches(/^(-?\d{1,20}|@\w{5,32})$/, { message: 'TELEGRAM_CHAT_ID is the numeric id of the chat or @channelname' })
  TELEGRAM_CHAT_ID?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  TELEGRAM_API_BASE_URL?: string;

  @IsOptional()
  @Matches(/^smtps?:\/\/[^\s]+$/, {
    message: 'SMTP_URL is smtp://user:password@host:port (or smtps:// for TLS from the first byte)',
  })
  SMTP_URL?: string;

  @IsOptional()
  @MaxLength(200)
  @Matches(/^[^\r\n]+$/, { message: 'MAIL_FROM is one line, e.g. "Viaggi di Gruppo <prenotazioni@agenzia.it>"' })
  MAIL_FROM?: string;

  @IsOptional()
  @IsIn(['on', 'off'])
  MAIL_DELIVERY?: 'on' | 'off';

  /** 'off': this replica queues messages but leaves delivering them to the other replicas. */
  @IsOptional()
  @IsIn(['on', 'off'])
  DELIVERY_WORKERS?: 'on' | 'off';

  /** How often the delivery workers look for due jobs; tests make it short. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === undefined ? value : Number(value)))
  @IsNumber({}, { message: 'DELIVERY_POLL_SECONDS is a number of seconds' })
  @Min(0.5)
  @Max(60)
  DELIVERY_POLL_SECONDS?: number;

  /**
   * true: partners' webhooks may go to private and loopback addresses and over plain http (the
   * tests' local receiver, a partner's sandbox on the LAN). Refused in production.
   */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  WEBHOOK_ALLOW_PRIVATE_TARGETS?: boolean;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: string;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === undefined ? value : Number(value)))
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
  @IsString()
  @Matches(/^(true|false|1|0|yes|no|[0-9a-fA-F:./, ]+)$/, {
    message:
      'TRUST_PROXY lists the proxies whose X-Forwarded-For is believed: addresses or CIDRs separated by commas (e.g. 127.0.0.1,10.0.0.0/8), or false',
  })
  TRUST_PROXY?: string;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  DEPARTURES_AUTO_TOP_UP?: boolean;

  /** false: no demo IBAN in an empty database outside production (the browser tests, the benchmarks). */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  DEMO_IBAN?: boolean;

  @IsOptional()
  @Matches(/^\d{5,20}$/, { message: 'FACEBOOK_PIXEL_ID is the numeric id of the pixel' })
  FACEBOOK_PIXEL_ID?: string;

  @IsOptional()
  @Matches(/^AW-\d{5,15}$/, { message: 'GOOGLE_ADS_ID looks like AW-123456789' })
  GOOGLE_ADS_ID?: string;

  @IsOptional()
  @Matches(/^[\w-]{5,60}$/, { message: 'GOOGLE_ADS_CONVERSION_LABEL is the label of the conversion action' })
  GOOGLE_ADS_CONVERSION_LABEL?: string;

  @IsOptional()
  @ValidateBy({
    name: 'whatsappNumbers',
    validator: {
      validate: (value) => typeof value === 'string' && whatsappNumbersProblem(value) === null,
      defaultMessage: (args) => whatsappNumbersProblem(String(args?.value)) ?? '',
    },
  })
  WHATSAPP_NUMBERS?: string;

  @IsOptional()
  @Matches(ADMIN_EMAIL_PATTERN, { message: 'ADMIN_EMAIL is the e-mail address the first admin signs in with' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  @ValidateBy({
    name: 'adminPassword',
    validator: {
      validate: (value) => typeof value === 'string' && [...value].length >= ADMIN_PASSWORD_MIN_LENGTH,
      defaultMessage: () => `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`,
    },
  })
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(5)
  @Max(ADMIN_TOKEN_MAX_TTL_MINUTES)
  ADMIN_TOKEN_TTL_MINUTES?: number;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(100_000)
  PARTNER_RATE_LIMIT?: number;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === undefined ? value : Number(value)))
  @IsInt()
  @Min(1)
  @Max(3600)
  PARTNER_RATE_WINDOW_SECONDS?: number;
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
  /** Signs admin tokens. */
  jwtSecret: string;
  /** Keys the hash that recognises a client by its address; never the token key. */
  clientHashSecret: string;
  /** The secret the encryption key of travellers' passport numbers is derived from. */
  dataEncryptionKey: string;
  /** Booking notifications to the agency's Telegram chat; null: not sent (logged once). */
  telegram: { botToken: string; chatId: string; apiBaseUrl: string } | null;
  /**
   * E-mail to customers. `smtpUrl` null: messages are kept, not sent, and staff read them in
   * the admin area (never in production unless MAIL_DELIVERY=off says so on purpose).
   */
  mail: { smtpUrl: string | null; from: string };
  /** Seconds between the delivery workers' looks for due jobs. */
  deliveryPollSeconds: number;
  /** Whether this replica delivers messages (DELIVERY_WORKERS); every replica queues them. */
  deliveryWorkers: boolean;
  /**
   * Partners' webhooks: `allowPrivateTargets` lets them reach private and loopback addresses
   * and plain http (WEBHOOK_ALLOW_PRIVATE_TARGETS; never in production).
   */
  webhooks: { allowPrivateTargets: boolean };
  publicBaseUrl: string;
  logLevel: string;
  /** Requests at least this slow are logged (warn) even when they succeed; 0 logs them all. */
  slowRequestMs: number;
  serveFrontend: boolean;
  frontendDistDir: string;
  /** The frontend's server render (frontend/dist-server); without it pages are served as the bare shell. */
  frontendServerDir: string;
  /** The proxies (addresses, CIDRs) whose X-Forwarded-For is believed; false: none; true: any (never in production). */
  trustProxy: boolean | string[];
  /** Marketing tags, loaded by the site only after the visitor accepts cookies; null = off. */
  tracking: { facebookPixelId: string | null; googleAdsId: string | null; googleAdsConversionLabel: string | null };
  /**
   * The consultants' WhatsApp numbers (digits with the country code), handed out in turn;
   * empty: the agency's phone from the site settings.
   */
  whatsappNumbers: string[];
  /**
   * A daily job adds each trip's missing departures for the coming year. Off in production
   * unless asked for: there the agency decides which dates to sell.
   */
  departuresAutoTopUp: boolean;
  /**
   * The start gives an installation without any saved IBAN the demo account as its system IBAN,
   * so that a fresh `npm start` books end to end (DECISIONS 32). Outside production only.
   */
  demoIban: boolean;
  /** Largest JSON body accepted; a booking with ten travellers is a few kilobytes. */
  bodyLimitBytes: number;
  /** How many requests one partner key may make per window, counted across every replica. */
  partnerRateLimit: { requests: number; windowSeconds: number };
  admin: {
    /** Lifetime of an admin token. */
    tokenTtlMinutes: number;
    /**
     * The account made at start when there is no admin at all (never overwriting one):
     * ADMIN_EMAIL/ADMIN_PASSWORD, or in development a generated password on admin@localhost.
     */
    firstAdmin: { email: string; password: string; generated: boolean } | null;
  };
}

export class ConfigError extends Error {}

/** Where development keeps the secrets it made for itself (ignored by git, like the database). */
export const DEFAULT_SECRETS_FILE = path.join(REPO_ROOT, '.data/secrets.json');

type SecretName = 'JWT_SECRET' | 'CLIENT_HASH_SECRET' | 'DATA_ENCRYPTION_KEY';
const SECRET_NAMES: readonly SecretName[] = ['JWT_SECRET', 'CLIENT_HASH_SECRET', 'DATA_ENCRYPTION_KEY'];
/** What development keeps in its secrets file: the two keys and the password of its own admin. */
type StoredName = SecretName | 'ADMIN_PASSWORD';
const STORED_NAMES: readonly StoredName[] = [...SECRET_NAMES, 'ADMIN_PASSWORD'];

/** Words that mark a placeholder, a sample or a guess rather than a generated secret. */
const PLACEHOLDER_WORDS = [
  'changeme',
  'changethis',
  'replace',
  'placeholder',
  'openssl',
  'secret',
  'password',
  'example',
  'default',
  'development',
];

/** Why production must not use `value` as a secret, or null when it looks generated. */
export function weakSecretReason(value: string): string | null {
  if (value.length < 32) return 'is shorter than 32 characters';
  if (/^(.{1,16})\1+.{0,15}$/s.test(value) || new Set(value).size < 8) return 'repeats a few characters';
  const letters = value.toLowerCase().replace(/[^a-z]/g, '');
  const word = PLACEHOLDER_WORDS.find((candidate) => letters.includes(candidate));
  if (word) return `contains "${word}", as placeholders and samples do`;
  return null;
}

function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The secrets of this checkout, made once and kept in a file only its owner reads, so that
 * admin sessions, contact limits and the development admin's password survive a restart
 * without any secret in the repository. A file from before a secret existed gets it added.
 */
function developmentSecrets(file: string): Record<StoredName, string> {
  const read = (): Partial<Record<StoredName, unknown>> | null => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<StoredName, unknown>>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new ConfigError(`${file} is unreadable (${String(error)}): delete it and a new one is made`);
    }
  };
  const valid = (stored: Partial<Record<StoredName, unknown>>, name: StoredName) => {
    const value = stored[name];
    return typeof value === 'string' && value.length >= (name === 'ADMIN_PASSWORD' ? ADMIN_PASSWORD_MIN_LENGTH : 32);
  };
  const complete = (stored: Partial<Record<StoredName, unknown>> | null) =>
    stored !== null && STORED_NAMES.every((name) => valid(stored, name));

  const stored = read();
  if (complete(stored)) return stored as Record<StoredName, string>;
  if (stored !== null && STORED_NAMES.some((name) => stored[name] !== undefined && !valid(stored, name)))
    throw new ConfigError(`${file} holds an unusable ${STORED_NAMES.join(' or ')}: delete it and a new one is made`);

  const made = {
    ...Object.fromEntries(STORED_NAMES.map((name) => [name, randomSecret()])),
    ...(stored ?? {}),
  } as Record<StoredName, string>;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written aside, then linked (or, to add a secret to an older file, renamed) into place:
    // a second process starting at the same moment finds the file whole, never half-written.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    try {
      if (stored === null) fs.linkSync(draft, file);
      else fs.renameSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  } catch (error) {
    throw new ConfigError(
      `Could not keep the development secrets in ${file} (${String(error)}): set ${SECRET_NAMES.join(' and ')}`,
    );
  }
  const kept = read();
  if (!complete(kept)) throw new ConfigError(`${file} is incomplete: delete it and a new one is made`);
  return kept as Record<StoredName, string>;
}

/** Secrets that live only as long as this process: each test run signs with its own. */
let testSecrets: Record<SecretName, string> | null = null;

export interface LoadConfigOptions {
  /** Where development keeps its generated secrets; `.data/secrets.json` by default. */
  secretsFile?: string;
}

/** Reads and validates the environment once; throws a readable ConfigError on bad input. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: LoadConfigOptions = {},
): AppConfig {
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
    const missing = (
      ['DATABASE_URL', 'JWT_SECRET', 'CLIENT_HASH_SECRET', 'DATA_ENCRYPTION_KEY', 'PUBLIC_BASE_URL'] as const
    ).filter((name) => !vars[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Production needs these environment variables: ${missing.join(', ')}`);
    }
    const weak = SECRET_NAMES.flatMap((name) => {
      const reason = weakSecretReason(vars[name] ?? '');
      return reason ? [`${name} ${reason}`] : [];
    });
    if (weak.length > 0) {
      throw new ConfigError(`${weak.join('; ')}. Use a generated value, e.g. the output of: openssl rand -base64 48`);
    }
  }
  for (const [index, first] of SECRET_NAMES.entries()) {
    for (const second of SECRET_NAMES.slice(index + 1)) {
      if (vars[first] && vars[first] === vars[second]) {
        throw new ConfigError(`${first} and ${second} must differ: one key for each purpose`);
      }
    }
  }
  const trustProxy = parseTrustProxy(vars.TRUST_PROXY);
  if (isProduction && trustProxy === true) {
    throw new ConfigError(
      'TRUST_PROXY=true believes X-Forwarded-For from anyone who reaches the port: list the proxies instead, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8',
    );
  }
  if (isProduction && vars.DEMO_IBAN === true) {
    throw new ConfigError(
      'DEMO_IBAN=true would ask customers to pay into an account nobody owns: production starts without an IBAN',
    );
  }
  if (isProduction && vars.WEBHOOK_ALLOW_PRIVATE_TARGETS === true) {
    throw new ConfigError(
      "WEBHOOK_ALLOW_PRIVATE_TARGETS=true would let a partner's webhook reach the servers' own network: production sends webhooks only to public https addresses",
    );
  }
  if (Boolean(vars.TELEGRAM_BOT_TOKEN) !== Boolean(vars.TELEGRAM_CHAT_ID)) {
    throw new ConfigError(
      'TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID go together: set both to notify bookings, or neither',
    );
  }
  if (isProduction && !vars.SMTP_URL && vars.MAIL_DELIVERY !== 'off') {
    throw new ConfigError(
      'Production sends the customers their e-mails: set SMTP_URL, or MAIL_DELIVERY=off to keep them unsent on purpose',
    );
  }
  if (isProduction && !vars.MAIL_FROM && vars.MAIL_DELIVERY !== 'off') {
    throw new ConfigError('MAIL_FROM is the sender customers see, e.g. "Viaggi di Gruppo <prenotazioni@agenzia.it>"');
  }
  if (Boolean(vars.ADMIN_EMAIL) !== Boolean(vars.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both to create the first admin, or neither');
  }
  const given = definedSecrets(vars);
  // Development makes an admin of its own when none is configured, with a password kept beside its keys.
  const needsDevelopmentAdmin = nodeEnv === 'development' && !vars.ADMIN_EMAIL;
  const secrets: Record<SecretName, string> & { ADMIN_PASSWORD?: string } =
    SECRET_NAMES.every((name) => given[name]) && !needsDevelopmentAdmin
      ? (given as Record<SecretName, string>)
      : { ...generatedSecrets(nodeEnv as 'development' | 'test', options), ...given };
  const firstAdmin =
    vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
      ? { email: vars.ADMIN_EMAIL.trim().toLowerCase(), password: vars.ADMIN_PASSWORD, generated: false }
      : needsDevelopmentAdmin && secrets.ADMIN_PASSWORD
        ? { email: DEVELOPMENT_ADMIN_EMAIL, password: secrets.ADMIN_PASSWORD, generated: true }
        : null;

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
    jwtSecret: secrets.JWT_SECRET,
    clientHashSecret: secrets.CLIENT_HASH_SECRET,
    dataEncryptionKey: secrets.DATA_ENCRYPTION_KEY,
    telegram:
      vars.TELEGRAM_BOT_TOKEN && vars.TELEGRAM_CHAT_ID
        ? {
            botToken: vars.TELEGRAM_BOT_TOKEN,
            chatId: vars.TELEGRAM_CHAT_ID,
            apiBaseUrl: (vars.TELEGRAM_API_BASE_URL ?? 'https://api.telegram.org').replace(/\/$/, ''),
          }
        : null,
    mail: {
      smtpUrl: vars.MAIL_DELIVERY === 'off' ? null : (vars.SMTP_URL ?? null),
      from: vars.MAIL_FROM ?? 'Viaggi di Gruppo <prenotazioni@localhost>',
    },
    deliveryPollSeconds: vars.DELIVERY_POLL_SECONDS ?? 2,
    deliveryWorkers: vars.DELIVERY_WORKERS !== 'off',
    webhooks: { allowPrivateTargets: vars.WEBHOOK_ALLOW_PRIVATE_TARGETS === true },
    publicBaseUrl: (vars.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: vars.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    slowRequestMs: vars.LOG_SLOW_REQUEST_MS ?? 500,
    serveFrontend: vars.SERVE_FRONTEND ?? true,
    frontendDistDir: path.resolve(vars.FRONTEND_DIST_DIR ?? path.join(REPO_ROOT, 'frontend/dist')),
    frontendServerDir: path.resolve(vars.FRONTEND_SERVER_DIR ?? path.join(REPO_ROOT, 'frontend/dist-server')),
    trustProxy,
    departuresAutoTopUp: vars.DEPARTURES_AUTO_TOP_UP ?? !isProduction,
    demoIban: !isProduction && vars.DEMO_IBAN !== false,
    tracking: {
      facebookPixelId: vars.FACEBOOK_PIXEL_ID ?? null,
      googleAdsId: vars.GOOGLE_ADS_ID ?? null,
      googleAdsConversionLabel: vars.GOOGLE_ADS_CONVERSION_LABEL ?? null,
    },
    whatsappNumbers: vars.WHATSAPP_NUMBERS ? parseWhatsappNumbers(vars.WHATSAPP_NUMBERS) : [],
    bodyLimitBytes: 100 * 1024,
    // FareHarbor's own partner API allows 30 requests per second per key: enough for a
    // reseller's booking flow, and far below what two cores answer.
    partnerRateLimit: {
      requests: vars.PARTNER_RATE_LIMIT ?? 30,
      windowSeconds: vars.PARTNER_RATE_WINDOW_SECONDS ?? 1,
    },
    admin: { tokenTtlMinutes: vars.ADMIN_TOKEN_TTL_MINUTES ?? ADMIN_TOKEN_MAX_TTL_MINUTES, firstAdmin },
  };
}

function definedSecrets(vars: EnvironmentVariables): Partial<Record<SecretName, string>> {
  return Object.fromEntries(SECRET_NAMES.flatMap((name) => (vars[name] ? [[name, vars[name]]] : [])));
}

/** Development reads (or makes) its secrets file only when a secret or its admin is not set. */
function generatedSecrets(
  env: 'development' | 'test',
  options: LoadConfigOptions,
): Record<SecretName, string> & { ADMIN_PASSWORD?: string } {
  if (env === 'test') {
    testSecrets ??= {
      JWT_SECRET: randomSecret(),
      CLIENT_HASH_SECRET: randomSecret(),
      DATA_ENCRYPTION_KEY: randomSecret(),
    };
    return testSecrets;
  }
  return developmentSecrets(options.secretsFile ?? DEFAULT_SECRETS_FILE);
}
