import pg from 'pg';
import request from 'supertest';
import { ERROR_CATALOGUE } from '../src/common/app-error.js';
import { PartnerRateLimiter } from '../src/partners/partner-rate-limiter.js';
import { bearer, createAdminTestApp, ownerToken } from './support/admin.js';
import type { TestApp } from './support/test-app.js';

/** Five requests a minute: a test sends them in well under the window. */
const LIMIT = 5;
const WINDOW_SECONDS = 60;
const LIMITS = { PARTNER_RATE_LIMIT: String(LIMIT), PARTNER_RATE_WINDOW_SECONDS: String(WINDOW_SECONDS) };
const TRIPS = '/api/partner/v1/trips';

type Headers = Record<string, { $ref: string }>;
type PartnerDocument = {
  paths: Record<string, Record<string, { responses: Record<string, { headers?: Headers }> }>>;
  components: { headers: Record<string, { schema: Record<string, unknown> }> };
};

describe('partner API rate limit per key', () => {
  let t: TestApp;
  /** A second instance of the app on the same database, as another replica behind the proxy. */
  let replica: TestApp;
  let db: pg.Client;
  let token: string;

  const newKey = async (): Promise<{ id: string; key: string }> => {
    const partner = await request(t.server)
      .post('/api/v1/admin/partners')
      .set(bearer(token))
      .send({ name: 'Viaggi Rossi S.r.l.', email: 'prenotazioni@viaggirossi.it', commissionPercent: 10 })
      .expect(201);
    const created = await request(t.server)
      .post(`/api/v1/admin/partners/${partner.body.id}/api-keys`)
      .set(bearer(token))
      .send({})
      .expect(201);
    return { id: created.body.id as string, key: created.body.key as string };
  };
  const asPartner = (server: TestApp['server'], key: string, url = TRIPS) =>
    request(server).get(url).set('authorization', `Bearer ${key}`);
  const rateHeaders = (res: request.Response) => ({
    limit: Number(res.headers['ratelimit-limit']),
    remaining: Number(res.headers['ratelimit-remaining']),
    reset: Number(res.headers['ratelimit-reset']),
  });

  beforeAll(async () => {
    t = await createAdminTestApp(LIMITS);
    replica = await createAdminTestApp(LIMITS, { databaseUrl: t.databaseUrl });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    token = await ownerToken(t.server);
  });
  afterAll(async () => {
    await db.end();
    await replica.close();
    await t.close();
  });

  it('counts a key across both instances, says what is left, then answers 429 with Retry-After', async () => {
    const { key } = await newKey();
    const remaining: number[] = [];
    for (let sent = 0; sent < LIMIT; sent += 1) {
      const res = await asPartner(sent % 2 === 0 ? t.server : replica.server, key).expect(200);
      const headers = rateHeaders(res);
      expect(headers.limit).toBe(LIMIT);
      expect(headers.reset).toBeGreaterThanOrEqual(0);
      expect(headers.reset).toBeLessThanOrEqual(WINDOW_SECONDS);
      remaining.push(headers.remaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);

    for (const server of [replica.server, t.server]) {
      const refused = await asPartner(server, key).expect(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        code: 'PARTNER_RATE_LIMITED',
        message: ERROR_CATALOGUE.PARTNER_RATE_LIMITED.message,
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
      expect(rateHeaders(refused)).toEqual({ limit: LIMIT, remaining: 0, reset: retryAfter });
    }
    // Every partner route shares the key's count, not only the one that ran out.
    await asPartner(replica.server, key, '/api/partner/v1/trips/praga-tour-culturale/departures').expect(429);
  });

  it('tells no other site’s page that it may read a partner answer', async () => {
    const { key } = await newKey();
    const res = await asPartner(t.server, key).set('origin', 'https://agenzia-partner.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBe(new URL(t.config.publicBaseUrl).origin);
  });

  it('documents the headers and the 429 on every answer of every partner operation', async () => {
    const document = (await request(t.server).get('/api/partner/openapi.json').expect(200)).body as PartnerDocument;
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      expect(operation.responses['429']).toBeDefined();
      for (const [status, response] of Object.entries(operation.responses)) {
        const names = Object.keys(response.headers ?? {}).sort();
        const expected = [
          'Access-Control-Allow-Origin',
          ...(/^[24]/.test(status) ? ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'] : []),
          ...(status === '429' ? ['Retry-After'] : []),
        ].sort();
        expect([status, names]).toEqual([status, expected]);
      }
    }
    for (const name of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After']) {
      expect(document.components.headers[name].schema).toMatchObject({ type: 'integer', format: 'int32' });
    }
  });

  it('leaves another key of the same or another partner its whole allowance', async () => {
    const spent = await newKey();
    const other = await newKey();
    for (let sent = 0; sent < LIMIT; sent += 1) await asPartner(t.server, spent.key).expect(200);
    await asPartner(replica.server, spent.key).expect(429);

    const res = await asPartner(replica.server, other.key).expect(200);
    expect(rateHeaders(res)).toMatchObject({ limit: LIMIT, remaining: LIMIT - 1 });
  });

  it('lets exactly the limit through when requests of one key race on both instances', async () => {
    const { key } = await newKey();
    const answers = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, index) => asPartner(index % 2 === 0 ? t.server : replica.server, key)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT * 2);
  });

  it('starts counting again when the window is over', async () => {
    const { id, key } = await newKey();
    for (let sent = 0; sent < LIMIT; sent += 1) await asPartner(t.server, key).expect(200);
    await asPartner(t.server, key).expect(429);
    // As if the minute had passed: the window's end is stored in epoch milliseconds.
    await db.query('UPDATE partner_request_counts SET expire = $2 WHERE key = $1', [
      `partner_key:${id}`,
      Date.now() - 1,
    ]);
    const res = await asPartner(replica.server, key).expect(200);
    expect(rateHeaders(res).remaining).toBe(LIMIT - 1);
  });

  it('forgets the counts of windows over for an hour, and keeps the current ones', async () => {
    const current = await newKey();
    const old = await newKey();
    await asPartner(t.server, current.key).expect(200);
    await asPartner(t.server, old.key).expect(200);
    await db.query('UPDATE partner_request_counts SET expire = $2 WHERE key = $1', [
      `partner_key:${old.id}`,
      Date.now() - 61 * 60_000,
    ]);

    await t.app.get(PartnerRateLimiter).purgeEndedWindows();

    const { rows } = await db.query<{ key: string }>('SELECT key FROM partner_request_counts WHERE key = ANY($1)', [
      [`partner_key:${current.id}`, `partner_key:${old.id}`],
    ]);
    expect(rows.map((row) => row.key)).toEqual([`partner_key:${current.id}`]);
  });

  it('counts nothing for a refused key, so a stranger cannot spend a partner’s requests', async () => {
    const { key } = await newKey();
    const forged = key.replace(/_[^_]+$/, `_${'A'.repeat(43)}`);
    for (let sent = 0; sent < LIMIT + 2; sent += 1) {
      const res = await asPartner(t.server, forged).expect(401);
      expect(res.headers['ratelimit-remaining']).toBeUndefined();
    }
    const res = await asPartner(t.server, key).expect(200);
    expect(rateHeaders(res).remaining).toBe(LIMIT - 1);
  });
});
