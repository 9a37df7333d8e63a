import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { loadConfig, REPO_ROOT } from '../src/config/app-config.js';
import { createTestDatabase } from './support/test-database.js';

/**
 * Every public operation of the committed OpenAPI document is sent malformed bodies,
 * parameters and headers. Whatever arrives, the answer is never a 5xx, a 4xx under /api is
 * in the API's error shape, and the log holds none of the personal values sent. The cases
 * come from the document, so a new endpoint is covered as soon as it is documented; random
 * values come from a seeded generator, so every run sends the same requests.
 */

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  nullable?: boolean;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema; example?: unknown };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  security?: unknown[];
  components?: { schemas?: Record<string, Schema> };
};

const SPEC = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi/openapi.json'), 'utf8')) as OpenApi;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every value a visitor could have typed carries this mark; the log must never show it. */
const MARK = 'Riservato';
let marks = 0;
const personal = (text = '') => `${MARK}${++marks}${text}`;

/** mulberry32: a small seeded generator, so that the random values are the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(20_261_125);

/** Odd characters: controls, NUL, surrogates, joiners, variation selectors, right-to-left marks. */
const ODD_CODE_UNITS = [0x0, 0x7, 0x1b, 0x7f, 0x85, 0xa0, 0xad, 0x200d, 0x202e, 0xfe0f, 0xfeff, 0xd800, 0xdfff, 0xfffd];
function randomText(): string {
  let text = personal();
  const length = Math.floor(random() * 40);
  for (let i = 0; i < length; i++) {
    const roll = random();
    if (roll < 0.3) text += String.fromCharCode(ODD_CODE_UNITS[Math.floor(random() * ODD_CODE_UNITS.length)]);
    else if (roll < 0.4) text += String.fromCodePoint(0x1f300 + Math.floor(random() * 0x300));
    else text += String.fromCharCode(0x20 + Math.floor(random() * 0x2f0));
  }
  return text;
}

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return resolve(SPEC.components?.schemas?.[name]);
  }
  const combined = schema.allOf ?? schema.oneOf ?? schema.anyOf;
  if (combined?.length)
    return { ...resolve(combined[0]), ...schema, allOf: undefined, oneOf: undefined, anyOf: undefined };
  return schema;
}

/** A plausible value for a schema, personal where it is free text. */
function plausible(schemaOrRef: Schema | undefined, depth = 0): unknown {
  const schema = resolve(schemaOrRef);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.properties || schema.type === 'object') {
    if (depth > 4) return {};
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => [name, plausible(property, depth + 1)]),
    );
  }
  if (schema.type === 'array') return depth > 4 ? [] : [plausible(schema.items, depth + 1)];
  if (schema.type === 'integer' || schema.type === 'number')
    return typeof schema.example === 'number' ? schema.example : 1;
  if (schema.type === 'boolean') return typeof schema.example === 'boolean' ? schema.example : true;
  if (schema.format === 'uuid') return '8a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
  if (schema.format === 'date') return '2027-05-10';
  if (schema.format === 'date-time') return '2027-05-10T10:00:00+02:00';
  const example = typeof schema.example === 'string' ? schema.example : 'testo';
  if (schema.format === 'email' || example.includes('@')) return `${personal().toLowerCase()}@example.it`;
  const text = `${example} ${personal()}`;
  return schema.maxLength ? text.slice(-schema.maxLength) : text;
}

/** Stands for an array nested thousands of levels deep, written straight into the JSON text. */
const DEEPLY_NESTED = '\u0000deeply nested\u0000';
const deeplyNestedJson = () => `${'['.repeat(8000)}"${personal()}"${']'.repeat(8000)}`;

/** Values of the wrong kind, sizes and characters for one field. */
function badValues(schemaOrRef: Schema | undefined): unknown[] {
  const schema = resolve(schemaOrRef);
  const limit = schema.maxLength ?? 200;
  return [
    undefined,
    null,
    0,
    -1,
    1.5,
    Number.MAX_SAFE_INTEGER,
    true,
    false,
    '',
    '   ',
    '\u0000',
    [],
    {},
    [personal()],
    { [personal()]: personal() },
    { toString: personal() },
    personal('\u0000'),
    personal('\u0007\u001b[2J\u007f'),
    personal('\ud800'),
    personal('\udfff'),
    personal('\r\n\t'),
    personal(' \u202e\u200d\ufeff'),
    `${personal()}${'x\ufe0f'.repeat(Math.ceil(limit / 2) + 1)}`,
    `${personal()}${'\u{1F600}'.repeat(limit)}`,
    personal('x'.repeat(limit)),
    personal('x'.repeat(200_000)),
    personal("'; DROP TABLE contact_requests; --"),
    personal('%00%ff'),
    '2027-02-30',
    'not-a-uuid',
    DEEPLY_NESTED,
    randomText(),
    randomText(),
    randomText(),
  ];
}

