// Lighthouse (mobile profile, its default config) on the built SPA served by the app, with
// the system Chromium. Everything it loads is on loopback, so it runs offline; requests to
// other hosts are reported because offline they would fail or hang and skew the figures.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../support/start-backend.mjs';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  describeFrontend,
  ensureFrontendBuilt,
  intFromEnv,
  machineInfo,
  message,
  printTable,
  startSiteServer,
  withTimeout,
  writeSection,
} from './shared.mjs';

// Each page's heading, looked for in the HTML the server sends: without it the audit would
// describe another page (the not-found page, or a bare page the server failed to render).
export const PAGES = [
  { name: 'home', path: '/', heading: 'Viaggi in piccoli gruppi' },
  { name: 'trip', path: '/travel/praga-tour-culturale', heading: 'Praga, la citt' },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpSeconds: 1.8 };
const REPORT_DIR = path.join(REPO_ROOT, 'e2e/.tmp/lighthouse');
const RUN_TIMEOUT_MS = 180_000;

function readSettings(env) {
  // Lighthouse's own advice: one run varies; the median of a few is what to compare.
  return { runsPerPage: intFromEnv(env, 'BENCH_LIGHTHOUSE_RUNS', 3, 1, 9) };
}

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

function summarize(lhr, origin) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)]));
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).map((item) => item.url);
  const offHost = requests.filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin);
  // What keeps a category under 100: the weighted audits that did not pass.
  const failingAudits = {};
  for (const id of CATEGORIES.filter((c) => c !== 'performance')) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    const failing = refs
      .filter((r) => r.weight > 0 && lhr.audits[r.id]?.score !== null && lhr.audits[r.id]?.score < 1)
      .map((r) => r.id);
    if (failing.length > 0) failingAudits[id] = failing;
  }
  const warnings = [...(lhr.runWarnings ?? [])];
  if (offHost.length > 0)
    warnings.push(`requests to other hosts (unreachable offline): ${[...new Set(offHost)].join(', ')}`);
  return {
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    metrics: {
      lcpSeconds: metric(lhr, 'largest-contentful-paint') / 1000,
      fcpSeconds: metric(lhr, 'first-contentful-paint') / 1000,
      speedIndexSeconds: metric(lhr, 'speed-index') / 1000,
      totalBlockingTimeMs: metric(lhr, 'total-blocking-time'),
      cumulativeLayoutShift: metric(lhr, 'cumulative-layout-shift'),
    },
    failingAudits,
    warnings,
  };
}

function belowGoal(summary) {
  const misses = CATEGORIES.filter((c) => summary.scores[c] === null || summary.scores[c] < GOALS[c]).map(
    (c) => `${c} ${summary.scores[c] ?? '-'}`,
  );
  if (!(summary.metrics.lcpSeconds <= GOALS.lcpSeconds)) misses.push(`LCP ${summary.metrics.lcpSeconds?.toFixed(2)} s`);
  return misses;
}

async function oneRun(url, tools, resources) {
  const chrome = await tools.chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    // The harness stops Chromium itself, with the servers, on an interrupt.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const stop = resources.add('Chromium (Lighthouse)', () => chrome.kill());
  try {
    const result = await withTimeout(
      tools.lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES }),
      RUN_TIMEOUT_MS,
      'Lighthouse',
      stop,
    );
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, report: result.report };
  } finally {
    await stop();
  }
}

async function loadTools() {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun, filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const { version } = createRequire(import.meta.url)('lighthouse/package.json');
  return { lighthouse, computeMedianRun, filterToValidRuns, chromeLauncher, version };
}

const fmtScore = (n) => (n === null || n === undefined ? '-' : String(n));
const fmtSeconds = (n) => (Number.isFinite(n) ? n.toFixed(2) : '-');

