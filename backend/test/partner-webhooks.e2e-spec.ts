import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PartnerWebhooksService } from '../src/partners/webhooks/webhooks.service.js';
import type { WebhookEventType } from '../src/partners/webhooks/webhook-events.js';
import { bearer, createAdminTestApp, loginAdmin, ownerToken } from './support/admin.js';
import { type ReceivedWebhook, verifiesWebhook } from './support/standard-webhooks.js';
import type { TestApp } from './support/test-app.js';

const UNKNOWN_ID = '3d6f0a52-7b1e-4c2d-9e8f-0a1b2c3d4e5f';

async function eventually<T>(read: () => Promise<T> | T, accept: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > end) throw new Error(`Still not there after ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Partner webhooks', () => {
  let t: TestApp;
  let strict: TestApp;
  let db: pg.Client;
  let token: string;
  let receiver: http.Server;
  let base: string;
  const received: ReceivedWebhook[] = [];
  const logLines: string[] = [];
  const issuedSecrets: string[] = [];
  /** How the receiver answers each path; 200 when not set. */
  const answers = new Map<string, (count: number) => { status: number; headers?: Record<string, string> }>();

  const post = (path: string, body: object, as = () => token) =>
    request(t.server).post(path).set(bearer(as())).send(body);
  const get = (path: string, as = () => token) => request(t.server).get(path).set(bearer(as()));

  const createPartner = async () =>
    (
      await post('/api/v1/admin/partners', {
        name: 'Viaggi Rossi S.r.l.',
        email: 'prenotazioni@viaggirossi.it',
        commissionPercent: 10,
      }).expect(201)
    ).body.id as string;

  const createWebhook = async (
    partnerId: string,
    path: string,
    events: WebhookEventType[] = ['booking.confirmed'],
  ): Promise<{ id: string; secret: string }> => {
    const response = await post(`/api/v1/admin/partners/${partnerId}/webhooks`, {
      url: `${base}${path}`,
      events,
    }).expect(201);
    issuedSecrets.push(response.body.secret);
    return response.body;
  };

  const emit = (partnerId: string, type: WebhookEventType, data: unknown) =>
    t.app
      .get(DataSource)
      .transaction((manager) => t.app.get(PartnerWebhooksService).emit(manager, partnerId, type, data));

  const receivedAt = (path: string) => received.filter((webhook) => webhook.path === path);

  const deliveries = async (partnerId: string, webhookId: string) =>
    (await get(`/api/v1/admin/partners/${partnerId}/webhooks/${webhookId}/deliveries`).expect(200)).body as {
      items: {
        id: string;
        webhookId: string;
        type: string;
        status: string;
        attempts: number;
        lastStatusCode: number | null;
        nextAttemptAt: string | null;
        deliveredAt: string | null;
      }[];
      total: number;
    };

  /** Lets the wait before the next attempt pass, as it would minutes or hours later. */
  const letRetryTimeCome = () =>
    db.query(`UPDATE pgboss.job SET start_after = now() WHERE name = 'webhook' AND state = 'created'`);

  beforeAll(async () => {
    receiver = http.createServer((incoming, response) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      incoming.on('end', () => {
        const path = incoming.url ?? '/';
        received.push({ path, headers: incoming.headers, body });
        const answer = answers.get(path)?.(receivedAt(path).length) ?? { status: 200 };
        response.writeHead(answer.status, answer.headers).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

    t = await createAdminTestApp(
      {
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        DELIVERY_WORKERS: 'on',
        DELIVERY_POLL_SECONDS: '0.5',
        LOG_LEVEL: 'debug',
      },
      { logDestination: { write: (line: string) => void logLines.push(line) } },
    );
    // The same database as production would run it: private targets refused, no delivery here.
    strict = await createAdminTestApp({}, { databaseUrl: t.databaseUrl });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    token = await ownerToken(t.server);
  });
  afterAll(async () => {
    await db.end();
    await strict.close();
    await t.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('registers an endpoint with a secret shown once, kept encrypted, and lists it without it', async () => {
    const partnerId = await createPartner();
    const created = await createWebhook(partnerId, '/registered', ['booking.created', 'booking.cancelled']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(created.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);

    const list = await get(`/api/v1/admin/partners/${partnerId}/webhooks`).expect(200);
    expect(list.body).toEqual([
      {
        id: created.id,
        url: `${base}/registered`,
        events: ['booking.created', 'booking.cancelled'],
        status: 'active',
        disabledReason: null,
        disabledAt: null,
        previousSecretUntil: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret.slice(6));
    const { rows } = await db.query('SELECT secret FROM webhook_endpoints WHERE id = $1', [created.id]);
    expect(rows[0].secret).not.toContain(created.secret.slice(6));
    const audit = await db.query('SELECT action FROM admin_audit_events WHERE subject = $1', [created.id]);
    expect(audit.rows).toEqual([{ action: 'partner_webhook.created' }]);
  });

  it('delivers a subscribed event signed by Standard Webhooks, and nothing for other events or a rolled-back change', async () => {
    const partnerId = await createPartner();
    const { id, secret } = await createWebhook(partnerId, '/signed', ['booking.confirmed']);
    const data = { bookingId: 'b-1', status: 'confirmed', partnerReference: 'RSS-0042' };
    expect(await emit(partnerId, 'booking.created', { bookingId: 'b-1' })).toBe(0);
    await expect(
      t.app.get(DataSource).transaction(async (manager) => {
        await t.app.get(PartnerWebhooksService).emit(manager, partnerId, 'booking.confirmed', { bookingId: 'never' });
        throw new Error('the booking change failed');
      }),
    ).rejects.toThrow('the booking change failed');
    expect(await emit(partnerId, 'booking.confirmed', data)).toBe(1);

    const [webhook] = await eventually(
      () => receivedAt('/signed'),
      (list) => list.length > 0,
    );
    expect(verifiesWebhook(secret, webhook)).toBe(true);
    expect(webhook.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(webhook.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(webhook.headers['content-type']).toBe('application/json');
    expect(JSON.parse(webhook.body)).toEqual({ type: 'booking.confirmed', timestamp: expect.any(String), data });
    expect(verifiesWebhook(secret, { ...webhook, body: webhook.body.replace('RSS-0042', 'RSS-0043') })).toBe(false);

    const log = await eventually(
      () => deliveries(partnerId, id),
      (page) => page.items[0]?.status === 'delivered',
    );
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      webhookId: webhook.headers['webhook-id'],
      type: 'booking.confirmed',
      attempts: 1,
      lastStatusCode: 200,
      nextAttemptAt: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receivedAt('/signed')).toHaveLength(1);
  });

  it('retries a failing receiver on its schedule with the same webhook-id until it answers 2xx', async () => {
    const partnerId = await createPartner();
    const { id, secret } = await createWebhook(partnerId, '/flaky');
    answers.set('/flaky', (count) => (count <= 2 ? { status: 500 } : { status: 204 }));
    await emit(partnerId, 'booking.confirmed', { bookingId: 'b-2' });

    await eventually(
      () => deliveries(partnerId, id),
      (page) => page.items[0]?.attempts === 1,
    );
    const first = (await deliveries(partnerId, id)).items[0];
    expect(first).toMatchObject({ status: 'pending', lastStatusCode: 500 });
    // The second attempt comes 5 s after the first, give or take a tenth.
    const wait = Date.parse(first.nextAttemptAt!) - Date.now();
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThan(5600);
    await letRetryTimeCome();
    await eventually(
      () => receivedAt('/flaky'),
      (list) => list.length === 2,
    );
    const second = await eventually(
      () => deliveries(partnerId, id),
      (page) => page.items[0]?.attempts === 2,
    );
    // The third waits five minutes from the first.
    expect(Date.parse(second.items[0].nextAttemptAt!) - Date.now()).toBeGreaterThan(200_000);
    await letRetryTimeCome();
    const done = await eventually(
      () => deliveries(partnerId, id),
      (page) => page.items[0]?.status === 'delivered',
    );
    expect(done.items[0]).toMatchObject({ attempts: 3, lastStatusCode: 204, nextAttemptAt: null });

    const attempts = receivedAt('/flaky');
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((webhook) => webhook.headers['webhook-id']))).toEqual(
      new Set([done.items[0].webhookId]),
    );
    expect(new Set(attempts.map((webhook) => webhook.body)).size).toBe(1);
    for (const webhook of attempts) expect(verifiesWebhook(secret, webhook)).toBe(true);
  });

  it("waits as long as the receiver's Retry-After asks", async () => {
    const partnerId = await createPartner();
    const { id } = await createWebhook(partnerId, '/busy');
    answers.set('/busy', () => ({ status: 429, headers: { 'retry-after': '600' } }));
    await emit(partnerId, 'booking.confirmed', { bookingId: 'b-3' });
    const page = await eventually(
      () => deliveries(partnerId, id),
      (list) => list.items[0]?.attempts === 1,
    );
    expect(page.items[0]).toMatchObject({ status: 'pending', lastStatusCode: 429 });
    const wait = Date.parse(page.items[0].nextAttemptAt!) - Date.now();
    expect(wait).toBeGreaterThan(590_000);
    expect(wait).toBeLessThan(601_000);
  });

  it('disables an endpoint that answers 410 Gone and abandons what it still had to receive', async () => {
    const partnerId = await createPartner();
    const { id } = await createWebhook(partnerId, '/gone');
    answers.set('/gone', () => ({ status: 410 }));
    await emit(partnerId, 'booking.confirmed', { bookingId: 'b-4' });
    await emit(partnerId, 'booking.confirmed', { bookingId: 'b-5' });

    const [endpoint] = await eventually(
      async () => (await get(`/api/v1/admin/partners/${partnerId}/webhooks`).expect(200)).body as { status: string }[],
      (list) => list[0]?.status === 'disabled',
    );
    expect(endpoint).toMatchObject({ status: 'disabled', disabledReason: 'gone', disabledAt: expect.any(String) });
    const log = await eventually(
      () => deliveries(partnerId, id),
      (page) => page.items.every((item) => item.status === 'abandoned'),
    );
    expect(log.items.map((item) => item.status)).toEqual(['abandoned', 'abandoned']);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receivedAt('/gone')).toHaveLength(1);

    expect(await emit(partnerId, 'booking.confirmed', { bookingId: 'b-6' })).toBe(0);
    const resent = await post(
      `/api/v1/admin/partners/${partnerId}/webhooks/${id}/deliveries/${log.items[0].id}/resend`,
      {},
    ).expect(409);
    expect(resent.body.code).toBe('WEBHOOK_DISABLED');
    expect((await deliveries(partnerId, id)).items.map((item) => item.status)).toEqual(['abandoned', 'abandoned']);
  });

  it('signs with both secrets during a rotation overlap, and with the new one only after a rotation without overlap', async () => {
    const partnerId = await createPartner();
    const { id, secret: first } = await createWebhook(partnerId, '/rotating');
    const rotated = await post(`/api/v1/admin/partners/${partnerId}/webhooks/${id}/rotate-secret`, {
      overlapHours: 24,
    }).expect(200);
    const second = rotated.body.secret as string;
    issuedSecrets.push(second);
    expect(second).not.toBe(first);
    expect(Date.parse(rotated.body.previousSecretUntil) - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    await emit(partnerId, 'booking.confirmed', { bookingId: 'b-7' });
    const [during] = await eventually(
      () => receivedAt('/rotating'),
      (list) => list.length === 1,
    );
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifiesWebhook(second, during)).toBe(true);
    expect(verifiesWebhook(first, during)).toBe(true);

    const again = await post(`/api/v1/admin/partners/${partnerId}/webhooks/${id}/rotate-secret`, {
      overlapHours: 0,
    }).expect(200);
    const third = again.body.secret as string;
    issuedSecrets.push(third);
    expect(again.body.previousSecretUntil).toBeNull();
    await emit(partnerId, 'booking.confirmed', { bookingId: 'b-8' });
    const after = (
      await eventually(
        () => receivedAt('/rotating'),
        (list) => list.length === 2,
      )
    )[1];
    expect(verifiesWebhook(third, after)).toBe(true);
    expect(verifiesWebhook(second, after)).toBe(false);
    expect(verifiesWebhook(first, after)).toBe(false);

    for (const overlapHours of [-1, 169, 1.5, '24']) {
      await post(`/api/v1/admin/partners/${partnerId}/webhooks/${id}/rotate-secret`, { overlapHours }).expect(400);
    }
    const audit = await db.query(
      `SELECT count(*)::int AS n FROM admin_audit_events WHERE action = $1 AND subject = $2`,
      ['partner_webhook.secret_rotated', id],
    );
    expect(audit.rows[0].n).toBe(2);
  });

  it('sends a delivery again with the same webhook-id, and stops an endpoint an owner disables', async () => {
    const partnerId = await createPartner();
    const { id, secret } = await createWebhook(partnerId, '/resent');
    await emit(partnerId, 'booking.confirmed', { bookingId: 'b-9' });
    const delivered = await eventually(
      () => deliveries(partnerId, id),
      (page) => page.items[0]?.status === 'delivered',
    );
    await request(t.server)
      .post(`/api/v1/admin/partners/${partnerId}/webhooks/${id}/deliveries/${delivered.items[0].id}/resend`)
      .set(bearer(token))
      .expect(202);
    const both = await eventually(
      () => receivedAt('/resent'),
      (list) => list.length === 2,
    );
    expect(both[1].headers['webhook-id']).toBe(both[0].headers['webhook-id']);
    expect(both[1].body).toBe(both[0].body);
    expect(verifiesWebhook(secret, both[1])).toBe(true);
    await eventually(
      () => deliveries(partnerId, id),
      (page) => page.items[0]?.status === 'delivered' && page.items[0].attempts === 2,
    );
    const unknownDelivery = await post(
      `/api/v1/admin/partners/${partnerId}/webhooks/${id}/deliveries/${UNKNOWN_ID}/resend`,
      {},
    ).expect(404);
    expect(unknownDelivery.body.code).toBe('WEBHOOK_DELIVERY_NOT_FOUND');
    const otherPartner = await createPartner();
    const elsewhere = await post(
      `/api/v1/admin/partners/${otherPartner}/webhooks/${id}/deliveries/${delivered.items[0].id}/resend`,
      {},
    ).expect(404);
    expect(elsewhere.body.code).toBe('WEBHOOK_NOT_FOUND');

    answers.set('/resent', () => ({ status: 503 }));
    await emit(partnerId, 'booking.confirmed', { bookingId: 'b-10' });
    await eventually(
      () => deliveries(partnerId, id),
      (page) => page.total === 2 && page.items[0].attempts === 1,
    );
    await request(t.server).delete(`/api/v1/admin/partners/${partnerId}/webhooks/${id}`).set(bearer(token)).expect(204);
    await request(t.server).delete(`/api/v1/admin/partners/${partnerId}/webhooks/${id}`).set(bearer(token)).expect(204);
    const page = await deliveries(partnerId, id);
    expect(page.items.map((item) => item.status)).toEqual(['abandoned', 'delivered']);
    const [endpoint] = (await get(`/api/v1/admin/partners/${partnerId}/webhooks`).expect(200)).body;
    expect(endpoint).toMatchObject({ status: 'disabled', disabledReason: 'by_owner' });
    await letRetryTimeCome();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receivedAt('/resent')).toHaveLength(3);
    const audit = await db.query(
      `SELECT count(*)::int AS n FROM admin_audit_events WHERE action = $1 AND subject = $2`,
      ['partner_webhook.disabled', id],
    );
    expect(audit.rows[0].n).toBe(1);
  });

  it('pages the delivery log', async () => {
    const partnerId = await createPartner();
    const { id } = await createWebhook(partnerId, '/paged', ['departure.updated']);
    for (let n = 0; n < 3; n += 1) {
      await t.app
        .get(DataSource)
        .transaction((manager) =>
          t.app.get(PartnerWebhooksService).emitToAllPartners(manager, 'departure.updated', { departureId: `d-${n}` }),
        );
    }
    const page = await get(`/api/v1/admin/partners/${partnerId}/webhooks/${id}/deliveries?limit=2&offset=1`).expect(
      200,
    );
    expect(page.body.total).toBe(3);
    expect(page.body.items).toHaveLength(2);
    await get(`/api/v1/admin/partners/${partnerId}/webhooks/${id}/deliveries?limit=500`).expect(400);
    await get(`/api/v1/admin/partners/${partnerId}/webhooks/${UNKNOWN_ID}/deliveries`).expect(404);
  });

  describe('what an endpoint may be', () => {
    let partnerId: string;
    beforeAll(async () => {
      partnerId = await createPartner();
    });
    const register = (url: unknown, events: unknown = ['booking.created'], app = () => strict) =>
      request(app().server)
        .post(`/api/v1/admin/partners/${partnerId}/webhooks`)
        .set(bearer(token))
        .send({ url, events });

    it.each([
      ['https://127.0.0.1/hook', /rete privata o locale/],
      ['https://[::1]:8443/hook', /rete privata o locale/],
      ['https://10.1.2.3/hook', /rete privata o locale/],
      ['https://169.254.169.254/latest/meta-data/', /rete privata o locale/],
      ['https://[::ffff:127.0.0.1]/hook', /rete privata o locale/],
      ['https://localhost/hook', /rete privata o locale/],
      ['http://api.viaggirossi.it/hook', /https:\/\//],
    ])('refuses %s with a 400 when private targets are not allowed', async (url, message) => {
      const response = await register(url).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.message).toMatch(message);
    });

    it('accepts a public https address', async () => {
      await register('https://api.viaggirossi.it/webhooks/viaggi').expect(201);
    });

    it.each([
      ['no events', 'https://api.viaggirossi.it/h', []],
      ['an unknown event', 'https://api.viaggirossi.it/h', ['booking.paid']],
      ['a URL too long', `https://api.viaggirossi.it/${'a'.repeat(2048)}`, ['booking.created']],
      ['no URL', undefined, ['booking.created']],
    ])('refuses %s', async (_case, url, events) => {
      const response = await register(url, events, () => t).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });

    it('answers 404 for an unknown partner or endpoint', async () => {
      const unknown = await request(t.server)
        .post(`/api/v1/admin/partners/${UNKNOWN_ID}/webhooks`)
        .set(bearer(token))
        .send({ url: 'https://api.viaggirossi.it/h', events: ['booking.created'] })
        .expect(404);
      expect(unknown.body.code).toBe('PARTNER_NOT_FOUND');
      await get(`/api/v1/admin/partners/${UNKNOWN_ID}/webhooks`).expect(404);
      const rotate = await post(`/api/v1/admin/partners/${partnerId}/webhooks/${UNKNOWN_ID}/rotate-secret`, {
        overlapHours: 1,
      }).expect(404);
      expect(rotate.body.code).toBe('WEBHOOK_NOT_FOUND');
      await request(t.server)
        .delete(`/api/v1/admin/partners/${partnerId}/webhooks/${UNKNOWN_ID}`)
        .set(bearer(token))
        .expect(404);
    });
  });

  describe('who may manage webhooks', () => {
    let partnerId: string;
    let webhookId: string;
    let deliveryId: string;
    let staffToken: string;
    let plainOwnerToken: string;

    beforeAll(async () => {
      partnerId = await createPartner();
      webhookId = (await createWebhook(partnerId, '/guarded')).id;
      await emit(partnerId, 'booking.confirmed', { bookingId: 'b-11' });
      deliveryId = (
        await eventually(
          () => deliveries(partnerId, webhookId),
          (page) => page.items[0]?.status === 'delivered',
        )
      ).items[0].id;
      const staff = { email: 'sportello@agenzia.it', password: 'sportello-viaggi-di-prova-2026' };
      await post('/api/v1/admin/users', staff).expect(201);
      staffToken = await loginAdmin(t.server, staff);
      plainOwnerToken = await loginAdmin(t.server);
    });

    const routes = () =>
      [
        ['POST', `/api/v1/admin/partners/${partnerId}/webhooks`, { url: `${base}/x`, events: ['booking.created'] }],
        ['GET', `/api/v1/admin/partners/${partnerId}/webhooks`],
        ['POST', `/api/v1/admin/partners/${partnerId}/webhooks/${webhookId}/rotate-secret`, { overlapHours: 1 }],
        ['GET', `/api/v1/admin/partners/${partnerId}/webhooks/${webhookId}/deliveries`],
        ['POST', `/api/v1/admin/partners/${partnerId}/webhooks/${webhookId}/deliveries/${deliveryId}/resend`, {}],
        ['DELETE', `/api/v1/admin/partners/${partnerId}/webhooks/${webhookId}`],
      ] as const;

    const call = ([method, path, body]: readonly [string, string, object?], as?: string) => {
      const pending =
        method === 'GET'
          ? request(t.server).get(path)
          : method === 'DELETE'
            ? request(t.server).delete(path)
            : request(t.server)
                .post(path)
                .send(body ?? {});
      return as ? pending.set(bearer(as)) : pending;
    };

    it('answers 401 to every route without a token', async () => {
      for (const route of routes()) expect((await call(route).expect(401)).body.code).toBe('UNAUTHORIZED');
    });

    it('lets staff read endpoints and deliveries but change nothing', async () => {
      const [create, list, rotate, log, resend, disable] = routes();
      await call(list, staffToken).expect(200);
      await call(log, staffToken).expect(200);
      for (const route of [create, rotate, resend, disable]) {
        expect((await call(route, staffToken).expect(403)).body.code).toBe('FORBIDDEN_ROLE');
      }
    });

    it('asks an owner to type the password again to register an endpoint or rotate its secret', async () => {
      const [create, , rotate, , resend] = routes();
      for (const route of [create, rotate]) {
        expect((await call(route, plainOwnerToken).expect(403)).body.code).toBe('STEP_UP_REQUIRED');
      }
      await call(resend, plainOwnerToken).expect(202);
    });
  });

  it('writes no signing secret to the log', () => {
    expect(issuedSecrets.length).toBeGreaterThan(5);
    const log = logLines.join('\n');
    expect(log).toContain('/webhooks');
    for (const secret of issuedSecrets) expect(log).not.toContain(secret.slice(6));
  });
});
