import { createHash } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { ERROR_CATALOGUE } from '../src/common/app-error.js';
import { ERROR_CODE_MAX, ERROR_MESSAGE_MAX } from '../src/common/error-response.dto.js';
import { buildOpenApiDocument } from '../src/common/openapi.js';
import { bearer, createAdminTestApp, loginAdmin, ownerToken } from './support/admin.js';
import { insertDeparture } from './support/booking-fixtures.js';
import type { TestApp } from './support/test-app.js';

const PRAGUE = 'praga-tour-culturale';
const UNKNOWN_ID = '3d6f0a52-7b1e-4c2d-9e8f-0a1b2c3d4e5f';
const KEY_PATTERN = /^ati_live_([0-9a-f-]{36})_([A-Za-z0-9_-]{43})$/;
const INVALID_API_KEY = {
  statusCode: 401,
  code: 'INVALID_API_KEY',
  message:
    "Chiave API mancante o non valida: usa l'intestazione Authorization: Bearer con una chiave attiva ricevuta dall'agenzia.",
};

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
};
type Operation = {
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  parameters?: { schema?: Schema }[];
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes?: Record<string, Record<string, unknown>> };
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** The limit per key has its own file: here one key reads every trip in a few milliseconds each. */
const UNLIMITED = { PARTNER_RATE_LIMIT: '100000' };

function operationsOf(document: Document): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** Every string schema anywhere in the document without a maxLength; an enum bounds its own length. */
function unboundedStrings(node: unknown, path = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => unboundedStrings(item, `${path}/${index}`));
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own =
    record.type === 'string' && typeof record.maxLength !== 'number' && !Array.isArray(record.enum) ? [path] : [];
  return [
    ...own,
    ...Object.entries(record)
      // `example` values are data, not schemas.
      .filter(([key]) => key !== 'example' && key !== 'examples')
      .flatMap(([key, value]) => unboundedStrings(value, `${path}/${key}`)),
  ];
}

function refsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsOf);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : refsOf(value),
  );
}

/** The strings of an answer longer than its schema says they can be. */
function overLimits(document: Document, value: unknown, schema: Schema, path = '$'): string[] {
  if (schema.$ref) return overLimits(document, value, document.components.schemas[schema.$ref.split('/').pop()!], path);
  if (schema.allOf) return schema.allOf.flatMap((part) => overLimits(document, value, part, path));
  if (typeof value === 'string') {
    return schema.maxLength !== undefined && [...value].length > schema.maxLength ? [`${path}: ${value}`] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      schema.items ? overLimits(document, item, schema.items, `${path}[${index}]`) : [],
    );
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const property = schema.properties?.[key];
      return property ? overLimits(document, item, property, `${path}.${key}`) : [];
    });
  }
  return [];
}