/** Audits every page and writes the "lighthouse" section; resolves to the exit code. */
export async function runLighthouse({ env = process.env, resources, isInterrupted = () => false }) {
  const settings = readSettings(env);
  const section = {
    generatedAt: new Date().toISOString(),
    machine: machineInfo(),
    settings,
    goals: GOALS,
    pages: [],
    failures: [],
  };
  let exitCode = 0;
  try {
    const tools = await loadTools();
    section.lighthouseVersion = tools.version;
    console.log(
      `Lighthouse ${tools.version}: default config (mobile, simulated throttling), system Chromium, ${settings.runsPerPage} run(s) per page, the median run reported`,
    );
    const frontend = await ensureFrontendBuilt();
    section.frontend = frontend;
    if (!frontend.ok) {
      exitCode = 1;
      throw new Error(`${frontend.error}; nothing to audit`);
    }
    console.log(describeFrontend(frontend));

    let site;
    try {
      site = await startSiteServer(resources, env);
    } catch (error) {
      exitCode = 1;
      throw new Error(`The app serving the SPA did not start: ${message(error)}`, { cause: error });
    }
    const origin = new URL(site.url).origin;
    fs.mkdirSync(REPORT_DIR, { recursive: true });

    for (const page of PAGES) {
      if (isInterrupted()) break;
      const record = { name: page.name, path: page.path, runs: [], failures: [] };
      section.pages.push(record);
      const html = await fetch(`${site.url}${page.path}`).then((response) => response.text());
      if (!new RegExp(`<h1[^>]*>${page.heading}`).test(html)) {
        record.failures.push(`the server's HTML has no heading "${page.heading}...": it did not render this page`);
      }
      const done = [];
      for (let i = 1; i <= settings.runsPerPage && !isInterrupted(); i += 1) {
        if (process.stdout.isTTY) process.stdout.write(`\r\x1b[2K  ${page.path}: run ${i}/${settings.runsPerPage} ...`);
        try {
          const run = await oneRun(`${site.url}${page.path}`, tools, resources);
          done.push(run);
          record.runs.push(summarize(run.lhr, origin));
        } catch (error) {
          record.failures.push(`run ${i}: ${message(error)}`);
        }
      }
      if (process.stdout.isTTY) process.stdout.write('\r\x1b[2K');
      if (done.length === 0) {
        record.result = 'FAILED';
        continue;
      }
      // A run without FCP or TTI cannot be ranked; any successful one still says something.
      const valid = tools.filterToValidRuns(done.map((r) => r.lhr));
      const medianLhr = valid.length > 0 ? tools.computeMedianRun(valid) : null;
      const median = done.find((r) => r.lhr === medianLhr) ?? done[0];
      record.median = summarize(median.lhr, origin);
      record.belowGoal = belowGoal(record.median);
      record.result = record.belowGoal.length === 0 ? 'PASS' : 'BELOW GOAL';
      record.report = path.relative(REPO_ROOT, path.join(REPORT_DIR, `${page.name}.html`));
      fs.writeFileSync(path.join(REPO_ROOT, record.report), median.report);
    }

    // Runs cut short by the interrupt would only report the browser going away.
    if (isInterrupted()) return exitCode;
    const rows = section.pages.map((p) => {
      const m = p.median;
      const spread =
        p.runs.length > 1
          ? `${Math.min(...p.runs.map((r) => r.scores.performance ?? 0))}-${Math.max(...p.runs.map((r) => r.scores.performance ?? 0))}`
          : '';
      return [
        p.path,
        `${p.runs.length}/${settings.runsPerPage}`,
        fmtScore(m?.scores.performance),
        spread,
        fmtScore(m?.scores.accessibility),
        fmtScore(m?.scores['best-practices']),
        fmtScore(m?.scores.seo),
        fmtSeconds(m?.metrics.lcpSeconds),
        fmtSeconds(m?.metrics.fcpSeconds),
        m ? Math.round(m.metrics.totalBlockingTimeMs) : '-',
        m ? m.metrics.cumulativeLayoutShift.toFixed(3) : '-',
        p.result,
      ];
    });
    rows.push([
      'goal',
      '',
      `>= ${GOALS.performance}`,
      '',
      GOALS.accessibility,
      GOALS['best-practices'],
      GOALS.seo,
      `<= ${GOALS.lcpSeconds}`,
      '',
      '',
      '',
      '',
    ]);
    console.log('');
    const columns = [
      'page',
      'runs',
      'performance',
      'perf range',
      'accessibility',
      'best-practices',
      'seo',
      'LCP s',
      'FCP s',
      'TBT ms',
      'CLS',
      'result',
    ];
    printTable(columns, rows, new Set(columns.filter((c) => !['page', 'result'].includes(c))));

    for (const p of section.pages) {
      const lines = [];
      if (p.belowGoal?.length) lines.push(`below goal: ${p.belowGoal.join(', ')}`);
      for (const [category, audits] of Object.entries(p.median?.failingAudits ?? {}))
        lines.push(`${category} audits not passed: ${audits.join(', ')}`);
      for (const warning of new Set(p.runs.flatMap((r) => r.warnings))) lines.push(`warning: ${warning}`);
      for (const failure of p.failures) lines.push(`failed ${failure}`);
      if (p.report) lines.push(`report of the median run: ${p.report}`);
      if (lines.length > 0) {
        console.log(`\n${p.path}`);
        for (const line of lines) console.log(`  ${line}`);
      }
    }
    section.failures.push(...section.pages.flatMap((p) => p.failures.map((f) => `${p.path} ${f}`)));
  } catch (error) {
    section.failures.push(message(error));
    if (!isInterrupted()) console.error(`Lighthouse failed: ${message(error)}`);
  } finally {
    await resources.stopAll();
  }
  if (!isInterrupted()) writeSection('lighthouse', section);
  return exitCode;
}
