import { createHash, createHmac, hkdfSync } from 'node:crypto';

/** The waiting list's rules as data (DECISIONS 35): the jobs, the messages and the pages read them here. */
export const WAITLIST_RULES = {
  /** A personal link holds the freed seats this long, or to the end of the departure's start day when sooner. */
  offerHours: 12,
  /** An address not confirmed within this long is forgotten. */
  unconfirmedHours: 48,
  /** Entries and their messages are forgotten this many days after the departure's start. */
  keptDaysAfterDeparture: 30,
  /** A confirmation asked again (the form sent twice) goes out at most once in this many minutes. */
  confirmationResendMinutes: 60,
} as const;

/** The personal page's address is `/${WAITLIST_PAGE_PATH}/<token>`. */
export const WAITLIST_PAGE_PATH = 'lista-attesa';
export const WAITLIST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The private token of an entry's page: a keyed hash of its id, so that every message can
 * print the link again without the token being stored; the database keeps its SHA-256, which
 * is how a visit finds the entry.
 */
export class WaitlistTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'waitlist/entry-page-link/v1', 32));
  }

  tokenOf(entryId: string): string {
    return createHmac('sha256', this.key).update(entryId).digest('base64url').slice(0, 32);
  }
}

/** What the database keeps of a token. */
export function waitlistTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Who gets freed seats (DECISIONS 35): in line order, each entry that fits in the seats still
 * free gets its seats; an entry asking more than is left is passed over, not the seats held
 * back for it, so a family of four does not keep a single traveller waiting for a seat.
 */
export function entriesServed<T extends { travellers: number }>(line: readonly T[], freeSeats: number): T[] {
  const served: T[] = [];
  let left = freeSeats;
  for (const entry of line) {
    if (left <= 0) break;
    if (entry.travellers <= left) {
      served.push(entry);
      left -= entry.travellers;
    }
  }
  return served;
}
