// The baseline the app is measured against: plain node:http and pg.Pool doing the same
// work with nothing in between, so the ratio shows what the framework stack costs.
// Run as a forked child (own event loop, own core time); the parent sends one
// {type: 'config'} message and receives {type: 'ready', port} or {type: 'error', message}.
//
// config: {
//   databaseUrl: string | null,
//   poolMax: number,
//   routes: [
//     {path, kind: 'cached', status?, headers, body: string}
//     {path, kind: 'database', status?, headers, sql, params?, result?: 'rows' | 'row', body?: any}
//   ]
// }
// A 'database' route answers its rows ('rows'), the first row or 404 ('row'), or, when
// `body` is given, that body once the query has succeeded (as /api/health does).
import http from 'node:http';
import pg from 'pg';

const JSON_TYPE = 'application/json; charset=utf-8';

function send(res, status, headers, payload) {
  res.writeHead(status, { 'content-type': JSON_TYPE, ...headers, 'content-length': payload.length });
  res.end(payload);
}

function cachedHandler(route) {
  const payload = Buffer.from(route.body);
  const status = route.status ?? 200;
  return (req, res) => send(res, status, route.headers, payload);
}

function databaseHandler(route, pool) {
  const status = route.status ?? 200;
  const fixed = route.body === undefined ? null : Buffer.from(JSON.stringify(route.body));
  return async (req, res) => {
    let result;
    try {
      result = await pool.query(route.sql, route.params);
    } catch (error) {
      send(res, 500, route.headers, Buffer.from(JSON.stringify({ error: String(error?.message ?? error) })));
      return;
    }
    if (fixed) return send(res, status, route.headers, fixed);
    if (route.result === 'row') {
      if (result.rows.length === 0) return send(res, 404, route.headers, Buffer.from('{"error":"not found"}'));
      return send(res, status, route.headers, Buffer.from(JSON.stringify(result.rows[0])));
    }
    send(res, status, route.headers, Buffer.from(JSON.stringify(result.rows)));
  };
}

async function start(config) {
  const needsDatabase = config.routes.some((r) => r.kind === 'database');
  let pool = null;
  if (needsDatabase) {
    if (!config.databaseUrl) throw new Error('a database route needs databaseUrl');
    pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolMax ?? 20 });
    // A wrong URL should fail the start, not every measured request.
    await pool.query('SELECT 1');
  }

  const handlers = new Map();
  for (const route of config.routes) {
    if (route.kind === 'cached') handlers.set(route.path, cachedHandler(route));
    else if (route.kind === 'database') handlers.set(route.path, databaseHandler(route, pool));
    else throw new Error(`unknown route kind ${route.kind} for ${route.path}`);
  }

  const server = http.createServer((req, res) => {
    const handler = req.method === 'GET' ? handlers.get(req.url) : undefined;
    if (handler) return void handler(req, res);
    send(res, 404, {}, Buffer.from('{"error":"not found"}'));
  });
  // Matches Fastify's default, so neither side drops idle load-generator connections first.
  server.keepAliveTimeout = 72_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    server.closeAllConnections();
    server.close();
    if (pool) await pool.end().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  // The parent died without stopping us: do not linger as an orphan holding pool connections.
  process.on('disconnect', close);

  return server.address().port;
}

process.once('message', (message) => {
  if (message?.type !== 'config') return;
  start(message.config).then(
    (port) => process.send({ type: 'ready', port }),
    (error) => process.send({ type: 'error', message: String(error?.stack ?? error) }, () => process.exit(1)),
  );
});