interface Case {
  name: string;
  method: (typeof METHODS)[number];
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_whole, name: string) => values[name]);
}

function bodyCases(base: Omit<Case, 'name'>, schema: Schema | undefined): Case[] {
  const json = { ...base, headers: { ...base.headers, 'content-type': 'application/json' } };
  const valid = plausible(schema);
  const cases: Case[] = [{ ...json, name: 'a plausible body', body: JSON.stringify(valid) }];
  const properties = resolve(schema).properties ?? {};
  for (const [field, property] of Object.entries(properties)) {
    badValues(property).forEach((value, index) => {
      const body = JSON.stringify({ ...(valid as object), [field]: value }).replace(
        JSON.stringify(DEEPLY_NESTED),
        deeplyNestedJson,
      );
      cases.push({ ...json, name: `${field}: bad value ${index}`, body });
    });
  }
  const raw = (name: string, body: string | Buffer, contentType = 'application/json') =>
    cases.push({ ...base, name, body, headers: { ...base.headers, 'content-type': contentType } });
  const validText = JSON.stringify(valid);
  raw('an unknown field', JSON.stringify({ ...(valid as object), [personal()]: personal() }));
  raw('a prototype key', `{"__proto__":{"admin":"${personal()}"}}`);
  raw('a constructor key', `{"constructor":{"prototype":{"admin":"${personal()}"}}}`);
  for (const text of ['null', '[]', '0', 'true', `"${personal()}"`, '{}', '', ' ', '{', `{"a":"${personal()}`]) {
    raw(`the body ${JSON.stringify(text)}`, text);
  }
  raw(
    'broken UTF-8 bytes',
    Buffer.concat([Buffer.from(`{"x":"${personal()}`), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')]),
  );
  const [before, after] = [validText.slice(0, validText.indexOf(MARK)), validText.slice(validText.indexOf(MARK))];
  // An encoded lone surrogate, which no UTF-8 decoder may accept.
  raw(
    'broken UTF-8 in a plausible body',
    Buffer.concat([Buffer.from(before), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from(after)]),
  );
  raw('invalid UTF-8 only', Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xf8]));
  raw('a deeply nested array', '['.repeat(15_000) + ']'.repeat(15_000));
  raw('a deeply nested object', '{"a":'.repeat(6_000) + '1' + '}'.repeat(6_000));
  raw('a body of 300 KB', JSON.stringify({ ...(valid as object), padding: personal('x'.repeat(300_000)) }));
  raw('JSON sent as text', validText, 'text/plain');
  raw('a form encoding', `name=${personal()}&email=${personal()}%40example.it`, 'application/x-www-form-urlencoded');
  raw(
    'multipart',
    `--b\r\nContent-Disposition: form-data; name="name"\r\n\r\n${personal()}\r\n--b--\r\n`,
    'multipart/form-data; boundary=b',
  );
  raw('XML', `<name>${personal()}</name>`, 'application/xml');
  raw('a UTF-16 charset', validText, 'application/json; charset=utf-16');
  raw('a made-up content type', validText, `application/${personal()}`);
  raw('a content type with no type', validText, ';');
  cases.push({ ...base, name: 'no content type', body: validText });
  cases.push({
    ...json,
    name: 'a gzip body that is not gzip',
    body: validText,
    headers: { ...json.headers, 'content-encoding': 'gzip' },
  });
  return cases;
}

