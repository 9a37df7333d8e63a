// The baseline of the partner API: node:http and pg doing the work of
// GET /api/partner/v1/trips/{slug}/departures, POST /api/partner/v1/holds and
// DELETE /api/partner/v1/holds/{id}, with the app's own compiled rules and the statements of its
// repositories, so that the app/raw ratio shows what the framework stack costs. Every request
// first does what the app's partner guard does: the key read by its primary key, the secret's
// SHA-256 compared in constant time, the last use written at most once a minute, and the
// request counted in partner_request_counts with the rate limiter's own upsert. Then:
// - departures: the trip's departures (the app's statement), each with its availability,
//   payment type, minimum group answer and the partner's net price;
// - hold:       the departure's facts, then in one transaction the partner's row locked, its
//               unpaid seats on the departure counted against its cap, the seats taken by the
//               conditional update and the hold inserted; like the app, a partner's holds run
//               one after the other in this process, rather than each waiting on the row lock
//               with a pool connection;
// - release:    in one transaction the hold locked and ended, its seats given back, and the
//               departure and its waiting list locked to hand them on.
// Started by partner.mjs, which sends {databaseUrl, poolMax, rateLimit} by IPC and gets
// {type: 'ready', port} back.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { REPO_ROOT } from '../support/start-backend.mjs';

const dist = (file) => import(pathToFileURL(path.join(REPO_ROOT, 'backend/dist', file)).href);
const { bearerCredential, parseApiKey, secretMatches } = await dist('partners/api-key.js');
const { netPriceCents } = await dist('partners/net-price.js');
const { paymentTypesAt } = await dist('bookings/booking-policy.js');
const { availabilityOf, seatShortage } = await dist('departures/availability.js');
const { guaranteeOf } = await dist('departures/minimum-group.js');
const { BOOKABLE_DEPARTURE, TRIP_DEPARTURES_SQL } = await dist('departures/departures.sql.js');
const { PARTNER_HOLD_MINUTES } = await dist('partners/partner-hold.entity.js');

// PartnersRepository.findKeyForRequest and recordKeyUse.
const KEY_SQL = `SELECT k.id AS "keyId", k.secret_hash AS "secretHash",
       k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now()) AS usable,
       (k.last_used_at IS NULL OR k.last_used_at < now() - interval '1 minute') AS "useToRecord",
       p.id AS "partnerId", p.name AS "partnerName", p.commission_basis_points AS "commissionBasisPoints", k.scopes
  FROM partner_api_keys k JOIN partners p ON p.id = k.partner_id
 WHERE k.id = $1`;
const KEY_USE_SQL = `UPDATE partner_api_keys SET last_used_at = now()
 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`;
// rate-limiter-flexible's upsert on the table PartnerRateLimiter gives it, as a named statement as
// the library sends it. Counted under a key prefix of its own: the app's counts are left alone.
const COUNT_SQL = `INSERT INTO partner_request_counts VALUES ($1, $2, $3)
  ON CONFLICT(key) DO UPDATE SET
    points = CASE WHEN (partner_request_counts.expire <= $4 OR 1=0) THEN $2 ELSE partner_request_counts.points + ($2) END,
    expire = CASE WHEN partner_request_counts.expire <= $4 THEN $3 ELSE partner_request_counts.expire END
  RETURNING points, expire`;
const COUNT_PREFIX = 'raw_partner_key';
// DeparturesRepository.findFacts, takeSeats, giveBackSeats and lockFreeSeats.
const FACTS_SQL = `SELECT d.id, d.trip_id AS "tripId", t.slug AS "tripSlug", t.content_it->>'title' AS "tripTitle",
       to_char(d.start_date, 'YYYY-MM-DD') AS "startDate", to_char(d.end_date, 'YYYY-MM-DD') AS "endDate",
       d.end_date - d.start_date + 1 AS "durationDays", d.spots_available AS "spotsAvailable",
       d.price_cents AS "priceCents", d.coordinators, d.meeting_times AS "meetingTimes",
       t.deposit_kind AS "depositKind", t.deposit_value AS "depositValue",
       t.single_supplement_cents AS "singleSupplementCents",
       t.min_group_size AS "minGroupSize", d.confirmed_travellers AS "confirmedTravellers",
       d.minimum_group_status AS "minimumGroupStatus"
  FROM departures d JOIN trips t ON t.id = d.trip_id
 WHERE d.id = ANY($1::uuid[])`;
const TAKE_SEATS_SQL = `UPDATE departures d SET spots_available = d.spots_available - $2, updated_at = now()
 WHERE d.id = $1 AND d.spots_available >= $2 AND ${BOOKABLE_DEPARTURE}
 RETURNING d.spots_available`;
const GIVE_BACK_SQL = `UPDATE departures d SET spots_available = d.spots_available + r.seats, updated_at = now()
  FROM (SELECT departure_id, sum(seats)::int AS seats
          FROM unnest($1::uuid[], $2::int[]) AS r(departure_id, seats) GROUP BY departure_id) r
 WHERE d.id = r.departure_id`;
