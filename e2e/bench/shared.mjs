// What the benchmark parts have in common: cleanup of what they start, the results file, the
// app serving the built SPA, the frontend build, API calls from many clients, process memory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isStale } from '../../scripts/lib.mjs';
import { freePort, REPO_ROOT, startBackend } from '../support/start-backend.mjs';

export const RESULTS_FILE = path.join(REPO_ROOT, 'e2e/.tmp/bench-results.json');
export const FRONTEND_DIST = path.join(REPO_ROOT, 'frontend/dist');
export const CHROMIUM_PATH = '/usr/bin/chromium';
// The same flags as e2e/playwright.config.ts (a .ts file, which plain Node cannot import):
// without them Chromium here fails as root, or reaches for the network and waits on it.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Tracks what a part started so an interrupt or a failure stops all of it exactly once. */
export class Resources {
  #stops = [];
  #stopping = null;
  add(name, stop) {
    let promise = null;
    const once = () => (promise ??= Promise.resolve().then(stop));
    this.#stops.push({ name, stop: once });
    return once;
  }
  stopAll() {
    this.#stopping ??= (async () => {
      for (const { name, stop } of this.#stops.reverse()) {
        try {
          await stop();
        } catch (error) {
          console.error(`Could not stop ${name}: ${error?.message ?? error}`);
        }
      }
    })();
    return this.#stopping;
  }
}

export function message(error) {
  return String(error?.message ?? error);
}

export function intFromEnv(env, name, fallback, min, max) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

export function machineInfo() {
  return {
    cores: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    // Anything else running skews the figures: say so.
    loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
  };
}

/** Merges one section into the results file; the other parts keep theirs from earlier runs. */
export function writeSection(name, data) {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  let existing = {};
  try {
    existing = JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8'));
  } catch {
    // first run, or a file this step cannot read: start over
  }
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...existing, [name]: data }, null, 2)}\n`);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function runCommand(command, args) {
  return new Promise((resolve) => {
    // npm is a .cmd shim on Windows, which spawn only finds through a shell.
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// The list scripts/lib.mjs uses to decide that `npm start` must rebuild the frontend.
const FRONTEND_SOURCES = [
  'frontend/src',
  'frontend/public',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/tsconfig.json',
  'frontend/package.json',
];

let frontendReady = null;

/**
 * Builds the frontend only when frontend/dist is missing: the sources may be mid-change by
 * someone else, and an existing build is then the better thing to measure. Resolves to
 * {ok, built, stale, error?}; shared by the parts so a run builds at most once.
 */
export function ensureFrontendBuilt() {
  frontendReady ??= (async () => {
    const index = path.join(FRONTEND_DIST, 'index.html');
    if (fs.existsSync(index)) {
      return {
        ok: true,
        built: false,
        stale: isStale(index, FRONTEND_SOURCES),
        builtAt: fs.statSync(index).mtime.toISOString(),
      };
    }
    console.log('frontend/dist is missing: building the frontend (npm run build -w frontend)');
    const code = await runCommand('npm', ['run', 'build', '-w', 'frontend']);
    if (code !== 0 || !fs.existsSync(index)) {
      return { ok: false, built: false, stale: false, error: `the frontend build failed (exit ${code})` };
    }
    return { ok: true, built: true, stale: false, builtAt: fs.statSync(index).mtime.toISOString() };
  })();
  return frontendReady;
}

export function describeFrontend(frontend) {
  if (frontend.built) return 'frontend/dist: built by this run';
  const when = `built ${frontend.builtAt}`;
  return frontend.stale
    ? `frontend/dist: ${when}, OLDER than frontend sources changed since: the figures describe that build, not the current code`
    : `frontend/dist: ${when}, up to date with frontend sources`;
}

/**
 * The app as `npm start` runs it, serving the built SPA beside the API, for the browser
 * measurements. Registered with `resources` before it is up so an interrupt stops it too.
 */
export async function startSiteServer(resources, env) {
  const port = await freePort();
  const backendEnv = {
    SERVE_FRONTEND: 'true',
    FRONTEND_DIST_DIR: FRONTEND_DIST,
    LOG_LEVEL: 'warn',
    // Links the app builds itself (robots.txt, canonical URLs) then point at this server.
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    // Marketing tags load from third-party hosts, unreachable offline: a page waiting on them
    // would measure the network's absence. Empty means unset for the app's config.
    FACEBOOK_PIXEL_ID: '',
    GOOGLE_ADS_ID: '',
    GOOGLE_ADS_CONVERSION_LABEL: '',
  };
  if (env.DATABASE_URL) backendEnv.DATABASE_URL = env.DATABASE_URL;
  // The embedded server's default port may be taken by the developer's own `npm start`.
  else backendEnv.EMBEDDED_POSTGRES_PORT = String(await freePort());
  const starting = startBackend({ env: backendEnv, port });
  resources.add('app (serving the SPA)', async () => (await starting.catch(() => null))?.stop());
  const backend = await starting;
  // Kept by startBackend for error reports; nobody reads it here, so do not let it grow.
  const drain = setInterval(() => (backend.output.length = 0), 5_000);
  resources.add('app output drain', () => clearInterval(drain));
  return backend;
}

/** Rejects after `ms`; `onTimeout` runs first so the hung work can be torn down. */
export async function withTimeout(promise, ms, what, onTimeout) {
  // Once the timeout wins, the abandoned work may still reject: that is expected, not unhandled.
  promise.catch(() => undefined);
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(async () => {
      try {
        await onTimeout?.();
      } finally {
        reject(new Error(`${what}: no result within ${Math.round(ms / 1000)} s`));
      }
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1000).toFixed(1) : '-');

export function printTable(columns, rows, rightAligned = new Set()) {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) =>
    cells
      .map((cell, i) =>
        rightAligned.has(columns[i]) ? String(cell ?? '').padStart(widths[i]) : String(cell ?? '').padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd();
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Stops a child process: SIGTERM, then SIGKILL if it has not gone within 5 s. */
export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

let clientCounter = 0;
/** Every call another client address: per-client limits must not decide what is measured. */
export const nextClient = () => {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
};

/**
 * One JSON call to the app from a fresh client address (the benchmarks start the backend with
 * TRUST_PROXY, so X-Forwarded-For names the client). Resolves to {status, json, text}.
 */
export async function call(baseUrl, method, route, { token, body } = {}) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': nextClient() };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}${route}`, { method, headers, body: body && JSON.stringify(body) });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the caller's error
  }
  return { status: res.status, json, text };
}

