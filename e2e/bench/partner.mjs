// The partner API under load, against a raw node:http + pg server doing the same work
// (raw-partner-server.mjs) on the same PostgreSQL, with one partner's key whose request limit
// is raised for the run (PARTNER_RATE_LIMIT) and whose cap of unpaid seats is the highest there is:
// - departures: GET /api/partner/v1/trips/{slug}/departures (a year of a trip's dates with the
//               partner's net price) loaded by autocannon;
// - holds:      POST /api/partner/v1/holds of one seat, each released at once with
//               DELETE /api/partner/v1/holds/{id} so the seats never run out (hold-load.mjs);
//               afterwards every seat must be back on sale.
// The two servers take turns in short rounds; the ratios are the medians of the rounds' ratios.
// Results are printed and merged into e2e/.tmp/bench-results.json under "partner".
import { fork } from 'node:child_process';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import { freePort, startBackend } from '../support/start-backend.mjs';
import { benchBackendEnv, signInOwner } from './booking.mjs';
import {
  call,
  cpuNanoseconds,
  intFromEnv,
  machineInfo,
  median,
  message,
  must,
  printTable,
  stopChild,
  writeSection,
} from './shared.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TRIP = 'praga-tour-culturale';
const DEPARTURES_ROUTE = `/api/partner/v1/trips/${TRIP}/departures`;
// The highest the config takes: the count is still made on every request, but never refuses one.
const RATE_LIMIT = { requests: 100_000, windowSeconds: 1 };
// The partner's cap of unpaid seats per departure (PARTNER_UNPAID_SEATS.max) and the most seats
// a departure may have (DEPARTURE_LIMITS.maxTotalSpots): far more than the holds in flight.
const MAX_UNPAID_SEATS = 200;
const HOLD_DEPARTURE_SEATS = 200;
// The holds are spread over a few departures, as a partner's customers choose among dates.
const HOLD_DEPARTURES = 4;
// The app's pool size: the baseline gets no more connections.
const POOL_MAX = 20;

function readSettings(env) {
  return {
    // The app queues at most 100 holds of a partner per process (more are refused with 429).
    connections: intFromEnv(env, 'BENCH_PARTNER_CONNECTIONS', 10, 1, 100),
    rounds: intFromEnv(env, 'BENCH_ROUNDS', 5, 1, 100),
    roundSeconds: intFromEnv(env, 'BENCH_PARTNER_ROUND_SECONDS', 2, 1, 60),
    warmupSeconds: intFromEnv(env, 'BENCH_WARMUP', 2, 0, 60),
    externalDatabase: Boolean(env.DATABASE_URL),
  };
}