describe('partner agencies', () => {
  let t: TestApp;
  /** A second instance of the app on the same database, as another replica behind the proxy. */
  let replica: TestApp;
  let db: pg.Client;
  let token: string;
  const logLines: string[] = [];
  /** Every key answered in this file: none may reach the log. */
  const issuedKeys: string[] = [];

  const post = (url: string, body: object, as = token) => request(t.server).post(url).set(bearer(as)).send(body);
  const createPartner = async (body: object = {}) =>
    (
      await post('/api/v1/admin/partners', {
        name: 'Viaggi Rossi S.r.l.',
        email: 'prenotazioni@viaggirossi.it',
        commissionPercent: 10,
        ...body,
      }).expect(201)
    ).body.id as string;
  const createKey = async (partnerId: string, body: object = {}) => {
    const created = (await post(`/api/v1/admin/partners/${partnerId}/api-keys`, body).expect(201)).body as {
      id: string;
      key: string;
      prefix: string;
    };
    issuedKeys.push(created.key);
    return created;
  };
  const revokeKey = (partnerId: string, keyId: string, as = token) =>
    request(t.server).delete(`/api/v1/admin/partners/${partnerId}/api-keys/${keyId}`).set(bearer(as));
  const asPartner = (url: string, key: string | null, server = t.server) => {
    const call = request(server).get(url);
    return key === null ? call : call.set('authorization', `Bearer ${key}`);
  };
  /** As if the key's end had come: the database's clock is the one the check reads. */
  const endKeyNow = (keyId: string) =>
    db.query("UPDATE partner_api_keys SET expires_at = now() - interval '1 second' WHERE id = $1", [keyId]);
  const auditActions = async (subject: string) =>
    (
      await db.query('SELECT action FROM admin_audit_events WHERE subject = $1 ORDER BY created_at', [subject])
    ).rows.map((row) => row.action as string);
  const listPartners = async () =>
    (await request(t.server).get('/api/v1/admin/partners').set(bearer(token)).expect(200)).body as {
      id: string;
      name: string;
      email: string;
      commissionPercent: number;
      keys: Record<string, unknown>[];
    }[];

  beforeAll(async () => {
    t = await createAdminTestApp(
      { LOG_LEVEL: 'debug', ...UNLIMITED },
      { logDestination: { write: (line: string) => void logLines.push(line) } },
    );
    // Both instances live as long as the file: they share the process's default data source registration.
    replica = await createAdminTestApp(UNLIMITED, { databaseUrl: t.databaseUrl });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    token = await ownerToken(t.server);
  });
  afterAll(async () => {
    await db.end();
    await replica.close();
    await t.close();
  });

  describe('POST and GET /api/v1/admin/partners', () => {
    it('adds a partner, lists it with its commission and audits it', async () => {
      const id = await createPartner({
        name: '  Agenzia Blu Viaggi ',
        email: 'Booking@AgenziaBlu.IT',
        commissionPercent: 12.5,
      });
      const listed = (await listPartners()).find((partner) => partner.id === id);
      expect(listed).toEqual({
        id,
        name: 'Agenzia Blu Viaggi',
        email: 'booking@agenziablu.it',
        commissionPercent: 12.5,
        maxUnpaidSeats: 20,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        keys: [],
      });
      expect(await auditActions(id)).toEqual(['partner.created']);
    });

    it.each([
      ['no name', { name: '' }, 'name', "Indica il nome dell'agenzia partner."],
      [
        'a name on two lines',
        { name: 'Viaggi\nRossi' },
        'name',
        "Scrivi il nome dell'agenzia su una sola riga, senza caratteri invisibili o di controllo.",
      ],
      ['a name too long', { name: 'x'.repeat(101) }, 'name', 'Il testo è troppo lungo.'],
      ['no e-mail', { email: undefined }, 'email', 'Inserisci un indirizzo email valido.'],
      ['an e-mail without a domain', { email: 'prenotazioni@' }, 'email', 'Inserisci un indirizzo email valido.'],
      [
        'a commission above 30',
        { commissionPercent: 30.01 },
        'commissionPercent',
        expect.stringContaining('da 0 a 30'),
      ],
      ['a negative commission', { commissionPercent: -1 }, 'commissionPercent', expect.stringContaining('da 0 a 30')],
      ['three decimals', { commissionPercent: 12.345 }, 'commissionPercent', expect.stringContaining('due decimali')],
      ['a commission as text', { commissionPercent: '10' }, 'commissionPercent', expect.stringContaining('da 0 a 30')],
      ['a field not asked for', { iban: 'IT60X0542811101000000123456' }, 'iban', 'Campo non previsto.'],
    ])('refuses %s with 400 and the field to fix', async (_case, change, field, message) => {
      const body = { name: 'Viaggi Verdi', email: 'info@viaggiverdi.it', commissionPercent: 10, ...change };
      const res = await post('/api/v1/admin/partners', body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details[field]).toEqual([message]);
    });

    it('takes the commission limits themselves', async () => {
      await createPartner({ commissionPercent: 0 });
      await createPartner({ commissionPercent: 30 });
    });
  });

  describe('API keys', () => {
    it('answers the key once, keeps only a hash of its secret and lists what it is', async () => {
      const partnerId = await createPartner();
      const created = await createKey(partnerId);
      const [, id, secret] = KEY_PATTERN.exec(created.key)!;
      expect(id).toBe(created.id);
      expect(created.prefix).toBe(`ati_live_${created.id}`);
      expect(created.key).toBe(`${created.prefix}_${secret}`);

      const { rows } = await db.query('SELECT * FROM partner_api_keys WHERE id = $1', [created.id]);
      expect(rows[0].secret_hash).toEqual(createHash('sha256').update(secret).digest());
      expect(JSON.stringify(rows[0])).not.toContain(secret);

      const listed = (await listPartners()).find((partner) => partner.id === partnerId)!;
      expect(listed.keys).toEqual([
        {
          id: created.id,
          prefix: created.prefix,
          status: 'active',
          createdAt: expect.any(String),
          lastUsedAt: null,
          expiresAt: null,
          revokedAt: null,
          replacesKeyId: null,
          scopes: ['catalogue:read', 'bookings:read', 'bookings:write'],
        },
      ]);
      expect(JSON.stringify(listed)).not.toContain(secret);
      expect(await auditActions(created.id)).toEqual(['partner_key.created']);
    });

    it('makes a new key each time, with a secret of its own', async () => {
      const partnerId = await createPartner();
      const [first, second] = [await createKey(partnerId), await createKey(partnerId)];
      expect(KEY_PATTERN.exec(first.key)![2]).not.toBe(KEY_PATTERN.exec(second.key)![2]);
    });

    it.each([
      ['an expiry in the past', { expiresAt: '2020-01-01T00:00:00Z' }, 400, 'VALIDATION_FAILED'],
      ['an expiry that is no date', { expiresAt: 'domani' }, 400, 'VALIDATION_FAILED'],
      ['an overlap without a key to replace', { overlapHours: 24 }, 400, 'VALIDATION_FAILED'],
      ['a key to replace without an overlap', { replaces: UNKNOWN_ID }, 400, 'VALIDATION_FAILED'],
      ['an overlap over a week', { replaces: UNKNOWN_ID, overlapHours: 169 }, 400, 'VALIDATION_FAILED'],
      [
        'a key to replace that the partner does not have',
        { replaces: UNKNOWN_ID, overlapHours: 1 },
        404,
        'PARTNER_KEY_NOT_FOUND',
      ],
    ])('refuses %s', async (_case, body, status, code) => {
      const partnerId = await createPartner();
      const res = await post(`/api/v1/admin/partners/${partnerId}/api-keys`, body).expect(status);
      expect(res.body.code).toBe(code);
      expect(res.body.message).toMatch(/[a-zà-ù]/);
    });

    it("refuses another partner's key as the one to replace, and a key already revoked or replaced", async () => {
      const [mine, theirs] = [await createPartner(), await createPartner()];
      const theirKey = await createKey(theirs);
      const res = await post(`/api/v1/admin/partners/${mine}/api-keys`, { replaces: theirKey.id, overlapHours: 1 });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('PARTNER_KEY_NOT_FOUND');

      const revoked = await createKey(mine);
      await revokeKey(mine, revoked.id).expect(204);
      const again = await post(`/api/v1/admin/partners/${mine}/api-keys`, { replaces: revoked.id, overlapHours: 1 });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('PARTNER_KEY_INACTIVE');

      const rotated = await createKey(mine);
      await createKey(mine, { replaces: rotated.id, overlapHours: 24 });
      const twice = await post(`/api/v1/admin/partners/${mine}/api-keys`, { replaces: rotated.id, overlapHours: 24 });
      expect(twice.status).toBe(409);
    });

    it('lets only one of two simultaneous rotations of a key through', async () => {
      const partnerId = await createPartner();
      const old = await createKey(partnerId);
      const rotate = () => post(`/api/v1/admin/partners/${partnerId}/api-keys`, { replaces: old.id, overlapHours: 2 });
      const answers = await Promise.all([rotate(), rotate()]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      issuedKeys.push(...answers.filter((res) => res.status === 201).map((res) => res.body.key as string));
      const { rows } = await db.query('SELECT count(*)::int AS n FROM partner_api_keys WHERE replaces_key_id = $1', [
        old.id,
      ]);
      expect(rows[0].n).toBe(1);
    });

    it('answers 404 for an unknown partner or key, and revokes a key once', async () => {
      const res = await post(`/api/v1/admin/partners/${UNKNOWN_ID}/api-keys`, {}).expect(404);
      expect(res.body.code).toBe('PARTNER_NOT_FOUND');
      await post('/api/v1/admin/partners/not-an-id/api-keys', {}).expect(404);
      // No body at all is the empty one: a key without expiry that replaces nothing.
      const partner = await createPartner();
      const bare = await request(t.server).post(`/api/v1/admin/partners/${partner}/api-keys`).set(bearer(token));
      expect(bare.status).toBe(201);
      issuedKeys.push(bare.body.key);

      const partnerId = await createPartner();
      const key = await createKey(partnerId);
      expect((await revokeKey(partnerId, UNKNOWN_ID).expect(404)).body.code).toBe('PARTNER_KEY_NOT_FOUND');
      expect((await revokeKey(UNKNOWN_ID, key.id).expect(404)).body.code).toBe('PARTNER_KEY_NOT_FOUND');
      await revokeKey(partnerId, key.id).expect(204);
      await revokeKey(partnerId, key.id).expect(204);
      expect(await auditActions(key.id)).toEqual(['partner_key.created', 'partner_key.revoked']);
      const listed = (await listPartners()).find((partner) => partner.id === partnerId)!;
      expect(listed.keys[0]).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    });
  });

  describe('which keys the partner API accepts', () => {
    const cases: [string, () => string | null, number][] = [];
    let valid: string;

    beforeAll(async () => {
      const partnerId = await createPartner();
      valid = (await createKey(partnerId)).key;

      const revoked = await createKey(partnerId);
      await revokeKey(partnerId, revoked.id).expect(204);

      const expiring = await createKey(partnerId, { expiresAt: new Date(Date.now() + 3600_000).toISOString() });
      const expired = await createKey(partnerId, { expiresAt: new Date(Date.now() + 3600_000).toISOString() });
      await endKeyNow(expired.id);

      const rotatedWithin = await createKey(partnerId);
      const successor = await createKey(partnerId, { replaces: rotatedWithin.id, overlapHours: 24 });
      const rotatedAfter = await createKey(partnerId);
      await createKey(partnerId, { replaces: rotatedAfter.id, overlapHours: 1 });
      await endKeyNow(rotatedAfter.id);
      const rotatedWithoutOverlap = await createKey(partnerId);
      await createKey(partnerId, { replaces: rotatedWithoutOverlap.id, overlapHours: 0 });

      const [, validId] = KEY_PATTERN.exec(valid)!;
      cases.push(
        ['a valid key', () => valid, 200],
        ['a key with an expiry still ahead', () => expiring.key, 200],
        ['a rotated key within its overlap', () => rotatedWithin.key, 200],
        ['the key that replaced it', () => successor.key, 200],
        ['a revoked key', () => revoked.key, 401],
        ['an expired key', () => expired.key, 401],
        ['a rotated key after its overlap', () => rotatedAfter.key, 401],
        ['a key rotated with no overlap', () => rotatedWithoutOverlap.key, 401],
        ['the right id with a wrong secret', () => `ati_live_${validId}_${'A'.repeat(43)}`, 401],
        ['a well-formed key of nobody', () => `ati_live_${UNKNOWN_ID}_${KEY_PATTERN.exec(valid)![2]}`, 401],
        ['a key cut short', () => valid.slice(0, -1), 401],
        ['a key of another brand', () => valid.replace(/^ati_/, 'xyz_'), 401],
        ['a test-mode key', () => valid.replace('_live_', '_test_'), 401],
        ['no key', () => null, 401],
        ['an admin token', () => token, 401],
      );
    });

    it('accepts valid keys and refuses every other with 401 INVALID_API_KEY', async () => {
      const wrong: string[] = [];
      for (const [name, key, status] of cases) {
        for (const url of ['/api/partner/v1/trips', `/api/partner/v1/trips/${PRAGUE}/departures`]) {
          const res = await asPartner(url, key());
          const fine =
            status === 200 ? res.status === 200 : res.status === 401 && res.body.code === INVALID_API_KEY.code;
          if (!fine) wrong.push(`${name} on ${url}: ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(cases.length).toBe(15);
    });

    it('answers the refusal in Italian, not cacheable, and takes other spellings of the header as refused', async () => {
      const res = await asPartner('/api/partner/v1/trips', null).expect(401);
      expect(res.body).toEqual(INVALID_API_KEY);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['www-authenticate']).toBe('Bearer');
      await request(t.server).get('/api/partner/v1/trips').set('authorization', valid).expect(401);
      await request(t.server).get('/api/partner/v1/trips').set('authorization', `Basic ${valid}`).expect(401);
      await request(t.server).get('/api/partner/v1/trips').set('authorization', `bearer ${valid}`).expect(200);
      // A key in the address is not a credential: it would end up in proxies' logs.
      await request(t.server)
        .get(`/api/partner/v1/trips?api_key=${encodeURIComponent(valid)}`)
        .expect(401);
    });
  });

  it('refuses a revoked key at once on another replica', async () => {
    const partnerId = await createPartner();
    const { id, key } = await createKey(partnerId);
    await asPartner('/api/partner/v1/trips', key, replica.server).expect(200);
    await revokeKey(partnerId, id).expect(204);
    await asPartner('/api/partner/v1/trips', key, replica.server).expect(401);
    await asPartner('/api/partner/v1/trips', key).expect(401);
  });

  it('records when a key was last used, at most once a minute', async () => {
    const partnerId = await createPartner();
    const { id, key } = await createKey(partnerId);
    const lastUsed = async () =>
      (await db.query('SELECT last_used_at FROM partner_api_keys WHERE id = $1', [id])).rows[0]
        .last_used_at as Date | null;
    expect(await lastUsed()).toBeNull();
    await asPartner('/api/partner/v1/trips', key).expect(200);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await asPartner('/api/partner/v1/trips', key).expect(200);
    expect(await lastUsed()).toEqual(first);
    await db.query("UPDATE partner_api_keys SET last_used_at = now() - interval '61 seconds' WHERE id = $1", [id]);
    const before = await lastUsed();
    await asPartner('/api/partner/v1/trips', key).expect(200);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(before!.getTime());
    const listed = (await listPartners()).find((partner) => partner.id === partnerId)!;
    expect(listed.keys[0].lastUsedAt).toEqual(expect.any(String));
  });

  describe('GET /api/partner/v1/trips and .../{slug}/departures', () => {
    let key: string;

    beforeAll(async () => {
      const partnerId = await createPartner({ commissionPercent: 12.5 });
      key = (await createKey(partnerId)).key;
    });

    it('lists the catalogue as the public site does, in both languages', async () => {
      for (const lang of ['it', 'en']) {
        const own = await asPartner(`/api/partner/v1/trips?lang=${lang}`, key).expect(200);
        const site = await request(t.server).get(`/api/v1/trips?lang=${lang}`).expect(200);
        expect(own.body).toEqual(site.body);
        expect(own.headers['cache-control']).toBe('private, no-cache');
      }
      const res = await asPartner('/api/partner/v1/trips?lang=de', key).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it("lists the public departures with the partner's net price, the commission rounded half a cent up", async () => {
      // 12.5 % of 1290.04 euro is 161.255 euro: the commission is 161.26, the net price 1128.78.
      const departureId = await insertDeparture(db, { slug: PRAGUE, days: 200, priceCents: 129_004 });
      const own = (await asPartner(`/api/partner/v1/trips/${PRAGUE}/departures`, key).expect(200)).body as {
        id: string;
        priceCents: number;
        netPriceCents: number;
      }[];
      const site = (await request(t.server).get(`/api/v1/trips/${PRAGUE}/departures`).expect(200)).body as {
        id: string;
      }[];
      expect(own.map(({ netPriceCents: _net, ...departure }) => departure)).toEqual(site);
      expect(own.find((departure) => departure.id === departureId)).toMatchObject({
        priceCents: 129_004,
        netPriceCents: 112_878,
      });
      for (const departure of own) {
        expect(departure.netPriceCents).toBe(departure.priceCents - Math.round(departure.priceCents * 0.125));
      }
    });

    it('answers 404 for an unknown trip, and 401 before it without a key', async () => {
      const res = await asPartner('/api/partner/v1/trips/viaggio-che-non-esiste/departures', key).expect(404);
      expect(res.body.code).toBe('TRIP_NOT_FOUND');
      await asPartner('/api/partner/v1/trips/viaggio-che-non-esiste/departures', null).expect(401);
    });
  });

  describe('the OpenAPI documents', () => {
    let partnerDocument: Document;

    beforeAll(async () => {
      partnerDocument = (await request(t.server).get('/api/partner/openapi.json').expect(200)).body as Document;
    });

    it('gives partners a document of the partner operations only, each behind the partner key', () => {
      expect(operationsOf(partnerDocument).sort()).toEqual([
        'DELETE /api/partner/v1/holds/{id}',
        'GET /api/partner/v1/bookings/{id}',
        'GET /api/partner/v1/trips',
        'GET /api/partner/v1/trips/{slug}/departures',
        'POST /api/partner/v1/bookings',
        'POST /api/partner/v1/bookings/{id}/cancel',
        'POST /api/partner/v1/holds',
      ]);
      expect(partnerDocument.components.securitySchemes).toEqual({
        partnerKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      });
      for (const item of Object.values(partnerDocument.paths)) {
        for (const operation of Object.values(item)) {
          expect(operation.security).toEqual([{ partnerKey: [] }]);
          for (const status of ['401', '500', '503']) {
            expect(operation.responses[status].content?.['application/json'].schema).toEqual({
              $ref: '#/components/schemas/ErrorResponseDto',
            });
          }
        }
      }
      // Nothing of the admin area; of the bookings only what a partner sends and reads.
      expect(
        Object.keys(partnerDocument.components.schemas).filter((name) => /admin|iban|link|waitlist/i.test(name)),
      ).toEqual([]);
    });

    it('bounds every string it describes, and every schema or header it names is in it', () => {
      expect(unboundedStrings(partnerDocument)).toEqual([]);
      const components = partnerDocument.components as unknown as Record<string, Record<string, unknown> | undefined>;
      const missing = refsOf(partnerDocument).filter((ref) => {
        const [, , kind, name] = ref.split('/');
        return !components[kind]?.[name];
      });
      expect(missing).toEqual([]);
    });

    it('promises no limit the answers break', async () => {
      const partnerId = await createPartner();
      const { key } = await createKey(partnerId);
      const schemaOf = (path: string) =>
        partnerDocument.paths[path].get.responses['200'].content!['application/json'].schema;
      const problems: string[] = [];
      for (const lang of ['it', 'en']) {
        const trips = (await asPartner(`/api/partner/v1/trips?lang=${lang}`, key).expect(200)).body as {
          slug: string;
        }[];
        problems.push(...overLimits(partnerDocument, trips, schemaOf('/api/partner/v1/trips')));
        for (const { slug } of trips) {
          const departures = await asPartner(`/api/partner/v1/trips/${slug}/departures`, key).expect(200);
          problems.push(
            ...overLimits(partnerDocument, departures.body, schemaOf('/api/partner/v1/trips/{slug}/departures')),
          );
        }
      }
      expect(problems).toEqual([]);
      for (const [code, { message }] of Object.entries(ERROR_CATALOGUE)) {
        expect(code.length).toBeLessThanOrEqual(ERROR_CODE_MAX);
        expect(message.length).toBeLessThanOrEqual(ERROR_MESSAGE_MAX);
      }
    });

    it('keeps the partner operations out of the main document, which has the admin routes for partners', () => {
      const main = buildOpenApiDocument(t.app) as unknown as Document;
      const operations = operationsOf(main);
      expect(operations.filter((operation) => operation.includes('/api/partner'))).toEqual([]);
      expect(operations).toEqual(
        expect.arrayContaining([
          'GET /api/v1/admin/partners',
          'POST /api/v1/admin/partners',
          'POST /api/v1/admin/partners/{id}/api-keys',
          'DELETE /api/v1/admin/partners/{id}/api-keys/{keyId}',
        ]),
      );
    });
  });

  describe('only owners manage partners and keys', () => {
    let staffToken: string;
    let plainOwnerToken: string;
    let partnerId: string;
    let keyId: string;

    beforeAll(async () => {
      const staff = { email: 'banco@agenzia.it', password: 'banco-viaggi-di-prova-2026' };
      await post('/api/v1/admin/users', staff).expect(201);
      staffToken = await loginAdmin(t.server, staff);
      plainOwnerToken = await loginAdmin(t.server);
      partnerId = await createPartner();
      keyId = (await createKey(partnerId)).id;
    });

    it.each([
      ['a staff account', () => staffToken, 'FORBIDDEN_ROLE', 'FORBIDDEN_ROLE'],
      ["an owner's token without the password typed again", () => plainOwnerToken, 'STEP_UP_REQUIRED', null],
    ])('refuses %s', async (_case, as, createCode, revokeCode) => {
      const body = { name: 'Viaggi Neri', email: 'info@viaggineri.it', commissionPercent: 5 };
      expect((await post('/api/v1/admin/partners', body, as()).expect(403)).body.code).toBe(createCode);
      expect((await post(`/api/v1/admin/partners/${partnerId}/api-keys`, {}, as()).expect(403)).body.code).toBe(
        createCode,
      );
      if (revokeCode) expect((await revokeKey(partnerId, keyId, as()).expect(403)).body.code).toBe(revokeCode);
      const { rows } = await db.query('SELECT count(*)::int AS n FROM partners WHERE name = $1', [body.name]);
      expect(rows[0].n).toBe(0);
    });

    it('lets staff read the list, and an owner revoke without typing the password again', async () => {
      await request(t.server).get('/api/v1/admin/partners').set(bearer(staffToken)).expect(200);
      await revokeKey(partnerId, keyId, plainOwnerToken).expect(204);
    });
  });

  it('writes no key to the log', async () => {
    expect(issuedKeys.length).toBeGreaterThan(10);
    const log = logLines.join('\n');
    expect(log).toContain('/api/partner/v1/trips');
    for (const key of issuedKeys) expect(log).not.toContain(KEY_PATTERN.exec(key)![2]);
  });
});
