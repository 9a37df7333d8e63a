import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { BookingsCron } from '../src/bookings/bookings.cron.js';
import { WebhookWorker } from '../src/partners/webhooks/webhook.worker.js';
import { bearer, createAdminTestApp, ownerToken } from './support/admin.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import { type ReceivedWebhook, verifiesWebhook } from './support/standard-webhooks.js';
import type { TestApp } from './support/test-app.js';

interface Event {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * What a partner hears of its bookings and of the departures it sells, end to end: each change
 * made through the site's own paths (the partner API, staff's screens, the expiry job) reaches
 * the partner's server as a signed webhook, and nobody else's.
 */
describe('partner booking and departure events', () => {
  let t: TestApp;
  let db: pg.Client;
  let owner: string;
  let receiver: http.Server;
  let base: string;
  const received: ReceivedWebhook[] = [];
  const partners: { id: string; key: string; secret: string; path: string }[] = [];

  /** Each first attempt due, as the webhook queue's jobs make them. */
  const deliverDue = async () => {
    const { rows } = await db.query<{ id: string }>(
      "SELECT id FROM webhook_deliveries WHERE status = 'pending' AND attempts = 0 ORDER BY created_at",
    );
    for (const { id } of rows) await t.app.get(WebhookWorker).attempt(id, 0);
  };
  const eventsAt = (path: string): Event[] =>
    received.filter((webhook) => webhook.path === path).map((webhook) => JSON.parse(webhook.body) as Event);
  const partnerApi = (key: string) => ({
    post: (url: string, body: object = {}) =>
      request(t.server).post(`/api/partner/v1${url}`).set('authorization', `Bearer ${key}`).send(body),
  });
  const bookSeats = async (key: string, departureId: string) => {
    const api = partnerApi(key);
    const hold = (await api.post('/holds', { departureId, seats: 1 }).expect(201)).body as { id: string };
    return (
      await api
        .post('/bookings', {
          holdId: hold.id,
          travellers: [{ firstName: 'Anna', lastName: 'Bianchi' }],
          partnerReference: 'VS-1',
          ...freshContact(),
        })
        .expect(201)
    ).body as { id: string };
  };

  beforeAll(async () => {
    receiver = http.createServer((incoming, response) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      incoming.on('end', () => {
        received.push({ path: incoming.url ?? '/', headers: incoming.headers, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    // No delivery workers: the booking e-mails' PDFs would be drawn on this test's one thread.
    // The webhook worker is driven below, as its job would, and sends to the receiver for real.
    t = await createAdminTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', PARTNER_RATE_LIMIT: '100000' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    owner = await ownerToken(t.server);
    await insertIban(db, { system: true });
    for (const name of ['Viaggi Serchio', 'Agenzia Blu']) {
      const id = (
        await request(t.server)
          .post('/api/v1/admin/partners')
          .set(bearer(owner))
          .send({ name, email: `${name.split(' ')[1].toLowerCase()}@partner.example.it`, commissionPercent: 10 })
          .expect(201)
      ).body.id as string;
      const { key } = (
        await request(t.server).post(`/api/v1/admin/partners/${id}/api-keys`).set(bearer(owner)).send({}).expect(201)
      ).body as { key: string };
      const path = `/hooks/${partners.length}`;
      const { secret } = (
        await request(t.server)
          .post(`/api/v1/admin/partners/${id}/webhooks`)
          .set(bearer(owner))
          .send({
            url: `${base}${path}`,
            events: [
              'booking.created',
              'booking.confirmed',
              'booking.expired',
              'booking.cancelled',
              'departure.updated',
            ],
          })
          .expect(201)
      ).body as { secret: string };
      partners.push({ id, key, secret, path });
    }
  });
  afterAll(async () => {
    await db.end();
    await t.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('tells the partner of each change to its booking, signed, and tells the other partner nothing', async () => {
    const [serchio, blu] = partners;
    const departureId = await insertDeparture(db, { days: 150, seats: 10 });
    const created = await bookSeats(serchio.key, departureId);
    const cancelled = await bookSeats(serchio.key, departureId);
    await partnerApi(serchio.key).post(`/bookings/${cancelled.id}/cancel`).expect(200);
    const confirmed = await bookSeats(serchio.key, departureId);
    await request(t.server)
      .post(`/api/v1/admin/bookings/${confirmed.id}/confirm-payment`)
      .set(bearer(owner))
      .expect(200);
    const expired = await bookSeats(serchio.key, departureId);
    await db.query("UPDATE bookings SET payment_expires_at = now() - interval '1 second' WHERE id = $1", [expired.id]);
    await t.app.get(BookingsCron).expireOverdueBookings();
    // A site booking is nobody's partner business.
    const token = await insertLink(db, departureId);
    await request(t.server)
      .post(`/api/v1/booking-links/${token}/bookings`)
      .send({ airport: 'MXP', travellers: [{ firstName: 'Luca', lastName: 'Neri' }], ...freshContact() })
      .expect(201);

    await deliverDue();
    const events = eventsAt(serchio.path);
    const said = events.map((event) => [event.type, event.data.id]);
    expect(said).toEqual(
      expect.arrayContaining([
        ['booking.created', created.id],
        ['booking.created', cancelled.id],
        ['booking.cancelled', cancelled.id],
        ['booking.created', confirmed.id],
        ['booking.confirmed', confirmed.id],
        ['booking.created', expired.id],
        ['booking.expired', expired.id],
      ]),
    );
    expect(said).toHaveLength(7);
    expect(events.find((event) => event.type === 'booking.confirmed')?.data).toMatchObject({
      status: 'confirmed',
      partnerReference: 'VS-1',
      departureId,
      totalPriceCents: 129_000,
      netPriceCents: 116_100,
    });
    for (const webhook of received.filter((item) => item.path === serchio.path)) {
      expect(verifiesWebhook(serchio.secret, webhook)).toBe(true);
      expect(webhook.headers['webhook-id']).toMatch(/^msg_/);
    }
    expect(eventsAt(blu.path)).toEqual([]);
  });

  it("tells every partner when staff change a departure's price or take it off sale", async () => {
    const departureId = await insertDeparture(db, { days: 151, seats: 10 });
    received.length = 0;
    await request(t.server)
      .patch(`/api/v1/admin/departures/${departureId}`)
      .set(bearer(owner))
      .send({ priceCents: 135_000 })
      .expect(200);
    await request(t.server)
      .patch(`/api/v1/admin/departures/${departureId}`)
      .set(bearer(owner))
      .send({ coordinators: ['Ornella'] })
      .expect(200);
    await request(t.server)
      .patch(`/api/v1/admin/departures/${departureId}`)
      .set(bearer(owner))
      .send({ status: 'closed' })
      .expect(200);
    await deliverDue();
    for (const partner of partners) {
      const events = eventsAt(partner.path);
      // A change of coordinators is nothing a partner sells by: two events, not three.
      expect(events.map((event) => [event.type, event.data.priceCents, event.data.onSale]).sort()).toEqual([
        ['departure.updated', 135_000, false],
        ['departure.updated', 135_000, true],
      ]);
      for (const webhook of received.filter((item) => item.path === partner.path)) {
        expect(verifiesWebhook(partner.secret, webhook)).toBe(true);
      }
    }
  });
});
