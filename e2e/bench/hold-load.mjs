// Partner holds under load, in a process of its own as load.mjs runs autocannon: each
// connection holds one seat (POST /api/partner/v1/holds) and releases it at once
// (DELETE /api/partner/v1/holds/{id}), again and again for `duration` seconds, so that the
// seats never run out. autocannon cannot tell the two calls' latencies apart, hence this loop.
// Receives {url, key, departureIds, connections, duration} by IPC and answers with a summary:
// cycles per second and the latency of the holds and of the releases.
import http from 'node:http';

function request(agent, url, method, path, key, body) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? null : JSON.stringify(body);
    const req = http.request(
      new URL(path, url),
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${key}`,
          ...(payload === null
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? null
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

function latencySummary(values) {
  const sorted = values.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? null };
}

async function run({ url, key, departureIds, connections, duration }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const holdMs = [];
  const releaseMs = [];
  const failures = new Map();
  let cycles = 0;
  let leftHeld = 0;
  const fail = (what) => failures.set(what, (failures.get(what) ?? 0) + 1);
  const started = performance.now();
  const deadline = started + duration * 1000;

  async function connection(index) {
    // Each connection keeps to one of the departures, so they share the seats' rows as partners' holds would.
    const departureId = departureIds[index % departureIds.length];
    while (performance.now() < deadline) {
      const holdStart = performance.now();
      let hold;
      try {
        hold = await request(agent, url, 'POST', '/api/partner/v1/holds', key, { departureId, seats: 1 });
      } catch (error) {
        fail(`hold: ${error.code ?? error.message}`);
        continue;
      }
      if (hold.status !== 201) {
        fail(`hold: ${hold.status} ${JSON.parse(hold.text || '{}').code ?? ''}`.trim());
        continue;
      }
      holdMs.push(performance.now() - holdStart);
      const { id } = JSON.parse(hold.text);
      const releaseStart = performance.now();
      try {
        const release = await request(agent, url, 'DELETE', `/api/partner/v1/holds/${id}`, key);
        if (release.status !== 204) {
          fail(`release: ${release.status}`);
          leftHeld += 1;
          continue;
        }
      } catch (error) {
        fail(`release: ${error.code ?? error.message}`);
        leftHeld += 1;
        continue;
      }
      releaseMs.push(performance.now() - releaseStart);
      cycles += 1;
    }
  }

  await Promise.all(Array.from({ length: connections }, (_, i) => connection(i)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    cyclesPerSecond: cycles / seconds,
    cycles,
    durationSeconds: seconds,
    holdLatencyMs: latencySummary(holdMs),
    releaseLatencyMs: latencySummary(releaseMs),
    failures: Object.fromEntries(failures),
    failed: [...failures.values()].reduce((a, b) => a + b, 0),
    // Holds whose release failed keep their seat until they expire (30 minutes).
    leftHeld,
  };
}

process.once('message', async (options) => {
  try {
    process.send({ ok: true, summary: await run(options) }, () => process.exit(0));
  } catch (error) {
    process.send({ ok: false, message: String(error?.stack ?? error) }, () => process.exit(1));
  }
});
// The harness went away (interrupted): stop firing at a server that is shutting down.
process.on('disconnect', () => process.exit(1));
