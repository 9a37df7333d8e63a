import pg from 'pg';
import request from 'supertest';
import { PartnerBookingsService } from '../src/partners/partner-bookings.service.js';
import { createClient } from './partner-client/client/index.js';
import {
  cancelPartnerBooking,
  createPartnerBooking,
  createPartnerHold,
  getPartnerBooking,
  listPartnerTripDepartures,
  listPartnerTrips,
  releasePartnerHold,
} from './partner-client/sdk.gen.js';
import { bearer, createAdminTestApp, ownerToken } from './support/admin.js';
import { insertDeparture, insertIban } from './support/booking-fixtures.js';
import type { TestApp } from './support/test-app.js';

/**
 * A partner's developer at work: a client generated from the partner document alone
 * (openapi/partner-openapi.json, with @hey-api/openapi-ts and fetch, as they would make it)
 * lists, holds, books, reads and cancels against the running application over HTTP.
 */
describe('the client generated from the partner document', () => {
  let t: TestApp;
  let db: pg.Client;
  let client: ReturnType<typeof createClient>;

  beforeAll(async () => {
    t = await createAdminTestApp({ PARTNER_RATE_LIMIT: '100000' });
    await t.app.listen(0, '127.0.0.1');
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await insertIban(db, { system: true });
    const owner = await ownerToken(t.server);
    const partnerId = (
      await request(t.server)
        .post('/api/v1/admin/partners')
        .set(bearer(owner))
        .send({ name: 'Viaggi Serchio', email: 'booking@viaggiserchio.it', commissionPercent: 12.5 })
        .expect(201)
    ).body.id as string;
    const { key } = (
      await request(t.server)
        .post(`/api/v1/admin/partners/${partnerId}/api-keys`)
        .set(bearer(owner))
        .send({})
        .expect(201)
    ).body as { key: string };
    client = createClient({ baseUrl: await t.app.getUrl(), auth: key });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('lists, holds, books, reads and cancels, and a hold left alone gives its seats back', async () => {
    const departureId = await insertDeparture(db, { days: 160, seats: 10, priceCents: 129_000 });
    const trips = await listPartnerTrips({ client, throwOnError: true });
    expect(trips.data.map((trip) => trip.slug)).toContain('praga-tour-culturale');

    const departures = await listPartnerTripDepartures({
      client,
      path: { slug: 'praga-tour-culturale' },
      throwOnError: true,
    });
    const departure = departures.data.find((item) => item.id === departureId)!;
    expect(departure).toMatchObject({ priceCents: 129_000, netPriceCents: 112_875, spotsAvailable: 10 });

    const hold = await createPartnerHold({
      client,
      body: { departureId, seats: 2 },
      headers: { 'Idempotency-Key': 'serchio-hold-1' },
      throwOnError: true,
    });
    expect(hold.response.status).toBe(201);
    const booking = await createPartnerBooking({
      client,
      body: {
        holdId: hold.data.id,
        travellers: [
          { firstName: 'Anna', lastName: 'Bianchi', birthDate: '1958-03-02' },
          { firstName: 'Paolo', lastName: 'Bianchi', passportNumber: 'YA1234567' },
        ],
        contactEmail: 'anna.bianchi@example.it',
        contactPhone: '+39 333 1234567',
        partnerReference: 'VS-2027-0118',
      },
      throwOnError: true,
    });
    expect(booking.data).toMatchObject({
      status: 'pending',
      totalPriceCents: 258_000,
      netPriceCents: 225_750,
      amountToPayCents: 90_300,
      paymentType: 'deposit',
    });

    const read = await getPartnerBooking({ client, path: { id: booking.data.id }, throwOnError: true });
    expect(read.data).toMatchObject({ partnerReference: 'VS-2027-0118', travellers: [{ firstName: 'Anna' }, {}] });

    const cancelled = await cancelPartnerBooking({ client, path: { id: booking.data.id }, throwOnError: true });
    expect(cancelled.data.status).toBe('cancelled');

    // An unused hold: released at once, or expiring after its 30 minutes.
    const released = await createPartnerHold({ client, body: { departureId, seats: 3 }, throwOnError: true });
    const release = await releasePartnerHold({ client, path: { id: released.data.id } });
    expect(release.response.status).toBe(204);
    const forgotten = await createPartnerHold({ client, body: { departureId, seats: 4 }, throwOnError: true });
    await db.query("UPDATE partner_holds SET expires_at = now() - interval '1 second' WHERE id = $1", [
      forgotten.data.id,
    ]);
    await t.app.get(PartnerBookingsService).expireOverdueHolds();
    const after = await listPartnerTripDepartures({
      client,
      path: { slug: 'praga-tour-culturale' },
      throwOnError: true,
    });
    expect(after.data.find((item) => item.id === departureId)?.spotsAvailable).toBe(10);
  });

  it('reads the errors as the document types them', async () => {
    const missing = await getPartnerBooking({ client, path: { id: '3d6f0a52-7b1e-4c2d-9e8f-0a1b2c3d4e5f' } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'BOOKING_NOT_FOUND' });
    const stranger = await listPartnerTrips({ client: createClient({ baseUrl: await t.app.getUrl() }) });
    expect(stranger.response.status).toBe(401);
    expect(stranger.error).toMatchObject({ code: 'INVALID_API_KEY' });
  });
});
