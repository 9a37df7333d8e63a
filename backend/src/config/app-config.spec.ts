import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIG_VARIABLE_NAMES, ConfigError, loadConfig, REPO_ROOT } from './app-config.js';

// Shaped as `openssl rand -base64 48` prints them.
const SECRET = 'q7Jm2Vx9LkP0aZ4tR8nYw1Hc5Fg3Bd6Es0Uo2Ii9Kl7Mn4Pq';
const HASH_SECRET = 'Zt5Wr8Yu1Io3Pa6Sd9Fg2Hj4Kl7Zx0Cv5Bn8Mq1We3Rt6Yu';
const DATA_KEY = 'Hq3Lp8Wd2Nv6Tb0Xs4Kc9Fm1Gr5Jz7Ay2Ue6Io0Pw3Qe8Rt';
const FIRST_ADMIN = { ADMIN_EMAIL: 'Direzione@Agenzia.it', ADMIN_PASSWORD: 'tre-gatti-sul-tetto' };
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app:pw@db:5432/viaggi',
  JWT_SECRET: SECRET,
  CLIENT_HASH_SECRET: HASH_SECRET,
  DATA_ENCRYPTION_KEY: DATA_KEY,
  PUBLIC_BASE_URL: 'https://www.example.it',
  SMTP_URL: 'smtp://agenzia:password-di-prova@mail.example.it:587',
  MAIL_FROM: 'Viaggi di Gruppo <prenotazioni@example.it>',
};

/** The signing constant development used before secrets were generated per checkout. */
const FORMER_DEVELOPMENT_SECRET = 'development-only-secret-change-me-in-production!';

let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'viaggi-config-'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const secretsFile = (name: string) => path.join(scratch, name, 'secrets.json');

