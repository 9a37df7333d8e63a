import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/app-config.js';
import { createTestDatabase } from './support/test-database.js';

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;

/**
 * Everything the app writes while a test runs: its JSON log and, should a library print on
 * its own, the console.
 */
class CapturedOutput {
  readonly lines: string[] = [];
  private readonly originals = new Map<string, (...args: unknown[]) => void>();

  readonly destination = { write: (line: string) => void this.lines.push(line) };

  captureConsole(): void {
    for (const method of CONSOLE_METHODS) {
      this.originals.set(method, console[method]);
      console[method] = (...args: unknown[]) => void this.lines.push(args.map(String).join(' '));
    }
  }

  releaseConsole(): void {
    for (const [method, original] of this.originals) console[method as (typeof CONSOLE_METHODS)[number]] = original;
    this.originals.clear();
  }

  text(): string {
    return this.lines.join('\n');
  }

  entries(): Record<string, unknown>[] {
    return this.lines.flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  }
}

describe('Logs hold no personal data', () => {
  let app: NestFastifyApplication;
  let db: pg.Client;
  const output = new CapturedOutput();

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    // Debug: every request gets its line, the successful ones included.
    const config = loadConfig({
      NODE_ENV: 'test',
      SERVE_FRONTEND: 'false',
      LOG_LEVEL: 'debug',
      DATABASE_URL: databaseUrl,
    });
    app = await createApp(config, databaseUrl, { docsUi: false, logDestination: output.destination });
    await app.getHttpAdapter().getInstance().ready();
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await app.close();
  });
  beforeEach(() => {
    output.lines.length = 0;
    output.captureConsole();
  });
  afterEach(() => output.releaseConsole());

  it('a failed insert is logged by its SQLSTATE, without what the visitor sent, the query string or the token', async () => {
    // Every new row now breaks a constraint, as a full disk or a bad migration might.
    await db.query('ALTER TABLE contact_requests ADD CONSTRAINT refuse_rows CHECK (false) NOT VALID');
    try {
      const visitor = {
        name: 'Ginevra Lombardini',
        email: 'ginevra.lombardini@example.it',
        phone: '+39 347 9081726',
        message: 'Vorrei sapere se il viaggio in Islanda è adatto a mia madre.',
        privacyAccepted: true,
      };
      await request(app.getHttpServer())
        .post('/api/v1/contact-requests?email=ginevra.lombardini%40example.it')
        .set('authorization', 'Bearer eyJzZWNyZXQiOiJ0b2tlbiJ9')
        .send(visitor)
        .expect(500);

      const log = output.text();
      expect(log).toContain('23514'); // check_violation: the operator still learns what failed
      expect(output.entries()).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/v1/contact-requests', status: 500 }),
      );
      for (const value of [
        'Ginevra',
        'Lombardini',
        'ginevra.lombardini',
        'email=',
        '347 9081726',
        'Islanda',
        'mia madre',
        'eyJzZWNyZXQiOiJ0b2tlbiJ9',
      ]) {
        expect(log).not.toContain(value);
      }
    } finally {
      await db.query('ALTER TABLE contact_requests DROP CONSTRAINT refuse_rows');
    }
  });

  it('a request is logged by its path, without its query string, credentials or cookies', async () => {
    await request(app.getHttpServer())
      .get('/api/v1/trips?lang=it&email=ginevra.lombardini%40example.it')
      .set('authorization', 'Bearer eyJzZWNyZXQiOiJ0b2tlbiJ9')
      .set('cookie', 'session=cookie-value-7f3a')
      .expect(200);

    expect(output.entries()).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/v1/trips', status: 200 }),
    );
    const log = output.text();
    for (const value of ['ginevra', 'email=', 'eyJzZWNyZXQiOiJ0b2tlbiJ9', 'cookie-value-7f3a']) {
      expect(log).not.toContain(value);
    }
  });
});
