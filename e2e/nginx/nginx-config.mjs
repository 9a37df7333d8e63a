// The nginx config of the frontend image (nginx/templates/default.conf.template and its
// snippets), rendered the way the image's entrypoint renders it into a prefix of its own, for
// the tests in this folder to run with the system nginx.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../support/start-backend.mjs';

const TEMPLATE = path.join(REPO_ROOT, 'nginx/templates/default.conf.template');
const SNIPPETS_DIR = path.join(REPO_ROOT, 'nginx/snippets');

/** Where the template expects things inside the image, and where the tests put them. */
const IMAGE_HTML_ROOT = '/usr/share/nginx/html';
const IMAGE_SNIPPETS_DIR = '/etc/nginx/snippets/';
const IMAGE_ACCESS_LOG = '/var/log/nginx/access.log';

export function findNginx() {
  const candidates = [
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
  ];
  return candidates.find((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

/** envsubst as the nginx image runs it: only variables that are defined are replaced. */
function renderTemplate(text, variables) {
  return text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name) =>
    name in variables ? variables[name] : whole,
  );
}

function replaceAllOrFail(text, search, replacement, what) {
  assert.ok(text.includes(search), `${what}: expected to find "${search}" in the template`);
  return text.split(search).join(replacement);
}

/** nginx workers run as nobody: everything they serve must be world-readable. */
export function copyWorldReadable(from, to) {
  fs.cpSync(from, to, { recursive: true });
  const walk = (dir) => {
    fs.chmodSync(dir, 0o755);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else fs.chmodSync(full, 0o644);
    }
  };
  walk(to);
}

/**
 * A minimal stand-in for the image's /etc/nginx/nginx.conf, with every path in the prefix.
 * `errorLog` is its main error log (the image's is stderr at `notice`).
 */
export function mainConfig(prefix, errorLog) {
  const tmp = path.join(prefix, 'tmp');
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${errorLog};
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${prefix}/access.log;
    client_body_temp_path ${tmp}/client_body;
    proxy_temp_path ${tmp}/proxy;
    fastcgi_temp_path ${tmp}/fastcgi;
    uwsgi_temp_path ${tmp}/uwsgi;
    scgi_temp_path ${tmp}/scgi;
    sendfile on;
    keepalive_timeout 65;
    include ${prefix}/conf.d/*.conf;
}
`;
}

/**
 * Writes the snippets and the rendered template into `prefix` (conf.d/default.conf), with the
 * image's paths replaced by the prefix's; the site's files are expected in `htmlDir`. Returns
 * the access log's path.
 */
export function writeServerConfig(prefix, { backendUpstream, listen, htmlDir }) {
  const snippetsDir = path.join(prefix, 'snippets');
  fs.mkdirSync(snippetsDir, { mode: 0o755 });
  for (const name of fs.readdirSync(SNIPPETS_DIR)) {
    // Snippets include each other by their path inside the image.
    const text = fs
      .readFileSync(path.join(SNIPPETS_DIR, name), 'utf8')
      .split(IMAGE_SNIPPETS_DIR)
      .join(`${snippetsDir}/`);
    fs.writeFileSync(path.join(snippetsDir, name), text, { mode: 0o644 });
  }
  fs.mkdirSync(path.join(prefix, 'conf.d'));
  fs.mkdirSync(path.join(prefix, 'tmp'));

  let serverConfig = renderTemplate(fs.readFileSync(TEMPLATE, 'utf8'), {
    BACKEND_UPSTREAM: backendUpstream,
    NGINX_PORT: listen,
  });
  assert.doesNotMatch(serverConfig, /\$\{\w+\}/, 'the template uses a variable the test does not set');
  serverConfig = replaceAllOrFail(serverConfig, IMAGE_HTML_ROOT, htmlDir, 'document root');
  serverConfig = replaceAllOrFail(serverConfig, IMAGE_SNIPPETS_DIR, `${snippetsDir}/`, 'snippet include');
  const accessLog = path.join(prefix, 'access.log');
  serverConfig = replaceAllOrFail(serverConfig, IMAGE_ACCESS_LOG, accessLog, 'access log');
  fs.writeFileSync(path.join(prefix, 'conf.d/default.conf'), serverConfig);
  return accessLog;
}

export function readLog(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '(no log)';
  }
}

/** Resolves once nginx answers at `url`; `describe()` says what went wrong otherwise. */
export async function waitForNginx(url, child, describe, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${describe()}`);
    try {
      await fetch(url);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer within ${timeoutMs} ms:\n${describe()}`);
}

/** SIGQUIT (nginx finishes what it is writing), then SIGKILL after 10 s. */
export async function stopNginx(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGQUIT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
