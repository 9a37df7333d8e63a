import type { BookingMessageDto } from '../../../api';

/**
 * The kinds of message the area has a name for, by the server's code. 'booking.created' is the
 * agency's Telegram notice, whose code has a dot and so cannot be a key of the strings.
 */
const KIND_NAMES = {
  booking_received: 'bookingReceived',
  payment_window_ending: 'paymentWindowEnding',
  booking_expired: 'bookingExpired',
  transfer_window_ending: 'transferWindowEnding',
  payment_recorded: 'paymentRecorded',
  balance_due: 'balanceDue',
  departure_soon: 'departureSoon',
  departure_confirmed: 'departureConfirmed',
  minimum_group_cancelled: 'minimumGroupCancelled',
  cancelled_by_agency: 'cancelledByAgency',
  staff_balance_late: 'staffBalanceLate',
  waitlist_confirm: 'waitlistConfirm',
  waitlist_offer: 'waitlistOffer',
  waitlist_lapsed: 'waitlistLapsed',
  waitlist_cancelled: 'waitlistCancelled',
  'booking.created': 'agencyNotice',
} as const;

export type KindName = (typeof KIND_NAMES)[keyof typeof KIND_NAMES];

/** The strings key of a kind's name; null for a kind added after this screen, shown by its code. */
export function kindName(kind: string): KindName | null {
  return Object.hasOwn(KIND_NAMES, kind) ? KIND_NAMES[kind as keyof typeof KIND_NAMES] : null;
}

/**
 * Messages written for the agency's staff rather than the customer. Sent again, the server
 * addresses an e-mail to the booking's contact, so a copy of one of these would reach the
 * customer: the screen does not offer it.
 */
const STAFF_KINDS = new Set<string>(['staff_balance_late']);

/** Whether staff may send the message again: an e-mail the customer receives. */
export function canResend(message: Pick<BookingMessageDto, 'channel' | 'kind'>): boolean {
  return message.channel === 'email' && !STAFF_KINDS.has(message.kind);
}

/**
 * Why an attempt failed, from the code the server keeps (the SMTP reply code with its enhanced
 * status, a network error's code, Telegram's HTTP status, or INTERNAL_ERROR):
 * - `address`: the mail server refused the recipient or the message (SMTP 5xx);
 * - `credentials`: the mail server refused the agency's login (SMTP 530/534/535, EAUTH);
 * - `busy`: the mail server asked to try later (SMTP 4xx);
 * - `unreachable`: no answer from the mail server (ECONNECTION, ETIMEDOUT...);
 * - `telegramRefused`: Telegram refused the bot or the chat (HTTP 400, 401, 403, 404);
 * - `telegramDown`: Telegram did not answer or failed (HTTP 5xx, 429, network errors);
 * - `ours`: the message could not be written (INTERNAL_ERROR);
 * - `other`: a code this screen does not know.
 */
export type FailureCause =
  'address' | 'credentials' | 'busy' | 'unreachable' | 'telegramRefused' | 'telegramDown' | 'ours' | 'other';

const SMTP_REPLY = /^SMTP (\d)(\d\d)\b/;
const SMTP_LOGIN_REFUSED = new Set(['530', '534', '535']);
const HTTP_STATUS = /^HTTP (\d{3})\b/;
const TELEGRAM_REFUSALS = new Set(['400', '401', '403', '404']);
/** Node's and nodemailer's codes for a connection that did not happen or broke: 'ECONNREFUSED', 'ETIMEDOUT'... */
const NETWORK_CODE = /^E[A-Z_]+$/;

export function failureCause(channel: BookingMessageDto['channel'], code: string): FailureCause {
  if (code === 'INTERNAL_ERROR') return 'ours';
  const smtp = SMTP_REPLY.exec(code);
  if (smtp) {
    const reply = smtp[1] + smtp[2];
    if (SMTP_LOGIN_REFUSED.has(reply)) return 'credentials';
    if (smtp[1] === '5') return 'address';
    if (smtp[1] === '4') return 'busy';
    return 'other';
  }
  if (channel === 'telegram') {
    const http = HTTP_STATUS.exec(code);
    if (http && TELEGRAM_REFUSALS.has(http[1])) return 'telegramRefused';
    return http || NETWORK_CODE.test(code) || code.endsWith('Error') ? 'telegramDown' : 'other';
  }
  if (code === 'EAUTH') return 'credentials';
  // nodemailer's own refusal of an address it cannot write an envelope for.
  if (code === 'EENVELOPE') return 'address';
  if (code === 'SMTP_UNREACHABLE' || NETWORK_CODE.test(code)) return 'unreachable';
  return 'other';
}
