// API throughput of the app against a raw node:http + pg baseline on the same machine and
// the same PostgreSQL. Absolute figures depend on the host; the app/raw ratio is the figure
// to watch. Results are printed and merged into e2e/.tmp/bench-results.json under "api".
import { fork } from 'node:child_process';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort, REPO_ROOT, startBackend } from '../support/start-backend.mjs';
import {
  cpuNanoseconds,
  describeFrontend,
  ensureFrontendBuilt,
  intFromEnv,
  machineInfo,
  printTable,
  writeSection,
  median,
  stopChild,
} from './shared.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * One line per endpoint. `baseline` tells the raw server how to answer the same request:
 * - cached:   {body?}  a precomputed body; without one, the app's own response is served.
 * - database: {sql, params?, result?: 'rows' | 'row', body?}  the same query through pg.Pool;
 *             `body` is answered after the query when the endpoint does not return rows;
 *             `sql` may be a function of the app's own statements (appStatements below).
 */
export const SCENARIOS = [
  { name: 'trips list', path: '/api/v1/trips', kind: 'cached' },
  { name: 'trip detail', path: '/api/v1/trips/praga-tour-culturale', kind: 'cached' },
  {
    name: 'health',
    path: '/api/health',
    kind: 'database',
    baseline: { sql: 'SELECT 1', body: { status: 'ok', database: 'up' } },
  },
  {
    name: 'departures',
    path: '/api/v1/trips/praga-tour-culturale/departures',
    kind: 'database',
    // The app's own statement; the availability, the payment type (more than 40 days ahead
    // in Rome: a deposit), the minimum group's answer and whether a full departure takes names
    // (the waiting list), which it adds to each row, are added here in SQL.
    baseline: {
      sql: ({
        TRIP_DEPARTURES_SQL,
      }) => `SELECT q.id, q."startDate", q."endDate", q."durationDays", q."priceCents", q."previousPriceCents",
                    q."spotsAvailable", q."totalSpots", q.coordinators, q."minGroupSize",
                    q."confirmedTravellers" >= q."minGroupSize" OR q."minimumGroupStatus" IS NOT DISTINCT FROM 'run' AS guaranteed,
                    CASE WHEN q."confirmedTravellers" >= q."minGroupSize" OR q."minimumGroupStatus" IS NOT DISTINCT FROM 'run' THEN 0
                         ELSE q."minGroupSize" - q."confirmedTravellers" END AS "travellersToGuarantee",
                    CASE WHEN q."spotsAvailable" <= 0 THEN 'soldout' WHEN q."spotsAvailable" <= 4 THEN 'few'
                             ELSE 'available' END AS availability,
                    CASE WHEN q."startDate"::date - (now() AT TIME ZONE 'Europe/Rome')::date > 40 THEN 'deposit'
                         ELSE 'full' END AS "paymentType",
                    q."spotsAvailable" = 0 AS waitlist
              FROM (${TRIP_DEPARTURES_SQL}) q WHERE q.id IS NOT NULL ORDER BY q."startDate"`,
      params: ['praga-tour-culturale'],
    },
  },
];

// The departures list reads a year of a trip's dates (about 80 rows) from PostgreSQL on every
// request, on both sides; /api/health measures the framework and the pool around SELECT 1.
const DATABASE_SCENARIO_NOTE =
  "The database-bound scenarios are /api/health (SELECT 1) and a trip's departures (about 80 rows read per request).";

/** Minimum app/raw req/s ratio per kind. */
export const GOALS = { cached: 0.8, database: 0.6 };

// The app's pool size (backend/src/database/data-source.ts): the baseline gets no more connections.
const POOL_MAX = 20;

// The app's level when LOG_LEVEL is unset, as `npm start` and the containers run it.
const DEFAULT_LOG_LEVEL = 'info';

// A handful of connections, as a quiet day sends, and enough to keep both cores busy.
const DEFAULT_CONNECTIONS = [10, 64];

// Per-response or connection headers; the raw server writes its own.
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

