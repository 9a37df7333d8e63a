// npm start: install what is missing, build what changed, then run the production build
// of the app (API + SPA on one port) with the embedded PostgreSQL under .data/ unless
// DATABASE_URL is set.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, log, ROOT } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();

log('Starting the app...');
const child = spawn(process.execPath, [path.join(ROOT, 'backend/dist/main.js')], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
