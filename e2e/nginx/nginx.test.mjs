// The nginx config of the frontend image (nginx/templates/default.conf.template and its
// snippets), rendered the way the image's entrypoint renders it and run by the system nginx
// in front of the built backend (which renders the pages) and the built site files.
//
//   node --test e2e/nginx/
//
// Needs `npm run build` first. FRONTEND_DIST_DIR points it at another built SPA.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { REPO_ROOT, freePort, startBackend } from '../support/start-backend.mjs';
import {
  copyWorldReadable,
  findNginx,
  mainConfig,
  readLog,
  stopNginx,
  waitForNginx,
  writeServerConfig,
} from './nginx-config.mjs';

const DIST_DIR = path.resolve(process.env.FRONTEND_DIST_DIR ?? path.join(REPO_ROOT, 'frontend/dist'));

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Headers that both helmet (backend) and the snippet (nginx) send. */
const SHARED_SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

function splitPolicy(policy) {
  return policy
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

function assertSecurityHeaders(response, what) {
  const csp = response.headers.get('content-security-policy');
  // A duplicated header would reach fetch joined by ", " and fail this equality.
  assert.equal(csp, EXPECTED_CSP, `${what}: Content-Security-Policy`);
  assert.ok(splitPolicy(csp).includes("frame-ancestors 'none'"), `${what}: frame-ancestors`);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff', `${what}: X-Content-Type-Options`);
  assert.equal(response.headers.get('x-frame-options'), 'DENY', `${what}: X-Frame-Options`);
  assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', `${what}: Referrer-Policy`);
  assert.equal(
    response.headers.get('strict-transport-security'),
    'max-age=31536000; includeSubDomains',
    `${what}: HSTS`,
  );
  assert.match(response.headers.get('permissions-policy') ?? '', /camera=\(\)/, `${what}: Permissions-Policy`);
  assert.equal(response.headers.get('server'), 'nginx', `${what}: the Server header must not reveal the version`);
}

const state = { backend: null, nginx: null, prefix: null, nginxBin: null };
let baseUrl;
let indexHtml;
let errorLog;
let accessLog;

before(async () => {
  state.nginxBin = findNginx();
  if (!state.nginxBin) throw new Error('nginx is missing: apt-get install -y nginx');
  if (!fs.existsSync(path.join(DIST_DIR, 'index.html'))) {
    throw new Error(`${DIST_DIR}/index.html is missing: run \`npm run build\` first`);
  }
  indexHtml = fs.readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8');

  state.backend = await startBackend({
    env: { SERVE_FRONTEND: 'true', FRONTEND_DIST_DIR: DIST_DIR, TRUST_PROXY: 'true' },
  });

  state.prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'viaggi-nginx-'));
  fs.chmodSync(state.prefix, 0o755);
  const htmlDir = path.join(state.prefix, 'html');
  copyWorldReadable(DIST_DIR, htmlDir);
  const nginxPort = await freePort();
  accessLog = writeServerConfig(state.prefix, {
    backendUpstream: `127.0.0.1:${state.backend.port}`,
    listen: `127.0.0.1:${nginxPort}`,
    htmlDir,
  });
  errorLog = path.join(state.prefix, 'error.log');
  const configFile = path.join(state.prefix, 'nginx.conf');
  fs.writeFileSync(configFile, mainConfig(state.prefix, `${errorLog} warn`));

  const args = ['-p', `${state.prefix}/`, '-e', errorLog, '-c', configFile];
  state.nginx = spawn(state.nginxBin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  state.nginx.stdout.on('data', (chunk) => output.push(chunk.toString()));
  state.nginx.stderr.on('data', (chunk) => output.push(chunk.toString()));
  baseUrl = `http://127.0.0.1:${nginxPort}`;
  await waitForNginx(`${baseUrl}/`, state.nginx, () => `${readLog(errorLog)}\n${output.join('')}`);
});

