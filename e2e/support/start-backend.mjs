// Starts the built backend (backend/dist) as `npm start` runs it, on a free loopback port
// with a database of its own, for the browser tests, the nginx test and the benchmarks.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(REPO_ROOT, 'backend/dist/main.js');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function createExternalDatabase(serverUrl) {
  const name = `viaggi_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function waitForHealth(baseUrl, child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The backend exited with code ${child.exitCode}:\n${output.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The backend did not become healthy within ${timeoutMs} ms:\n${output.join('')}`);
}

/**
 * @param {object} [options]
 * @param {Record<string,string>} [options.env] extra environment (e.g. SERVE_FRONTEND: 'false')
 * @param {number} [options.port]
 * @param {string} [options.sharedDatabaseUrl] another backend's database, used as it is and
 *   left in place: two backends on it behave as two replicas
 * @returns {Promise<{url: string, port: number, pid: number, databaseUrl: string|null, dataDir: string|null, output: string[], stop(): Promise<void>}>}
 */
export async function startBackend({ env = {}, port, sharedDatabaseUrl } = {}) {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build" first`);
  const listenPort = port ?? (await freePort());
  const childEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    // Tests and benchmarks set up the IBANs they pay into: no demo IBAN (DECISIONS 32) at first.
    DEMO_IBAN: 'false',
    ...env,
    PORT: String(listenPort),
    HOST: '127.0.0.1',
  };
  delete childEnv.NODE_OPTIONS;

  let dataDir = null;
  let external = null;
  if (sharedDatabaseUrl) {
    childEnv.DATABASE_URL = sharedDatabaseUrl;
  } else if (childEnv.DATABASE_URL) {
    external = await createExternalDatabase(childEnv.DATABASE_URL);
    childEnv.DATABASE_URL = external.url;
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viaggi-e2e-pg-'));
    fs.chmodSync(dataDir, 0o755);
    childEnv.EMBEDDED_POSTGRES_DIR = path.join(dataDir, 'postgres');
  }

  const output = [];
  const child = spawn(process.execPath, [MAIN], { cwd: REPO_ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${listenPort}`;

  const stop = async () => {
    // A process ended by a signal keeps exitCode null: its signalCode says it is gone.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (external) await external.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, output, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    port: listenPort,
    pid: child.pid,
    databaseUrl: sharedDatabaseUrl ?? external?.url ?? null,
    dataDir,
    output,
    stop,
  };
}
