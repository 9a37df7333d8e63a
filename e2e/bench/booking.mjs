// Online booking under pressure, on two backend processes sharing one PostgreSQL as two
// replicas would:
// - race:  rounds of 200 one-seat bookings fired at once on a 10-seat departure, spread over
//          both processes, each from another customer (client address, e-mail and phone: the
//          unpaid seats of one holder are capped); latency of every answer, seats sold,
//          answers other than 201 or a seat refusal; then 200 more fired at once at the same
//          departure, now full, which must all be refused, and their latency;
// - quote: POST /booking-links/{token}/quote req/s against a raw node:http + pg server doing
//          the same statements with the app's own compiled rule (raw-quote-server.mjs).
// Results are printed and merged into e2e/.tmp/bench-results.json under "booking".
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startBackend } from '../support/start-backend.mjs';
import {
  call,
  intFromEnv,
  machineInfo,
  message,
  must,
  percentile,
  printTable,
  writeSection,
  median,
  stopChild,
} from './shared.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ADMIN = { email: 'bench@agenzia.it', password: 'bench-password-lunga-e-unica' };
// A real Italian IBAN shape with valid check digits (ISO 13616), as staff would save one.
export const BENCH_IBAN = 'IT60X0542811101000000123456';
const TRIP = 'praga-tour-culturale';
const SEATS = 10;
const RACE_REQUESTS = 200;
const POOL_MAX = 20;
const QUOTE_BODY = JSON.stringify({ travellers: [{ birthDate: '1960-04-12' }, { birthDate: '2018-09-01' }] });
// The only refusals a customer may meet in the race: anything else (UNPAID_HOLDS_LIMIT, a 429)
// means the bench, not the seats, decided the answer.
const SEAT_REFUSALS = new Set(['DEPARTURE_SOLD_OUT', 'NOT_ENOUGH_SEATS']);

function readSettings(env) {
  return {
    raceRounds: intFromEnv(env, 'BENCH_BOOKING_ROUNDS', 5, 1, 50),
    quoteConnections: intFromEnv(env, 'BENCH_QUOTE_CONNECTIONS', 10, 1, 200),
    quoteRounds: intFromEnv(env, 'BENCH_ROUNDS', 5, 1, 100),
    quoteRoundSeconds: intFromEnv(env, 'BENCH_QUOTE_ROUND_SECONDS', 2, 1, 60),
  };
}

/**
 * The backend's settings for a benchmark: fresh secrets, the bench's admin, client addresses
 * from X-Forwarded-For (each request another client), no site pages.
 */
export function benchBackendEnv() {
  return {
    JWT_SECRET: randomBytes(32).toString('hex'),
    CLIENT_HASH_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'true',
    SERVE_FRONTEND: 'false',
    LOG_LEVEL: '',
  };
}

let customerCounter = 0;
/**
 * A new customer's contact: unpaid seats are capped per e-mail and per phone (its last nine
 * digits), across rounds too, so no two requests of a run may share either.
 */
function nextContact() {
  customerCounter += 1;
  return {
    contactEmail: `cliente.${customerCounter}@example.it`,
    contactPhone: `+39 345 ${String(customerCounter).padStart(7, '0')}`,
  };
}

/**
 * The bench's owner signed in with the password typed again, as IBANs and partners ask: the
 * token of that session.
 */
export async function signInOwner(baseUrl) {
  const signedIn = await must(call(baseUrl, 'POST', '/api/v1/auth/login', { body: ADMIN }), 'sign-in');
  const { accessToken } = await must(
    call(baseUrl, 'POST', '/api/v1/auth/step-up', {
      token: signedIn.accessToken,
      body: { password: ADMIN.password },
    }),
    'step-up',
  );
  return accessToken;
}

/** An admin session with a system IBAN, as the agency's set-up leaves the app. */
export async function prepare(baseUrl) {
  const accessToken = await signInOwner(baseUrl);
  const iban = await must(
    call(baseUrl, 'POST', '/api/v1/admin/ibans', {
      token: accessToken,
      body: { accountHolder: 'A.T.I. S.R.L.', iban: BENCH_IBAN, bankName: 'Banca di prova' },
    }),
    'saving the IBAN',
  );
  await must(
    call(baseUrl, 'PUT', '/api/v1/admin/active-iban', { token: accessToken, body: { ibanId: iban.id } }),
    'making the IBAN active',
  );
  return accessToken;
}