after(async () => {
  await stopNginx(state.nginx);
  // Before the backend's stop, which the last test has already called.
  if (state.prefix) fs.rmSync(state.prefix, { recursive: true, force: true });
  if (state.backend) await state.backend.stop();
});

test('nginx -t accepts the rendered configuration', () => {
  const result = spawnSync(
    state.nginxBin,
    ['-t', '-p', `${state.prefix}/`, '-e', errorLog, '-c', path.join(state.prefix, 'nginx.conf')],
    { encoding: 'utf8' },
  );
  assert.equal(result.status, 0, `nginx -t failed:\n${result.stdout}${result.stderr}`);
  assert.match(result.stderr, /test is successful/);
});

test('pages come rendered from the backend, revalidated on every visit', async () => {
  for (const [route, text] of [
    ['/', 'Viaggi in piccoli gruppi'],
    ['/travel/praga-tour-culturale', 'Praga'],
  ]) {
    const response = await fetch(`${baseUrl}${route}`);
    assert.equal(response.status, 200, route);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/, route);
    assert.equal(response.headers.get('cache-control'), 'no-cache', route);
    const html = await response.text();
    assert.match(html, new RegExp(`<h1[^>]*>${text}`), `${route}: the page's heading is in the HTML`);
    assert.match(html, /<script id="app-state" type="application\/json">/, route);
    assertSecurityHeaders(response, route);
  }
});

test('a page under a booking token or a booking id goes out bare, never stored, with no referrer', async () => {
  for (const route of [
    '/prenotazione/Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4f',
    // A customer's own booking page, the link of every e-mail (a base64url token).
    '/la-mia-prenotazione/q7Rk2-Lm_9XzT4bN8vH0cYs3dJ6eA1uW',
    '/payment-custom/3f6c1a2e-8b4d-4c9e-9a7f-1d2e3f4a5b6c',
    '/bank-transfer-success/3f6c1a2e-8b4d-4c9e-9a7f-1d2e3f4a5b6c',
  ]) {
    const response = await fetch(`${baseUrl}${route}`);
    assert.equal(response.status, 200, route);
    assert.equal(response.headers.get('cache-control'), 'no-store', route);
    assert.equal(response.headers.get('referrer-policy'), 'no-referrer', route);
    assert.equal(response.headers.get('x-robots-tag'), 'noindex, nofollow', route);
    const html = await response.text();
    assert.ok(html.includes('<div id="root"><!--app-html--></div>'), `${route}: sent bare, not rendered`);
  }
});

test('the access log names requests by route, without tokens, booking ids, query strings or addresses', async () => {
  const token = 'Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4f';
  const pageToken = 'q7Rk2-Lm_9XzT4bN8vH0cYs3dJ6eA1uW';
  const bookingId = '3f6c1a2e-8b4d-4c9e-9a7f-1d2e3f4a5b6c';
  for (const route of [
    `/prenotazione/${token}?utm_source=newsletter-anna`,
    `/la-mia-prenotazione/${pageToken}`,
    `/payment-custom/${bookingId}`,
    `/api/v1/booking-links/${token}`,
    `/api/v1/booking-pages/${pageToken}`,
    `/api/v1/bookings/${bookingId}`,
    `/api/v1/bookings/${bookingId}/documents/information.pdf`,
    '/travel/praga-tour-culturale?fbclid=click-of-anna',
  ]) {
    await (await fetch(`${baseUrl}${route}`)).arrayBuffer();
  }
  // nginx writes a line when the answer is complete, a moment after the client has it.
  let log = '';
  for (let tries = 0; tries < 20 && !log.includes('/travel/praga-tour-culturale'); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    log = readLog(accessLog);
  }
  for (const line of [
    'GET "/prenotazione/:token" 200',
    'GET "/la-mia-prenotazione/:token" 200',
    'GET "/payment-custom/:id" 200',
    'GET "/api/v1/booking-links/:token" 404',
    'GET "/api/v1/booking-pages/:token" 404',
    'GET "/api/v1/bookings/:id" 404',
    'GET "/api/v1/bookings/:id/documents/information.pdf" 404',
    'GET "/travel/praga-tour-culturale" 200',
  ]) {
    assert.ok(log.includes(line), `the log names the route: ${line}\n${log}`);
  }
  for (const secret of [token, pageToken, bookingId, 'newsletter-anna', 'click-of-anna', '127.0.0.1']) {
    assert.ok(!log.includes(secret), `the log holds ${secret}:\n${log}`);
  }
});