function operationCases(template: string, method: (typeof METHODS)[number], operation: Operation): Case[] {
  const parameters = operation.parameters ?? [];
  const pathValues = Object.fromEntries(
    parameters
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, encodeURIComponent(String((p.example ?? resolve(p.schema).example ?? 'praga') as string))]),
  );
  const url = fillPath(template, pathValues);
  const base = { method, url, headers: {} as Record<string, string> };
  const cases: Case[] = [{ ...base, name: 'as documented' }];

  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    for (const value of [
      '%00',
      '%ff',
      '%E0%A4%A',
      '%C0%AF',
      encodeURIComponent(personal('\u0000')),
      encodeURIComponent(personal('\u2764\ufe0f'.repeat(60))),
      encodeURIComponent(personal("' OR 1=1 --")),
      '..%2F..%2Fetc%2Fpasswd',
      `${personal()}${'x'.repeat(2000)}`,
      '8a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    ]) {
      cases.push({
        ...base,
        name: `path ${parameter.name}=${value.slice(0, 30)}`,
        url: fillPath(template, { ...pathValues, [parameter.name]: value }),
      });
    }
  }

  const queryNames = [...parameters.filter((p) => p.in === 'query').map((p) => p.name), personal()];
  for (const name of queryNames) {
    for (const query of [
      `${name}=`,
      `${name}=${personal()}`,
      `${name}=${personal('x'.repeat(6000))}`,
      `${name}=%00${personal()}`,
      `${name}=%ff%fe`,
      `${name}=%E0%A4%A`,
      `${name}=it&${name}=en`,
      `${name}[a]=${personal()}`,
      `${name}`,
      `__proto__[x]=${personal()}`,
      `constructor[prototype][x]=${personal()}`,
    ]) {
      cases.push({ ...base, name: `query ${query.slice(0, 40)}`, url: `${url}?${query}` });
    }
  }

  for (const parameter of parameters.filter((p) => p.in === 'header')) {
    for (const value of ['', personal(), personal('x'.repeat(8000)), personal(' caf\u00e9'), '0', '-1']) {
      cases.push({
        ...base,
        name: `header ${parameter.name}: ${value.slice(0, 30)}`,
        headers: { [parameter.name]: value },
      });
    }
  }

  for (const [header, value] of [
    ['accept', 'application/xml'],
    ['accept', '*/*;q=nonsense'],
    ['accept-encoding', 'br;q=x, gzip;q=-1, *;q=2'],
    ['accept-language', personal()],
    ['if-none-match', `W/"${personal()}"`],
    ['if-modified-since', personal()],
    ['range', 'bytes=99999999-0'],
    ['authorization', `Bearer ${personal()}`],
    ['authorization', personal()],
    ['cookie', `language=${personal()}; session=${personal()}`],
    ['x-forwarded-for', `${personal()}, 203.0.113.9`],
    ['x-forwarded-for', '::ffff:999.1.1.1'],
    ['x-forwarded-for', ''],
    ['x-forwarded-host', personal()],
    ['x-forwarded-proto', personal()],
    ['user-agent', personal('x'.repeat(8000))],
    ['referer', `https://example.it/?email=${personal()}`],
    ['x-note', personal(' caf\u00e9 \u00ff')],
  ] as const) {
    cases.push({ ...base, name: `header ${header}: ${value.slice(0, 30)}`, headers: { [header]: value } });
  }

  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  if (operation.requestBody) cases.push(...bodyCases(base, bodySchema));
  else {
    cases.push({
      ...base,
      name: 'an unexpected body',
      headers: { 'content-type': 'application/json' },
      body: `{"x":"${personal()}"}`,
    });
  }
  return cases;
}

function isPublic(operation: Operation): boolean {
  const security = operation.security ?? SPEC.security ?? [];
  return security.length === 0;
}

const OPERATIONS = Object.entries(SPEC.paths).flatMap(([template, item]) =>
  METHODS.filter((method) => item[method] && isPublic(item[method])).map((method) => ({
    template,
    method,
    operation: item[method],
  })),
);

describe('fuzzing every public operation of the OpenAPI document', () => {
  let app: NestFastifyApplication;
  let clients = 0;
  const logLines: string[] = [];
  const logDestination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      SERVE_FRONTEND: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'trace',
      DATABASE_URL: databaseUrl,
    });
    app = await createApp(config, databaseUrl, { docsUi: false, logDestination });
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('covers the public operations the document lists', () => {
    expect(OPERATIONS.length).toBeGreaterThan(0);
    expect(OPERATIONS.some(({ operation }) => operation.requestBody)).toBe(true);
  });

  it.each(
    OPERATIONS.map(
      ({ template, method, operation }) =>
        [`${method.toUpperCase()} ${template}`, template, method, operation] as const,
    ),
  )(
    '%s answers every malformed request with a 4xx or a success, in the API error shape',
    async (_name, template, method, operation) => {
      const problems: string[] = [];
      const cases = operationCases(template, method, operation);
      const send = async (fuzzCase: Case) => {
        clients++;
        const server = request(app.getHttpServer());
        // Each request its own client, so the per-client limits let the bodies through to the database.
        let call = server[fuzzCase.method](fuzzCase.url).set(
          'x-forwarded-for',
          `198.18.${clients >> 8}.${clients & 255}`,
        );
        for (const [name, value] of Object.entries(fuzzCase.headers)) call = call.set(name, value);
        if (fuzzCase.body !== undefined) call = call.send(fuzzCase.body);
        const response = await call;
        const where = `${fuzzCase.name} -> ${response.status}`;
        if (response.status >= 500) problems.push(`${where} ${response.text.slice(0, 200)}`);
        else if (response.status >= 400 && fuzzCase.url.startsWith('/api/')) {
          const body = response.body as { statusCode?: unknown; code?: unknown; message?: unknown };
          if (body.statusCode !== response.status || !/^[A-Z_]+$/.test(String(body.code)) || !body.message) {
            problems.push(`${where} not in the error shape: ${response.text.slice(0, 200)}`);
          }
        }
      };
      for (let i = 0; i < cases.length; i += 8) await Promise.all(cases.slice(i, i + 8).map(send));
      expect(problems).toEqual([]);
    },
  );

  it('logs none of the personal values sent', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = logLines.join('');
    // The capture works: the requests above are in it.
    expect(log.includes('"path":"/api/v1/contact-requests"')).toBe(true);
    const leaks = log.split('\n').filter((line) => line.includes(MARK));
    expect(leaks).toEqual([]);
  });
});
