// Static checks of docker-compose.yml, the two Dockerfiles and .dockerignore: the mistakes
// that only show up at `docker compose up` (a renamed file, a variable the backend ignores,
// a template variable nobody sets, a backend that cannot be scaled), caught without Docker.
//
//   node --test e2e/containers/
//
// Needs `npm run build -w backend` first (for the backend's list of variables).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, test } from 'node:test';
import YAML from 'yaml';
import { REPO_ROOT } from '../support/start-backend.mjs';

const COMPOSE_FILE = path.join(REPO_ROOT, 'docker-compose.yml');
const TEMPLATE = path.join(REPO_ROOT, 'nginx/templates/default.conf.template');
const APP_CONFIG = path.join(REPO_ROOT, 'backend/dist/config/app-config.js');

const compose = YAML.parse(fs.readFileSync(COMPOSE_FILE, 'utf8'));
const services = compose.services ?? {};

/** Joins continuation lines and drops comments, keeping the instructions in order. */
function dockerfileInstructions(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const instructions = [];
  let current = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (!current && (line === '' || line.startsWith('#'))) continue;
    if (current && line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    current += line;
    const [keyword, ...rest] = current.trim().split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' ') });
    current = '';
  }
  return instructions;
}

/** Sources and destination of a COPY/ADD, in shell or JSON form, with its --flags apart. */
function parseCopy(args) {
  const words = [];
  const flags = {};
  let remaining = args.trim();
  while (remaining.startsWith('--')) {
    const [flag, ...rest] = remaining.split(/\s+/);
    const [name, value = 'true'] = flag.slice(2).split('=');
    flags[name] = value;
    remaining = rest.join(' ');
  }
  if (remaining.startsWith('[')) words.push(...JSON.parse(remaining));
  else words.push(...remaining.split(/\s+/));
  return { flags, sources: words.slice(0, -1), destination: words.at(-1) };
}

/** The last stage's ENV names and values (ENV a=b c=d, or the old ENV a b). */
function finalStageEnv(instructions) {
  const env = {};
  for (const { keyword, args } of instructions) {
    if (keyword === 'FROM') for (const key of Object.keys(env)) delete env[key];
    if (keyword !== 'ENV') continue;
    if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(args)) {
      const [name, ...value] = args.split(/\s+/);
      env[name] = value.join(' ');
      continue;
    }
    for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
      env[match[1]] = match[2].replace(/^"(.*)"$/, '$1');
    }
  }
  return env;
}

function environmentOf(service) {
  const environment = service.environment ?? {};
  if (!Array.isArray(environment))
    return Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, v === null ? '' : String(v)]));
  return Object.fromEntries(
    environment.map((entry) => {
      const [name, ...value] = String(entry).split('=');
      return [name, value.join('=')];
    }),
  );
}

function dependsOn(service) {
  const value = service.depends_on ?? {};
  return Array.isArray(value) ? Object.fromEntries(value.map((name) => [name, {}])) : value;
}

/** .dockerignore as Docker reads it: the last matching line wins, `!` re-includes. */
function dockerignoreRules() {
  const file = path.join(REPO_ROOT, '.dockerignore');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = path.posix.normalize((negated ? line.slice(1) : line).replace(/^\/+/, '')).replace(/\/$/, '');
      const regex = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '.*'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?');
      return { negated, line, regex: new RegExp(`^${regex}$`) };
    });
}

/** Like Docker: a rule that matches the path or a folder above it decides, the last one wins. */
function isIgnored(relativePath, rules) {
  const parts = path.posix.normalize(relativePath).replace(/\/$/, '').split('/');
  const candidates = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  let ignored = false;
  for (const rule of rules) if (candidates.some((candidate) => rule.regex.test(candidate))) ignored = !rule.negated;
  return ignored;
}

const builtServices = Object.entries(services).filter(([, service]) => service.build);

function dockerfileOf(service) {
  const build = typeof service.build === 'string' ? { context: service.build } : service.build;
  const context = path.resolve(REPO_ROOT, build.context ?? '.');
  return { context, dockerfile: path.resolve(context, build.dockerfile ?? 'Dockerfile') };
}

function serviceBuiltFrom(name) {
  const entry = builtServices.find(([, service]) => path.basename(dockerfileOf(service).dockerfile) === name);
  assert.ok(entry, `no compose service is built from ${name}`);
  return entry;
}

let configVariableNames;
let loadConfig;

before(async () => {
  if (!fs.existsSync(APP_CONFIG)) {
    throw new Error(`${APP_CONFIG} is missing: run \`npm run build -w backend\` first`);
  }
  ({ CONFIG_VARIABLE_NAMES: configVariableNames, loadConfig } = await import(pathToFileURL(APP_CONFIG).href));
  assert.ok(configVariableNames.length > 5, 'CONFIG_VARIABLE_NAMES looks empty');
});

