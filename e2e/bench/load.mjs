// One autocannon run in a process of its own: the harness drains the app's log pipe,
// and that work must not slow the load generator for one server and not the other.
// Receives the autocannon options by IPC and answers with a plain summary. With
// `distinctClients`, every request comes from another address (X-Forwarded-For, for an app
// that trusts its proxy), so that per-client limits measure their cost, not their refusals.
import autocannon from 'autocannon';

let clients = 0;
const nextClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

process.once('message', async ({ distinctClients = false, ...options }) => {
  try {
    const setupRequest = (request) => ({
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': nextClient() },
    });
    const r = await autocannon(distinctClients ? { ...options, requests: [{ setupRequest }] } : options);
    process.send(
      {
        ok: true,
        summary: {
          requestsPerSecond: r.requests.average,
          requestsPerSecondPerSample: { stddev: r.requests.stddev, min: r.requests.min, max: r.requests.max },
          requestsTotal: r.requests.total,
          latencyMs: { average: r.latency.average, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
          throughputBytesPerSecond: r.throughput.average,
          ok2xx: r['2xx'],
          non2xx: r.non2xx,
          statusCodes: r.statusCodeStats,
          errors: r.errors,
          timeouts: r.timeouts,
          resets: r.resets,
          mismatches: r.mismatches,
          durationSeconds: r.duration,
        },
      },
      () => process.exit(0),
    );
  } catch (error) {
    process.send({ ok: false, message: String(error?.stack ?? error) }, () => process.exit(1));
  }
});
// The harness went away (interrupted): stop firing at a server that is shutting down.
process.on('disconnect', () => process.exit(1));
