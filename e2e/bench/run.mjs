// `npm run bench`: the performance goals measured on this machine, one part after the other
// so that no part competes with another for the two cores:
// - api:        app req/s against a raw node:http + pg baseline (api.mjs)
// - booking:    200 customers racing for 10 seats over two backend processes, 200 more asking
//               for the full departure, and the quote against a raw baseline (booking.mjs)
// - partner:    the partner API's departures and holds (each released) against a raw
//               node:http + pg baseline (partner.mjs)
// - statements: a 10,000-entry camt.053 imported and matched by the app, then again, against
//               fast-xml-parser reading the same file alone (statements.mjs)
// - messages:   1,000 customer e-mails delivered to a local SMTP server stopped for 30 s
//               halfway: time, rate, memory, none lost or sent twice (messages.mjs)
// - bundle:     initial JavaScript of '/' (bundle.mjs)
// - lighthouse: Lighthouse scores and LCP of the public pages (lighthouse.mjs)
// BENCH_ONLY=api|booking|partner|statements|messages|bundle|lighthouse (or a comma list) runs
// only those. All figures go to e2e/.tmp/bench-results.json, one section per part; a part run
// alone keeps the others'.
import path from 'node:path';
import { REPO_ROOT } from '../support/start-backend.mjs';
import { runApi } from './api.mjs';
import { runBooking } from './booking.mjs';
import { runBundle } from './bundle.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { runMessages } from './messages.mjs';
import { runPartner } from './partner.mjs';
import { runStatements } from './statements.mjs';
import { machineInfo, message, Resources, RESULTS_FILE } from './shared.mjs';

export const PARTS = {
  api: runApi,
  booking: runBooking,
  partner: runPartner,
  statements: runStatements,
  messages: runMessages,
  bundle: runBundle,
  lighthouse: runLighthouse,
};

export function selectParts(only) {
  if (only === undefined || only.trim() === '') return Object.keys(PARTS);
  const names = only
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((n) => !(n in PARTS));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(`BENCH_ONLY must be one or more of ${Object.keys(PARTS).join(', ')} (got "${only}")`);
  }
  // Always in the documented order, whatever order was asked for.
  return Object.keys(PARTS).filter((n) => names.includes(n));
}

/** Runs the selected parts; resolves to the process exit code. */
export async function main({ env = process.env } = {}) {
  let parts;
  try {
    parts = selectParts(env.BENCH_ONLY);
  } catch (error) {
    console.error(message(error));
    return 2;
  }

  let current = null;
  let interrupted = false;
  const onSignal = (signal) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping what the benchmark started`);
    (current?.stopAll() ?? Promise.resolve()).finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const machine = machineInfo();
  console.log(`Benchmark parts: ${parts.join(', ')}`);
  console.log(
    `Machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.platform}, load average ${machine.loadAverage1m}`,
  );

  let exitCode = 0;
  try {
    for (const name of parts) {
      if (interrupted) break;
      console.log(`\n=== ${name} ===`);
      current = new Resources();
      let code;
      try {
        code = await PARTS[name]({ env, resources: current, isInterrupted: () => interrupted });
      } catch (error) {
        // Settings errors and bugs: the other parts can still run.
        console.error(`${name} failed: ${message(error)}`);
        code = 1;
      } finally {
        await current.stopAll();
      }
      exitCode = Math.max(exitCode, code);
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  if (!interrupted) {
    console.log(
      `\nResults: ${path.relative(REPO_ROOT, RESULTS_FILE)} (sections: ${parts.join(', ')}). Figures are reported, not asserted.`,
    );
  }
  return exitCode;
}