test('compose defines db, backend and frontend, the last two built from the repository', () => {
  for (const name of ['db', 'backend', 'frontend']) assert.ok(services[name], `service ${name} is missing`);
  assert.equal(path.basename(dockerfileOf(services.backend).dockerfile), 'Dockerfile.backend');
  assert.equal(path.basename(dockerfileOf(services.frontend).dockerfile), 'Dockerfile.frontend');
});

test('every Dockerfile compose names exists', () => {
  assert.ok(builtServices.length >= 2);
  for (const [name, service] of builtServices) {
    const { context, dockerfile } = dockerfileOf(service);
    assert.ok(fs.existsSync(context), `${name}: build context ${context} does not exist`);
    assert.ok(fs.existsSync(dockerfile), `${name}: ${path.relative(REPO_ROOT, dockerfile)} does not exist`);
  }
});

test('every file the Dockerfiles copy from the build context exists and is not in .dockerignore', () => {
  const rules = dockerignoreRules();
  for (const [name, service] of builtServices) {
    const { context, dockerfile } = dockerfileOf(service);
    const copies = dockerfileInstructions(dockerfile).filter(({ keyword }) => keyword === 'COPY' || keyword === 'ADD');
    assert.ok(copies.length > 0, `${name}: no COPY in ${dockerfile}`);
    for (const { keyword, args } of copies) {
      const { flags, sources } = parseCopy(args);
      if (flags.from) continue;
      assert.ok(sources.length > 0, `${name}: ${keyword} ${args} has no source`);
      for (const source of sources) {
        assert.doesNotMatch(source, /[*?[]/, `${name}: ${source}: globs are not checked, name the files`);
        const relative = path.posix.normalize(source).replace(/\/$/, '');
        assert.ok(
          fs.existsSync(path.join(context, relative)),
          `${path.basename(dockerfile)}: ${keyword} ${source}: not in the repository`,
        );
        assert.ok(
          !isIgnored(relative, rules),
          `${path.basename(dockerfile)}: ${keyword} ${source} is excluded by .dockerignore`,
        );
      }
    }
  }
});

test('.dockerignore keeps dependencies, builds, data and git history out of the build context', () => {
  const rules = dockerignoreRules();
  for (const file of [
    'node_modules/x',
    'backend/node_modules/x',
    'frontend/dist/index.html',
    'frontend/dist-server/entry-server.js',
    'backend/dist/main.js',
    '.git/HEAD',
    '.data/postgres',
    '.env',
  ]) {
    assert.ok(isIgnored(file, rules), `.dockerignore lets ${file} into the build context`);
  }
});

test('the backend only gets variables it reads, with the production ones required', () => {
  const environment = environmentOf(services.backend);
  const unknown = Object.keys(environment).filter((name) => !configVariableNames.includes(name));
  assert.deepEqual(
    unknown,
    [],
    `the backend does not read ${unknown.join(', ')} (see backend/src/config/app-config.ts)`,
  );
  const imageEnv = finalStageEnv(dockerfileInstructions(dockerfileOf(services.backend).dockerfile));
  const unknownInImage = Object.keys(imageEnv).filter((name) => !configVariableNames.includes(name));
  assert.deepEqual(
    unknownInImage,
    [],
    `Dockerfile.backend sets ENV the backend does not read: ${unknownInImage.join(', ')}`,
  );

  assert.equal(environment.NODE_ENV, 'production');
  // The backend renders the pages that nginx passes on.
  assert.equal(environment.SERVE_FRONTEND, 'true');
  // X-Forwarded-For is believed from the compose network only, which has a fixed subnet.
  assert.equal(environment.TRUST_PROXY, compose.networks?.default?.ipam?.config?.[0]?.subnet);
  for (const name of ['JWT_SECRET', 'CLIENT_HASH_SECRET', 'DATA_ENCRYPTION_KEY', 'PUBLIC_BASE_URL']) {
    assert.match(
      environment[name] ?? '',
      new RegExp(`^\\$\\{${name}:\\?.+\\}$`),
      `${name} must come from the host as \${${name}:?message}`,
    );
  }
});

/** Compares values by the host variable they come from, whatever their error messages say. */
const variableName = (value) => String(value).replace(/\$\{(\w+)[^}]*\}/g, '${$1}');

function databaseUrlOfBackend() {
  const raw = environmentOf(services.backend).DATABASE_URL;
  const password = raw.match(/^[^:]+:\/\/[^:]+:([^@]+)@/)?.[1];
  return { url: new URL(raw.replace(/\$\{[^}]*\}/g, 'secret')), password };
}

