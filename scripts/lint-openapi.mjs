// Lints the committed OpenAPI documents as partners' developers would (decision PL3):
// Spectral with the OWASP API Security ruleset and Redocly's recommended rules must find no
// error in the partner document, and Spectral none in the request inputs of the main one
// (parameters and request bodies, and every schema they reference). Warnings are counted,
// not failed. check-generated.mjs makes sure the committed documents match the code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { log, ROOT } from './lib.mjs';

/** Where npm put the linters, backend devDependencies: hoisted to the root, or kept in the backend. */
const BIN_DIRS = [path.join(ROOT, 'node_modules/.bin'), path.join(ROOT, 'backend/node_modules/.bin')];
const PARTNER = 'openapi/partner-openapi.json';
const MAIN = 'openapi/openapi.json';
const RULESET = 'openapi/spectral-owasp.yaml';
const SPECTRAL_ERROR = 0;
const SPECTRAL_WARNING = 1;
/**
 * A path parameter that is itself the credential, as in the links e-mailed to customers: the
 * document says so with this extension, and the OWASP rule against credentials in URLs is
 * reported for it without failing.
 */
const CAPABILITY_URL = 'x-capability-url';

/** Runs a linter and answers its standard output; its own exit code is not the verdict. */
function capture(command, args) {
  return new Promise((resolve, reject) => {
    const bin = BIN_DIRS.map((dir) => path.join(dir, command)).find((file) => fs.existsSync(file));
    if (!bin) {
      reject(new Error(`${command} is not installed: run npm ci`));
      return;
    }
    const child = spawn(bin, args, {
      cwd: ROOT,
      // Redocly asks no one anything in a test run: no usage data, no update check.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve(JSON.parse(stdout));
      } catch {
        reject(new Error(`${command} answered no report:\n${stderr || stdout}`));
      }
    });
  });
}

function refsIn(node, found = new Set()) {
  if (Array.isArray(node)) node.forEach((item) => refsIn(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value.replace('#/components/schemas/', ''));
      else refsIn(value, found);
    }
  }
  return found;
}

/** The schemas a client sends: those of parameters and request bodies, and all they reference. */
function inputSchemas(document) {
  const seeds = new Set();
  for (const item of Object.values(document.paths)) {
    refsIn(item.parameters, seeds);
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || Array.isArray(operation)) continue;
      refsIn(operation.parameters, seeds);
      refsIn(operation.requestBody, seeds);
    }
  }
  const reached = new Set();
  const pending = [...seeds];
  while (pending.length > 0) {
    const name = pending.pop();
    if (reached.has(name)) continue;
    reached.add(name);
    pending.push(...refsIn(document.components?.schemas?.[name]));
  }
  return reached;
}

function isRequestInput(result, schemas) {
  const [root, second, third, fourth] = result.path;
  if (root === 'paths') return third === 'parameters' || fourth === 'parameters' || fourth === 'requestBody';
  return root === 'components' && second === 'schemas' && schemas.has(third);
}

/** The parameter object a result points into, if any. */
function parameterOf(document, result) {
  const at = result.path.indexOf('parameters');
  if (at < 0) return undefined;
  return result.path.slice(0, at + 2).reduce((node, key) => node?.[key], document);
}

const describe = (result) => `${result.code} at ${result.path.join('.')}: ${result.message}`;
const bySource = (results, file) =>
  results.filter((result) => path.resolve(ROOT, result.source) === path.join(ROOT, file));

const started = Date.now();
const [spectral, redocly] = await Promise.all([
  capture('spectral', ['lint', '--ruleset', RULESET, '--format', 'json', '--quiet', PARTNER, MAIN]),
  capture('redocly', ['lint', '--extends', 'recommended', '--format', 'json', PARTNER]),
]);
const failures = [];

const partnerResults = bySource(spectral, PARTNER);
const partnerErrors = partnerResults.filter((result) => result.severity === SPECTRAL_ERROR);
const partnerWarnings = partnerResults.filter((result) => result.severity === SPECTRAL_WARNING);
log(`${PARTNER}, Spectral OWASP: ${partnerErrors.length} errors, ${partnerWarnings.length} warnings`);
failures.push(...partnerErrors.map((result) => `${PARTNER} ${describe(result)}`));

const redoclyErrors = redocly.problems.filter((problem) => problem.severity === 'error');
log(`${PARTNER}, Redocly recommended: ${redocly.totals.errors} errors, ${redocly.totals.warnings} warnings`);
failures.push(
  ...redoclyErrors.map(
    (problem) => `${PARTNER} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
  ),
);

const main = JSON.parse(fs.readFileSync(path.join(ROOT, MAIN), 'utf8'));
const schemas = inputSchemas(main);
const mainResults = bySource(spectral, MAIN);
const mainErrors = mainResults.filter((result) => result.severity === SPECTRAL_ERROR);
const inputErrors = mainErrors.filter((result) => isRequestInput(result, schemas));
const capabilityUrls = inputErrors.filter(
  (result) =>
    result.code === 'owasp:api2:2023-no-credentials-in-url' && parameterOf(main, result)?.[CAPABILITY_URL] === true,
);
const failingInputs = inputErrors.filter((result) => !capabilityUrls.includes(result));
log(
  `${MAIN}, Spectral OWASP: ${mainErrors.length} errors (${failingInputs.length} in request inputs, ` +
    `${capabilityUrls.length} capability links accepted), ` +
    `${mainResults.filter((result) => result.severity === SPECTRAL_WARNING).length} warnings`,
);
failures.push(...failingInputs.map((result) => `${MAIN} ${describe(result)}`));

log(`OpenAPI lint took ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failures.length > 0) {
  for (const failure of failures) console.log(`  Error: ${failure}`);
  log(`OpenAPI lint failed: ${failures.length} errors (fix the DTOs or decorators, then npm run generate:api)`);
  process.exit(1);
}
