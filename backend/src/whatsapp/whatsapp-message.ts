import { AIRPORTS, type AirportCode } from '../common/airports.js';

export interface WhatsappMessageFacts {
  tripTitle: string;
  /** Calendar dates as stored, 'yyyy-MM-dd'. */
  departure?: { startDate: string; endDate: string };
  airport?: AirportCode;
  travellers?: number;
}

/** 'yyyy-MM-dd' as an Italian reader writes it, dd/MM/yyyy; a calendar date has no time zone to shift it. */
export function italianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** The first message of the chat, in the visitor's name: only the choices they made. */
export function whatsappMessage({ tripTitle, departure, airport, travellers }: WhatsappMessageFacts): string {
  const parts = [`Ciao! Vorrei informazioni sul viaggio «${tripTitle}»`];
  if (departure) parts.push(`dal ${italianDate(departure.startDate)} al ${italianDate(departure.endDate)}`);
  if (airport) parts.push(`con partenza da ${AIRPORTS[airport]}`);
  if (travellers !== undefined) parts.push(`per ${travellers} ${travellers === 1 ? 'viaggiatore' : 'viaggiatori'}`);
  return `${parts.join(', ')}.`;
}

/** WhatsApp's click-to-chat link: the number in digits with its country code, the text encoded. */
export function whatsappUrl(phoneDigits: string, text: string): string {
  return `https://wa.me/${phoneDigits}?text=${encodeURIComponent(text)}`;
}

export const USER_AGENT_MAX_LENGTH = 300;
export const REFERRER_MAX_LENGTH = 500;

/** Cut to a length in code points, as PostgreSQL counts a varchar's. */
function cut(text: string, maxLength: number): string {
  const codePoints = Array.from(text);
  return codePoints.length > maxLength ? codePoints.slice(0, maxLength).join('') : text;
}

/**
 * The browser's description, as far as it helps tell phones from computers; nothing
 * invisible (a header cannot carry NUL, but a proxy may pass other control characters).
 */
export function storedUserAgent(header: string | undefined): string | null {
  if (!header) return null;
  // eslint-disable-next-line no-control-regex
  const visible = header.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return visible ? cut(visible, USER_AGENT_MAX_LENGTH) : null;
}

/**
 * The page the visitor came from, as its origin and path: its query string and fragment may
 * carry tokens, e-mail addresses or click ids. Anything that is not a web address is dropped.
 */
export function storedReferrer(header: string | undefined): string | null {
  if (!header) return null;
  let url: URL;
  try {
    url = new URL(header);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return cut(`${url.origin}${url.pathname}`, REFERRER_MAX_LENGTH);
}