/** The scripts the postgres image runs on its first start, as [path in the repository, text]. */
function databaseInitScripts(db) {
  return (db.volumes ?? [])
    .map((volume) => (typeof volume === 'string' ? volume.split(':') : [volume.source, volume.target]))
    .filter(([source, target]) => source?.startsWith('.') && target?.startsWith('/docker-entrypoint-initdb.d'))
    .map(([source]) => {
      const file = path.resolve(REPO_ROOT, source);
      assert.ok(fs.existsSync(file), `db mounts ${source}, which is not in the repository`);
      return [source, fs.readFileSync(file, 'utf8')];
    });
}

test('the backend reaches the db service with the database, user and password made for it', () => {
  const { url, password } = databaseUrlOfBackend();
  assert.match(url.protocol, /^postgres(ql)?:$/);
  assert.ok(services[url.hostname], `DATABASE_URL points at ${url.hostname}, which is not a compose service`);
  const db = environmentOf(services[url.hostname]);
  assert.equal(decodeURIComponent(url.username), db.APP_DB_USER, 'DATABASE_URL user');
  assert.equal(url.pathname.slice(1), db.POSTGRES_DB, 'DATABASE_URL database');
  assert.equal(
    variableName(password),
    variableName(db.APP_DB_PASSWORD),
    'DATABASE_URL password differs from APP_DB_PASSWORD',
  );
});

test('the backend connects with a role that has no superuser rights', () => {
  const { url, password } = databaseUrlOfBackend();
  const db = environmentOf(services[url.hostname]);
  const user = decodeURIComponent(url.username);
  // The image makes POSTGRES_USER (postgres when unset) a superuser.
  const superuser = db.POSTGRES_USER || 'postgres';
  assert.notEqual(user, 'postgres', 'the backend connects as postgres, the superuser');
  assert.notEqual(user, superuser, `the backend connects as ${superuser}, the superuser of the db service`);
  assert.notEqual(
    variableName(password),
    variableName(db.POSTGRES_PASSWORD),
    "the backend's password is the superuser's",
  );

  const scripts = databaseInitScripts(services[url.hostname]);
  const creating = scripts.filter(([, text]) => /CREATE ROLE\s+:"app_user"/.test(text));
  assert.equal(creating.length, 1, 'no script of the db service creates the role of APP_DB_USER');
  const [source, text] = creating[0];
  assert.match(text, /\\getenv app_user APP_DB_USER/, `${source} does not read APP_DB_USER`);
  const statement = text.slice(text.search(/CREATE ROLE/)).split(';')[0];
  for (const right of ['SUPERUSER', 'CREATEDB', 'CREATEROLE', 'REPLICATION', 'BYPASSRLS']) {
    assert.match(statement, new RegExp(`\\bNO${right}\\b`), `${source}: the role must be made NO${right}`);
  }
  assert.doesNotMatch(text, /(?<!NO)SUPERUSER\b/, `${source} grants superuser rights`);
});

test('every value compose gives the backend is accepted by its configuration in production', () => {
  // Host variables stand in as an operator would set them: generated secrets, a real address.
  const hostValue = (name) =>
    name === 'SMTP_URL'
      ? 'smtp://agenzia:password@smtp.example.it:587'
      : name.endsWith('_URL')
        ? 'https://www.example.it'
        : crypto.randomBytes(24).toString('hex');
  const environment = Object.fromEntries(
    Object.entries(environmentOf(services.backend)).map(([name, value]) => [
      name,
      value.replace(/\$\{(\w+)(?::?-([^}]*))?(?::?\?[^}]*)?\}/g, (_all, host, fallback) => fallback ?? hostValue(host)),
    ]),
  );
  assert.doesNotThrow(() => loadConfig(environment), 'the backend refuses the configuration compose gives it');
  const config = loadConfig(environment);
  assert.equal(config.isProduction, true);
  assert.notEqual(config.jwtSecret, config.clientHashSecret);
});

test('the backend waits for a healthy database', () => {
  const depends = dependsOn(services.backend);
  assert.ok(depends.db, 'backend must depend on db');
  assert.equal(depends.db.condition, 'service_healthy');
});

test('db has a pg_isready healthcheck and keeps its data in a named volume', () => {
  const { db } = services;
  assert.match(JSON.stringify(db.healthcheck?.test ?? ''), /pg_isready/);
  assert.ok(Array.isArray(db.volumes) && db.volumes.length > 0, 'db has no volume');
  const [source, target] = String(
    typeof db.volumes[0] === 'string' ? db.volumes[0] : `${db.volumes[0].source}:${db.volumes[0].target}`,
  ).split(':');
  assert.ok(compose.volumes && source in compose.volumes, `volume ${source} is not declared under top-level volumes`);
  const major = Number(/^postgres:(\d+)/.exec(db.image ?? '')?.[1]);
  // From 18 on the image keeps PGDATA in /var/lib/postgresql/<major>/docker and refuses a
  // volume mounted at the old /var/lib/postgresql/data.
  if (major >= 18) assert.equal(target.replace(/\/$/, ''), '/var/lib/postgresql');
  else assert.equal(target.replace(/\/$/, ''), '/var/lib/postgresql/data');
});

