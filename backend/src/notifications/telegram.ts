/** What a booking notification says, read from the booking when it is delivered. */
export interface BookingNotice {
  reference: string;
  tripTitle: string;
  startDate: string;
  endDate: string;
  airport: string;
  adultCount: number;
  childCount: number;
  totalPriceCents: number;
  amountToPayCents: number;
  paymentType: 'deposit' | 'full';
  contactEmail: string;
  contactPhone: string;
  travellers: string[];
  /** Where the booking came from: a link of the site, or a partner agency. */
  origin:
    | { kind: 'link'; source: string }
    | { kind: 'partner'; name: string; reference: string | null; retailTotalCents: number };
}

const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const italianDate = (date: string) => date.split('-').reverse().join('/');

/** The agency's message: plain text, so nothing a customer typed can be read as markup. */
export function bookingMessage(notice: BookingNotice): string {
  const people = [
    `${notice.adultCount} ${notice.adultCount === 1 ? 'adulto' : 'adulti'}`,
    ...(notice.childCount > 0 ? [`${notice.childCount} ${notice.childCount === 1 ? 'bambino' : 'bambini'}`] : []),
  ].join(', ');
  return [
    `${notice.origin.kind === 'partner' ? 'Nuova prenotazione da partner' : 'Nuova prenotazione online'} - ${notice.reference}`,
    `Viaggio: ${notice.tripTitle}`,
    `Date: ${italianDate(notice.startDate)} - ${italianDate(notice.endDate)}`,
    `Aeroporto: ${notice.airport}`,
    `Viaggiatori: ${people}`,
    ...notice.travellers.map((name, index) => `  ${index + 1}. ${name}`),
    `Totale: ${EURO.format(notice.totalPriceCents / 100)}`,
    `Da pagare ora (${notice.paymentType === 'deposit' ? 'acconto' : 'saldo'}): ${EURO.format(notice.amountToPayCents / 100)}`,
    `Email: ${notice.contactEmail}`,
    `Telefono: ${notice.contactPhone}`,
    ...originLines(notice.origin),
  ].join('\n');
}

/** A partner's booking names the partner, its reference and what the travellers pay at retail. */
function originLines(origin: BookingNotice['origin']): string[] {
  if (origin.kind === 'link') return [`Origine: link ${origin.source}`];
  return [
    `Origine: partner ${origin.name}${origin.reference ? ` (rif. ${origin.reference})` : ''}`,
    `Prezzo al pubblico: ${EURO.format(origin.retailTotalCents / 100)} (il totale sopra è il netto del partner)`,
  ];
}

/** Telegram's limit on a message's text. */
export const TELEGRAM_TEXT_MAX = 4096;

export type DeliveryResult = { ok: true } | { ok: false; reason: string; retryAfterSeconds?: number };

/**
 * Sends one message through the Bot API's sendMessage. The answer tells success from failure;
 * the reason kept is a status or an error code, never a text that could echo the message.
 */
export async function sendTelegramMessage(
  telegram: { botToken: string; chatId: string; apiBaseUrl: string },
  text: string,
  timeoutMs = 10_000,
): Promise<DeliveryResult> {
  try {
    const response = await fetch(`${telegram.apiBaseUrl}/bot${telegram.botToken}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        chat_id: telegram.chatId,
        text: [...text].slice(0, TELEGRAM_TEXT_MAX).join(''),
        disable_web_page_preview: true,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json().catch(() => null)) as {
      ok?: boolean;
      parameters?: { retry_after?: number };
    } | null;
    if (response.ok && answer?.ok === true) return { ok: true };
    const retryAfter = answer?.parameters?.retry_after;
    return {
      ok: false,
      reason: `HTTP ${response.status}`,
      ...(typeof retryAfter === 'number' ? { retryAfterSeconds: retryAfter } : {}),
    };
  } catch (error) {
    const { name, cause } = error as { name?: string; cause?: { code?: unknown } };
    const code = typeof cause?.code === 'string' ? cause.code : name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK';
    return { ok: false, reason: code.slice(0, 100) };
  }
}