function connectionCounts(env) {
  const raw = env.BENCH_CONNECTIONS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_CONNECTIONS;
  const counts = raw.split(',').map((part) => Number(part.trim()));
  if (counts.some((n) => !Number.isInteger(n) || n < 1 || n > 1000)) {
    throw new Error(`BENCH_CONNECTIONS must be integers between 1 and 1000, comma-separated (got "${raw}")`);
  }
  return [...new Set(counts)];
}

function readSettings(env) {
  const logLevel = env.BENCH_LOG_LEVEL || DEFAULT_LOG_LEVEL;
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new Error(`BENCH_LOG_LEVEL must be a pino level (got "${logLevel}")`);
  }
  return {
    durationSeconds: intFromEnv(env, 'BENCH_DURATION', 10, 1, 600),
    connections: connectionCounts(env),
    warmupSeconds: intFromEnv(env, 'BENCH_WARMUP', 2, 0, 60),
    rounds: intFromEnv(env, 'BENCH_ROUNDS', 5, 1, 100),
    logLevel,
    externalDatabase: Boolean(env.DATABASE_URL),
  };
}

function waitForMessage(child, what, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`${what}: no answer within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message) => done(null, message);
    const onExit = (code, signal) => done(new Error(`${what} exited early (code ${code}, signal ${signal})`));
    function done(error, message) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

async function startRawServer(config, resources) {
  const child = fork(path.join(HERE, 'raw-server.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const stop = resources.add('raw server', () => stopChild(child));
  try {
    child.send({ type: 'config', config });
    const message = await waitForMessage(child, 'raw server', 30_000);
    if (message?.type !== 'ready')
      throw new Error(`raw server did not start:\n${message?.message ?? JSON.stringify(message)}`);
    return { url: `http://127.0.0.1:${message.port}`, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function runLoad(options, resources) {
  const child = fork(path.join(HERE, 'load.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const stop = resources.add('load generator', () => stopChild(child));
  try {
    child.send(options);
    const message = await waitForMessage(child, 'autocannon', (options.duration + 60) * 1000);
    if (!message?.ok) throw new Error(`autocannon failed: ${message?.message}`);
    return message.summary;
  } finally {
    await stop();
  }
}

function measurementProblems(s) {
  const problems = [];
  if (s.non2xx > 0) problems.push(`${s.non2xx} non-2xx (${JSON.stringify(s.statusCodes)})`);
  if (s.errors > 0) problems.push(`${s.errors} errors`);
  if (s.timeouts > 0) problems.push(`${s.timeouts} timeouts`);
  if (s.ok2xx === 0) problems.push('no successful response');
  return problems;
}

async function probe(url) {
  // autocannon sends no Accept-Encoding, so the measured answers are uncompressed; fetch
  // would otherwise ask for gzip and the copied headers would not fit the body.
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const text = await res.text();
  const headers = {};
  for (const [name, value] of res.headers) if (!NOT_COPIED.has(name)) headers[name] = value;
  return { status: res.status, headers, text };
}

function sameBody(a, b) {
  if (a === b) return true;
  try {
    return isDeepStrictEqual(JSON.parse(a), JSON.parse(b));
  } catch {
    return false;
  }
}

/** The statements the app runs, from its build, for baselines that run the very same SQL. */
async function appStatements() {
  const file = path.join(REPO_ROOT, 'backend/dist/departures/departures.sql.js');
  return import(pathToFileURL(file).href);
}

function rawRoute(scenario, app, statements) {
  const { baseline } = scenario;
  const common = { path: scenario.path, kind: scenario.kind, status: app.status, headers: app.headers };
  if (scenario.kind === 'cached') {
    return { ...common, body: baseline?.body === undefined ? app.text : JSON.stringify(baseline.body) };
  }
  if (scenario.kind === 'database') {
    if (!baseline?.sql) throw new Error(`scenario ${scenario.name}: a database baseline needs sql`);
    return {
      ...common,
      sql: typeof baseline.sql === 'function' ? baseline.sql(statements) : baseline.sql,
      params: baseline.params,
      result: baseline.result ?? 'rows',
      body: baseline.body,
    };
  }
  throw new Error(`scenario ${scenario.name}: unknown kind ${scenario.kind}`);
}

async function postgresVersion(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('SHOW server_version')).rows[0].server_version;
  } finally {
    await client.end();
  }
}