/** The JSON of an answer whose status is expected; throws with the answer otherwise. */
export async function must(promise, what, expected = [200, 201]) {
  const answer = await promise;
  if (!expected.includes(answer.status)) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.json;
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export const mib = (bytes) => (Number.isFinite(bytes) ? (bytes / 2 ** 20).toFixed(1) : '-');

/** A field of /proc/<pid>/status in bytes ('VmRSS', 'VmHWM'); null off Linux or once the process is gone. */
export function procStatusBytes(pid, field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Restarts a process's peak RSS (VmHWM) from its current RSS, so that the peak read later is
 * the peak of what happened in between rather than of the process's whole life. Needs the
 * rights to write /proc/<pid>/clear_refs (the same user); false when that is refused.
 */
export function resetPeakRss(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Samples a process's RSS every `everyMs` until stop(), which resolves to {peakBytes, samples}.
 * Sampling can miss a spike shorter than the interval: callers pair it with resetPeakRss and
 * VmHWM where they can.
 */
export function sampleRss(pid, everyMs = 50) {
  let peakBytes = procStatusBytes(pid, 'VmRSS');
  let samples = peakBytes === null ? 0 : 1;
  const take = () => {
    const rss = procStatusBytes(pid, 'VmRSS');
    if (rss === null) return;
    samples += 1;
    if (peakBytes === null || rss > peakBytes) peakBytes = rss;
  };
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peakBytes, samples };
    },
  };
}

/**
 * Nanoseconds a process has run on a CPU, all its threads together (Linux; null elsewhere).
 * On a machine other work keeps busy, a server's requests per second follow its share of
 * the CPU, while the CPU time it spends per request stays about the same.
 */
export function cpuNanoseconds(pid) {
  try {
    let total = 0;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        total += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // the thread ended between the listing and the read
      }
    }
    return total;
  } catch {
    return null;
  }
}
