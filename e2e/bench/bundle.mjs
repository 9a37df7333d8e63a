// Initial JavaScript of '/', two ways:
// - static: the module script of frontend/dist/index.html, its modulepreload links, and the
//   files that script preloads when it starts the app (Vite's preload list), gzip -9;
// - browser: what headless Chromium fetches on the first load of '/' served by the app,
//   which also counts the lazy chunks the start-up code imports (the home route's page).
// The goal is about gzip bytes; the browser's figure is also given as transferred, in
// whatever encoding the app chose (brotli for Chromium).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  describeFrontend,
  ensureFrontendBuilt,
  FRONTEND_DIST,
  kb,
  machineInfo,
  message,
  printTable,
  startSiteServer,
  withTimeout,
  writeSection,
} from './shared.mjs';

export const GOAL_BYTES = 120_000;
const PAGE = '/';
// Lighthouse's mobile profile, so this part and the next one load the same page layout.
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

function attributes(tag) {
  const found = {};
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  // Skips the tag name itself.
  const body = tag.replace(/^<\s*[a-z]+/i, '').replace(/\/?>$/, '');
  for (const m of body.matchAll(pattern)) found[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return found;
}

/** The JS files index.html makes the browser fetch before any code has run. */
export function initialScriptsOf(html) {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const scripts = [];
  for (const [tag] of withoutComments.matchAll(/<script\b[^>]*>/gi)) {
    const a = attributes(tag);
    if (a.type === 'module' && a.src) scripts.push({ via: 'module script', href: a.src });
  }
  for (const [tag] of withoutComments.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(tag);
    if ((a.rel ?? '').toLowerCase().split(/\s+/).includes('modulepreload') && a.href)
      scripts.push({ via: 'modulepreload', href: a.href });
  }
  return scripts;
}

function distFile(href) {
  const url = new URL(href, 'http://site.invalid/');
  if (url.host !== 'site.invalid') throw new Error(`${href} is on another host: not part of the build`);
  const file = path.join(FRONTEND_DIST, decodeURIComponent(url.pathname));
  if (!file.startsWith(FRONTEND_DIST + path.sep)) throw new Error(`${href} points outside frontend/dist`);
  return file;
}

/**
 * The JS files an entry script preloads before importing the app: Vite writes them as one
 * list (`m.f=["assets/…", …]`) at the top of the entry.
 */
export function preloadedByEntry(entrySource) {
  const list = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/.exec(entrySource);
  if (!list) return [];
  return JSON.parse(list[1])
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ via: 'preloaded by the entry', href: `/${file}` }));
}

function measureStatic() {
  const html = fs.readFileSync(path.join(FRONTEND_DIST, 'index.html'), 'utf8');
  const seen = new Set();
  const files = [];
  const fromHtml = initialScriptsOf(html);
  const entries = fromHtml.filter((script) => script.via === 'module script');
  const preloaded = entries.flatMap(({ href }) => preloadedByEntry(fs.readFileSync(distFile(href), 'utf8')));
  for (const { via, href } of [...fromHtml, ...preloaded]) {
    const file = distFile(href);
    if (seen.has(file)) continue;
    seen.add(file);
    const content = fs.readFileSync(file);
    files.push({
      file: path.relative(FRONTEND_DIST, file).split(path.sep).join('/'),
      via,
      bytes: content.length,
      gzipBytes: gzipSize(content),
    });
  }
  if (files.length === 0) throw new Error('frontend/dist/index.html has no module script');
  const gzipBytes = files.reduce((n, f) => n + f.gzipBytes, 0);
  return {
    files,
    bytes: files.reduce((n, f) => n + f.bytes, 0),
    gzipBytes,
    goalBytes: GOAL_BYTES,
    withinGoal: gzipBytes <= GOAL_BYTES,
  };
}

const isJavaScript = (request, contentType) =>
  request.resourceType() === 'script' || /javascript|ecmascript/i.test(contentType ?? '');