const fmt = {
  int: (n) => Math.round(n).toLocaleString('en-US'),
  ms: (n) => (Number.isFinite(n) ? n.toFixed(1) : '-'),
  pct: (n) => (Number.isFinite(n) ? `${(n * 100).toFixed(1)} %` : '-'),
  us: (n) => (Number.isFinite(n) ? n.toFixed(0) : '-'),
};

// Only on a terminal: in a CI log the table says it all.
function progress(text) {
  if (process.stdout.isTTY) process.stdout.write(`\r\x1b[2K${text ? `  ${text} ...` : ''}`);
}

const COLUMNS = [
  'scenario',
  'kind',
  'conn',
  'server',
  'req/s',
  '± sd',
  'p99 ms',
  'non-2xx',
  'errors',
  'log/req',
  'CPU µs/req',
  'app/raw',
  'by CPU',
  'goal',
  'result',
];
// Figures are right-aligned; the names and labels around them are not.
const LEFT = new Set(['scenario', 'kind', 'server', 'result']);
const RIGHT = new Set(COLUMNS.filter((column) => !LEFT.has(column)));

/** One server's rounds as one summary: request rates and latencies are the rounds' medians. */
function combineRounds(rounds) {
  const rates = rounds.map((r) => r.requestsPerSecond);
  const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
  const sum = (key) => rounds.reduce((n, r) => n + r[key], 0);
  return {
    requestsPerSecond: median(rates),
    requestsPerSecondPerRound: {
      values: rates,
      stddev: Math.sqrt(rates.reduce((n, r) => n + (r - mean) ** 2, 0) / rates.length),
    },
    requestsTotal: sum('requestsTotal'),
    latencyMs: { p50: median(rounds.map((r) => r.latencyMs.p50)), p99: median(rounds.map((r) => r.latencyMs.p99)) },
    ok2xx: sum('ok2xx'),
    non2xx: sum('non2xx'),
    statusCodes: rounds.map((r) => r.statusCodes),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
  };
}

/**
 * Loads the app and the raw server in turns (app then raw, then raw then app, ...) in short
 * rounds, and takes the median of the rounds' app/raw ratios: on a shared machine the load
 * of other processes comes and goes, and two servers measured back to back see about the
 * same share of it, where two long runs one after the other may not.
 */
async function measurePair(scenario, targets, connections, settings, resources, backend, failures) {
  const label = `${scenario.name}, ${connections} connections`;
  const roundSeconds = Math.max(1, Math.round(settings.durationSeconds / settings.rounds));
  const rounds = { app: [], raw: [] };
  let logLines = 0;
  for (const target of targets) {
    if (settings.warmupSeconds === 0) break;
    progress(`${label}: warming up ${target.server}`);
    const warm = await runLoad(
      { url: `${target.url}${scenario.path}`, connections, duration: settings.warmupSeconds },
      resources,
    );
    const problems = measurementProblems(warm);
    if (problems.length > 0) failures.push(`${label} ${target.server} warm-up: ${problems.join(', ')}`);
  }
  for (let round = 0; round < settings.rounds; round++) {
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) {
      backend.output.length = 0;
      progress(`${label}: round ${round + 1} of ${settings.rounds}, ${target.server}`);
      const cpuBefore = cpuNanoseconds(target.pid);
      const summary = await runLoad(
        { url: `${target.url}${scenario.path}`, connections, duration: roundSeconds },
        resources,
      );
      const cpuAfter = cpuNanoseconds(target.pid);
      summary.cpuMicrosecondsPerRequest =
        cpuBefore === null || cpuAfter === null || summary.requestsTotal === 0
          ? null
          : (cpuAfter - cpuBefore) / 1000 / summary.requestsTotal;
      if (target.server === 'app') logLines += backend.output.reduce((n, chunk) => n + chunk.split('\n').length - 1, 0);
      backend.output.length = 0;
      rounds[target.server].push(summary);
    }
  }
  const result = { app: combineRounds(rounds.app), raw: combineRounds(rounds.raw) };
  result.app.appLogLinesPerRequest = result.app.requestsTotal > 0 ? logLines / result.app.requestsTotal : 0;
  for (const server of ['app', 'raw']) {
    result[server].problems = measurementProblems(result[server]);
    if (result[server].problems.length > 0) failures.push(`${label} ${server}: ${result[server].problems.join(', ')}`);
  }
  result.roundRatios = rounds.app.map((a, i) => a.requestsPerSecond / rounds.raw[i].requestsPerSecond);
  for (const server of ['app', 'raw']) {
    const costs = rounds[server].map((r) => r.cpuMicrosecondsPerRequest);
    result[server].cpuMicrosecondsPerRequest = costs.includes(null) ? null : median(costs);
  }
  result.cpuRatio =
    result.app.cpuMicrosecondsPerRequest && result.raw.cpuMicrosecondsPerRequest
      ? result.raw.cpuMicrosecondsPerRequest / result.app.cpuMicrosecondsPerRequest
      : null;
  return result;
}

