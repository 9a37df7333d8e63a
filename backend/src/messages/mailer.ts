import nodemailer, { type Transporter } from 'nodemailer';
import type { DeliveryOutcome } from './delivery-attempt.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

/**
 * An SMTP reply as staff may read it: the code and the enhanced status ('SMTP 550 5.1.1'),
 * never the text after them, which servers fill with the recipient's address.
 */
export function smtpReason(error: unknown): { reason: string; permanent: boolean } {
  const { responseCode, response, code } = (error ?? {}) as { responseCode?: number; response?: string; code?: string };
  if (typeof responseCode === 'number') {
    const enhanced = /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(response ?? '')?.[1];
    return {
      reason: `SMTP ${responseCode}${enhanced ? ` ${enhanced}` : ''}`,
      // 5xx: the server will say the same again (no such mailbox, message refused); 4xx: later.
      permanent: responseCode >= 500 && responseCode < 600,
    };
  }
  // No answer at all (refused, reset, timed out): the server may be back in a minute.
  return { reason: typeof code === 'string' ? code.slice(0, 40) : 'SMTP_UNREACHABLE', permanent: false };
}

/** Customer e-mail through the agency's SMTP server (SMTP_URL), one pooled connection reused. */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    // A pool keeps the connection between messages: a burst of reminders is one login.
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    this.transport = nodemailer.createTransport(url.toString(), {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as object);
  }

  async send(mail: OutgoingMail): Promise<DeliveryOutcome> {
    try {
      await this.transport.sendMail({ from: this.from, ...mail });
      return { kind: 'sent' };
    } catch (error) {
      return { kind: 'refused', ...smtpReason(error) };
    }
  }

  close(): void {
    this.transport.close();
  }
}
