// `npm run bench`: API throughput against a raw baseline, the booking race and the quote, the
// partner API's departures and holds against a raw baseline, a 10,000-entry bank statement
// import, 1,000 e-mails through an SMTP outage, initial JavaScript and Lighthouse (see
// e2e/bench/run.mjs; BENCH_ONLY=api|booking|partner|statements|messages|bundle|lighthouse runs
// one part or a comma list).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isStale } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args) {
  return new Promise((resolve, reject) => {
    // npm is a .cmd shim on Windows, which spawn only finds through a shell.
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (!fs.existsSync(path.join(ROOT, 'backend/dist/main.js'))) {
  console.log('backend/dist/main.js is missing: building the backend first');
  const code = await run('npm', ['run', 'build', '-w', 'backend']);
  if (code !== 0) {
    console.error('The backend build failed');
    process.exit(code);
  }
} else if (
  isStale(path.join(ROOT, 'backend/dist/main.js'), [
    'backend/src',
    'backend/package.json',
    'backend/tsconfig.json',
    'backend/tsconfig.build.json',
  ])
) {
  // Not rebuilt on purpose: the sources may be mid-change, and a failed build would leave
  // nothing to measure. Saying so keeps stale figures from passing for current ones.
  console.log(
    'Warning: backend/dist is older than backend/src: the app measured is the last build (npm run build -w backend to refresh)',
  );
}

const { main } = await import(pathToFileURL(path.join(ROOT, 'e2e/bench/run.mjs')).href);
process.exitCode = await main();
