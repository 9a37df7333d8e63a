import { createHash } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import { binaryBody } from './support/pdf-text.js';
import { SmtpStandIn } from './support/smtp-stand-in.js';
import { TEST_BOT_TOKEN, TEST_CHAT_ID, telegramStandIn } from './support/telegram-stand-in.js';
import type { TestApp } from './support/test-app.js';

interface MessageView {
  id: string;
  channel: 'email' | 'telegram';
  kind: string;
  to: string;
  subject: string | null;
  status: 'queued' | 'sent' | 'failed' | 'kept';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** Polls `check` until it returns something truthy; the delivery workers poll every half second here. */
async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('messages to the customer and the agency', () => {
  const smtp = new SmtpStandIn();
  let telegram: Awaited<ReturnType<typeof telegramStandIn>>;
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  let departureDays = 150;
  let iban: string;
  let address = 0;

  const book = async (options: { language?: 'it' | 'en'; contact?: ReturnType<typeof freshContact> } = {}) => {
    const contact = options.contact ?? freshContact();
    // A departure of its own each time: the bookings of this file never run out of seats.
    const linkToken = await insertLink(db, await insertDeparture(db, { days: ++departureDays, priceCents: 129_000 }));
    const response = await request(t.server)
      .post(`/api/v1/booking-links/${linkToken}/bookings`)
      .set('x-forwarded-for', `198.51.100.${++address % 250}`)
      .send({
        airport: 'MXP',
        travellers: [
          { firstName: 'Anna', lastName: 'Bianchi' },
          { firstName: 'Paolo', lastName: 'Bianchi' },
        ],
        ...contact,
        ...(options.language ? { language: options.language } : {}),
      })
      .expect(201);
    return { ...(response.body as { id: string; paymentReference: string; amountToPayCents: number }), contact };
  };
  /**
   * This file's app also writes the messages, whose PDF holds its one thread for seconds on a
   * busy machine: a read that waited that long for a connection is answered 503, as an API
   * replica that delivers too would answer (decision M6), and is asked again.
   */
  const messagesOf = async (bookingId: string): Promise<MessageView[]> => {
    for (let attempt = 1; ; attempt++) {
      const res = await request(t.server).get(`/api/v1/admin/bookings/${bookingId}`).set(bearer(token));
      if (res.status === 503 && attempt < 5) continue;
      expect(res.status).toBe(200);
      return res.body.messages;
    }
  };
  const messageOf = async (bookingId: string, kind: string) =>
    (await messagesOf(bookingId)).find((message) => message.kind === kind && message.channel === 'email');
  /** A failed attempt waits minutes before the next; the tests make it due now. */
  const retryNow = () => db.query("UPDATE pgboss.job SET start_after = now() WHERE state = 'retry'");

  beforeAll(async () => {
    await smtp.start();
    telegram = await telegramStandIn([500, 502]);
    t = await createAdminTestApp({
      TRUST_PROXY: 'true',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Viaggi di Gruppo <prenotazioni@viaggi.test>',
      DELIVERY_WORKERS: 'on',
      DELIVERY_POLL_SECONDS: '0.5',
      TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
      TELEGRAM_CHAT_ID: TEST_CHAT_ID,
      TELEGRAM_API_BASE_URL: telegram.url,
    });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    iban = (await insertIban(db, { system: true, holder: 'Viaggi di Lucca srl' })).iban;
    token = await loginAdmin(t.server);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
    await smtp.stop();
    await telegram.close();
  });

  it("tells the agency's chat of a new booking, retrying with backoff until Telegram takes it", async () => {
    const booking = await book();
    const notice = async () => (await messagesOf(booking.id)).find((message) => message.channel === 'telegram');
    const sent = await eventually(async () => {
      await retryNow();
      const message = await notice();
      return message?.status === 'sent' && message;
    }, 'the notice delivered');
    expect(sent).toMatchObject({ to: 'agency', kind: 'booking.created', lastError: null });
    // Two refusals, then taken; an attempt that failed before reaching Telegram (a slow moment
    // of the machine) is one more attempt, never one more message in the chat.
    expect(telegram.received).toHaveLength(3);
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
    for (const call of telegram.received) {
      expect(call.path).toBe(`/bot${TEST_BOT_TOKEN}/sendMessage`);
      expect(call.body.chat_id).toBe(TEST_CHAT_ID);
      expect(call.body.text).toContain(booking.paymentReference);
      expect(call.body.text).toContain(booking.contact.contactEmail);
    }
  });

  it('e-mails the booking with its amount, IBAN, reference, deadline, QR code and private link', async () => {
    const booking = await book();
    const [mail] = await eventually(async () => {
      const mails = smtp.to(booking.contact.contactEmail);
      return mails.length > 0 && mails;
    }, 'the booking e-mail');

    expect(mail.subject).toContain(booking.paymentReference);
    expect(mail.from?.text).toContain('prenotazioni@viaggi.test');
    const text = mail.text ?? '';
    expect(text).toContain(booking.paymentReference);
    expect(text).toContain(iban.replace(/(.{4})/g, '$1 ').trim());
    expect(text).toMatch(/1\.?032,00\s€/);
    expect(text).toContain('Viaggi di Lucca srl');
    expect(text).toMatch(/ora di Roma|ora italiana/i);
    const qr = mail.attachments.find((attachment) => attachment.contentId?.includes('epc-qr'));
    expect(qr?.contentType).toBe('image/png');
    expect(mail.html).toContain('cid:epc-qr');
    // The law's information goes with it, as the booking's page downloads it.
    const information = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(information?.filename).toMatch(/^informazioni-ricevuta-\d+\.pdf$/);
    const download = await request(t.server)
      .get(`/api/v1/bookings/${booking.id}/documents/information.pdf`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(Buffer.compare(download.body as Buffer, information!.content)).toBe(0);

    const link = /https?:\/\/\S+\/la-mia-prenotazione\/([A-Za-z0-9_-]{32})/.exec(text);
    expect(link).not.toBeNull();
    const stored = await db.query('SELECT page_token_hash FROM bookings WHERE id = $1', [booking.id]);
    expect(stored.rows[0].page_token_hash).toBe(createHash('sha256').update(link![1]).digest('hex'));
    expect(text).not.toContain(booking.id);
    // The link opens the customer's own page; a token one character off opens nothing.
    const page = await request(t.server).get(`/api/v1/booking-pages/${link![1]}`).expect(200);
    expect(page.body).toMatchObject({ id: booking.id, paymentReference: booking.paymentReference });
    const wrong = `${link![1].slice(0, -1)}${link![1].endsWith('A') ? 'B' : 'A'}`;
    expect((await request(t.server).get(`/api/v1/booking-pages/${wrong}`).expect(404)).body.code).toBe(
      'BOOKING_PAGE_NOT_FOUND',
    );

    const message = await messageOf(booking.id, 'booking_received');
    expect(message).toMatchObject({ to: booking.contact.contactEmail, status: 'sent', attempts: 1, lastError: null });
    expect(message?.subject).toBe(mail.subject);
  });

  it('writes in English to a customer who booked in English', async () => {
    const booking = await book({ language: 'en' });
    const [mail] = await eventually(async () => {
      const mails = smtp.to(booking.contact.contactEmail);
      return mails.length > 0 && mails;
    }, 'the English e-mail');
    expect(mail.subject).toContain(booking.paymentReference);
    expect(mail.text).toMatch(/Rome time/);
    expect(mail.text).not.toMatch(/Scadenza|Causale|Beneficiario/);
  });

  it('loses nothing while the mail server is down, and sends the message once when it is back', async () => {
    await smtp.stop();
    const booking = await book();
    const waiting = await eventually(async () => {
      const message = await messageOf(booking.id, 'booking_received');
      return message?.attempts === 1 && message;
    }, 'a failed attempt');
    expect(waiting).toMatchObject({ status: 'queued', sentAt: null });
    expect(waiting.lastError).toMatch(/^E[A-Z]+$/);

    await smtp.start();
    const sent = await eventually(async () => {
      // The job turns to 'retry' just after the attempt is recorded: bring it forward each round.
      await retryNow();
      const message = await messageOf(booking.id, 'booking_received');
      return message?.status === 'sent' && message;
    }, 'the message delivered');
    expect(sent.attempts).toBe(2);
    expect(smtp.to(booking.contact.contactEmail)).toHaveLength(1);
  });

  it('shows staff a permanent refusal, and sends it again on request', async () => {
    smtp.mood = 'refuse';
    const booking = await book();
    const failed = await eventually(async () => {
      const message = await messageOf(booking.id, 'booking_received');
      return message?.status === 'failed' && message;
    }, 'the refusal');
    smtp.mood = 'accept';
    expect(failed).toMatchObject({ attempts: 1, lastError: 'SMTP 550 5.1.1' });
    expect(failed.lastError).not.toContain(booking.contact.contactEmail);
    const health = await request(t.server).get('/api/v1/admin/messages/health').set(bearer(token)).expect(200);
    expect(health.body).toMatchObject({ deliveryOff: false });
    expect(health.body.failed).toBeGreaterThanOrEqual(1);
    expect(health.body.failedBookings).toBeGreaterThanOrEqual(1);
    expect(health.body.failed).toBe(health.body.failedBookings + health.body.failedWaitlist + health.body.failedStaff);
    // The bookings list finds the booking the count speaks of, and only bookings with a failure.
    const withFailures = await request(t.server)
      .get('/api/v1/admin/bookings?messages=failed&limit=100')
      .set(bearer(token))
      .expect(200);
    expect(withFailures.body.items.map((item: { id: string }) => item.id)).toContain(booking.id);
    expect(withFailures.body.total).toBe(withFailures.body.items.length);
    const { rows: failing } = await db.query(
      "SELECT count(DISTINCT booking_id)::int AS n FROM messages WHERE status = 'failed' AND booking_id IS NOT NULL",
    );
    expect(withFailures.body.total).toBe(failing[0].n);
    await request(t.server).get('/api/v1/admin/bookings?messages=sent').set(bearer(token)).expect(400);

    const resent = await request(t.server)
      .post(`/api/v1/admin/messages/${failed.id}/resend`)
      .set(bearer(token))
      .expect(201);
    expect(resent.body).toMatchObject({ kind: 'booking_received', status: 'queued', to: booking.contact.contactEmail });
    await eventually(async () => smtp.to(booking.contact.contactEmail).length === 1, 'the message sent again');
    const kinds = (await messagesOf(booking.id)).filter((message) => message.channel === 'email');
    expect(kinds.map((message) => message.status)).toEqual(['failed', 'sent']);
  });

  it('tells the customer a payment was recorded', async () => {
    const booking = await book();
    await request(t.server).post(`/api/v1/admin/bookings/${booking.id}/confirm-payment`).set(bearer(token)).expect(200);
    const sent = await eventually(async () => {
      const message = await messageOf(booking.id, 'payment_recorded');
      return message?.status === 'sent' && message;
    }, 'the payment message');
    expect(sent.subject).toContain(booking.paymentReference);
    const paymentMail = smtp.to(booking.contact.contactEmail).find((mail) => mail.subject === sent.subject);
    expect(paymentMail?.attachments.map((attachment) => attachment.filename)).toContain(
      `conferma-${booking.paymentReference.toLowerCase().replace(' ', '-')}.pdf`,
    );
    // The booking's own message arrives too, in whichever order the worker took them.
    await eventually(async () => smtp.to(booking.contact.contactEmail).length === 2, 'both messages');
    expect(smtp.to(booking.contact.contactEmail).map((mail) => mail.subject)).toContain(sent.subject);
  });

  it('e-mails staff once an hour when unpaid holds pile up on a departure, naming the trip and the seats', async () => {
    const departureId = await insertDeparture(db, { days: 420, seats: 10, priceCents: 99_000 });
    const linkToken = await insertLink(db, departureId);
    const family = () =>
      request(t.server)
        .post(`/api/v1/booking-links/${linkToken}/bookings`)
        .set('x-forwarded-for', `203.0.113.${++address % 250}`)
        .send({
          airport: 'FCO',
          travellers: [
            { firstName: 'Ospite', lastName: 'Uno' },
            { firstName: 'Ospite', lastName: 'Due' },
          ],
          ...freshContact(),
        })
        .expect(201);
    // The fourth family leaves 2 of 10 seats: most of the departure held unpaid within the hour.
    for (let i = 0; i < 4; i++) await family();
    // One more in the same hour counts on the admin home, and sends no second e-mail.
    await db.query('UPDATE departures SET spots_available = spots_available + 2 WHERE id = $1', [departureId]);
    await family();

    const staff = (await request(t.server).get('/api/v1/site').expect(200)).body.email as string;
    const { rows: trip } = await db.query<{ title: string }>(
      "SELECT t.content_it->>'title' AS title FROM departures d JOIN trips t ON t.id = d.trip_id WHERE d.id = $1",
      [departureId],
    );
    const [mail] = await eventually(async () => {
      const mails = smtp.to(staff).filter((m) => m.subject?.startsWith('Posti trattenuti senza pagamento'));
      return mails.length > 0 && mails;
    }, "staff's alert");
    expect(mail.subject).toContain(trip[0].title);
    expect(mail.text).toMatch(/Posti non pagati: \d+\n/);
    expect(mail.text).toContain('/admin');
    // One e-mail per hour the alert counted in (one, unless the bookings straddled an hour).
    const { rows: hours } = await db.query(
      "SELECT DISTINCT window_start FROM hold_alerts WHERE departure_id = $1 AND kind = 'burst'",
      [departureId],
    );
    const { rows } = await db.query(
      "SELECT booking_id, recipient, status FROM messages WHERE kind = 'staff_hold_alert' AND occasion LIKE 'burst@%'",
    );
    expect(rows).toEqual(hours.map(() => ({ booking_id: null, recipient: staff, status: 'sent' })));
    expect(smtp.to(staff).filter((m) => m.subject === mail.subject)).toHaveLength(hours.length);
  });

  it('answers 404 for a message that does not exist', async () => {
    await request(t.server)
      .post('/api/v1/admin/messages/00000000-0000-4000-8000-000000000000/resend')
      .set(bearer(token))
      .expect(404);
    await request(t.server).get('/api/v1/admin/messages/not-an-id').set(bearer(token)).expect(404);
  });
});

describe('messages without a mail server', () => {
  let t: TestApp;
  let db: pg.Client;

  beforeAll(async () => {
    t = await createAdminTestApp({ TRUST_PROXY: 'true', DELIVERY_WORKERS: 'on', DELIVERY_POLL_SECONDS: '0.5' });
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await insertIban(db, { system: true });
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('keeps each message, written, for staff to read in the admin area', async () => {
    const linkToken = await insertLink(db, await insertDeparture(db, { days: 151 }));
    const booked = await request(t.server)
      .post(`/api/v1/booking-links/${linkToken}/bookings`)
      .set('x-forwarded-for', '192.0.2.10')
      .send({ airport: 'FCO', travellers: [{ firstName: 'Maria', lastName: 'Rossi' }], ...freshContact() })
      .expect(201);
    const token = await loginAdmin(t.server);
    const kept = await eventually(async () => {
      const detail = await request(t.server).get(`/api/v1/admin/bookings/${booked.body.id}`).set(bearer(token));
      return (detail.body.messages as MessageView[]).find((m) => m.channel === 'email' && m.status === 'kept');
    }, 'the kept message');
    const preview = await request(t.server).get(`/api/v1/admin/messages/${kept.id}`).set(bearer(token)).expect(200);
    expect(preview.body.subject).toContain(booked.body.paymentReference);
    expect(preview.body.html).toContain(booked.body.paymentReference);
    expect(preview.body.text).toContain(booked.body.paymentReference);
    const health = await request(t.server).get('/api/v1/admin/messages/health').set(bearer(token)).expect(200);
    // A fresh install's legal details are examples: staff are told before a document prints them.
    expect(health.body).toEqual({
      deliveryOff: true,
      failed: 0,
      failedBookings: 0,
      failedWaitlist: 0,
      failedStaff: 0,
      late: 0,
      exampleLegalDetails: true,
    });
  });

  it('keeps the admin routes behind the login', async () => {
    await request(t.server).get('/api/v1/admin/messages/health').expect(401);
  });
});
