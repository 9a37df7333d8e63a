// What nginx writes about the requests it fails: nothing that names a client or opens a
// booking. The system nginx runs the image's config in front of a backend that is down (a
// closed port), so no build is needed, and every request meets an error nginx would log with
// "client: <address>, request: "<method> <path and query>"": no replica answering, a body
// too large, a malformed request, a URI too long, a burst of writes. nginx's own messages
// (start-up, configuration, processes) must still reach the operator on stderr.
//
//   node --test e2e/nginx/error-log.test.mjs
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { freePort } from '../support/start-backend.mjs';
import { findNginx, mainConfig, readLog, stopNginx, waitForNginx, writeServerConfig } from './nginx-config.mjs';

const CLIENT_ADDRESS = '127.0.0.1';
/** A booking link's token, a customer page's token, and what query strings carry. */
const LINK_TOKEN = 'Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4f';
const PAGE_TOKEN = 'q7Rk2-Lm_9XzT4bN8vH0cYs3dJ6eA1uW';
const QUERY_VALUE = 'newsletter-anna';

const state = { nginxBin: null, prefix: null, nginx: null, stderr: [], stdout: [] };
let baseUrl;
let accessLog;
let configFile;

/** The image's main config: its error log is /var/log/nginx/error.log, a link to stderr, at notice. */
function startNginx() {
  const child = spawn(state.nginxBin, ['-p', `${state.prefix}/`, '-e', 'stderr', '-c', configFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => state.stdout.push(chunk.toString()));
  child.stderr.on('data', (chunk) => state.stderr.push(chunk.toString()));
  return child;
}

/** Sends raw bytes, answers the status line: for requests fetch will not send. */
function rawRequest(port, text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, CLIENT_ADDRESS, () => socket.end(text));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer.split('\r\n')[0]));
  });
}

before(async () => {
  state.nginxBin = findNginx();
  if (!state.nginxBin) throw new Error('nginx is missing: apt-get install -y nginx');
  state.prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'viaggi-nginx-errors-'));
  fs.chmodSync(state.prefix, 0o755);
  const htmlDir = path.join(state.prefix, 'html');
  fs.mkdirSync(htmlDir, { mode: 0o755 });
  fs.writeFileSync(path.join(htmlDir, 'index.html'), '<!doctype html><div id="root"></div>', { mode: 0o644 });

  // Nothing listens there: every request to the backend fails to connect.
  const closedPort = await freePort();
  const nginxPort = await freePort();
  accessLog = writeServerConfig(state.prefix, {
    backendUpstream: `127.0.0.1:${closedPort}`,
    listen: `127.0.0.1:${nginxPort}`,
    htmlDir,
  });
  configFile = path.join(state.prefix, 'nginx.conf');
  fs.writeFileSync(configFile, mainConfig(state.prefix, 'stderr notice'));
  state.nginx = startNginx();
  baseUrl = `http://127.0.0.1:${nginxPort}`;
  await waitForNginx(`${baseUrl}/`, state.nginx, () => state.stderr.join(''));
});

after(async () => {
  await stopNginx(state.nginx);
  if (state.prefix) fs.rmSync(state.prefix, { recursive: true, force: true });
});

test('failed requests leave no client address, token or query string in any log nginx writes', async () => {
  const port = Number(new URL(baseUrl).port);
  const status = async (route, init) => {
    const response = await fetch(`${baseUrl}${route}`, init);
    await response.arrayBuffer();
    return response.status;
  };

  // No replica answers: nginx's own 503 in the API's shape, and the bare page.
  assert.equal(await status(`/api/v1/booking-links/${LINK_TOKEN}?utm_source=${QUERY_VALUE}`), 503);
  assert.equal(await status(`/la-mia-prenotazione/${PAGE_TOKEN}?ref=${QUERY_VALUE}`), 200);
  // A body over the limit, refused on its Content-Length.
  assert.equal(
    await rawRequest(
      port,
      `POST /api/v1/booking-links/${LINK_TOKEN}/bookings?src=${QUERY_VALUE} HTTP/1.1\r\nHost: x\r\n` +
        'Content-Type: application/json\r\nContent-Length: 2000000\r\nConnection: close\r\n\r\n',
    ),
    'HTTP/1.1 413 Request Entity Too Large',
  );
  // A malformed header (on an address in capitals, which the browser's routes accept too), and a URI too long.
  assert.equal(
    await rawRequest(
      port,
      `GET /Prenotazione/${LINK_TOKEN}?src=${QUERY_VALUE} HTTP/1.1\r\nHost: x\r\nno colon\r\n\r\n`,
    ),
    'HTTP/1.1 400 Bad Request',
  );
  assert.equal(await status(`/prenotazione/${LINK_TOKEN}${'x'.repeat(9000)}?src=${QUERY_VALUE}`), 414);
  // A burst of writes: the first reach for the backend, the rest are limited.
  const writes = [];
  for (let i = 0; i < 24; i++) {
    writes.push(await status(`/api/v1/booking-links/${LINK_TOKEN}/quote?src=${QUERY_VALUE}`, { method: 'POST' }));
  }
  assert.ok(writes.includes(503) && writes.includes(429), writes.join(' '));

  // Stopped, so that every line is written; the next test starts its own.
  await stopNginx(state.nginx);
  const access = readLog(accessLog);
  const logs = {
    stderr: state.stderr.join(''),
    stdout: state.stdout.join(''),
    // Whatever else nginx wrote in its prefix (a default error.log, for one).
    ...Object.fromEntries(
      fs
        .readdirSync(state.prefix, { recursive: true })
        .filter((name) => name.endsWith('.log'))
        .map((name) => [name, readLog(path.join(state.prefix, name))]),
    ),
  };
  for (const [where, text] of Object.entries(logs)) {
    for (const secret of [CLIENT_ADDRESS, LINK_TOKEN, PAGE_TOKEN, QUERY_VALUE]) {
      assert.ok(!text.includes(secret), `${where} holds ${secret}:\n${text}`);
    }
  }

  // The access log still tells each failure, and whether the backend answered ("-": nginx alone).
  for (const line of [
    'GET "/api/v1/booking-links/:token" 503',
    'POST "/api/v1/booking-links/:token/bookings" 413',
    'GET "/Prenotazione/:token" 400',
    'POST "/api/v1/booking-links/:token/quote" 429',
  ]) {
    assert.ok(access.includes(line), `the access log tells ${line}:\n${access}`);
  }
  assert.match(access, /GET "\/api\/v1\/booking-links\/:token" 503 \d+ [\d.]+ "502"\n/, access);
  assert.match(access, /POST "\/api\/v1\/booking-links\/:token\/bookings" 413 \d+ [\d.]+ "-"\n/, access);
  // And nginx's own messages are on stderr, as in the image.
  assert.match(logs.stderr, /\[notice\] .*start worker process/, logs.stderr);
});

test('a configuration that nginx cannot start with says why on stderr', () => {
  const broken = path.join(state.prefix, 'conf.d/broken.conf');
  fs.writeFileSync(broken, 'upstream backend_api { server 127.0.0.1:1; }\n');
  try {
    const result = spawnSync(state.nginxBin, ['-p', `${state.prefix}/`, '-e', 'stderr', '-c', configFile], {
      encoding: 'utf8',
      timeout: 10_000,
    });
    assert.notEqual(result.status, 0, 'nginx started with a duplicate upstream');
    assert.match(result.stderr, /\[emerg\] .*duplicate upstream "backend_api"/, result.stderr);
  } finally {
    fs.rmSync(broken);
  }
});
