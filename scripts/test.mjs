// npm test: installs what is missing, builds, then runs every tier in order and reports
// each one. Every tier runs even when an earlier one failed (except those that need a
// build that failed), so one run shows everything that is wrong. Exit code 1 on any failure.
import path from 'node:path';
import { ensureInstalled, log, npm, ROOT, run } from './lib.mjs';
import { ensureSystemTools } from './system-tools.mjs';

// Chromium and nginx from Debian: installed here as root with apt, otherwise the command is printed.
await ensureSystemTools();
await ensureInstalled();

const node = (args) => run(process.execPath, args);
const nodeTest = (dir) => node(['--test', '--test-reporter=spec', '--test-concurrency=1', dir]);

/** Each tier: a name and what runs it; `needsBuild` tiers are skipped (as failed) without a build. */
const tiers = [
  { name: 'lint and format (ESLint, Prettier)', run: () => npm(['run', 'lint']) },
  { name: 'typecheck backend', run: () => npm(['run', 'typecheck', '-w', 'backend']) },
  { name: 'typecheck frontend', run: () => npm(['run', 'typecheck', '-w', 'frontend']) },
  { name: 'typecheck browser tests and benchmarks', run: () => npm(['run', 'typecheck', '-w', 'e2e']) },
  { name: 'unit: backend (Jest)', run: () => npm(['run', 'test:unit', '-w', 'backend']) },
  { name: 'unit: frontend (Vitest)', run: () => npm(['run', 'test', '-w', 'frontend']) },
  { name: 'unit: scripts (node:test)', run: () => nodeTest('scripts/system-tools.test.mjs') },
  { name: 'build', build: true, run: () => npm(['run', 'build']) },
  {
    name: 'drift: OpenAPI spec and client',
    needsBuild: true,
    run: () => node([path.join(ROOT, 'scripts/check-generated.mjs')]),
  },
  {
    name: 'API (Jest + supertest, real PostgreSQL)',
    needsBuild: true,
    run: () =>
      run('npx', ['jest', '--config', 'jest.api.config.js'], {
        cwd: path.join(ROOT, 'backend'),
        env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' },
      }),
  },
  { name: 'containers: compose and Dockerfiles', needsBuild: true, run: () => nodeTest('e2e/containers/') },
  { name: 'nginx in front of the backend', needsBuild: true, run: () => nodeTest('e2e/nginx/') },
  { name: 'browser (Playwright + Chromium)', needsBuild: true, run: () => npm(['test', '-w', 'e2e']) },
  // Last: it builds the frontend again in place, as npm start does, which the tiers above read.
  { name: 'npm start under every NODE_ENV', needsBuild: true, run: () => nodeTest('e2e/start/') },
];

const results = [];
let built = true;
for (const tier of tiers) {
  const started = Date.now();
  let code;
  if (tier.needsBuild && !built) {
    log(`SKIPPED ${tier.name}: the build failed`);
    code = 1;
  } else {
    log(`── ${tier.name}`);
    code = await tier.run();
  }
  if (tier.build && code !== 0) built = false;
  results.push({ name: tier.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('');
log('Summary');
for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`tiers: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
