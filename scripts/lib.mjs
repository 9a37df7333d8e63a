// Small helpers shared by the npm start / dev / test / bench scripts. Plain Node, no
// dependencies: they run before `npm ci` has installed anything.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function log(message) {
  console.log(`\x1b[1m[viaggi]\x1b[0m ${message}`);
}

/**
 * Runs a command with its output shown as it comes; resolves with its exit code. With
 * `onOutput`, the output also goes to that function, chunk by chunk.
 */
export function run(command, args, { cwd = ROOT, env = process.env, onOutput } = {}) {
  return new Promise((resolve) => {
    const stdio = onOutput ? ['inherit', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(command, args, { cwd, env, stdio });
    if (onOutput) {
      child.stdout.on('data', (chunk) => {
        process.stdout.write(chunk);
        onOutput(chunk);
      });
      child.stderr.on('data', (chunk) => {
        process.stderr.write(chunk);
        onOutput(chunk);
      });
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export async function npm(args, options) {
  return run(NPM, args, options);
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    log(`"${command} ${args.join(' ')}" failed (exit ${code})`);
    process.exit(code);
  }
}

function newestMtime(entries) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      if (path.basename(p) === 'node_modules') return;
      for (const child of fs.readdirSync(p)) visit(path.join(p, child));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  entries.forEach(visit);
  return newest;
}

/** True when `output` is missing or older than any of `sources`. */
export function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  return newestMtime(sources.map((s) => path.join(ROOT, s))) > fs.statSync(output).mtimeMs;
}

/** `npm ci` when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  log('Installing dependencies (npm ci)...');
  await mustRun(NPM, ['ci', '--no-audit', '--no-fund']);
}

const BACKEND_SOURCES = ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'backend/package.json'];
const FRONTEND_SOURCES = [
  'frontend/src',
  'frontend/public',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/tsconfig.json',
  'frontend/package.json',
];

/** Beside the server render's build (never served): how the frontend was built. */
export const FRONTEND_BUILD_SETTINGS = path.join(ROOT, 'frontend/dist-server/build-settings.json');

/**
 * What decides what Vite builds beyond the sources: the build command (it pins the production
 * mode; a build made by an older command under NODE_ENV=development rendered nothing) and
 * the VITE_ variables it writes into the code. NODE_ENV itself no longer changes the build.
 * A build with another record, or with none (made by hand, or before records), is made again.
 */
export function frontendBuildSettings(env = process.env) {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'frontend/package.json'), 'utf8'));
  const viteVariables = Object.keys(env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => [name, env[name]]);
  return JSON.stringify({ build: scripts.build, ...Object.fromEntries(viteVariables) });
}

function builtWithOtherSettings() {
  try {
    return fs.readFileSync(FRONTEND_BUILD_SETTINGS, 'utf8') !== frontendBuildSettings();
  } catch {
    return true;
  }
}

/** Builds what changed since the last build, or was built with other settings; `force` rebuilds both. */
export async function ensureBuilt({ force = false } = {}) {
  if (force || isStale(path.join(ROOT, 'backend/dist/main.js'), BACKEND_SOURCES)) {
    log('Building the backend...');
    await mustRun(NPM, ['run', 'build', '-w', 'backend']);
  }
  const frontendOutputs = ['frontend/dist/index.html', 'frontend/dist-server/entry-server.js'];
  if (
    force ||
    builtWithOtherSettings() ||
    frontendOutputs.some((output) => isStale(path.join(ROOT, output), FRONTEND_SOURCES))
  ) {
    log('Building the frontend...');
    await mustRun(NPM, ['run', 'build', '-w', 'frontend']);
    fs.writeFileSync(FRONTEND_BUILD_SETTINGS, frontendBuildSettings());
  }
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}