describe('loadConfig', () => {
  it('gives safe development defaults with an empty environment', () => {
    const config = loadConfig({}, { secretsFile: secretsFile('defaults') });
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 8080,
      databaseUrl: null,
      serveFrontend: true,
      publicBaseUrl: 'http://localhost:8080',
    });
    expect(config.embeddedPostgres.dataDir).toBe(path.join(REPO_ROOT, '.data/postgres'));
  });

  it.each([
    [{ PORT: '0' }, 'PORT'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '65536' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SERVE_FRONTEND: 'maybe' }, 'SERVE_FRONTEND'],
    [{ DEPARTURES_AUTO_TOP_UP: 'sometimes' }, 'DEPARTURES_AUTO_TOP_UP'],
    [{ DEMO_IBAN: 'maybe' }, 'DEMO_IBAN'],
    [{ FACEBOOK_PIXEL_ID: 'abc' }, 'FACEBOOK_PIXEL_ID'],
    [{ GOOGLE_ADS_ID: '123' }, 'GOOGLE_ADS_ID'],
    [{ LOG_SLOW_REQUEST_MS: '-1' }, 'LOG_SLOW_REQUEST_MS'],
    [{ LOG_SLOW_REQUEST_MS: '1s' }, 'LOG_SLOW_REQUEST_MS'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  describe('WHATSAPP_NUMBERS', () => {
    it('hands the consultants out as digits with their country code, in the order given', () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        WHATSAPP_NUMBERS: '+39 333 123 4567, 0039 (347) 765-4321,+41.79.123.45.67',
      });
      expect(config.whatsappNumbers).toEqual(['393331234567', '393477654321', '41791234567']);
    });

    it('ignores a trailing comma', () => {
      expect(loadConfig({ NODE_ENV: 'test', WHATSAPP_NUMBERS: '+393331234567,' }).whatsappNumbers).toEqual([
        '393331234567',
      ]);
    });

    it('is empty when unset: the site phone stands in', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).whatsappNumbers).toEqual([]);
    });

    it.each([
      ['a national number', '338 9876543', /WHATSAPP_NUMBERS: entry 1 is not an international number/],
      ['a second entry without country code', '+393389876543, 3389876544', /entry 2 is not an international/],
      ['letters', '+39 338 98765 CALL', /entry 1 is not an international number/],
      ['too few digits', '+39 98765', /entry 1 is not an international number/],
      ['more digits than any number has', '+39 3389876543987654', /entry 1 is not an international number/],
      ['a country code starting with 0', '+0 338 9876543', /entry 1 is not an international number/],
      ['the same number twice', '+39 338 9876543,0039 3389876543', /entry 2 repeats an earlier number/],
      ['commas only', ' , ', /WHATSAPP_NUMBERS: lists no number/],
    ])('refuses %s with a message naming the variable and the entry, never the number', (_case, value, message) => {
      const attempt = () => loadConfig({ NODE_ENV: 'test', WHATSAPP_NUMBERS: value });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(message);
      expect(attempt).not.toThrow(/98765/);
    });
  });

  describe('TRUST_PROXY', () => {
    it.each<[string, string | undefined, boolean | string[]]>([
      ['nothing', undefined, false],
      ['false', 'false', false],
      ['one address', '127.0.0.1', ['127.0.0.1']],
      ['addresses and CIDRs with spaces', ' 10.0.0.0/8, 172.16.0.0/12 ,::1', ['10.0.0.0/8', '172.16.0.0/12', '::1']],
      ['an IPv6 CIDR', '2001:db8::/32', ['2001:db8::/32']],
    ])('takes %s', (_case, value, expected) => {
      expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });

    it.each([
      ['a made-up address', '10.0.0.300'],
      ['a CIDR past its length', '10.0.0.0/33'],
      ['a name', 'nginx'],
    ])('refuses %s', (_case, value) => {
      expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    });

    it('refuses to believe anyone in production, and allows it in development', () => {
      expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: 'true' })).toThrow(/list the proxies instead/);
      expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    });
  });

  it('refuses to start production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL, JWT_SECRET, CLIENT_HASH_SECRET, DATA_ENCRYPTION_KEY, PUBLIC_BASE_URL/,
    );
    expect(() => loadConfig({ ...PRODUCTION, CLIENT_HASH_SECRET: undefined })).toThrow(
      /needs these environment variables: CLIENT_HASH_SECRET$/,
    );
  });

  it.each(['JWT_SECRET', 'CLIENT_HASH_SECRET', 'DATA_ENCRYPTION_KEY'])(
    'refuses a %s shorter than 32 characters',
    (name) => {
      expect(() => loadConfig({ ...PRODUCTION, [name]: 'Zt5Wr8Yu1Io3Pa6Sd9Fg2Hj4Kl7Zx0C' })).toThrow(
        new RegExp(`${name} must be at least 32 characters`),
      );
    },
  );

  it.each([
    ['the former development constant', FORMER_DEVELOPMENT_SECRET],
    ['a placeholder', 'changeme-changeme-changeme-changeme'],
    ['a sentence about a secret', 'my-very-long-jwt-secret-for-the-agency-2026'],
    ['one repeated character', 'x'.repeat(40)],
    ['a repeated word', 'abc123'.repeat(8)],
    ['a sample value', 'replace-with-output-of-openssl-rand-hex-32'],
  ])('refuses %s as a production secret', (_label, value) => {
    for (const name of ['JWT_SECRET', 'CLIENT_HASH_SECRET', 'DATA_ENCRYPTION_KEY']) {
      expect(() => loadConfig({ ...PRODUCTION, [name]: value })).toThrow(new RegExp(`${name} (repeats|contains)`));
    }
  });

  it('refuses one value for two keys', () => {
    expect(() => loadConfig({ ...PRODUCTION, CLIENT_HASH_SECRET: SECRET })).toThrow(
      /JWT_SECRET and CLIENT_HASH_SECRET must differ/,
    );
    expect(() => loadConfig({ ...PRODUCTION, DATA_ENCRYPTION_KEY: HASH_SECRET })).toThrow(
      /CLIENT_HASH_SECRET and DATA_ENCRYPTION_KEY must differ/,
    );
  });

  it('sends booking notifications to Telegram only with both the bot token and the chat', () => {
    const token = '123456789:AAHk3LpQ8wX2nV5tB9mR1cY7uE4iO6sD0fG';
    expect(loadConfig({ NODE_ENV: 'test' }).telegram).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'test', TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: '-1001234567890' }).telegram,
    ).toEqual({
      botToken: token,
      chatId: '-1001234567890',
      apiBaseUrl: 'https://api.telegram.org',
    });
    expect(() => loadConfig({ NODE_ENV: 'test', TELEGRAM_BOT_TOKEN: token })).toThrow(/go together/);
    expect(() => loadConfig({ NODE_ENV: 'test', TELEGRAM_BOT_TOKEN: 'abc', TELEGRAM_CHAT_ID: '1' })).toThrow(
      /TELEGRAM_BOT_TOKEN is the token/,
    );
  });

  it('sends e-mail in production, or keeps it unsent only when told to', () => {
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: undefined })).toThrow(/set SMTP_URL, or MAIL_DELIVERY=off/);
    expect(() => loadConfig({ ...PRODUCTION, MAIL_FROM: undefined })).toThrow(/MAIL_FROM is the sender/);
    expect(loadConfig({ ...PRODUCTION, SMTP_URL: undefined, MAIL_DELIVERY: 'off' }).mail.smtpUrl).toBeNull();
    expect(loadConfig({ ...PRODUCTION, MAIL_DELIVERY: 'off' }).mail.smtpUrl).toBeNull();
    expect(loadConfig(PRODUCTION).mail).toEqual({
      smtpUrl: 'smtp://agenzia:password-di-prova@mail.example.it:587',
      from: 'Viaggi di Gruppo <prenotazioni@example.it>',
    });
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: 'mail.example.it:25' })).toThrow(/SMTP_URL is smtp:\/\//);
    expect(() => loadConfig({ ...PRODUCTION, MAIL_FROM: 'A\nBcc: x@y.it' })).toThrow(/MAIL_FROM is one line/);
  });

  it('delivers messages on every replica unless one is told not to', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ deliveryWorkers: true, deliveryPollSeconds: 2 });
    expect(loadConfig({ NODE_ENV: 'test', DELIVERY_WORKERS: 'off', DELIVERY_POLL_SECONDS: '0.5' })).toMatchObject({
      deliveryWorkers: false,
      deliveryPollSeconds: 0.5,
    });
    expect(() => loadConfig({ NODE_ENV: 'test', DELIVERY_POLL_SECONDS: '0.1' })).toThrow(/DELIVERY_POLL_SECONDS/);
  });

  it('lets webhooks reach private addresses only outside production, when asked', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).webhooks).toEqual({ allowPrivateTargets: false });
    expect(loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).webhooks).toEqual({
      allowPrivateTargets: true,
    });
    expect(loadConfig({ ...PRODUCTION, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' }).webhooks.allowPrivateTargets).toBe(
      false,
    );
    expect(() => loadConfig({ ...PRODUCTION, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_TARGETS=true/,
    );
  });

  it('accepts production with a database, its secrets and its public address', () => {
    const config = loadConfig({
      ...PRODUCTION,
      PUBLIC_BASE_URL: 'https://www.example.it/',
      SERVE_FRONTEND: 'false',
      TRUST_PROXY: '127.0.0.1,10.0.0.0/8',
    });
    expect(config).toMatchObject({
      isProduction: true,
      databaseUrl: 'postgres://app:pw@db:5432/viaggi',
      jwtSecret: SECRET,
      clientHashSecret: HASH_SECRET,
      publicBaseUrl: 'https://www.example.it',
      serveFrontend: false,
      trustProxy: ['127.0.0.1', '10.0.0.0/8'],
    });
  });

  it('tops departures up every day outside production unless told otherwise, and in production only when told', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).departuresAutoTopUp).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DEPARTURES_AUTO_TOP_UP: 'false' }).departuresAutoTopUp).toBe(false);
    expect(loadConfig(PRODUCTION).departuresAutoTopUp).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEPARTURES_AUTO_TOP_UP: 'true' }).departuresAutoTopUp).toBe(true);
  });

  it('seeds the demo IBAN outside production unless told not to, and never in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).demoIban).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_IBAN: 'false' }).demoIban).toBe(false);
    expect(loadConfig(PRODUCTION).demoIban).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEMO_IBAN: 'false' }).demoIban).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, DEMO_IBAN: 'true' })).toThrow(/DEMO_IBAN=true/);
  });

  describe('partner rate limit', () => {
    it("allows a key FareHarbor's 30 requests a second unless told otherwise", () => {
      expect(loadConfig(PRODUCTION).partnerRateLimit).toEqual({ requests: 30, windowSeconds: 1 });
      expect(
        loadConfig({ ...PRODUCTION, PARTNER_RATE_LIMIT: '600', PARTNER_RATE_WINDOW_SECONDS: '60' }).partnerRateLimit,
      ).toEqual({ requests: 600, windowSeconds: 60 });
    });

    it.each([
      ['PARTNER_RATE_LIMIT', '0'],
      ['PARTNER_RATE_LIMIT', 'trenta'],
      ['PARTNER_RATE_WINDOW_SECONDS', '0.5'],
      ['PARTNER_RATE_WINDOW_SECONDS', '3601'],
    ])('refuses %s=%s', (name, value) => {
      expect(() => loadConfig({ ...PRODUCTION, [name]: value })).toThrow(new RegExp(name));
    });
  });

  describe('admin settings', () => {
    it('never gives production an admin of its own', () => {
      expect(loadConfig(PRODUCTION).admin).toEqual({ tokenTtlMinutes: 480, firstAdmin: null });
      expect(loadConfig({ ...PRODUCTION, ...FIRST_ADMIN }).admin.firstAdmin).toMatchObject({
        email: 'direzione@agenzia.it',
        generated: false,
      });
    });

    it('gives tests no admin unless they set one', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).admin.firstAdmin).toBeNull();
    });

    it.each([
      [{ ADMIN_EMAIL: 'direzione@agenzia.it' }, /ADMIN_EMAIL and ADMIN_PASSWORD go together/],
      [{ ADMIN_PASSWORD: 'tre-gatti-sul-tetto' }, /ADMIN_EMAIL and ADMIN_PASSWORD go together/],
      [{ ...FIRST_ADMIN, ADMIN_PASSWORD: 'undici-car' }, /ADMIN_PASSWORD must be at least 12 characters/],
      [{ ...FIRST_ADMIN, ADMIN_EMAIL: 'direzione' }, /ADMIN_EMAIL is the e-mail address/],
      [{ ADMIN_TOKEN_TTL_MINUTES: '481' }, /ADMIN_TOKEN_TTL_MINUTES/],
      [{ ADMIN_TOKEN_TTL_MINUTES: '8h' }, /ADMIN_TOKEN_TTL_MINUTES/],
    ])('refuses %j', (env, message) => {
      expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(message);
    });

    it('lets a token live less than eight hours', () => {
      expect(loadConfig({ NODE_ENV: 'test', ADMIN_TOKEN_TTL_MINUTES: '60' }).admin.tokenTtlMinutes).toBe(60);
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '', NODE_ENV: 'test' })).toMatchObject({
      databaseUrl: null,
      port: 8080,
    });
  });

  describe('development without secrets', () => {
    it('makes three random keys once, in a file only its owner reads, and reuses them', () => {
      const file = secretsFile('reused');
      const first = loadConfig({}, { secretsFile: file });
      expect(first.jwtSecret).toHaveLength(43);
      expect(first.clientHashSecret).toHaveLength(43);
      expect(first.dataEncryptionKey).toHaveLength(43);
      expect(new Set([first.jwtSecret, first.clientHashSecret, first.dataEncryptionKey]).size).toBe(3);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
        JWT_SECRET: first.jwtSecret,
        CLIENT_HASH_SECRET: first.clientHashSecret,
        DATA_ENCRYPTION_KEY: first.dataEncryptionKey,
        ADMIN_PASSWORD: first.admin.firstAdmin?.password,
      });

      const restarted = loadConfig({}, { secretsFile: file });
      expect(restarted).toMatchObject({
        jwtSecret: first.jwtSecret,
        clientHashSecret: first.clientHashSecret,
        dataEncryptionKey: first.dataEncryptionKey,
      });
    });

    it('gives another checkout other keys: nothing is built in', () => {
      const one = loadConfig({}, { secretsFile: secretsFile('one') });
      const other = loadConfig({}, { secretsFile: secretsFile('other') });
      expect(other.jwtSecret).not.toBe(one.jwtSecret);
      expect(other.clientHashSecret).not.toBe(one.clientHashSecret);
    });

    it('keeps a secret that is set and makes only the missing one', () => {
      const file = secretsFile('partial');
      const config = loadConfig({ JWT_SECRET: SECRET }, { secretsFile: file });
      expect(config.jwtSecret).toBe(SECRET);
      expect(config.clientHashSecret).toBe(JSON.parse(fs.readFileSync(file, 'utf8')).CLIENT_HASH_SECRET);
    });

    it('makes no file when every secret and the first admin are set', () => {
      const file = secretsFile('unused');
      loadConfig(
        { JWT_SECRET: SECRET, CLIENT_HASH_SECRET: HASH_SECRET, DATA_ENCRYPTION_KEY: DATA_KEY, ...FIRST_ADMIN },
        { secretsFile: file },
      );
      expect(fs.existsSync(file)).toBe(false);
    });

    it('makes an admin of its own, admin@localhost with a random password kept in the file', () => {
      const file = secretsFile('admin');
      const config = loadConfig({ JWT_SECRET: SECRET, CLIENT_HASH_SECRET: HASH_SECRET }, { secretsFile: file });
      const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
      expect(config.admin.firstAdmin).toEqual({
        email: 'admin@localhost',
        password: stored.ADMIN_PASSWORD,
        generated: true,
      });
      expect(stored.ADMIN_PASSWORD.length).toBeGreaterThanOrEqual(12);
      expect(loadConfig({}, { secretsFile: secretsFile('admin-other') }).admin.firstAdmin?.password).not.toBe(
        stored.ADMIN_PASSWORD,
      );
    });

    it('adds the admin password to a file written before it existed, keeping its keys', () => {
      const file = secretsFile('older');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ JWT_SECRET: SECRET, CLIENT_HASH_SECRET: HASH_SECRET }), { mode: 0o600 });
      const config = loadConfig({}, { secretsFile: file });
      expect(config).toMatchObject({ jwtSecret: SECRET, clientHashSecret: HASH_SECRET });
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
        JWT_SECRET: SECRET,
        CLIENT_HASH_SECRET: HASH_SECRET,
        DATA_ENCRYPTION_KEY: config.dataEncryptionKey,
        ADMIN_PASSWORD: config.admin.firstAdmin?.password,
      });
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    });

    it('prefers the configured first admin to its own', () => {
      const config = loadConfig(FIRST_ADMIN, { secretsFile: secretsFile('configured') });
      expect(config.admin.firstAdmin).toEqual({
        email: 'direzione@agenzia.it',
        password: FIRST_ADMIN.ADMIN_PASSWORD,
        generated: false,
      });
    });

    it('signs tests with keys of their own run, never written to disk', () => {
      const file = secretsFile('tests');
      const config = loadConfig({ NODE_ENV: 'test' }, { secretsFile: file });
      expect(config.jwtSecret).toHaveLength(43);
      expect(config.jwtSecret).not.toBe(config.clientHashSecret);
      expect(fs.existsSync(file)).toBe(false);
    });
  });

  it('holds no secret in the repository', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && !file.endsWith('app-config.spec.ts') && fs.existsSync(path.join(REPO_ROOT, file)));
    const holding = tracked.filter((file) =>
      fs.readFileSync(path.join(REPO_ROOT, file), 'utf8').includes(FORMER_DEVELOPMENT_SECRET),
    );
    expect(holding).toEqual([]);
  });

  it('lists every variable it reads', () => {
    expect([...CONFIG_VARIABLE_NAMES].sort()).toEqual(
      [
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'ADMIN_TOKEN_TTL_MINUTES',
        'CLIENT_HASH_SECRET',
        'DATABASE_URL',
        'DATA_ENCRYPTION_KEY',
        'DELIVERY_POLL_SECONDS',
        'DELIVERY_WORKERS',
        'DEMO_IBAN',
        'DEPARTURES_AUTO_TOP_UP',
        'MAIL_DELIVERY',
        'MAIL_FROM',
        'SMTP_URL',
        'EMBEDDED_POSTGRES_DIR',
        'EMBEDDED_POSTGRES_PORT',
        'FACEBOOK_PIXEL_ID',
        'GOOGLE_ADS_CONVERSION_LABEL',
        'GOOGLE_ADS_ID',
        'FRONTEND_DIST_DIR',
        'FRONTEND_SERVER_DIR',
        'HOST',
        'JWT_SECRET',
        'LOG_LEVEL',
        'LOG_SLOW_REQUEST_MS',
        'NODE_ENV',
        'PARTNER_RATE_LIMIT',
        'PARTNER_RATE_WINDOW_SECONDS',
        'PORT',
        'PUBLIC_BASE_URL',
        'SERVE_FRONTEND',
        'TELEGRAM_API_BASE_URL',
        'TELEGRAM_BOT_TOKEN',
        'TELEGRAM_CHAT_ID',
        'TRUST_PROXY',
        'WEBHOOK_ALLOW_PRIVATE_TARGETS',
        'WHATSAPP_NUMBERS',
      ].sort(),
    );
  });
});
