// `npm run bench`: API throughput of the app against a raw baseline (see e2e/bench/run.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
}

const { main } = await import(pathToFileURL(path.join(ROOT, 'e2e/bench/run.mjs')).href);
process.exitCode = await main();
