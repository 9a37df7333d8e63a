// Fails when the committed OpenAPI documents (the main one and the partners' one) or the
// generated clients are stale: the documents are written afresh from the compiled backend and
// the clients generated from them (the site's from the main one, the partners' from theirs),
// all into a temp folder, and compared with what is committed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, ROOT, run } from './lib.mjs';

const COMMITTED_SPEC = path.join(ROOT, 'openapi/openapi.json');
const COMMITTED_PARTNER_SPEC = path.join(ROOT, 'openapi/partner-openapi.json');
const COMMITTED_CLIENT = path.join(ROOT, 'frontend/src/api/generated');
const COMMITTED_PARTNER_CLIENT = path.join(ROOT, 'backend/test/partner-client');
const FIX =
  'run "npm run generate:api" and commit openapi/openapi.json, openapi/partner-openapi.json, frontend/src/api/generated and backend/test/partner-client';

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

  // The site's client from the main document; the partners' from theirs, as a partner would make it.
  const clients = [
    { committed: COMMITTED_CLIENT, spec: freshSpec, script: 'api:generate', workspace: 'frontend' },
    {
      committed: COMMITTED_PARTNER_CLIENT,
      spec: freshPartnerSpec,
      script: 'partner-client:generate',
      workspace: 'backend',
    },
  ];
  for (const [index, client] of clients.entries()) {
    const freshClient = path.join(tmp, `client-${index}`);
    const env = { ...process.env, OPENAPI_TS_INPUT: client.spec, OPENAPI_TS_OUTPUT: freshClient };
    if ((await run('npm', ['run', client.script, '-w', client.workspace, '--silent'], { env })) !== 0) {
      throw new Error(`generating ${path.relative(ROOT, client.committed)} failed`);
    }
    const committed = listFiles(client.committed);
    const fresh = listFiles(freshClient);
    const where = path.relative(ROOT, client.committed);
    if (committed.join('\n') !== fresh.join('\n')) {
      problems.push(`${where} has other files than the generator writes (${fresh.join(', ')})`);
      continue;
    }
    for (const file of fresh) {
      if (
        fs.readFileSync(path.join(client.committed, file), 'utf8') !==
        fs.readFileSync(path.join(freshClient, file), 'utf8')
      ) {
        problems.push(`${where}/${file} is stale`);
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
log('The OpenAPI documents and the generated clients are up to date.');