const LOCK_FREE_SEATS_SQL = `SELECT d.spots_available AS "spotsAvailable" FROM departures d
 WHERE d.id = $1 AND ${BOOKABLE_DEPARTURE} FOR UPDATE`;
// PartnersRepository.lockPartnerCap, PartnerHoldsRepository, BookingsRepository.partnerUnpaidSeats,
// WaitlistRepository.lockLine.
const LOCK_PARTNER_SQL = 'SELECT max_unpaid_seats AS "maxUnpaidSeats" FROM partners WHERE id = $1 FOR UPDATE';
const HELD_SEATS_SQL = `SELECT COALESCE(sum(seats), 0)::int AS seats FROM partner_holds
 WHERE partner_id = $1 AND departure_id = $2 AND status = 'held' AND expires_at > now()`;
const UNPAID_SEATS_SQL = `SELECT COALESCE(sum(traveller_count), 0)::int AS seats FROM bookings
 WHERE partner_id = $1 AND departure_id = $2 AND status IN ('pending', 'transfer_declared') AND payment_status = 'pending'`;
const INSERT_HOLD_SQL = `INSERT INTO partner_holds (partner_id, key_id, departure_id, seats, expires_at)
VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))
RETURNING id, expires_at AS "expiresAt"`;
const LOCK_HOLD_SQL = `SELECT id, departure_id AS "departureId", seats, status, expires_at AS "expiresAt",
       booking_id AS "bookingId", (status = 'held' AND expires_at > now()) AS live
  FROM partner_holds WHERE id = $1 AND partner_id = $2 FOR UPDATE`;
const END_HOLD_SQL = `UPDATE partner_holds SET status = 'released', closed_at = now() WHERE id = $1 AND status = 'held'
RETURNING departure_id AS "departureId", seats`;
const WAITING_LINE_SQL = `SELECT w.id, w.travellers FROM waitlist_entries w
 WHERE w.departure_id = $1 AND w.status = 'waiting'
 ORDER BY w.confirmed_at, w.id FOR UPDATE`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEPARTURES_ROUTE = /^\/api\/partner\/v1\/trips\/([^/?]+)\/departures$/;
const HOLD_ROUTE = /^\/api\/partner\/v1\/holds\/([^/?]+)$/;

/** An answer the raw server refuses with, as the app's AppError would. */
class Refusal extends Error {
  constructor(status, code) {
    super(code);
    this.status = status;
    this.code = code;
  }
}

