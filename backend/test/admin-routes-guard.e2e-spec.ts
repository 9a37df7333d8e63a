import { createHmac } from 'node:crypto';
import { Controller, Get, Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { AppModule } from '../src/app.module.js';
import { signAdminToken } from '../src/auth/admin-token.js';
import { AllExceptionsFilter } from '../src/common/all-exceptions.filter.js';
import { buildOpenApiDocument } from '../src/common/openapi.js';
import { bearer, createAdminTestApp, loginAdmin, ownerToken, TEST_ADMIN } from './support/admin.js';
import type { TestApp } from './support/test-app.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Operation = { security?: Record<string, string[]>[]; responses?: Record<string, unknown> };
const SAMPLE_ID = '8a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const SIGNED_IN_ROUTES = ['/api/v1/auth/logout', '/api/v1/auth/password', '/api/v1/auth/me'];

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('every admin operation of the OpenAPI document', () => {
  let t: TestApp;
  let operations: { method: (typeof METHODS)[number]; path: string; template: string; operation: Operation }[];
  /** Tokens that must all be refused, each for its own reason. */
  const refused: Record<string, string | null> = {};

  beforeAll(async () => {
    t = await createAdminTestApp();
    const document = buildOpenApiDocument(t.app) as unknown as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(document.paths)
      .filter(([template]) => template.startsWith('/api/v1/admin') || SIGNED_IN_ROUTES.includes(template))
      .flatMap(([template, item]) =>
        METHODS.filter((method) => item[method]).map((method) => ({
          method,
          template,
          path: template.replace(/\{[^}]+\}/g, SAMPLE_ID),
          operation: item[method],
        })),
      );

    const token = await ownerToken(t.server);
    const { id: adminId } = (await request(t.server).get('/api/v1/auth/me').set(bearer(token)).expect(200)).body;
    const jwt = new JwtService({});
    const claims = (overrides: object = {}) => {
      const now = Date.now() / 1000;
      return {
        sub: adminId,
        jti: '0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e',
        iat: now,
        exp: now + 3600,
        iss: 'viaggi-backend',
        aud: 'viaggi-admin',
        ...overrides,
      };
    };
    const hs = (algorithm: string, secret: string, header: object, body: object) => {
      const input = `${base64url(header)}.${base64url(body)}`;
      return `${input}.${createHmac(algorithm, secret).update(input).digest('base64url')}`;
    };

    refused['no token'] = null;
    refused['a token with alg none'] = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}.`;
    refused['a token signed with another key'] = hs(
      'sha256',
      `${t.config.jwtSecret}-other`,
      { alg: 'HS256' },
      claims(),
    );
    refused['a token signed with HS512 and the right key'] = hs(
      'sha512',
      t.config.jwtSecret,
      { alg: 'HS512' },
      claims(),
    );
    refused['an expired token'] = signAdminToken(
      jwt,
      t.config.jwtSecret,
      adminId,
      new Date(Date.now() - 2 * 3600_000),
      3600,
    ).accessToken;

    const staff = { email: 'in-uscita@agenzia.it', password: 'ultimo-giorno-2026' };
    const created = await request(t.server).post('/api/v1/admin/users').set(bearer(token)).send(staff).expect(201);
    refused['a token of a disabled account'] = await loginAdmin(t.server, staff);
    await request(t.server)
      .patch(`/api/v1/admin/users/${created.body.id}`)
      .set(bearer(token))
      .send({ isActive: false })
      .expect(200);

    const signedOut = await loginAdmin(t.server);
    await request(t.server).post('/api/v1/auth/logout').set(bearer(signedOut)).expect(204);
    refused['a token after logout'] = signedOut;
    refused['a token of an account that does not exist'] = signAdminToken(
      jwt,
      t.config.jwtSecret,
      SAMPLE_ID,
      new Date(),
      3600,
    ).accessToken;
    refused['a malformed header'] = 'not-a-token';
  });
  afterAll(() => t.close());

  it('includes the admin area of this change', () => {
    const names = operations.map(({ method, template }) => `${method.toUpperCase()} ${template}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/users',
        'POST /api/v1/admin/users',
        'PATCH /api/v1/admin/users/{id}',
        'GET /api/v1/admin/audit-events',
        'GET /api/v1/admin/site-settings',
        'PUT /api/v1/admin/site-settings',
        'POST /api/v1/auth/logout',
        'PUT /api/v1/auth/password',
        'GET /api/v1/auth/me',
      ]),
    );
  });

  it('documents each as needing the admin token, with its 401, so the generated client sends it', () => {
    const undocumented = operations
      .filter(
        ({ operation }) =>
          !operation.security?.some((requirement) => 'admin' in requirement) || !operation.responses?.['401'],
      )
      .map(({ method, template }) => `${method.toUpperCase()} ${template}`);
    expect(undocumented).toEqual([]);
  });

  it('answers 401, not cacheable, to each refused token on each operation', async () => {
    const answers: string[] = [];
    for (const { method, path } of operations) {
      for (const [reason, token] of Object.entries(refused)) {
        let call = request(t.server)[method](path);
        if (token !== null) call = call.set(token.includes('.') ? bearer(token) : { authorization: token });
        if (method !== 'get') call = call.send({});
        const res = await call;
        const fine =
          res.status === 401 && res.body.code === 'UNAUTHORIZED' && res.headers['cache-control'] === 'no-store';
        if (!fine) answers.push(`${method.toUpperCase()} ${path} with ${reason}: ${res.status} ${res.text}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('lets the valid token through', async () => {
    const token = await loginAdmin(t.server, TEST_ADMIN);
    await request(t.server).get('/api/v1/admin/users').set(bearer(token)).expect(200);
  });
});

@Controller('v1/admin/forgotten')
class ForgottenAdminController {
  @Get()
  readForgotten(): { secret: string } {
    return { secret: 'dati riservati' };
  }
}

describe('an admin route that forgets to declare itself', () => {
  let t: TestApp;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    t = await createAdminTestApp();
    @Module({ imports: [AppModule.register(t.config, t.databaseUrl)], controllers: [ForgottenAdminController] })
    class WithForgottenRoute {}
    app = await NestFactory.create<NestFastifyApplication>(WithForgottenRoute, new FastifyAdapter(), {
      logger: false,
    });
    app.setGlobalPrefix('api');
    app.useGlobalFilters(new AllExceptionsFilter());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('is guarded all the same: 401 without a token, the answer with one', async () => {
    const anonymous = await request(app.getHttpServer()).get('/api/v1/admin/forgotten').expect(401);
    expect(anonymous.body.code).toBe('UNAUTHORIZED');
    expect(anonymous.text).not.toContain('riservati');
    const token = await loginAdmin(app.getHttpServer());
    const signedIn = await request(app.getHttpServer()).get('/api/v1/admin/forgotten').set(bearer(token)).expect(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});
