import { AppError } from '../common/app-error.js';
import { BOOKING_POLICY } from './booking-policy.js';

/**
 * Seats a holder may keep without having paid anything (decision B22). A holder is each of the
 * client (its address, an IPv6 /64), the contact e-mail and the contact phone: a new booking
 * must fit every one of them, so changing one of the three does not reset the count.
 */
export const UNPAID_HOLD_CAPS = {
  /** On one departure: one family, the largest group a booking takes. */
  perDeparture: BOOKING_POLICY.maxTravellers,
  /** Across the catalogue: a family weighing two dates. */
  total: 2 * BOOKING_POLICY.maxTravellers,
  /** One IPv6 /48 across the catalogue: a few families of one office or building. */
  network: 4 * BOOKING_POLICY.maxTravellers,
} as const;

/**
 * A departure's unpaid seats taken within an hour, as a share of its seats, from which staff
 * are alerted: a burst of holds is how a departure is emptied without paying.
 */
export const HOLD_BURST = { windowMinutes: 60, shareOfSeats: 0.7, minBookings: 3 } as const;

/** Unpaid seats one holder keeps now: in total, and on the departure being booked. */
export interface HeldSeats {
  total: number;
  onDeparture: number;
}

export interface HolderHeldSeats {
  client: HeldSeats;
  email: HeldSeats;
  phone: HeldSeats;
  /** Total of the client's IPv6 /48; zero for IPv4. */
  network: number;
}

/** Which cap `seats` more would pass, or null when the booking fits all of them. */
export function unpaidHoldExcess(held: HolderHeldSeats, seats: number): 'perDeparture' | 'total' | 'network' | null {
  const holders = [held.client, held.email, held.phone];
  if (holders.some((holder) => holder.onDeparture + seats > UNPAID_HOLD_CAPS.perDeparture)) return 'perDeparture';
  if (holders.some((holder) => holder.total + seats > UNPAID_HOLD_CAPS.total)) return 'total';
  if (held.network + seats > UNPAID_HOLD_CAPS.network) return 'network';
  return null;
}

/**
 * The contact e-mail as one holder: lower case, without a '+tag' (the same mailbox), and for
 * Gmail without dots, which Gmail ignores.
 */
export function contactEmailKey(email: string): string {
  const [local, domain] = splitAddress(email.trim().toLowerCase());
  const untagged = local.split('+')[0] || local;
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? untagged.replaceAll('.', '') : untagged}@${gmail ? 'gmail.com' : domain}`;
}

function splitAddress(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return at < 0 ? [email, ''] : [email.slice(0, at), email.slice(at + 1)];
}

/** The contact phone as one holder: its last nine digits, the same with or without +39 or 0039. */
export function contactPhoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-9);
}

/** A booking refused at a holder's cap, with what staff's alert needs to say. */
export class UnpaidHoldsRefused extends AppError {
  constructor(
    readonly departureId: string,
    /** The departure's seats held unpaid within the alert's window. */
    readonly unpaidSeats: number,
  ) {
    super('UNPAID_HOLDS_LIMIT');
  }
}