/** A fresh departure (10 seats unless told) far in the future and the customers' booking link for it. */
export async function openDeparture(baseUrl, adminToken, daysAhead, seats = SEATS) {
  const start = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const departure = await must(
    call(baseUrl, 'POST', '/api/v1/admin/departures', {
      token: adminToken,
      body: { tripSlug: TRIP, startDate: start, totalSpots: seats },
    }),
    `adding the departure of ${start}`,
  );
  const checkout = await must(
    call(baseUrl, 'POST', '/api/v1/checkout', { body: { departureId: departure.id, airport: 'MXP', travellers: 1 } }),
    'the checkout',
  );
  return { departureId: departure.id, token: checkout.token };
}

/** `count` one-seat bookings sent at once, spread over the backends, each from another customer. */
async function fire(backends, token, count) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const body = { airport: 'MXP', travellers: [{ firstName: 'Anna', lastName: 'Bianchi' }], ...nextContact() };
      const started = performance.now();
      const answer = await call(backends[i % backends.length].url, 'POST', `/api/v1/booking-links/${token}/bookings`, {
        body,
      }).catch((error) => ({ status: 0, json: null, text: message(error) }));
      return { status: answer.status, code: answer.json?.code ?? null, ms: performance.now() - started };
    }),
  );
}

const isSeatRefusal = (a) => a.status === 409 && SEAT_REFUSALS.has(a.code);
const isSoldOut = (a) => a.status === 409 && a.code === 'DEPARTURE_SOLD_OUT';

/** Counts and latency of a burst: sold (201), refused as `refusal` allows, anything else. */
function tally(answers, refusal) {
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const others = answers.filter((a) => a.status !== 201 && !refusal(a));
  return {
    sold: answers.filter((a) => a.status === 201).length,
    refused: answers.filter(refusal).length,
    other: others.length,
    // '409 UNPAID_HOLDS_LIMIT', '429 TOO_MANY_REQUESTS', '0' for a request that got no answer
    otherStatuses: [...new Set(others.map((a) => (a.code ? `${a.status} ${a.code}` : String(a.status))))],
    latencyMs: { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) },
  };
}

async function seatsLeftOf(baseUrl, departureId) {
  const offered = await must(call(baseUrl, 'GET', `/api/v1/trips/${TRIP}/departures`), 'reading the departures back');
  return offered.find((departure) => departure.id === departureId)?.spotsAvailable ?? null;
}

/**
 * One round: the race for the seats of a new departure, then, once it is full, a second
 * burst at it. Every answer of the second burst must be DEPARTURE_SOLD_OUT; its latency is what
 * a customer waits to hear that a date is gone while others keep asking for it.
 */
async function raceRound(backends, adminToken, round) {
  const { departureId, token } = await openDeparture(backends[0].url, adminToken, 600 + round);
  const race = tally(await fire(backends, token, RACE_REQUESTS), isSeatRefusal);
  const seatsLeft = await seatsLeftOf(backends[0].url, departureId);
  const outcome = {
    round,
    ...race,
    seatsLeft,
    ok: race.sold === SEATS && race.other === 0 && (seatsLeft === null || seatsLeft === 0),
    full: null,
  };
  // Only a departure that sold every seat measures the refusal of a full one.
  if (race.sold === SEATS || seatsLeft === 0) {
    const { refused: soldOut, ...full } = tally(await fire(backends, token, RACE_REQUESTS), isSoldOut);
    outcome.full = { ...full, soldOut, ok: soldOut === RACE_REQUESTS };
    outcome.ok &&= outcome.full.ok;
  }
  return outcome;
}

