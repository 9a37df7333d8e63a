// Fails when the committed OpenAPI documents (the main one and the partners' one) or the
// generated frontend client are stale: the documents are written afresh from the compiled
// backend and the client generated from the main one, all into a temp folder, and compared
// with what is committed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, ROOT, run } from './lib.mjs';

const COMMITTED_SPEC = path.join(ROOT, 'openapi/openapi.json');
const COMMITTED_PARTNER_SPEC = path.join(ROOT, 'openapi/partner-openapi.json');
const COMMITTED_CLIENT = path.join(ROOT, 'frontend/src/api/generated');
const FIX =
  'run "npm run generate:api" and commit openapi/openapi.json, openapi/partner-openapi.json and frontend/src/api/generated';

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'viaggi-generated-'));
const problems = [];
try {
  const freshSpec = path.join(tmp, 'openapi.json');
  const freshPartnerSpec = path.join(tmp, 'partner-openapi.json');
  const writeSpec = path.join(ROOT, 'backend/dist/openapi/write-spec.js');
  if ((await run(process.execPath, [writeSpec, freshSpec, freshPartnerSpec])) !== 0) {
    throw new Error('writing the OpenAPI documents failed (is the backend built?)');
  }
  for (const [committed, fresh] of [
    [COMMITTED_SPEC, freshSpec],
    [COMMITTED_PARTNER_SPEC, freshPartnerSpec],
  ]) {
    if (!fs.existsSync(committed) || fs.readFileSync(committed, 'utf8') !== fs.readFileSync(fresh, 'utf8')) {
      problems.push(`${path.relative(ROOT, committed)} does not match the controllers and DTOs`);
    }
  }

  const freshClient = path.join(tmp, 'client');
  const env = { ...process.env, OPENAPI_TS_INPUT: freshSpec, OPENAPI_TS_OUTPUT: freshClient };
  if ((await run('npm', ['run', 'api:generate', '-w', 'frontend', '--silent'], { env })) !== 0) {
    throw new Error('generating the client failed');
  }
  const committed = listFiles(COMMITTED_CLIENT);
  const fresh = listFiles(freshClient);
  if (committed.join('\n') !== fresh.join('\n')) {
    problems.push(`frontend/src/api/generated has other files than the generator writes (${fresh.join(', ')})`);
  } else {
    for (const file of fresh) {
      if (
        fs.readFileSync(path.join(COMMITTED_CLIENT, file), 'utf8') !==
        fs.readFileSync(path.join(freshClient, file), 'utf8')
      ) {
        problems.push(`frontend/src/api/generated/${file} is stale`);
      }
    }
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

if (problems.length > 0) {
  for (const problem of problems) log(`STALE: ${problem}`);
  log(`To fix: ${FIX}.`);
  process.exit(1);
}
log('The OpenAPI documents and the generated client are up to date.');