test('an unknown page is a rendered 404, an alias a redirect to the trip', async () => {
  const missing = await fetch(`${baseUrl}/travel/atlantide`);
  assert.equal(missing.status, 404);
  assert.match(await missing.text(), /Pagina non trovata/);
  assertSecurityHeaders(missing, 'unknown page');

  const alias = await fetch(`${baseUrl}/travel/praga`, { redirect: 'manual' });
  assert.equal(alias.status, 301);
  assert.equal(alias.headers.get('location'), '/travel/praga-tour-culturale');
  await alias.arrayBuffer();
});

test('the page template itself is not served', async () => {
  const response = await fetch(`${baseUrl}/index.html`);
  assert.equal(response.status, 404);
  await response.arrayBuffer();
});

test('hashed assets are cached for a year and sent gzipped', async () => {
  const assetsDir = path.join(DIST_DIR, 'assets');
  assert.ok(fs.existsSync(assetsDir), `${assetsDir} is missing: run \`npm run build\` first`);
  // The largest script or stylesheet, so that it is above gzip_min_length.
  const candidates = fs
    .readdirSync(assetsDir)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => ({ name, size: fs.statSync(path.join(assetsDir, name)).size }))
    .sort((a, b) => b.size - a.size);
  assert.ok(candidates.length > 0, `no .js or .css file in ${assetsDir}`);
  const { name } = candidates[0];

  const response = await fetch(`${baseUrl}/assets/${name}`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), IMMUTABLE);
  assert.equal(response.headers.get('content-encoding'), 'gzip');
  assert.match(response.headers.get('content-type') ?? '', name.endsWith('.css') ? /^text\/css/ : /javascript/);
  assert.equal(await response.text(), fs.readFileSync(path.join(assetsDir, name), 'utf8'));
  assertSecurityHeaders(response, `/assets/${name}`);
});

test('a missing asset is a 404 that is not cached as immutable, never index.html', async () => {
  const response = await fetch(`${baseUrl}/assets/index-0000000000.js`);
  assert.equal(response.status, 404);
  assert.notEqual(response.headers.get('cache-control'), IMMUTABLE);
  assert.doesNotMatch(await response.text(), /<div id="root">/);
  assertSecurityHeaders(response, 'missing asset');
});

test('/api is proxied to the backend with the same security headers, each once', async () => {
  const response = await fetch(`${baseUrl}/api/health`);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { status: 'ok', database: 'up' });
  assertSecurityHeaders(response, '/api/health');

  // nginx must say what the backend says when it serves the SPA itself.
  const direct = await fetch(`${state.backend.url}/api/health`);
  await direct.arrayBuffer();
  for (const name of SHARED_SECURITY_HEADERS) {
    const fromBackend = direct.headers.get(name);
    assert.ok(fromBackend, `the backend no longer sends ${name}: update this list`);
    const normalise =
      name === 'content-security-policy' ? (value) => splitPolicy(value).sort() : (value) => value.toLowerCase();
    assert.deepEqual(
      normalise(response.headers.get(name)),
      normalise(fromBackend),
      `${name} differs from the backend's`,
    );
  }
});

test('the sitemap and robots.txt come from the backend, built from the catalogue', async () => {
  const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
  assert.equal(sitemap.status, 200);
  assert.match(sitemap.headers.get('content-type') ?? '', /xml/);
  assert.match(await sitemap.text(), /\/travel\/praga-tour-culturale<\/loc>/);
  const robots = await fetch(`${baseUrl}/robots.txt`);
  assert.equal(robots.status, 200);
  assert.match(await robots.text(), /Sitemap: .*\/sitemap\.xml/);
});

