// npm run dev: the backend recompiled and restarted on change (tsc --watch + node --watch,
// because Nest needs the decorator metadata esbuild-based runners drop) and Vite's dev
// server with hot reload, proxying /api to the backend.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstalled, log, ROOT } from './lib.mjs';

await ensureInstalled();

const children = [];
function start(name, command, args, cwd, env = {}) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = `[${name}] `;
  const forward = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line) stream.write(prefix + line + '\n');
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  children.push(child);
  return child;
}

const tscBin = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const viteBin = path.join(ROOT, 'node_modules/vite/bin/vite.js');
if (!fs.existsSync(viteBin)) throw new Error('vite is not installed: run npm ci');

const tsc = start(
  'tsc',
  process.execPath,
  [tscBin, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
  path.join(ROOT, 'backend'),
);
// The API starts once the first compilation is written, so that it is not restarted at once.
let apiStarted = false;
tsc.stdout.on('data', (chunk) => {
  if (apiStarted || !/Watching for file changes/.test(chunk.toString())) return;
  apiStarted = true;
  // Vite serves the pages in development; the backend serves only the API.
  start('api', process.execPath, ['--watch', 'dist/main.js'], path.join(ROOT, 'backend'), {
    SERVE_FRONTEND: 'false',
  }).stdout.once('data', () =>
    log('Open the Vite address printed by [web] below; the API runs on http://localhost:8080'),
  );
});
start('web', process.execPath, [viteBin], path.join(ROOT, 'frontend'));

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
