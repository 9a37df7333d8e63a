import type { PartnerKeyDto } from '../../../api';

/** The server's bounds (backend/src/partners/dto): commission in percent, rotation overlap in hours. */
export const MAX_COMMISSION_PERCENT = 30;
export const MAX_OVERLAP_HOURS = 168;
export const DEFAULT_OVERLAP_HOURS = 24;
export const PARTNER_NAME_MAX = 100;
export const PARTNER_EMAIL_MAX = 254;
/** Seats a partner may keep held or booked and unpaid on one departure (decision PA8). */
export const UNPAID_SEATS = { min: 1, max: 200, default: 20 } as const;
/** A first check of the address, as the other admin forms make it; the server has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const COMMISSION_PATTERN = /^(\d{1,2})(?:[.,](\d{1,2}))?$/;

/**
 * The commission as typed ('12,5', '12.50', '7') in percent, or null when it is not a number
 * from 0 to 30 with at most two decimals. Read on its digits, in hundredths of a percent, so
 * that '12,35' is 12.35 and never 12.349999.
 */
export function parseCommission(typed: string): number | null {
  const match = COMMISSION_PATTERN.exec(typed.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (hundredths > MAX_COMMISSION_PERCENT * 100) return null;
  return hundredths / 100;
}

/** A whole number of seats from 1 to 200, or null. */
export function parseUnpaidSeats(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const seats = Number(trimmed);
  return seats >= UNPAID_SEATS.min && seats <= UNPAID_SEATS.max ? seats : null;
}

/** A whole number of hours from 0 to 168, or null. */
export function parseOverlapHours(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const hours = Number(trimmed);
  return hours <= MAX_OVERLAP_HOURS ? hours : null;
}

/** '+01:00' or '+02:00': Rome's offset from UTC at `instant`. */
function romeOffset(instant: Date): string {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/**
 * The last second of a calendar day ('yyyy-MM-dd') in Rome, as the API's ISO 8601 with its
 * offset: a key 'valid until 30 June' works all of 30 June, Italian time, whatever the
 * computer's zone. The offset is Rome's in the evening of that day (summer time changes at night).
 */
export function endOfRomeDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${day}T23:59:59${romeOffset(new Date(Date.UTC(year, month - 1, date, 20)))}`;
}

/** What staff read of a key: the server's status, or 'replacing' for a working key a rotation ends. */
export type KeyState = PartnerKeyDto['status'] | 'replacing';

/** A working key that another of the partner's keys replaces is on its overlap: it stops at its expiry. */
export function keyState(key: PartnerKeyDto, keys: readonly PartnerKeyDto[]): KeyState {
  if (key.status !== 'active') return key.status;
  const replaced = keys.some((other) => other.replacesKeyId === key.id);
  return replaced && key.expiresAt ? 'replacing' : 'active';
}

/** Only a working key that no rotation has replaced yet can be rotated (decision PA4). */
export function canRotate(key: PartnerKeyDto, keys: readonly PartnerKeyDto[]): boolean {
  return keyState(key, keys) === 'active';
}

/** The number of keys that work now, and of those that no longer do. */
export function keyCounts(keys: readonly PartnerKeyDto[]): { working: number; ended: number } {
  const working = keys.filter((key) => key.status === 'active').length;
  return { working, ended: keys.length - working };
}