test('an API request body over 1 MB is refused by nginx', async () => {
  const response = await fetch(`${baseUrl}/api/health`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
  });
  assert.equal(response.status, 413);
  await response.arrayBuffer();
});

test('the two uploads take their files up to their own limits; nginx refuses larger ones in the API shape', async () => {
  const upload = (route, bytes) => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(bytes, 0x20)]), 'file.pdf');
    return fetch(`${baseUrl}${route}`, { method: 'POST', body: form });
  };
  const receipt = '/api/v1/bookings/6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90/transfer-receipt';
  // Passed to the backend, which answers for the booking (unknown) after reading the file.
  const small = await upload(receipt, 3 * 1024 * 1024);
  assert.equal(small.status, 404);
  assert.equal((await small.json()).code, 'BOOKING_NOT_FOUND');
  const large = await upload(receipt, 7 * 1024 * 1024);
  assert.equal(large.status, 413);
  assert.equal((await large.json()).code, 'PAYLOAD_TOO_LARGE');

  // A statement without a token: the backend's 401 once nginx let the body through.
  const statement = await upload('/api/v1/admin/bank-statements', 9 * 1024 * 1024);
  assert.equal(statement.status, 401);
  await statement.arrayBuffer();
  const tooBig = await upload('/api/v1/admin/bank-statements', 12 * 1024 * 1024);
  assert.equal(tooBig.status, 413);
  assert.equal((await tooBig.json()).code, 'PAYLOAD_TOO_LARGE');
});

test('a burst of API writes from one client is turned away by nginx with 429, reads pass', async () => {
  // A body the backend refuses with 400: what passes nginx stores nothing.
  const write = () =>
    fetch(`${baseUrl}/api/v1/contact-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  const read = () => fetch(`${baseUrl}/api/v1/trips`);
  const [writes, reads] = await Promise.all([
    Promise.all(Array.from({ length: 60 }, write)),
    Promise.all(Array.from({ length: 30 }, read)),
  ]);

  const writeStatuses = writes.map((response) => response.status);
  assert.ok(writeStatuses.includes(400), 'the first writes reach the backend');
  assert.deepEqual([...new Set(writeStatuses)].sort(), [400, 429], writeStatuses.join(' '));
  const refused = writes.find((response) => response.status === 429);
  assert.match(refused.headers.get('content-type') ?? '', /^application\/json/);
  assert.deepEqual(await refused.json(), {
    statusCode: 429,
    code: 'TOO_MANY_REQUESTS',
    message: 'Troppe richieste. Attendi qualche istante e riprova.',
  });
  assertSecurityHeaders(refused, 'a write refused by nginx');
  await Promise.all(writes.filter((response) => !response.bodyUsed).map((response) => response.arrayBuffer()));

  assert.deepEqual(
    reads.map((response) => response.status),
    Array(30).fill(200),
  );
  await Promise.all(reads.map((response) => response.arrayBuffer()));
});

// Last: it stops the backend.
test('with no backend answering, /api returns the API error shape as a 503', async () => {
  await state.backend.stop();
  const response = await fetch(`${baseUrl}/api/health`);
  assert.equal(response.status, 503);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  const body = await response.json();
  assert.equal(body.statusCode, 503);
  assert.equal(body.code, 'SERVICE_UNAVAILABLE');
  assert.ok(body.message.length > 0);
  assertSecurityHeaders(response, '/api with the backend down');
});

test('with no backend answering, a page is the bare shell that the browser renders itself', async () => {
  const response = await fetch(`${baseUrl}/travel/praga-tour-culturale`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  assert.equal(await response.text(), indexHtml);
  assertSecurityHeaders(response, 'page with the backend down');
});