test('the backend can be scaled: no fixed host port, no container name', () => {
  const { backend } = services;
  assert.equal(backend.container_name, undefined, 'container_name prevents --scale');
  for (const port of backend.ports ?? []) {
    const spec =
      typeof port === 'object'
        ? port.published
          ? `${port.published}:${port.target}`
          : String(port.target)
        : String(port);
    assert.ok(!spec.includes(':'), `backend publishes a fixed host port (${spec}): a second replica could not bind it`);
  }
});

test('nginx gets every variable its template uses, and reaches the backend where it listens', () => {
  const template = fs.readFileSync(TEMPLATE, 'utf8');
  const used = [...new Set([...template.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1]))];
  assert.ok(used.includes('BACKEND_UPSTREAM'), 'the template no longer uses BACKEND_UPSTREAM');
  const [, frontend] = serviceBuiltFrom('Dockerfile.frontend');
  const frontendDockerfile = dockerfileOf(frontend).dockerfile;
  const provided = { ...finalStageEnv(dockerfileInstructions(frontendDockerfile)), ...environmentOf(frontend) };
  const missing = used.filter((name) => !provided[name]);
  assert.deepEqual(
    missing,
    [],
    `the template uses ${missing.join(', ')}, set neither in compose nor in Dockerfile.frontend`,
  );

  const [host, port] = provided.BACKEND_UPSTREAM.split(':');
  assert.ok(services[host], `BACKEND_UPSTREAM names ${host}, which is not a compose service`);
  assert.equal(
    port,
    environmentOf(services[host]).PORT ?? '8080',
    'BACKEND_UPSTREAM port differs from the backend PORT',
  );
});

test("the backend image carries the pages' template and server render where the backend looks for them", () => {
  const instructions = dockerfileInstructions(path.join(REPO_ROOT, 'Dockerfile.backend'));
  const workdir = instructions.filter(({ keyword }) => keyword === 'WORKDIR').at(-1)?.args;
  const copied = instructions
    .filter(({ keyword }) => keyword === 'COPY')
    .map(({ args }) => parseCopy(args))
    .map(({ destination }) => path.posix.resolve(workdir ?? '/', destination).replace(/\/$/, ''));
  // The backend's defaults: frontend/dist and frontend/dist-server beside backend/ (app-config.ts).
  for (const dir of ['frontend/dist', 'frontend/dist-server']) {
    assert.ok(copied.includes(path.posix.join(workdir ?? '/', dir)), `Dockerfile.backend does not copy ${dir}`);
  }
});

test('the frontend image puts the template and the snippets where the template expects them', () => {
  const instructions = dockerfileInstructions(path.join(REPO_ROOT, 'Dockerfile.frontend'));
  const copies = instructions.filter(({ keyword }) => keyword === 'COPY').map(({ args }) => parseCopy(args));
  const destinationOf = (file) =>
    copies.find(({ flags, sources }) => !flags.from && sources.includes(file))?.destination;
  assert.match(
    destinationOf('nginx/templates/default.conf.template') ?? '',
    /^\/etc\/nginx\/templates\/(default\.conf\.template)?$/,
  );
  const includes = [...fs.readFileSync(TEMPLATE, 'utf8').matchAll(/^\s*include\s+(\S+);/gm)].map((match) => match[1]);
  assert.ok(includes.length > 0, 'the template includes no snippet');
  for (const included of new Set(includes)) {
    const destination = destinationOf(`nginx/snippets/${path.basename(included)}`) ?? '';
    const installedAt = destination.endsWith('/') ? path.posix.join(destination, path.basename(included)) : destination;
    assert.equal(
      installedAt,
      included,
      `the template includes ${included}, which Dockerfile.frontend does not install there`,
    );
  }
  assert.ok(
    copies.some(({ flags, destination }) => flags.from && destination.replace(/\/$/, '') === '/usr/share/nginx/html'),
    'the built SPA is not copied to /usr/share/nginx/html',
  );
});

test('the frontend waits for the backend and is the published entry point', () => {
  const depends = dependsOn(services.frontend);
  assert.ok(depends.backend, 'frontend must depend on backend');
  assert.ok(
    (services.frontend.ports ?? []).some((port) => /:80$/.test(String(port))),
    'frontend does not publish container port 80',
  );
});
