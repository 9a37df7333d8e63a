// A thousand customer e-mails at once, as a burst of reminders would queue them: rendered (React
// Email, the EPC QR code, the information PDF attached) and delivered by the app's worker to a
// local SMTP server, which is stopped for 30 seconds once half of them have arrived. Figures:
// the time until every message is sent, the rate before the outage, the backend's peak RSS,
// and the proof that none was lost or sent twice (every message marked sent, each arrived once).
// The messages are rows of one real booking queued the way MessageQueue queues them (a row and
// a pg-boss job); a thousand bookings through the booking route would measure something else.
// A failed attempt waits for pg-boss's backoff (a minute or two for the first retries): the
// total includes that wait, as a real outage would.
// Results are printed and merged into e2e/.tmp/bench-results.json under "messages".
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort, REPO_ROOT, startBackend } from '../support/start-backend.mjs';
import { benchBackendEnv, openDeparture, prepare } from './booking.mjs';
import {
  call,
  machineInfo,
  message,
  mib,
  must,
  printTable,
  procStatusBytes,
  resetPeakRss,
  sampleRss,
  writeSection,
} from './shared.mjs';

const MESSAGES = 1_000;
const OUTAGE_MS = 30_000;
const RSS_SAMPLE_MS = 100;
const DEADLINE_MS = 15 * 60_000;

/** A local SMTP server counting what it accepts, by recipient; it can be stopped and started again on its port. */
class CountingSmtp {
  received = new Map();
  port = 0;
  server = null;

  async start() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 50,
      onData: (stream, session, callback) => {
        // Each message goes to an address of its own: counting by address finds a lost one or a repeat.
        stream.resume();
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
          this.received.set(to, (this.received.get(to) ?? 0) + 1);
          callback();
        });
      },
    });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = server.server.address().port;
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  get total() {
    let sum = 0;
    for (const count of this.received.values()) sum += count;
    return sum;
  }
}

/** pg-boss as the backend has it: the same package, so its jobs are the ones the workers take. */
async function pgBoss() {
  const require = createRequire(path.join(REPO_ROOT, 'backend/package.json'));
  return (await import(require.resolve('pg-boss'))).default;
}

/** Queues `count` copies of a booking's first e-mail to as many addresses, as MessageQueue does: a row and its job. */
async function queueMessages(databaseUrl, bookingId, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const PgBoss = await pgBoss();
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    max: 2,
    supervise: false,
    schedule: false,
    migrate: false,
  });
  boss.on('error', () => {});
  await boss.start();
  try {
    const { rows } = await client.query(
      `INSERT INTO messages (channel, kind, booking_id, occasion, recipient, language)
       SELECT 'email', 'booking_received', $1, 'bench-' || n, 'cliente-' || n || '@bench.test', 'it'
         FROM generate_series(1, $2) AS n
       RETURNING id`,
      [bookingId, count],
    );
    await boss.insert(rows.map((row) => ({ name: 'email', data: { messageId: row.id } })));
    return rows.length;
  } finally {
    await boss.stop({ graceful: false, wait: true });
    await client.end();
  }
}

