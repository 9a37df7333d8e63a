// npm start's own path (scripts/start.mjs: install check, build check, then the app) under
// each NODE_ENV the README lists, starting from a build npm start knows nothing of.
//
//   node --test e2e/start/
//
// Needs `npm run build` first. It builds the frontend again in place, as npm start would.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { FRONTEND_BUILD_SETTINGS } from '../../scripts/lib.mjs';
import { REPO_ROOT, freePort } from '../support/start-backend.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viaggi-start-'));
fs.chmodSync(dataDir, 0o755);
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/**
 * Runs `npm start` as a visitor would (node scripts/start.mjs) and waits until it serves.
 * `NODE_ENV: undefined` starts it with NODE_ENV unset.
 */
async function npmStart(env) {
  const port = await freePort();
  const childEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    EMBEDDED_POSTGRES_DIR: path.join(dataDir, 'postgres'),
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  delete childEnv.NODE_OPTIONS;
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs')], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };

  const url = `http://127.0.0.1:${port}`;
  // A build of the frontend on a busy machine takes a few minutes.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}:\n${output.join('')}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not serve in time:\n${output.join('')}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, output, stop };
}

async function assertRenderedHome(url) {
  const response = await fetch(`${url}/`);
  assert.equal(response.status, 200);
  const html = await response.text();
  assert.match(html, /<div id="root"><[a-z]/, 'the page arrives rendered, not as the bare shell');
  assert.match(html, /<script id="app-state" type="application\/json">/);
  assert.match(html, /<h1/);
}

test('npm start serves rendered pages under every NODE_ENV, building once', { timeout: 900_000 }, async () => {
  // A build npm start did not make (here the one made before the tests) is made again.
  fs.rmSync(FRONTEND_BUILD_SETTINGS, { force: true });
  const pgPort = await freePort();

  const development = await npmStart({ NODE_ENV: 'development', EMBEDDED_POSTGRES_PORT: String(pgPort) });
  try {
    assert.match(development.output.join(''), /Building the frontend/);
    await assertRenderedHome(development.url);

    // Production needs a database server of its own: the one the first start runs.
    const production = await npmStart({
      NODE_ENV: 'production',
      DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${pgPort}/viaggi`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CLIENT_HASH_SECRET: randomBytes(32).toString('hex'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      PUBLIC_BASE_URL: 'https://www.example.it',
      // No mail server here: production keeps its e-mails unsent only when told so.
      MAIL_DELIVERY: 'off',
    });
    try {
      assert.doesNotMatch(production.output.join(''), /Building/, 'the build is reused');
      await assertRenderedHome(production.url);
    } finally {
      await production.stop();
    }
  } finally {
    await development.stop();
  }

  for (const NODE_ENV of ['test', undefined]) {
    const start = await npmStart({ NODE_ENV });
    try {
      assert.doesNotMatch(start.output.join(''), /Building/, 'the build is reused');
      await assertRenderedHome(start.url);
    } finally {
      await start.stop();
    }
  }
});