/**
 * Runs every scenario at every connection count and writes the "api" section; resolves to
 * the exit code (1 when a server did not start or a measurement had errors). `resources` is
 * stopped by the caller.
 */
export async function runApi({ env = process.env, scenarios = SCENARIOS, resources, isInterrupted = () => false }) {
  const settings = readSettings(env);
  const machine = machineInfo();
  console.log('API benchmark: app (NestJS on Fastify + TypeORM) against a raw node:http + pg baseline');
  console.log(
    `Load: autocannon on loopback, ${settings.connections.join(' and ')} connections, ${settings.warmupSeconds} s warm-up, then ${settings.rounds} rounds of ${Math.max(1, Math.round(settings.durationSeconds / settings.rounds))} s per server, the two servers in turns, one at a time`,
  );
  const levelNote =
    settings.logLevel === DEFAULT_LOG_LEVEL
      ? 'the default, as npm start and the containers run it'
      : `from BENCH_LOG_LEVEL; npm start runs ${DEFAULT_LOG_LEVEL}`;
  console.log(
    `App as npm start serves it: LOG_LEVEL=${settings.logLevel} (${levelNote}), SERVE_FRONTEND=true (pages and files beside the API), NODE_ENV=development (production refuses the embedded database)`,
  );
  console.log(DATABASE_SCENARIO_NOTE);

  const api = {
    generatedAt: new Date().toISOString(),
    machine,
    settings,
    scenarios: [],
    failures: [],
    notes: [DATABASE_SCENARIO_NOTE],
  };
  let exitCode = 0;
  try {
    const frontend = await ensureFrontendBuilt();
    if (!frontend.ok) throw new Error(`The app serves the site's pages and needs its build: ${frontend.error}`);
    console.log(describeFrontend(frontend));
    api.frontend = frontend;

    let backend;
    let databaseUrl;
    try {
      const backendEnv = {
        // Empty means unset for the app's config, whatever the caller's environment says.
        LOG_LEVEL: settings.logLevel === DEFAULT_LOG_LEVEL ? '' : settings.logLevel,
        SERVE_FRONTEND: 'true',
      };
      // The embedded server's port is chosen here because startBackend does not report it.
      if (settings.externalDatabase) backendEnv.DATABASE_URL = env.DATABASE_URL;
      else backendEnv.EMBEDDED_POSTGRES_PORT = String(await freePort());
      const starting = startBackend({ env: backendEnv });
      // Registered before it is up, so an interrupt during the start still stops it.
      resources.add('backend', async () => (await starting.catch(() => null))?.stop());
      backend = await starting;
      databaseUrl =
        backend.databaseUrl ?? `postgres://postgres:postgres@127.0.0.1:${backendEnv.EMBEDDED_POSTGRES_PORT}/viaggi`;
    } catch (error) {
      throw new Error(`The app did not start: ${error?.message ?? error}`, { cause: error });
    }
    const pgVersion = await postgresVersion(databaseUrl);
    api.database = { server: settings.externalDatabase ? 'DATABASE_URL' : 'embedded', version: pgVersion };
    console.log(`PostgreSQL ${pgVersion} (${api.database.server}), shared by both servers; pool max ${POOL_MAX} each`);

    const appAnswers = [];
    for (const scenario of scenarios) {
      const answer = await probe(`${backend.url}${scenario.path}`);
      if (answer.status < 200 || answer.status >= 300) {
        throw new Error(`The app answered ${answer.status} on ${scenario.path}: ${answer.text.slice(0, 500)}`);
      }
      appAnswers.push(answer);
    }

    const statements = await appStatements();
    let raw;
    try {
      raw = await startRawServer(
        {
          databaseUrl,
          poolMax: POOL_MAX,
          routes: scenarios.map((s, i) => rawRoute(s, appAnswers[i], statements)),
        },
        resources,
      );
    } catch (error) {
      throw new Error(`The raw server did not start: ${error?.message ?? error}`, { cause: error });
    }

    const warnings = [];
    for (const [i, scenario] of scenarios.entries()) {
      const answer = await probe(`${raw.url}${scenario.path}`);
      if (answer.status !== appAnswers[i].status) {
        throw new Error(`The raw server answered ${answer.status} on ${scenario.path}: ${answer.text.slice(0, 500)}`);
      }
      if (!sameBody(answer.text, appAnswers[i].text)) {
        warnings.push(`${scenario.name}: the raw body differs from the app's, so the ratio compares different work`);
      }
    }
    console.log('');

    const targets = [
      { server: 'app', url: backend.url, pid: backend.pid },
      { server: 'raw', url: raw.url, pid: raw.pid },
    ];
    const rows = [];
    for (const connections of settings.connections) {
      for (const scenario of scenarios) {
        const record = {
          name: scenario.name,
          path: scenario.path,
          kind: scenario.kind,
          connections,
          goal: GOALS[scenario.kind],
        };
        const pair = await measurePair(scenario, targets, connections, settings, resources, backend, api.failures);
        record.app = pair.app;
        record.raw = pair.raw;
        record.roundRatios = pair.roundRatios;
        record.cpuRatio = pair.cpuRatio;
        progress('');

        const measured = record.app.problems.length === 0 && record.raw.problems.length === 0;
        record.ratio = measured ? median(record.roundRatios) : null;
        record.result = !measured ? 'FAILED' : record.ratio >= record.goal ? 'PASS' : 'BELOW GOAL';
        api.scenarios.push(record);

        for (const server of ['app', 'raw']) {
          const s = record[server];
          // The spread of the rounds: on a shared host it tells a real gap from noise.
          const sd = fmt.int(s.requestsPerSecondPerRound.stddev);
          rows.push([
            scenario.name,
            scenario.kind,
            connections,
            server,
            fmt.int(s.requestsPerSecond),
            sd,
            fmt.ms(s.latencyMs.p99),
            s.non2xx,
            s.errors + s.timeouts,
            server === 'app' ? s.appLogLinesPerRequest.toFixed(2) : '',
            fmt.us(s.cpuMicrosecondsPerRequest),
          ]);
        }
        rows.push([
          scenario.name,
          scenario.kind,
          connections,
          'app/raw',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          fmt.pct(record.ratio),
          fmt.pct(record.cpuRatio),
          `>= ${fmt.pct(record.goal)}`,
          record.result,
        ]);
      }
    }

    printTable(COLUMNS, rows, RIGHT);
    console.log(
      "req/s and p99: medians of the rounds; ± sd: spread of the rounds; app/raw: median of the rounds' ratios; log/req: lines the app wrote per request; CPU µs/req: CPU time of the server's process per request (all its threads); by CPU: raw's CPU time per request over the app's, the throughput ratio both would reach with a core each, steadier than req/s when other work shares the machine.",
    );
    for (const warning of warnings) console.log(`Warning: ${warning}`);
    api.warnings = warnings;
    if (api.failures.length > 0) {
      exitCode = 1;
      console.log('\nFailed measurements (errors or non-2xx answers):');
      for (const failure of api.failures) console.log(`  - ${failure}`);
    }
  } catch (error) {
    exitCode = 1;
    api.failures.push(String(error?.message ?? error));
    // After an interrupt, errors are only the children going away.
    if (!isInterrupted()) console.error(`\nAPI benchmark failed: ${error?.message ?? error}`);
  } finally {
    // The load figures are taken; stopping now keeps the next part off a busy machine.
    await resources.stopAll();
  }

  if (!isInterrupted()) writeSection('api', api);
  return exitCode;
}