function forkAndWait(file, config, resources, what) {
  const child = fork(path.join(HERE, file), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const stop = resources.add(what, () => stopChild(child));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer within 60 s`)), 60_000);
    child.once('message', (answer) => {
      clearTimeout(timer);
      resolve({ answer, child, stop });
    });
    child.once('exit', (code) => reject(new Error(`${what} exited early (code ${code})`)));
    child.send(config);
  });
}

async function load(url, connections, duration, resources) {
  const { answer } = await forkAndWait(
    'load.mjs',
    {
      url,
      connections,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: QUOTE_BODY,
      distinctClients: true,
    },
    resources,
    'load generator',
  );
  if (!answer?.ok) throw new Error(`autocannon failed: ${answer?.message}`);
  return answer.summary;
}

/** App and raw in turns, in short rounds; the median of the rounds' ratios (as api.mjs does). */
async function measureQuote(appUrl, rawUrl, token, settings, resources) {
  const route = `/api/v1/booking-links/${token}/quote`;
  const targets = [
    { server: 'app', url: `${appUrl}${route}` },
    { server: 'raw', url: `${rawUrl}${route}` },
  ];
  for (const target of targets) await load(target.url, settings.quoteConnections, 2, resources);
  const rounds = { app: [], raw: [] };
  for (let round = 0; round < settings.quoteRounds; round++) {
    for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
      rounds[target.server].push(
        await load(target.url, settings.quoteConnections, settings.quoteRoundSeconds, resources),
      );
    }
  }
  const summary = (server) => ({
    requestsPerSecond: median(rounds[server].map((r) => r.requestsPerSecond)),
    p99Ms: median(rounds[server].map((r) => r.latencyMs.p99)),
    non2xx: rounds[server].reduce((n, r) => n + r.non2xx, 0),
    errors: rounds[server].reduce((n, r) => n + r.errors + r.timeouts, 0),
  });
  return {
    app: summary('app'),
    raw: summary('raw'),
    ratio: median(rounds.app.map((r, i) => r.requestsPerSecond / rounds.raw[i].requestsPerSecond)),
  };
}

export async function runBooking({ env = process.env, resources, isInterrupted = () => false }) {
  const settings = readSettings(env);
  console.log(
    `Booking benchmark: two backend processes on one embedded PostgreSQL; ${settings.raceRounds} rounds of ${RACE_REQUESTS} one-seat bookings at once on a ${SEATS}-seat departure, then the quote against a raw node:http + pg baseline at ${settings.quoteConnections} connections`,
  );
  const result = { generatedAt: new Date().toISOString(), machine: machineInfo(), settings, race: [], failures: [] };
  let exitCode = 0;
  try {
    const common = benchBackendEnv();
    const embeddedPort = await freePort();
    const first = startBackend({ env: { ...common, EMBEDDED_POSTGRES_PORT: String(embeddedPort) } });
    resources.add('first backend', async () => (await first.catch(() => null))?.stop());
    const one = await first;
    const databaseUrl = one.databaseUrl ?? `postgres://postgres:postgres@127.0.0.1:${embeddedPort}/viaggi`;
    const second = startBackend({ env: common, sharedDatabaseUrl: databaseUrl });
    resources.add('second backend', async () => (await second.catch(() => null))?.stop());
    const two = await second;
    const backends = [one, two];

    const adminToken = await prepare(one.url);
    const rows = [];
    const fullRows = [];
    for (let round = 1; round <= settings.raceRounds && !isInterrupted(); round++) {
      const outcome = await raceRound(backends, adminToken, round);
      result.race.push(outcome);
      if (!outcome.ok) result.failures.push(`race round ${round}: ${JSON.stringify(outcome)}`);
      const others = (burst) => (burst.other === 0 ? 0 : `${burst.other} (${burst.otherStatuses.join(', ')})`);
      rows.push([
        round,
        outcome.sold,
        outcome.refused,
        others(outcome),
        outcome.seatsLeft ?? '?',
        outcome.latencyMs.p50.toFixed(0),
        outcome.latencyMs.p99.toFixed(0),
        outcome.latencyMs.max.toFixed(0),
        outcome.ok ? 'PASS' : 'FAILED',
      ]);
      const full = outcome.full;
      fullRows.push(
        full
          ? [
              round,
              full.soldOut,
              full.sold,
              others(full),
              full.latencyMs.p50.toFixed(0),
              full.latencyMs.p99.toFixed(0),
              full.latencyMs.max.toFixed(0),
              full.ok ? 'PASS' : 'FAILED',
            ]
          : [round, '-', '-', '-', '-', '-', '-', 'not measured: the departure did not fill'],
      );
    }
    const raceColumns = ['round', 'sold', '409', 'other', 'seats left', 'p50 ms', 'p99 ms', 'max ms', 'result'];
    printTable(raceColumns, rows, new Set(raceColumns.slice(0, 8)));
    console.log(
      `sold: 201 answers (the departure has ${SEATS} seats); 409: sold out or not enough seats; other: any other answer (a 409 UNPAID_HOLDS_LIMIT included: every request is another customer), which must not happen; latency: from sending to the whole answer, all ${RACE_REQUESTS} requests of the round in flight together.`,
    );

    console.log(
      `\nThe same departure once full: ${RACE_REQUESTS} one-seat bookings at once, each from another customer`,
    );
    const fullColumns = ['round', 'sold out', 'sold', 'other', 'p50 ms', 'p99 ms', 'max ms', 'result'];
    printTable(fullColumns, fullRows, new Set(fullColumns.slice(0, 7)));
    const measured = result.race.filter((r) => r.full);
    if (measured.length > 0) {
      result.fullDeparture = {
        requests: RACE_REQUESTS,
        rounds: measured.length,
        p50Ms: median(measured.map((r) => r.full.latencyMs.p50)),
        p99Ms: median(measured.map((r) => r.full.latencyMs.p99)),
        maxMs: Math.max(...measured.map((r) => r.full.latencyMs.max)),
        raceP50Ms: median(measured.map((r) => r.latencyMs.p50)),
        raceP99Ms: median(measured.map((r) => r.latencyMs.p99)),
      };
      const f = result.fullDeparture;
      console.log(
        `sold out: 409 DEPARTURE_SOLD_OUT, the only right answer (a seat sold or any other answer fails the round); full departure p50 ${f.p50Ms.toFixed(0)} ms, p99 ${f.p99Ms.toFixed(0)} ms (medians of the rounds) against p50 ${f.raceP50Ms.toFixed(0)} ms, p99 ${f.raceP99Ms.toFixed(0)} ms in the race for its seats.`,
      );
    }

    if (!isInterrupted()) {
      const { token } = await openDeparture(one.url, adminToken, 900);
      const { answer } = await forkAndWait(
        'raw-quote-server.mjs',
        { databaseUrl, poolMax: POOL_MAX, clientHashSecret: common.CLIENT_HASH_SECRET },
        resources,
        'raw quote server',
      );
      const quote = await measureQuote(one.url, `http://127.0.0.1:${answer.port}`, token, settings, resources);
      result.quote = quote;
      const problems = ['app', 'raw'].filter((s) => quote[s].non2xx > 0 || quote[s].errors > 0);
      if (problems.length > 0) result.failures.push(`quote: non-2xx or errors on ${problems.join(' and ')}`);
      const quoteColumns = ['server', 'req/s', 'p99 ms', 'non-2xx', 'errors'];
      printTable(
        quoteColumns,
        ['app', 'raw'].map((s) => [
          s,
          Math.round(quote[s].requestsPerSecond),
          quote[s].p99Ms.toFixed(1),
          quote[s].non2xx,
          quote[s].errors,
        ]),
        new Set(quoteColumns.slice(1)),
      );
      console.log(
        `quote app/raw: ${(quote.ratio * 100).toFixed(1)} % (median of the rounds' ratios; both count the client's attempt, read the link and price two travellers, one a child)`,
      );
    }
    if (result.failures.length > 0) {
      exitCode = 1;
      console.log('\nFailed:');
      for (const failure of result.failures) console.log(`  - ${failure}`);
    }
  } catch (error) {
    exitCode = 1;
    result.failures.push(message(error));
    if (!isInterrupted()) console.error(`\nBooking benchmark failed: ${message(error)}`);
  } finally {
    await resources.stopAll();
  }
  if (!isInterrupted()) writeSection('booking', result);
  return exitCode;
}
