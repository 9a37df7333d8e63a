import { SchedulerRegistry } from '@nestjs/schedule';
import pg from 'pg';
import request from 'supertest';
import { BookingsCron } from '../src/bookings/bookings.cron.js';
import { MessageComposer } from '../src/messages/message-composer.js';
import { MessagesRepository } from '../src/messages/messages.repository.js';
import { WaitlistTokens } from '../src/waitlist/waitlist-rules.js';
import { WaitlistService } from '../src/waitlist/waitlist.service.js';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import type { TestApp } from './support/test-app.js';

describe('waiting list of sold-out departures (DECISIONS 35)', () => {
  let t: TestApp;
  let db: pg.Client;
  let adminToken: string;
  let tokens: WaitlistTokens;
  let address = 0;
  let day = 300;
  const client = () => `198.19.${Math.floor(++address / 250)}.${address % 250}`;

  const travellers = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ firstName: `Ospite${i}`, lastName: 'Inventato' }));
  const book = (token: string, count: number) =>
    request(t.server)
      .post(`/api/v1/booking-links/${token}/bookings`)
      .set('x-forwarded-for', client())
      .send({ airport: 'FCO', travellers: travellers(count), ...freshContact() });
  const join = (departureId: string, body: object) =>
    request(t.server)
      .post(`/api/v1/departures/${departureId}/waitlist`)
      .set('x-forwarded-for', client())
      .send({ name: 'Anna Bianchi', privacyAccepted: true, ...body });
  const page = (token: string) => request(t.server).get(`/api/v1/waitlist/${token}`).set('x-forwarded-for', client());
  const entryOf = async (email: string) =>
    (
      await db.query<{ id: string; status: string; held_seats: number; booking_link_id: string | null }>(
        'SELECT id, status, held_seats, booking_link_id FROM waitlist_entries WHERE email = $1',
        [email],
      )
    ).rows[0];
  const tokenOf = async (email: string) => tokens.tokenOf((await entryOf(email)).id);
  const messagesTo = async (email: string) =>
    (
      await db.query<{ kind: string }>('SELECT kind FROM messages WHERE recipient = $1 ORDER BY created_at, kind', [
        email,
      ])
    ).rows.map((row) => row.kind);
  const freeSeats = async (departureId: string) =>
    (await db.query<{ spots: number }>('SELECT spots_available AS spots FROM departures WHERE id = $1', [departureId]))
      .rows[0].spots;
  /** Joins and confirms, in line order. */
  const waitInLine = async (departureId: string, email: string, count: number) => {
    await join(departureId, { email, travellers: count }).expect(201);
    await request(t.server)
      .post(`/api/v1/waitlist/${await tokenOf(email)}/confirm`)
      .set('x-forwarded-for', client())
      .expect(200);
  };
  /** A departure whose `seats` seats are all held by one unpaid booking, made from a link. */
  const fullDeparture = async (seats: number) => {
    const departureId = await insertDeparture(db, { days: ++day, seats });
    const booked = await book(await insertLink(db, departureId), seats).expect(201);
    return { departureId, bookingId: booked.body.id as string };
  };
  const expire = async (bookingId: string) => {
    await db.query("UPDATE bookings SET payment_expires_at = now() - interval '1 second' WHERE id = $1", [bookingId]);
    await t.app.get(BookingsCron).expireOverdueBookings();
  };
  const email = (name: string) => `${name}.${++address}@example.it`;

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true' });
    for (const job of t.app.get(SchedulerRegistry).getCronJobs().values()) void job.stop();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await insertIban(db, { system: true });
    adminToken = await loginAdmin(t.server);
    tokens = new WaitlistTokens(t.config.dataEncryptionKey);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('takes names only for a full departure, and only once its address is confirmed does the visitor wait in line', async () => {
    const open = await insertDeparture(db, { days: ++day, seats: 3 });
    const refused = await join(open, { email: email('anna'), travellers: 3 }).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'SEATS_AVAILABLE',
      message: expect.stringContaining('posti'),
    });

    const { departureId } = await fullDeparture(2);
    const listed = await request(t.server).get('/api/v1/trips/praga-tour-culturale/departures').expect(200);
    const shown = (listed.body as { id: string; waitlist: boolean }[]).filter((d) =>
      [open, departureId].includes(d.id),
    );
    expect(Object.fromEntries(shown.map((d) => [d.id, d.waitlist]))).toEqual({ [open]: false, [departureId]: true });

    const anna = email('anna');
    expect((await join(departureId, { email: anna, travellers: 2 }).expect(201)).body).toEqual({ email: anna });
    // The same address again: the same answer, no second entry, no second message within the hour.
    await join(departureId, { email: anna.toUpperCase(), travellers: 4 }).expect(201);
    expect(await messagesTo(anna)).toEqual(['waitlist_confirm']);
    expect(
      (await db.query('SELECT count(*)::int AS n FROM waitlist_entries WHERE email_key = $1', [anna])).rows[0].n,
    ).toBe(1);

    const token = await tokenOf(anna);
    expect((await page(token).expect(200)).body).toMatchObject({
      status: 'unconfirmed',
      travellers: 2,
      tripSlug: 'praga-tour-culturale',
      placeInLine: null,
      offer: null,
      departureClosed: false,
    });
    const confirmed = await request(t.server).post(`/api/v1/waitlist/${token}/confirm`).expect(200);
    expect(confirmed.body).toMatchObject({ status: 'waiting', placeInLine: 1 });
    // Opening the link again changes nothing.
    await request(t.server).post(`/api/v1/waitlist/${token}/confirm`).expect(200);
    expect((await page(token).expect(200)).body.placeInLine).toBe(1);

    await page('x'.repeat(32)).expect(404);
    await page('not-a-token').expect(404);
  });

  it.each([
    ['no name', { email: 'a@example.it', travellers: 1, name: '' }, 'name'],
    ['an address without a domain', { email: 'anna@', travellers: 1 }, 'email'],
    ['eleven travellers', { email: 'a@example.it', travellers: 11 }, 'travellers'],
    ['privacy not accepted', { email: 'a@example.it', travellers: 1, privacyAccepted: false }, 'privacyAccepted'],
    ['a name on two lines', { email: 'a@example.it', travellers: 1, name: 'Anna\nBONIFICO RICEVUTO' }, 'name'],
  ])('refuses %s with an Italian message, keeping nothing', async (_case, body, field) => {
    const { departureId } = await fullDeparture(1);
    const refused = await join(departureId, body).expect(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(refused.body.details)).toEqual([field]);
    expect(
      (await db.query('SELECT count(*)::int AS n FROM waitlist_entries WHERE departure_id = $1', [departureId])).rows[0]
        .n,
    ).toBe(0);
  });

  it('answers 404 for a departure that is not on sale and 400 for an id that is none', async () => {
    await join('00000000-0000-4000-8000-000000000000', { email: email('x'), travellers: 1 }).expect(404);
    await join('42', { email: email('x'), travellers: 1 }).expect(400);
  });

  it('gives freed seats to the first in line who fits, held by a personal link that books them', async () => {
    const { departureId, bookingId } = await fullDeparture(3);
    const [family, solo, later, unconfirmed] = [email('family'), email('solo'), email('later'), email('nobody')];
    await waitInLine(departureId, family, 4);
    await waitInLine(departureId, solo, 2);
    await waitInLine(departureId, later, 1);
    await join(departureId, { email: unconfirmed, travellers: 1 }).expect(201);

    // Three seats free up: the family of four does not fit, the next two do, in order.
    await expire(bookingId);
    expect((await entryOf(family)).status).toBe('waiting');
    expect(await entryOf(solo)).toMatchObject({ status: 'offered', held_seats: 2 });
    expect(await entryOf(later)).toMatchObject({ status: 'offered', held_seats: 1 });
    expect((await entryOf(unconfirmed)).status).toBe('unconfirmed');
    // Nobody else can book them meanwhile.
    expect(await freeSeats(departureId)).toBe(0);
    expect(await messagesTo(solo)).toEqual(['waitlist_confirm', 'waitlist_offer']);

    const soloPage = (await page(await tokenOf(solo)).expect(200)).body;
    expect(soloPage.status).toBe('offered');
    expect(soloPage.offer.seats).toBe(2);
    const hours = (Date.parse(soloPage.offer.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const linkToken = /\/prenotazione\/([0-9A-Za-z]+)$/.exec(soloPage.offer.bookingUrl as string)?.[1] ?? '';
    const link = await request(t.server).get(`/api/v1/booking-links/${linkToken}`).expect(200);
    expect(link.body.spotsAvailable).toBe(2);

    const booked = await book(linkToken, 2).expect(201);
    expect(await entryOf(solo)).toMatchObject({ status: 'booked', held_seats: 0 });
    expect(
      (await db.query('SELECT booking_id FROM waitlist_entries WHERE email = $1', [solo])).rows[0].booking_id,
    ).toBe(booked.body.id);
    expect(await freeSeats(departureId)).toBe(0);
    // The link held two seats for one visitor: used, it holds nothing more.
    await book(linkToken, 1).expect(409);
  });

  it('passes an unused offer to the next in line when its 12 hours are over, and tells the visitor', async () => {
    const { departureId, bookingId } = await fullDeparture(2);
    const [first, second] = [email('first'), email('second')];
    await waitInLine(departureId, first, 2);
    await waitInLine(departureId, second, 2);
    await expire(bookingId);
    expect((await entryOf(first)).status).toBe('offered');

    await db.query("UPDATE waitlist_entries SET offer_expires_at = now() - interval '1 second' WHERE email = $1", [
      first,
    ]);
    const waitlist = t.app.get(WaitlistService);
    expect(await waitlist.lapseDueOffers()).toBe(1);
    expect(await waitlist.lapseDueOffers()).toBe(0);
    expect((await entryOf(first)).status).toBe('lapsed');
    expect(await messagesTo(first)).toEqual(['waitlist_confirm', 'waitlist_offer', 'waitlist_lapsed']);
    expect(await entryOf(second)).toMatchObject({ status: 'offered', held_seats: 2 });
    expect(await freeSeats(departureId)).toBe(0);

    // The second leaves from the link of its messages: nobody is left in line, the seats go on sale.
    const left = await request(t.server)
      .post(`/api/v1/waitlist/${await tokenOf(second)}/leave`)
      .expect(200);
    expect(left.body).toMatchObject({ status: 'left', offer: null });
    expect(await freeSeats(departureId)).toBe(2);
    const listed = await request(t.server).get('/api/v1/trips/praga-tour-culturale/departures').expect(200);
    expect((listed.body as { id: string; waitlist: boolean }[]).find((d) => d.id === departureId)?.waitlist).toBe(
      false,
    );
  });

  it('books fewer than the offer held and hands the rest to the next in line', async () => {
    const { departureId, bookingId } = await fullDeparture(3);
    const [couple, single] = [email('couple'), email('single')];
    await waitInLine(departureId, couple, 3);
    await waitInLine(departureId, single, 1);
    await expire(bookingId);
    const offer = (await page(await tokenOf(couple)).expect(200)).body.offer as { bookingUrl: string };
    await book(/\/prenotazione\/([0-9A-Za-z]+)$/.exec(offer.bookingUrl)?.[1] ?? '', 2).expect(201);
    expect(await entryOf(single)).toMatchObject({ status: 'offered', held_seats: 1 });
    expect(await freeSeats(departureId)).toBe(0);
  });

  it('lets staff see the list in line order, change a party and take one off, handing its seats on', async () => {
    const { departureId, bookingId } = await fullDeparture(2);
    const [a, b, c] = [email('staff-a'), email('staff-b'), email('staff-c')];
    await waitInLine(departureId, a, 2);
    await waitInLine(departureId, b, 1);
    await join(departureId, { email: c, travellers: 1 }).expect(201);
    const admin = (path: string) => `/api/v1/admin${path}`;

    await request(t.server)
      .get(admin(`/departures/${departureId}/waitlist`))
      .expect(401);
    const list = (
      await request(t.server)
        .get(admin(`/departures/${departureId}/waitlist`))
        .set(bearer(adminToken))
        .expect(200)
    ).body.entries as { id: string; email: string; status: string; placeInLine: number | null }[];
    expect(
      (
        await request(t.server)
          .get(admin(`/departures/${departureId}/waitlist`))
          .set(bearer(adminToken))
      ).body,
    ).toMatchObject({ departureId, tripTitle: expect.any(String), spotsAvailable: 0 });
    expect(list.map((entry) => [entry.email, entry.status, entry.placeInLine])).toEqual([
      [a, 'waiting', 1],
      [b, 'waiting', 2],
      [c, 'unconfirmed', null],
    ]);

    const changed = await request(t.server)
      .patch(admin(`/waitlist/${list[0].id}`))
      .set(bearer(adminToken))
      .send({ travellers: 3 })
      .expect(200);
    expect(changed.body.entries[0]).toMatchObject({ email: a, travellers: 3 });
    await request(t.server)
      .patch(admin(`/waitlist/${list[0].id}`))
      .set(bearer(adminToken))
      .send({ travellers: 0 })
      .expect(400);

    // Two seats free up: a (now 3) does not fit, b does.
    await expire(bookingId);
    expect(await entryOf(b)).toMatchObject({ status: 'offered', held_seats: 1 });
    const offered = await request(t.server)
      .patch(admin(`/waitlist/${list[1].id}`))
      .set(bearer(adminToken))
      .send({ travellers: 2 })
      .expect(409);
    expect(offered.body.code).toBe('WAITLIST_ENTRY_NOT_EDITABLE');

    // Taken off, b's seat returns: a still does not fit, so it goes on sale.
    await request(t.server)
      .post(admin(`/waitlist/${list[1].id}/remove`))
      .set(bearer(adminToken))
      .expect(200);
    expect((await entryOf(b)).status).toBe('removed');
    expect(await freeSeats(departureId)).toBe(2);
    await request(t.server)
      .post(admin(`/waitlist/${list[1].id}/remove`))
      .set(bearer(adminToken))
      .expect(409);
    const audit = await db.query('SELECT action FROM admin_audit_events WHERE subject = ANY($1) ORDER BY created_at', [
      [list[0].id, list[1].id],
    ]);
    expect(audit.rows.map((row) => row.action)).toEqual(['waitlist.travellers_changed', 'waitlist.removed']);
    await request(t.server)
      .post(admin('/waitlist/00000000-0000-4000-8000-000000000000/remove'))
      .set(bearer(adminToken))
      .expect(404);
  });

  it("shows staff an entry's e-mails and sends one again, the copy speaking of the same entry", async () => {
    const { departureId } = await fullDeparture(1);
    const visitor = email('messaggi');
    await waitInLine(departureId, visitor, 1);
    const { id } = await entryOf(visitor);
    const admin = (path: string) => request(t.server).get(`/api/v1/admin${path}`).set(bearer(adminToken));

    const listed = await admin(`/waitlist/${id}/messages`).expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ kind: 'waitlist_confirm', channel: 'email', to: visitor, status: 'queued' }),
    ]);
    const copy = await request(t.server)
      .post(`/api/v1/admin/messages/${listed.body[0].id}/resend`)
      .set(bearer(adminToken))
      .expect(201);
    expect(copy.body).toMatchObject({ kind: 'waitlist_confirm', to: visitor });
    const again = await admin(`/waitlist/${id}/messages`).expect(200);
    expect(again.body.map((message: { id: string }) => message.id)).toEqual([listed.body[0].id, copy.body.id]);
    const mail = await t.app.get(MessageComposer).compose((await t.app.get(MessagesRepository).find(copy.body.id))!);
    expect(mail.subject).toMatch(/^Conferma la tua iscrizione alla lista d’attesa – Praga/);
    expect(mail.text).toContain(`/lista-attesa/${await tokenOf(visitor)}`);

    // A failure is counted where staff find it: in the departure's waiting list.
    const before = (await admin('/messages/health').expect(200)).body;
    await db.query("UPDATE messages SET status = 'failed', last_error = 'SMTP 550 5.1.1' WHERE id = $1", [
      copy.body.id,
    ]);
    const after = (await admin('/messages/health').expect(200)).body;
    expect(after.failedWaitlist).toBe(before.failedWaitlist + 1);
    expect(after.failedBookings).toBe(before.failedBookings);

    await admin('/waitlist/6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90/messages').expect(404);
    await request(t.server).get(`/api/v1/admin/waitlist/${id}/messages`).expect(401);
  });

  it('offers seats staff add to a full departure to the people in line, at the next sweep', async () => {
    const { departureId } = await fullDeparture(1);
    const waiting = email('sweep');
    await waitInLine(departureId, waiting, 2);
    await db.query('UPDATE departures SET spots_available = 2, total_spots = 3 WHERE id = $1', [departureId]);
    expect(await t.app.get(WaitlistService).offerFreeSeatsToWaiting()).toBe(1);
    expect(await entryOf(waiting)).toMatchObject({ status: 'offered', held_seats: 2 });
    expect(await freeSeats(departureId)).toBe(0);
  });

  it('forgets addresses never confirmed after 48 hours, with their messages', async () => {
    const { departureId } = await fullDeparture(1);
    const [old, recent] = [email('old'), email('recent')];
    await join(departureId, { email: old, travellers: 1 }).expect(201);
    await join(departureId, { email: recent, travellers: 1 }).expect(201);
    await db.query("UPDATE waitlist_entries SET created_at = now() - interval '49 hours' WHERE email = $1", [old]);
    await t.app.get(WaitlistService).forgetOldEntries();
    expect(await entryOf(old)).toBeUndefined();
    expect(await messagesTo(old)).toEqual([]);
    expect((await entryOf(recent)).status).toBe('unconfirmed');
  });

  it('limits how often one client joins', async () => {
    const { departureId } = await fullDeparture(1);
    const from = '198.51.100.77';
    const attempt = () =>
      request(t.server)
        .post(`/api/v1/departures/${departureId}/waitlist`)
        .set('x-forwarded-for', from)
        .send({ name: 'Anna', email: email('burst'), travellers: 1, privacyAccepted: true });
    for (let i = 0; i < 5; i++) await attempt().expect(201);
    expect((await attempt().expect(429)).body.code).toBe('WAITLIST_RATE_LIMITED');
  });
});
