import { entriesServed, WaitlistTokens, waitlistTokenHash, WAITLIST_TOKEN_PATTERN } from './waitlist-rules.js';

const line = (...parties: number[]) => parties.map((travellers, i) => ({ id: `entry-${i + 1}`, travellers }));
const served = (parties: number[], seats: number) => entriesServed(line(...parties), seats).map((entry) => entry.id);

describe('entriesServed: who gets freed seats (DECISIONS 35)', () => {
  it.each([
    ['no seat', [1, 1], 0, []],
    ['one seat, first fits', [1, 2], 1, ['entry-1']],
    ['one seat, first too many: the next who fits', [2, 1, 1], 1, ['entry-2']],
    ['exactly the first party', [3, 1], 3, ['entry-1']],
    ['one short of the first party: passed over', [3, 2], 2, ['entry-2']],
    ['enough for several, in order', [2, 1, 1, 1], 4, ['entry-1', 'entry-2', 'entry-3']],
    ['a later party fills what is left', [2, 3, 1], 3, ['entry-1', 'entry-3']],
    ['nobody fits', [4, 5], 3, []],
    ['empty line', [], 5, []],
    ['the last seat to the last who fits', [10, 9, 1], 1, ['entry-3']],
  ])('%s', (_case, parties, seats, expected) => {
    expect(served(parties, seats)).toEqual(expected);
  });
});

describe('WaitlistTokens', () => {
  const tokens = new WaitlistTokens('a secret long enough for the test, not a real one');
  const id = '0b9d5c1e-4a7f-4e2b-9c3d-5f6a7b8c9d0e';

  it('prints the same 32-character token for an entry every time, which its hash finds again', () => {
    expect(tokens.tokenOf(id)).toMatch(WAITLIST_TOKEN_PATTERN);
    expect(tokens.tokenOf(id)).toBe(tokens.tokenOf(id));
    expect(waitlistTokenHash(tokens.tokenOf(id))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives another entry, or another secret, another token', () => {
    expect(tokens.tokenOf('0b9d5c1e-4a7f-4e2b-9c3d-5f6a7b8c9d0f')).not.toBe(tokens.tokenOf(id));
    expect(new WaitlistTokens('another secret of the same kind, not real').tokenOf(id)).not.toBe(tokens.tokenOf(id));
  });
});