/** Forks a bench process, sends it `config` and resolves to its first message. */
function forkAndAsk(file, config, resources, what, timeoutMs) {
  const child = fork(path.join(HERE, file), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const stop = resources.add(what, () => stopChild(child));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    child.once('message', (answer) => {
      clearTimeout(timer);
      resolve({ answer, child, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited early (code ${code})`));
    });
    child.send(config);
  });
}

/** A partner with the highest cap of unpaid seats and a key with every scope, made by the owner. */
async function partnerKey(baseUrl, ownerToken) {
  const partner = await must(
    call(baseUrl, 'POST', '/api/v1/admin/partners', {
      token: ownerToken,
      body: {
        name: 'Viaggi Benchmark S.r.l.',
        email: 'prenotazioni@viaggi-benchmark.it',
        // A commission whose net price rounds half a cent on some prices.
        commissionPercent: 12.5,
        maxUnpaidSeats: MAX_UNPAID_SEATS,
      },
    }),
    'adding the partner',
  );
  const key = await must(
    call(baseUrl, 'POST', `/api/v1/admin/partners/${partner.id}/api-keys`, { token: ownerToken, body: {} }),
    "making the partner's key",
  );
  return key.key;
}

/** New departures for the holds, two years ahead so they meet none of the trip's own dates. */
async function holdDepartures(baseUrl, ownerToken) {
  const ids = [];
  for (let i = 0; i < HOLD_DEPARTURES; i++) {
    const start = new Date(Date.now() + (700 + 7 * i) * 86_400_000).toISOString().slice(0, 10);
    const departure = await must(
      call(baseUrl, 'POST', '/api/v1/admin/departures', {
        token: ownerToken,
        body: { tripSlug: TRIP, startDate: start, totalSpots: HOLD_DEPARTURE_SEATS },
      }),
      `adding the departure of ${start}`,
    );
    ids.push(departure.id);
  }
  return ids;
}

async function partnerCall(baseUrl, method, route, key, body) {
  const res = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : null };
}

/**
 * Both servers must answer the departures alike, and hold and release a seat, before any
 * figure is taken: otherwise the ratio would compare different work.
 */
async function checkServers(targets, key, departureId) {
  const warnings = [];
  const bodies = [];
  for (const target of targets) {
    const answer = await partnerCall(target.url, 'GET', DEPARTURES_ROUTE, key);
    if (answer.status !== 200) {
      throw new Error(
        `${target.server} answered ${answer.status} on ${DEPARTURES_ROUTE}: ${answer.text.slice(0, 300)}`,
      );
    }
    if (!Array.isArray(answer.json) || answer.json.length === 0 || !('netPriceCents' in answer.json[0])) {
      throw new Error(`${target.server} listed no departures with a net price on ${DEPARTURES_ROUTE}`);
    }
    bodies.push(answer.json);
    const hold = await partnerCall(target.url, 'POST', '/api/partner/v1/holds', key, { departureId, seats: 1 });
    if (hold.status !== 201)
      throw new Error(`${target.server} refused a hold: ${hold.status} ${hold.text.slice(0, 300)}`);
    const release = await partnerCall(target.url, 'DELETE', `/api/partner/v1/holds/${hold.json.id}`, key);
    if (release.status !== 204) {
      throw new Error(`${target.server} did not release its hold: ${release.status} ${release.text.slice(0, 300)}`);
    }
  }
  if (!isDeepStrictEqual(bodies[0], bodies[1])) {
    warnings.push("departures: the raw body differs from the app's, so the ratio compares different work");
  }
  return { departures: bodies[0].length, warnings };
}

async function autocannonRound(target, key, connections, duration, resources) {
  const cpuBefore = cpuNanoseconds(target.pid);
  const { answer, stop } = await forkAndAsk(
    'load.mjs',
    { url: `${target.url}${DEPARTURES_ROUTE}`, connections, duration, headers: { authorization: `Bearer ${key}` } },
    resources,
    'load generator',
    (duration + 60) * 1000,
  );
  await stop();
  if (!answer?.ok) throw new Error(`autocannon failed: ${answer?.message}`);
  const s = answer.summary;
  const cpuAfter = cpuNanoseconds(target.pid);
  return {
    perSecond: s.requestsPerSecond,
    p50Ms: s.latencyMs.p50,
    p99Ms: s.latencyMs.p99,
    failed: s.non2xx + s.errors + s.timeouts,
    cpuMicroseconds:
      cpuBefore === null || cpuAfter === null || s.requestsTotal === 0
        ? null
        : (cpuAfter - cpuBefore) / 1000 / s.requestsTotal,
  };
}

async function holdRound(target, key, departureIds, connections, duration, resources) {
  const cpuBefore = cpuNanoseconds(target.pid);
  const { answer, stop } = await forkAndAsk(
    'hold-load.mjs',
    { url: target.url, key, departureIds, connections, duration },
    resources,
    'hold load generator',
    (duration + 60) * 1000,
  );
  await stop();
  if (!answer?.ok) throw new Error(`the hold load failed: ${answer?.message}`);
  const s = answer.summary;
  const cpuAfter = cpuNanoseconds(target.pid);
  return {
    perSecond: s.cyclesPerSecond,
    holdP50Ms: s.holdLatencyMs.p50,
    holdP99Ms: s.holdLatencyMs.p99,
    releaseP50Ms: s.releaseLatencyMs.p50,
    releaseP99Ms: s.releaseLatencyMs.p99,
    failed: s.failed,
    failures: s.failures,
    leftHeld: s.leftHeld,
    cpuMicroseconds:
      cpuBefore === null || cpuAfter === null || s.cycles === 0 ? null : (cpuAfter - cpuBefore) / 1000 / s.cycles,
  };
}

/**
 * App and raw in turns (app then raw, then raw then app, ...) after a warm-up of each; each
 * server's figures are the medians of its rounds, the ratio the median of the rounds' ratios.
 */
async function measure(targets, round, settings) {
  for (const target of targets) if (settings.warmupSeconds > 0) await round(target, settings.warmupSeconds);
  const rounds = { app: [], raw: [] };
  for (let i = 0; i < settings.rounds; i++) {
    for (const target of i % 2 === 0 ? targets : [...targets].reverse()) {
      rounds[target.server].push(await round(target, settings.roundSeconds));
    }
  }
  const summary = (server) => {
    const measured = rounds[server];
    const out = {};
    for (const field of Object.keys(measured[0])) {
      const values = measured.map((r) => r[field]);
      if (field === 'failed' || field === 'leftHeld') out[field] = values.reduce((a, b) => a + b, 0);
      else if (field === 'failures') {
        out.failures = {};
        for (const failures of values) {
          for (const [what, n] of Object.entries(failures)) out.failures[what] = (out.failures[what] ?? 0) + n;
        }
      } else out[field] = values.includes(null) ? null : median(values);
    }
    return out;
  };
  const app = summary('app');
  const raw = summary('raw');
  return {
    app,
    raw,
    ratio: median(rounds.app.map((r, i) => r.perSecond / rounds.raw[i].perSecond)),
    // Raw's CPU time per request over the app's: the ratio with a core each.
    cpuRatio: app.cpuMicroseconds && raw.cpuMicroseconds ? raw.cpuMicroseconds / app.cpuMicroseconds : null,
    perRound: rounds,
  };
}

const fmt = {
  int: (n) => Math.round(n).toLocaleString('en-US'),
  ms: (n) => (Number.isFinite(n) ? n.toFixed(1) : '-'),
  pct: (n) => (Number.isFinite(n) ? `${(n * 100).toFixed(1)} %` : '-'),
  us: (n) => (Number.isFinite(n) ? n.toFixed(0) : '-'),
};

/** Seats still off sale on the hold departures once every hold was released. */
async function seatsStillHeld(baseUrl, departureIds) {
  const offered = await must(call(baseUrl, 'GET', `/api/v1/trips/${TRIP}/departures`), 'reading the departures back');
  return departureIds.reduce((missing, id) => {
    const departure = offered.find((d) => d.id === id);
    return missing + (departure ? HOLD_DEPARTURE_SEATS - departure.spotsAvailable : HOLD_DEPARTURE_SEATS);
  }, 0);
}

export async function runPartner({ env = process.env, resources, isInterrupted = () => false }) {
  const settings = readSettings(env);
  console.log(
    `Partner API benchmark: the app (as npm start runs it, without the site's pages) against a raw node:http + pg baseline doing the same statements, one partner key (limit raised to ${fmt.int(RATE_LIMIT.requests)} requests a second, still counted on every request), ${settings.connections} connections, ${settings.warmupSeconds} s warm-up, then ${settings.rounds} rounds of ${settings.roundSeconds} s per server in turns`,
  );
  const result = { generatedAt: new Date().toISOString(), machine: machineInfo(), settings, failures: [] };
  let exitCode = 0;
  try {
    const backendEnv = {
      ...benchBackendEnv(),
      PARTNER_RATE_LIMIT: String(RATE_LIMIT.requests),
      PARTNER_RATE_WINDOW_SECONDS: String(RATE_LIMIT.windowSeconds),
    };
    let embeddedPort = null;
    if (settings.externalDatabase) backendEnv.DATABASE_URL = env.DATABASE_URL;
    else backendEnv.EMBEDDED_POSTGRES_PORT = String((embeddedPort = await freePort()));
    const starting = startBackend({ env: backendEnv });
    resources.add('backend', async () => (await starting.catch(() => null))?.stop());
    const backend = await starting;
    // Kept by startBackend for error reports; nobody reads it here, so do not let it grow.
    const drain = setInterval(() => (backend.output.length = 0), 5_000);
    resources.add('app output drain', () => clearInterval(drain));
    const databaseUrl = backend.databaseUrl ?? `postgres://postgres:postgres@127.0.0.1:${embeddedPort}/viaggi`;

    const ownerToken = await signInOwner(backend.url);
    const key = await partnerKey(backend.url, ownerToken);
    const { answer, child } = await forkAndAsk(
      'raw-partner-server.mjs',
      { databaseUrl, poolMax: POOL_MAX, rateLimit: RATE_LIMIT },
      resources,
      'raw partner server',
      60_000,
    );
    if (answer?.type !== 'ready') throw new Error(`the raw partner server did not start: ${JSON.stringify(answer)}`);
    const targets = [
      { server: 'app', url: backend.url, pid: backend.pid },
      { server: 'raw', url: `http://127.0.0.1:${answer.port}`, pid: child.pid },
    ];

    // Made before the departures are measured: both servers then list them too.
    const departureIds = await holdDepartures(backend.url, ownerToken);
    const check = await checkServers(targets, key, departureIds[0]);
    result.departuresListed = check.departures;
    result.warnings = check.warnings;
    console.log(
      `departures: ${check.departures} dates of ${TRIP} per answer; holds: ${HOLD_DEPARTURES} departures of ${HOLD_DEPARTURE_SEATS} seats, the partner capped at ${MAX_UNPAID_SEATS} unpaid seats on each`,
    );

    const departures = await measure(
      targets,
      (target, seconds) => autocannonRound(target, key, settings.connections, seconds, resources),
      settings,
    );
    result.departures = departures;
    if (isInterrupted()) return 1;
    const holds = await measure(
      targets,
      (target, seconds) => holdRound(target, key, departureIds, settings.connections, seconds, resources),
      settings,
    );
    result.holds = holds;
    result.seatsLeftHeld = await seatsStillHeld(backend.url, departureIds);
    const leaked = holds.app.leftHeld + holds.raw.leftHeld;
    if (result.seatsLeftHeld !== leaked) {
      result.failures.push(
        `holds: ${result.seatsLeftHeld} seats still off sale after the run, ${leaked} expected from failed releases`,
      );
    }
    for (const [name, measured] of [
      ['departures', departures],
      ['holds', holds],
    ]) {
      for (const server of ['app', 'raw']) {
        if (measured[server].failed > 0) {
          const detail = measured[server].failures ? ` (${JSON.stringify(measured[server].failures)})` : '';
          result.failures.push(`${name} ${server}: ${measured[server].failed} failed requests${detail}`);
        }
      }
    }

    const departureColumns = ['server', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'CPU µs/req'];
    printTable(
      departureColumns,
      ['app', 'raw'].map((s) => [
        s,
        fmt.int(departures[s].perSecond),
        fmt.ms(departures[s].p50Ms),
        fmt.ms(departures[s].p99Ms),
        departures[s].failed,
        fmt.us(departures[s].cpuMicroseconds),
      ]),
      new Set(departureColumns.slice(1)),
    );
    console.log(
      `departures app/raw: ${fmt.pct(departures.ratio)}, by CPU ${fmt.pct(departures.cpuRatio)} (each request: the key read and checked, the request counted, ${check.departures} dates read and priced for the partner)\n`,
    );
    const holdColumns = [
      'server',
      'holds/s',
      'hold p50',
      'hold p99',
      'release p50',
      'release p99',
      'failed',
      'CPU µs/hold',
    ];
    printTable(
      holdColumns,
      ['app', 'raw'].map((s) => [
        s,
        fmt.int(holds[s].perSecond),
        fmt.ms(holds[s].holdP50Ms),
        fmt.ms(holds[s].holdP99Ms),
        fmt.ms(holds[s].releaseP50Ms),
        fmt.ms(holds[s].releaseP99Ms),
        holds[s].failed,
        fmt.us(holds[s].cpuMicroseconds),
      ]),
      new Set(holdColumns.slice(1)),
    );
    console.log(
      `holds app/raw: ${fmt.pct(holds.ratio)}, by CPU ${fmt.pct(holds.cpuRatio)} (holds/s: one-seat holds made and released per second; latencies in ms; a partner's holds run one after the other under its row lock; CPU: the server's per hold and its release)`,
    );
    console.log(
      `seats still held after the run: ${result.seatsLeftHeld} (every released hold gave its seat back: 0 unless a release failed)`,
    );
    console.log(
      "req/s, holds/s and latencies: medians of the rounds; app/raw: median of the rounds' ratios; by CPU: raw's CPU time per request over the app's, steadier than req/s when other work shares the machine.",
    );
    for (const warning of check.warnings) console.log(`Warning: ${warning}`);
    if (result.failures.length > 0) {
      exitCode = 1;
      console.log('\nFailed:');
      for (const failure of result.failures) console.log(`  - ${failure}`);
    }
  } catch (error) {
    exitCode = 1;
    result.failures.push(message(error));
    if (!isInterrupted()) console.error(`\nPartner benchmark failed: ${message(error)}`);
  } finally {
    await resources.stopAll();
  }
  if (!isInterrupted()) writeSection('partner', result);
  return exitCode;
}