function send(res, status, body, headers = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
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

/** One transaction on a connection of its own; rolled back when `work` throws. */
async function transaction(pool, work) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function startServer({ databaseUrl, poolMax, rateLimit }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  // A partner's holds wait their turn here, one after the other, as in the app's in-memory queue.
  const holdTurns = new Map();

  async function authenticate(req, scope) {
    const parsed = parseApiKey(bearerCredential(req.headers.authorization) ?? '');
    if (!parsed) throw new Refusal(401, 'INVALID_API_KEY');
    const {
      rows: [key],
    } = await pool.query(KEY_SQL, [parsed.keyId]);
    if (!key || !secretMatches(parsed.secret, key.secretHash) || !key.usable) {
      throw new Refusal(401, 'INVALID_API_KEY');
    }
    if (key.useToRecord) await pool.query(KEY_USE_SQL, [key.keyId]);
    const windowMs = rateLimit.windowSeconds * 1000;
    const now = Date.now();
    const {
      rows: [count],
    } = await pool.query({
      name: 'raw-partner-count',
      text: COUNT_SQL,
      values: [`${COUNT_PREFIX}:${key.keyId}`, 1, now + windowMs, now],
    });
    const remaining = Math.max(rateLimit.requests - count.points, 0);
    const headers = {
      'ratelimit-limit': rateLimit.requests,
      'ratelimit-remaining': remaining,
      'ratelimit-reset': Math.ceil(Math.max(Number(count.expire) - Date.now(), 0) / 1000),
    };
    if (count.points > rateLimit.requests) throw new Refusal(429, 'PARTNER_RATE_LIMITED');
    if (!key.scopes.includes(scope)) throw new Refusal(403, 'PARTNER_SCOPE_MISSING');
    return { partner: key, headers };
  }

  async function listDepartures(partner, slug) {
    const { rows } = await pool.query(TRIP_DEPARTURES_SQL, [decodeURIComponent(slug).toLowerCase()]);
    if (rows.length === 0) throw new Refusal(404, 'TRIP_NOT_FOUND');
    const paymentTypeOf = paymentTypesAt(new Date());
    return rows
      .filter((row) => row.id !== null)
      .map((row) => {
        const { guaranteed, travellersToGuarantee } = guaranteeOf(row);
        return {
          id: row.id,
          startDate: row.startDate,
          endDate: row.endDate,
          durationDays: row.durationDays,
          priceCents: row.priceCents,
          previousPriceCents: row.previousPriceCents,
          spotsAvailable: row.spotsAvailable,
          totalSpots: row.totalSpots,
          coordinators: row.coordinators,
          minGroupSize: row.minGroupSize,
          guaranteed,
          travellersToGuarantee,
          availability: availabilityOf(row.spotsAvailable),
          paymentType: paymentTypeOf(row.startDate),
          waitlist: row.spotsAvailable === 0,
          netPriceCents: netPriceCents(row.priceCents, partner.commissionBasisPoints),
        };
      });
  }

  // In the app's order: the transaction is open when the facts are read, on another connection.
  function holdInTurn(partner, departureId, seats) {
    return transaction(pool, async (client) => {
      const {
        rows: [facts],
      } = await pool.query(FACTS_SQL, [[departureId]]);
      if (!facts) throw new Refusal(404, 'DEPARTURE_NOT_FOUND');
      const shortage = seatShortage(facts.spotsAvailable, seats);
      if (shortage) throw new Refusal(409, shortage);
      const {
        rows: [locked],
      } = await client.query(LOCK_PARTNER_SQL, [partner.partnerId]);
      if (!locked) throw new Refusal(401, 'INVALID_API_KEY');
      const held = (await client.query(HELD_SEATS_SQL, [partner.partnerId, departureId])).rows[0].seats;
      const unpaid = (await client.query(UNPAID_SEATS_SQL, [partner.partnerId, departureId])).rows[0].seats;
      if (held + unpaid + seats > locked.maxUnpaidSeats) throw new Refusal(409, 'PARTNER_UNPAID_SEATS_LIMIT');
      const taken = await client.query(TAKE_SEATS_SQL, [departureId, seats]);
      if (taken.rowCount === 0) throw new Refusal(409, 'NOT_ENOUGH_SEATS');
      const {
        rows: [hold],
      } = await client.query(INSERT_HOLD_SQL, [
        partner.partnerId,
        partner.keyId,
        departureId,
        seats,
        PARTNER_HOLD_MINUTES,
      ]);
      return { id: hold.id, departureId, seats, expiresAt: hold.expiresAt.toISOString() };
    });
  }

  function createHold(partner, body) {
    const departureId = body?.departureId;
    const seats = body?.seats;
    if (
      typeof departureId !== 'string' ||
      !UUID.test(departureId) ||
      !Number.isInteger(seats) ||
      seats < 1 ||
      seats > 10
    ) {
      throw new Refusal(400, 'VALIDATION_FAILED');
    }
    const previous = holdTurns.get(partner.partnerId) ?? Promise.resolve();
    const turn = previous.catch(() => undefined).then(() => holdInTurn(partner, departureId, seats));
    holdTurns.set(partner.partnerId, turn);
    // The last in line clears its place, so the map does not keep a partner's settled chain.
    const clear = () => {
      if (holdTurns.get(partner.partnerId) === turn) holdTurns.delete(partner.partnerId);
    };
    turn.then(clear, clear);
    return turn;
  }

  function releaseHold(partner, id) {
    if (!UUID.test(id)) throw new Refusal(404, 'HOLD_NOT_FOUND');
    return transaction(pool, async (client) => {
      const {
        rows: [hold],
      } = await client.query(LOCK_HOLD_SQL, [id, partner.partnerId]);
      if (!hold) throw new Refusal(404, 'HOLD_NOT_FOUND');
      if (hold.status === 'booked') throw new Refusal(409, 'HOLD_ALREADY_BOOKED');
      const {
        rows: [release],
      } = await client.query(END_HOLD_SQL, [id]);
      if (!release) return;
      await client.query(GIVE_BACK_SQL, [[release.departureId], [release.seats]]);
      const {
        rows: [free],
      } = await client.query(LOCK_FREE_SEATS_SQL, [release.departureId]);
      // As the app's waiting list: a departure with free seats has its line read, to hand them on.
      if (free?.spotsAvailable) await client.query(WAITING_LINE_SQL, [release.departureId]);
    });
  }

  const server = http.createServer(async (req, res) => {
    let headers = {};
    try {
      const url = req.url ?? '';
      const departures = DEPARTURES_ROUTE.exec(url);
      const hold = HOLD_ROUTE.exec(url);
      if (req.method === 'GET' && departures) {
        const auth = await authenticate(req, 'catalogue:read');
        headers = auth.headers;
        return send(res, 200, await listDepartures(auth.partner, departures[1]), headers);
      }
      if (req.method === 'POST' && url === '/api/partner/v1/holds') {
        const body = JSON.parse(await readBody(req));
        const auth = await authenticate(req, 'bookings:write');
        headers = auth.headers;
        return send(res, 201, await createHold(auth.partner, body), headers);
      }
      if (req.method === 'DELETE' && hold) {
        const auth = await authenticate(req, 'bookings:write');
        headers = auth.headers;
        await releaseHold(auth.partner, hold[1]);
        return send(res, 204, undefined, headers);
      }
      send(res, 404, { statusCode: 404 });
    } catch (error) {
      if (error instanceof Refusal) return send(res, error.status, { code: error.code }, headers);
      send(res, 500, { statusCode: 500, message: String(error?.message ?? error) }, headers);
    }
  });
  // Matches Fastify's default, so neither side drops idle load-generator connections first.
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
}

process.once('message', (config) => startServer(config));
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
