// The baseline of the quote: node:http and pg doing the work POST /booking-links/{token}/quote
// does, with the app's own compiled rule and client hash: count the client's attempt (the
// app's one statement, under its advisory lock), read the link, price the travellers. Started by booking.mjs, which sends
// {databaseUrl, poolMax, clientHashSecret} by IPC and gets {type: 'ready', port} back.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { REPO_ROOT } from '../support/start-backend.mjs';

const dist = (file) => import(pathToFileURL(path.join(REPO_ROOT, 'backend/dist', file)).href);
const { depositTermsOf, priceBooking } = await dist('bookings/booking-policy.js');
const { hashClient } = await dist('common/client-address.js');

// The same statements as the app's rate limit and link lookup (client-rate-limit.ts, bookings.service.ts).
const LOCK_SPACE = 0x6c696d74;
const QUOTE_LIMIT = 120;
const WINDOW_SECONDS = 600;
const LINK_SQL = `SELECT l.id, l.departure_id AS "departureId", l.trip_id AS "tripId",
       to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", coalesce(l.offer_price_cents, d.price_cents) AS "priceCents",
       l.payment_type AS "paymentType", l.deposit_percentage AS "depositPercentage",
       l.deposit_per_person_cents AS "depositPerPersonCents", l.child_discount_enabled AS "childDiscountEnabled",
       l.child_discount_percentage AS "childDiscountPercentage", l.iban_id AS "ibanId",
       (l.revoked_at IS NOT NULL OR l.expires_at <= now()) AS expired
  FROM booking_links l JOIN departures d ON d.id = l.departure_id
 WHERE l.token = $1`;

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function countAttempt(pool, secret, address) {
  const clientHash = hashClient(secret, 'booking.quote', address);
  const { rows } = await pool.query('SELECT record_client_attempt($1, $2, $3, $4, $5, $6) AS allowed', [
    LOCK_SPACE,
    Number.parseInt(clientHash.slice(0, 8), 16) | 0,
    'booking.quote',
    clientHash,
    WINDOW_SECONDS,
    QUOTE_LIMIT,
  ]);
  return rows[0].allowed;
}

process.once('message', ({ databaseUrl, poolMax, clientHashSecret }) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  const server = http.createServer(async (req, res) => {
    try {
      const match = /^\/api\/v1\/booking-links\/([A-Za-z0-9]+)\/quote$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return send(res, 404, { statusCode: 404 });
      const body = JSON.parse(await readBody(req));
      const address = String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress);
      if (!(await countAttempt(pool, clientHashSecret, address))) return send(res, 429, { statusCode: 429 });
      const { rows } = await pool.query(LINK_SQL, [match[1]]);
      const link = rows[0];
      if (!link) return send(res, 404, { statusCode: 404 });
      const summary = priceBooking(
        body.travellers,
        {
          startDate: link.startDate,
          priceCents: link.priceCents,
          paymentType: link.paymentType,
          childDiscountEnabled: link.childDiscountEnabled,
          childDiscountPercentage: link.childDiscountPercentage,
          deposit: depositTermsOf(link),
        },
        new Date(),
      );
      send(res, 200, summary);
    } catch (error) {
      send(res, 500, { statusCode: 500, message: String(error?.message ?? error) });
    }
  });
  server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
});
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