async function measureInBrowser(baseUrl, resources, onLaunched) {
  const { chromium } = await import('@playwright/test');
  // The harness stops the browser itself, in order, on an interrupt.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const stop = resources.add('Chromium (Playwright)', () => browser.close());
  onLaunched(stop);
  try {
    // A fresh context has an empty cache: this is a first visit.
    const context = await browser.newContext({ ...MOBILE });
    const page = await context.newPage();
    const pending = [];
    const failed = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return null;
          const headers = await response.allHeaders();
          if (!isJavaScript(request, headers['content-type'])) return null;
          const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
          return {
            url: request.url(),
            status: response.status(),
            encoding: headers['content-encoding'] ?? 'identity',
            transferredBytes: sizes.responseBodySize,
            bytes: body.length,
            gzipBytes: gzipSize(body),
          };
        })().catch((error) => {
          // One unreadable response should not cost the whole measurement; it is listed instead.
          failed.push(`${request.url()}: could not read the response (${message(error)})`);
          return null;
        }),
      );
    });
    // networkidle: nothing in flight for 500 ms, so the chunks the start-up code imports are in.
    const response = await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${PAGE} answered ${response?.status()}`);
    const entries = (await Promise.all(pending)).filter(Boolean);
    const origin = new URL(baseUrl).origin;
    const files = entries.map((e) => {
      const url = new URL(e.url);
      return { ...e, url: url.origin === origin ? url.pathname + url.search : e.url };
    });
    const sum = (key) => files.reduce((n, f) => n + f[key], 0);
    const gzipBytes = sum('gzipBytes');
    return {
      files,
      transferredBytes: sum('transferredBytes'),
      bytes: sum('bytes'),
      gzipBytes,
      encodings: [...new Set(files.map((f) => f.encoding))],
      failedRequests: failed,
      goalBytes: GOAL_BYTES,
      withinGoal: gzipBytes <= GOAL_BYTES,
    };
  } finally {
    await stop();
  }
}

/** Measures and writes the "bundle" section; resolves to the exit code. */
export async function runBundle({ env = process.env, resources, isInterrupted = () => false }) {
  console.log(`Initial JavaScript of '${PAGE}' (1 KB = 1000 bytes; gzip = node:zlib level 9)`);
  const bundle = {
    generatedAt: new Date().toISOString(),
    machine: machineInfo(),
    page: PAGE,
    goalBytes: GOAL_BYTES,
    failures: [],
  };
  let exitCode = 0;
  try {
    const frontend = await ensureFrontendBuilt();
    bundle.frontend = frontend;
    if (!frontend.ok) {
      exitCode = 1;
      throw new Error(`${frontend.error}; nothing to measure`);
    }
    console.log(describeFrontend(frontend));

    try {
      bundle.static = measureStatic();
      const s = bundle.static;
      console.log(
        `initial JS of / : ${kb(s.gzipBytes)} KB gzip (goal <= ${GOAL_BYTES / 1000} KB)  [index.html and its entry: ${s.files.length} file(s), ${kb(s.bytes)} KB uncompressed]`,
      );
    } catch (error) {
      bundle.failures.push(`static: ${message(error)}`);
      console.log(`initial JS of / : not measured (${message(error)})`);
    }

    let site;
    try {
      site = await startSiteServer(resources, env);
    } catch (error) {
      exitCode = 1;
      throw new Error(`The app serving the SPA did not start: ${message(error)}`, { cause: error });
    }
    try {
      let stopBrowser;
      bundle.browser = await withTimeout(
        measureInBrowser(site.url, resources, (stop) => (stopBrowser = stop)),
        120_000,
        'first load in Chromium',
        () => stopBrowser?.(),
      );
      const b = bundle.browser;
      console.log(
        `first load of / in Chromium: ${kb(b.gzipBytes)} KB gzip (goal <= ${GOAL_BYTES / 1000} KB), ${kb(b.transferredBytes)} KB transferred (${b.encodings.join(', ') || 'no JS'}), ${b.files.length} JS file(s)`,
      );
      const fromHtml = new Set((bundle.static?.files ?? []).map((f) => `/${f.file}`));
      const rows = b.files.map((f) => [
        f.url,
        fromHtml.has(f.url) ? 'index.html or its entry' : 'loaded at start',
        kb(f.bytes),
        kb(f.gzipBytes),
        kb(f.transferredBytes),
        f.encoding,
      ]);
      console.log('');
      printTable(
        ['file', 'requested by', 'KB', 'KB gzip', 'KB sent', 'encoding'],
        rows,
        new Set(['KB', 'KB gzip', 'KB sent']),
      );
      const lazy = b.files.filter((f) => !fromHtml.has(f.url));
      if (bundle.static && lazy.length > 0) {
        console.log(
          `Not named by index.html or its entry but loaded before any interaction: ${lazy.length} file(s), ${kb(lazy.reduce((n, f) => n + f.gzipBytes, 0))} KB gzip`,
        );
      }
      for (const failure of b.failedRequests) console.log(`Failed request during the load: ${failure}`);
    } catch (error) {
      bundle.failures.push(`browser: ${message(error)}`);
      if (!isInterrupted()) console.log(`first load of / in Chromium: not measured (${message(error)})`);
    }
  } catch (error) {
    bundle.failures.push(message(error));
    if (!isInterrupted()) console.error(`Bundle measurement failed: ${message(error)}`);
  } finally {
    await resources.stopAll();
  }
  if (!isInterrupted()) writeSection('bundle', bundle);
  return exitCode;
}
