// The Debian packages the browser and nginx tiers need, and what npm test does when they are
// missing. Plain Node, no dependencies: it runs before `npm ci`.
import fs from 'node:fs';
import { commandExists, log, run } from './lib.mjs';

export const CHROMIUM = '/usr/bin/chromium';

/** The packages among chromium and nginx that are not installed. */
export function missingSystemTools() {
  const missing = [];
  if (!fs.existsSync(CHROMIUM)) missing.push('chromium');
  if (!commandExists('nginx') && !fs.existsSync('/usr/sbin/nginx')) missing.push('nginx');
  return missing;
}

/**
 * What to do about missing packages: install them when this process may (root, with apt),
 * otherwise stop with the one command that installs them.
 * @param {{missing: string[], isRoot: boolean, hasApt: boolean}} situation
 * @returns {{action: 'none'} | {action: 'install', commands: string[][]} | {action: 'stop', message: string}}
 */
export function planSystemTools({ missing, isRoot, hasApt }) {
  if (missing.length === 0) return { action: 'none' };
  const packages = missing.join(' ');
  if (isRoot && hasApt) {
    return {
      action: 'install',
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', ...missing],
      ],
    };
  }
  const needed = `The browser and nginx tiers need ${missing.join(' and ')}, which ${missing.length > 1 ? 'are' : 'is'} not installed.`;
  const command = hasApt
    ? `sudo apt-get update && sudo apt-get install -y ${packages}`
    : `install ${packages} with the system's package manager (on Debian: apt-get install -y ${packages}); Chromium must be at ${CHROMIUM}`;
  return {
    action: 'stop',
    message: `${needed}\nInstall them with: ${command}\nNo tier is skipped: stopping here.`,
  };
}

/** Installs chromium and nginx when they are missing and it may; exits with the command to run otherwise. */
export async function ensureSystemTools() {
  const missing = missingSystemTools();
  const plan = planSystemTools({ missing, isRoot: process.getuid?.() === 0, hasApt: commandExists('apt-get') });
  if (plan.action === 'none') return;
  if (plan.action === 'install') {
    log(`The browser and nginx tiers need ${missing.join(' and ')}: installing with apt-get.`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const [command, ...args] of plan.commands) {
      log(`${command} ${args.join(' ')}`);
      const code = await run(command, args, { env });
      if (code !== 0) {
        log(
          `"${command} ${args.join(' ')}" failed (exit ${code}); install ${missing.join(' ')} and run npm test again.`,
        );
        process.exit(1);
      }
    }
    const still = missingSystemTools();
    if (still.length === 0) return;
    log(`${still.join(' and ')} still missing after apt-get install (Chromium must be at ${CHROMIUM}).`);
    process.exit(1);
  }
  for (const line of plan.message.split('\n')) log(line);
  process.exit(1);
}
