import { render } from '@react-email/render';
import { balanceDue } from './balance-due.js';
import { bookingExpired } from './booking-expired.js';
import { bookingReceived } from './booking-received.js';
import { cancelledByAgency } from './cancelled-by-agency.js';
import { departureConfirmed } from './departure-confirmed.js';
import { departureSoon } from './departure-soon.js';
import { cleanStrings, oneLine } from './format.js';
import type { MessageTemplate } from './layout.js';
import type { AgencyContacts, MessageContent, MessageLanguage, RenderedMessage } from './message-data.js';
import { minimumGroupCancelled } from './minimum-group-cancelled.js';
import { paymentRecorded } from './payment-recorded.js';
import { paymentWindowEnding } from './payment-window-ending.js';
import { staffBalanceLate } from './staff-balance-late.js';
import { staffHoldAlert } from './staff-hold-alert.js';
import { staffNewIban, staffOwnerGrant } from './staff-approvals.js';
import { staffIbanSwitch } from './staff-iban-switch.js';
import { staffMinimumGroup } from './staff-minimum-group.js';
import { transferWindowEnding } from './transfer-window-ending.js';
import { waitlistCancelled, waitlistConfirm, waitlistLapsed, waitlistOffer } from './waitlist.js';

function template(content: MessageContent, language: MessageLanguage, agency: AgencyContacts): MessageTemplate {
  switch (content.kind) {
    case 'booking_received':
      return bookingReceived(content, language, agency);
    case 'payment_window_ending':
      return paymentWindowEnding(content, language, agency);
    case 'booking_expired':
      return bookingExpired(content, language, agency);
    case 'transfer_window_ending':
      return transferWindowEnding(content, language, agency);
    case 'payment_recorded':
      return paymentRecorded(content, language, agency);
    case 'balance_due':
      return balanceDue(content, language, agency);
    case 'departure_soon':
      return departureSoon(content, language, agency);
    case 'cancelled_by_agency':
      return cancelledByAgency(content, language, agency);
    case 'departure_confirmed':
      return departureConfirmed(content, language, agency);
    case 'minimum_group_cancelled':
      return minimumGroupCancelled(content, language, agency);
    case 'staff_minimum_group':
      return staffMinimumGroup(content, agency);
    case 'staff_balance_late':
      return staffBalanceLate(content, agency);
    case 'staff_hold_alert':
      return staffHoldAlert(content, agency);
    case 'staff_iban_switch':
      return staffIbanSwitch(content, agency);
    case 'staff_new_iban':
      return staffNewIban(content, agency);
    case 'staff_owner_grant':
      return staffOwnerGrant(content, agency);
    case 'waitlist_confirm':
      return waitlistConfirm(content, language, agency);
    case 'waitlist_offer':
      return waitlistOffer(content, language, agency);
    case 'waitlist_lapsed':
      return waitlistLapsed(content, language, agency);
    case 'waitlist_cancelled':
      return waitlistCancelled(content, language, agency);
  }
}

/** What html-to-text hands a formatter (the package ships no types of its own). */
interface TextElement {
  attribs: Record<string, string | undefined>;
  children: unknown[];
}
interface TextBuilder {
  openBlock(options?: { leadingLineBreaks?: number }): void;
  closeBlock(options?: { trailingLineBreaks?: number }): void;
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
}
type Walk = (nodes: unknown[], builder: TextBuilder) => void;

/**
 * The text part, for mail apps that show no HTML and for readers who prefer it: a facts row
 * reads 'IBAN: IT60 X054 …' on one line (html-to-text would put label and value on lines of
 * their own), a list of names in a row reads 'Anna Rossi, Luca Rossi', and the button reads 'Apri la tua prenotazione: https://…' (its written-out
 * address is left out there, being the same).
 */
const TEXT_OPTIONS = {
  formatters: {
    factsRow(element: TextElement, walk: Walk, builder: TextBuilder) {
      builder.openBlock({ leadingLineBreaks: 1 });
      walk(element.children, builder);
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
    factsLabel(element: TextElement, walk: Walk, builder: TextBuilder) {
      walk(element.children, builder);
      builder.addInline(': ');
    },
    factsValue(element: TextElement, walk: Walk, builder: TextBuilder) {
      walk(element.children, builder);
    },
    listBreak(_element: TextElement, _walk: Walk, builder: TextBuilder) {
      builder.addInline(', ');
    },
    action(element: TextElement, walk: Walk, builder: TextBuilder) {
      builder.openBlock({ leadingLineBreaks: 2 });
      walk(element.children, builder);
      builder.addInline(': ');
      builder.addInline(element.attribs.href ?? '', { noWordTransform: true });
      builder.closeBlock({ trailingLineBreaks: 2 });
    },
  },
  selectors: [
    { selector: 'table[data-text=facts]', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 2 } },
    // html-to-text takes no descendant selectors: each part is marked.
    { selector: 'tr[data-text=facts-row]', format: 'factsRow' },
    { selector: 'th[data-text=facts-label]', format: 'factsLabel' },
    { selector: 'td[data-text=facts-value]', format: 'factsValue' },
    { selector: 'br[data-text=list-break]', format: 'listBreak' },
    { selector: 'a[data-text=action]', format: 'action' },
    // The number is the link's text already.
    { selector: 'a[data-text=phone]', format: 'inline' },
    // Capitals are harder to read; the blank lines around a heading set it apart well enough.
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
  ],
};

/**
 * A message's subject, HTML and text parts. Every string of the content and the agency is
 * cleaned of control characters first; React escapes the rest of what a customer typed.
 */
export async function renderMessage(
  content: MessageContent,
  language: MessageLanguage,
  agency: AgencyContacts,
): Promise<RenderedMessage> {
  const { subject, element } = template(cleanStrings(content), language, cleanStrings(agency));
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS }),
  ]);
  return { subject: oneLine(subject), html, text: text.trim() + '\n' };
}
