// npm test: installs what is missing, builds, then runs every tier in order and reports
// each one. Every tier runs even when an earlier one failed (except those that need a
// build that failed), so one run shows everything that is wrong. Exit code 1 on any failure.
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureInstalled, log, npm, ROOT, run } from './lib.mjs';
import { ensureSystemTools } from './system-tools.mjs';

// Chromium and nginx from Debian: installed here as root with apt, otherwise the command is printed.
await ensureSystemTools();
await ensureInstalled();

const node = (args, options) => run(process.execPath, args, options);
const nodeTest = (dir, options) => node(['--test', '--test-reporter=spec', '--test-concurrency=1', dir], options);

/** Each tier: a name and what runs it; `needsBuild` tiers are skipped (as failed) without a build. */
const tiers = [
  { name: 'lint and format (ESLint, Prettier)', run: (options) => npm(['run', 'lint'], options) },
  { name: 'typecheck backend', run: (options) => npm(['run', 'typecheck', '-w', 'backend'], options) },
  { name: 'typecheck frontend', run: (options) => npm(['run', 'typecheck', '-w', 'frontend'], options) },
  { name: 'typecheck browser tests and benchmarks', run: (options) => npm(['run', 'typecheck', '-w', 'e2e'], options) },
  { name: 'unit: backend (Jest)', run: (options) => npm(['run', 'test:unit', '-w', 'backend'], options) },
  { name: 'unit: frontend (Vitest)', run: (options) => npm(['run', 'test', '-w', 'frontend'], options) },
  { name: 'unit: scripts (node:test)', run: (options) => nodeTest('scripts/system-tools.test.mjs', options) },
  { name: 'build', build: true, run: (options) => npm(['run', 'build'], options) },
  {
    name: 'drift: OpenAPI spec and client',
    needsBuild: true,
    run: (options) => node([path.join(ROOT, 'scripts/check-generated.mjs')], options),
  },
  {
    name: 'API (Jest + supertest, real PostgreSQL)',
    needsBuild: true,
    run: (options) =>
      run('npx', ['jest', '--config', 'jest.api.config.js'], {
        ...options,
        cwd: path.join(ROOT, 'backend'),
        env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' },
      }),
  },
  {
    name: 'containers: compose and Dockerfiles',
    needsBuild: true,
    run: (options) => nodeTest('e2e/containers/', options),
  },
  { name: 'nginx in front of the backend', needsBuild: true, run: (options) => nodeTest('e2e/nginx/', options) },
  { name: 'browser (Playwright + Chromium)', needsBuild: true, run: (options) => npm(['test', '-w', 'e2e'], options) },
  // Last: it builds the frontend again in place, as npm start does, which the tiers above read.
  { name: 'npm start under every NODE_ENV', needsBuild: true, run: (options) => nodeTest('e2e/start/', options) },
];

/**
 * The lines of a tier's output that say what failed, kept to repeat under the summary: a CI
 * log is often read from its end, where the tier's own report has long scrolled away.
 */
class FailureLines {
  static PATTERN = /(FAIL|✘|✗|×|failed|Error|expected|Expected|Received|Timed out|timed out|not ok)/;
  static KEEP = 30;
  #partial = '';
  #matches = [];

  add(chunk) {
    const text = this.#partial + chunk.toString('utf8');
    const lines = text.split('\n');
    this.#partial = lines.pop();
    for (const raw of lines) {
      const line = stripVTControlCharacters(raw).trimEnd();
      if (!FailureLines.PATTERN.test(line)) continue;
      this.#matches.push(line.length > 220 ? `${line.slice(0, 220)}…` : line);
      if (this.#matches.length > FailureLines.KEEP) this.#matches.shift();
    }
  }

  lines() {
    return this.#matches;
  }
}

const results = [];
let built = true;
for (const tier of tiers) {
  const started = Date.now();
  let code;
  let failureLines = [];
  if (tier.needsBuild && !built) {
    log(`SKIPPED ${tier.name}: the build failed`);
    code = 1;
  } else {
    log(`── ${tier.name}`);
    const output = new FailureLines();
    code = await tier.run({ onOutput: (chunk) => output.add(chunk) });
    failureLines = code === 0 ? [] : output.lines();
  }
  if (tier.build && code !== 0) built = false;
  results.push({ name: tier.name, ok: code === 0, seconds: (Date.now() - started) / 1000, failureLines });
}

console.log('');
log('Summary');
for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds.toFixed(1)} s)`);
for (const r of results.filter((result) => !result.ok && result.failureLines.length > 0)) {
  console.log('');
  log(`What "${r.name}" said of its failures (last ${r.failureLines.length} such lines):`);
  for (const line of r.failureLines) console.log(`  ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`tiers: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