async function statuses(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT status, count(*)::int AS n, max(attempts)::int AS "maxAttempts"
         FROM messages WHERE occasion LIKE 'bench-%' GROUP BY status`,
    );
    return Object.fromEntries(rows.map((row) => [row.status, { n: row.n, maxAttempts: row.maxAttempts }]));
  } finally {
    await client.end();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runMessages({ resources, isInterrupted = () => false }) {
  const settings = { messages: MESSAGES, outageMs: OUTAGE_MS, rssSampleMs: RSS_SAMPLE_MS };
  console.log(
    `Messages benchmark: ${MESSAGES} booking e-mails (template, QR code, information PDF) delivered by the app to a local SMTP server, stopped for ${OUTAGE_MS / 1000} s halfway`,
  );
  const result = { generatedAt: new Date().toISOString(), machine: machineInfo(), settings, failures: [] };
  let exitCode = 0;
  const smtp = new CountingSmtp();
  try {
    await smtp.start();
    resources.add('SMTP server', () => smtp.stop());
    const backendEnv = {
      ...benchBackendEnv(),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Viaggi di Gruppo <prenotazioni@bench.test>',
      DELIVERY_POLL_SECONDS: '1',
    };
    const embeddedPort = await freePort();
    if (process.env.DATABASE_URL) backendEnv.DATABASE_URL = process.env.DATABASE_URL;
    else backendEnv.EMBEDDED_POSTGRES_PORT = String(embeddedPort);
    const starting = startBackend({ env: backendEnv });
    resources.add('backend', async () => (await starting.catch(() => null))?.stop());
    const backend = await starting;
    const databaseUrl = backend.databaseUrl ?? `postgres://postgres:postgres@127.0.0.1:${embeddedPort}/viaggi`;
    const drain = setInterval(() => (backend.output.length = 0), 5_000);
    resources.add('backend output drain', () => clearInterval(drain));

    const adminToken = await prepare(backend.url);
    const { token } = await openDeparture(backend.url, adminToken, 120);
    const booking = await must(
      call(backend.url, 'POST', `/api/v1/booking-links/${token}/bookings`, {
        body: {
          airport: 'MXP',
          travellers: [{ firstName: 'Anna', lastName: 'Bianchi' }],
          contactEmail: 'anna.bianchi@bench.test',
          contactPhone: '+39 333 000 0001',
        },
      }),
      'the booking',
    );
    // Its own e-mail first: the information PDF is then drawn, as it is for any booking before its reminders.
    for (let waited = 0; smtp.total < 1 && waited < 30_000; waited += 100) await sleep(100);
    if (smtp.total < 1) throw new Error("the booking's own e-mail never arrived");
    smtp.received.clear();

    const rssBeforeBytes = procStatusBytes(backend.pid, 'VmRSS');
    const peakReset = resetPeakRss(backend.pid);
    const sampler = sampleRss(backend.pid, RSS_SAMPLE_MS);
    const started = performance.now();
    await queueMessages(databaseUrl, booking.id, MESSAGES);
    while (smtp.total < MESSAGES / 2 && performance.now() - started < DEADLINE_MS && !isInterrupted()) await sleep(50);
    const halfMs = performance.now() - started;
    const beforeOutage = smtp.total;
    await smtp.stop();
    await sleep(OUTAGE_MS);
    await smtp.start();
    let state = await statuses(databaseUrl);
    while ((state.sent?.n ?? 0) < MESSAGES && performance.now() - started < DEADLINE_MS && !isInterrupted()) {
      await sleep(1_000);
      state = await statuses(databaseUrl);
    }
    const totalMs = performance.now() - started;
    const sampled = sampler.stop();
    const hwm = peakReset ? procStatusBytes(backend.pid, 'VmHWM') : null;

    const duplicates = [...smtp.received.values()].filter((count) => count > 1).length;
    result.figures = {
      halfMs,
      ratePerSecondBeforeOutage: beforeOutage / (halfMs / 1000),
      totalMs,
      sent: state.sent?.n ?? 0,
      queued: state.queued?.n ?? 0,
      failed: state.failed?.n ?? 0,
      maxAttempts: Math.max(...Object.values(state).map((s) => s.maxAttempts)),
      arrived: smtp.total,
      addressesArrived: smtp.received.size,
      duplicates,
      rssBeforeBytes,
      peakRssBytes: Math.max(sampled.peakBytes ?? 0, hwm ?? 0) || null,
    };
    if (result.figures.sent !== MESSAGES) result.failures.push(`${result.figures.sent} of ${MESSAGES} messages sent`);
    if (smtp.received.size !== MESSAGES) result.failures.push(`${smtp.received.size} of ${MESSAGES} addresses reached`);
    if (duplicates > 0) result.failures.push(`${duplicates} addresses got their message more than once`);

    const columns = [
      'messages',
      'first half s',
      'msg/s',
      'all sent s',
      'attempts max',
      'RSS before MiB',
      'peak RSS MiB',
      'lost',
      'twice',
      'result',
    ];
    printTable(
      columns,
      [
        [
          MESSAGES,
          (halfMs / 1000).toFixed(1),
          result.figures.ratePerSecondBeforeOutage.toFixed(1),
          (totalMs / 1000).toFixed(1),
          result.figures.maxAttempts,
          mib(rssBeforeBytes),
          mib(result.figures.peakRssBytes),
          MESSAGES - smtp.received.size,
          duplicates,
          result.failures.length === 0 ? 'PASS' : 'FAILED',
        ],
      ],
      new Set(columns.slice(0, -1)),
    );
    console.log(
      `first half: until ${MESSAGES / 2} had arrived; msg/s: the rate then; all sent: until every message was marked sent, including the ${OUTAGE_MS / 1000} s outage and the backoff of the attempts it failed (pg-boss retries from a minute, doubling, with jitter); peak RSS: the backend process over the run; lost/twice: addresses that got no message, or more than one.`,
    );
    if (result.failures.length > 0) {
      exitCode = 1;
      console.log('\nFailed:');
      for (const failure of result.failures) console.log(`  - ${failure}`);
    }
  } catch (error) {
    exitCode = 1;
    result.failures.push(message(error));
    if (!isInterrupted()) console.error(`\nMessages benchmark failed: ${message(error)}`);
  } finally {
    await resources.stopAll();
  }
  if (!isInterrupted()) writeSection('messages', result);
  return exitCode;
}
