import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An e-mail as the SMTP server received it, in JSON: attachments as base64. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string | null; contentType: string; cid: string | null; base64: string }[];
}

/** Where the tests read the mails: the global setup sets it, Playwright's workers inherit it. */
const MAIL_URL_VARIABLE = 'E2E_MAIL_URL';

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const groups = Array.isArray(field) ? field : field ? [field] : [];
  return groups.flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

function received(mail: ParsedMail): ReceivedMail {
  return {
    to: addresses(mail.to),
    from: addresses(mail.from)[0] ?? '',
    subject: mail.subject ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    text: mail.text ?? '',
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? null,
      contentType: attachment.contentType,
      cid: attachment.cid ?? null,
      base64: attachment.content.toString('base64'),
    })),
  };
}

/**
 * A real SMTP server on loopback for the app the browser tier starts, so that its e-mails are
 * sent as in production (nodemailer, pg-boss workers) rather than kept for staff. It keeps
 * every message, parsed, and answers them as JSON at GET / on a small HTTP server: the tests
 * run in Playwright's worker processes, which cannot read this process's memory.
 */
export class MailCatcher {
  private readonly mails: ReceivedMail[] = [];
  private smtp: SMTPServer | null = null;
  private web: http.Server | null = null;
  smtpPort = 0;
  webPort = 0;

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.smtpPort}`;
  }

  get url(): string {
    return `http://127.0.0.1:${this.webPort}/`;
  }

  async start(): Promise<void> {
    const smtp = new SMTPServer({
      authOptional: true,
      closeTimeout: 50,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        // cid: links left as they are, as a mail client receives them.
        simpleParser(stream, { keepCidLinks: true })
          .then((mail) => {
            this.mails.push(received(mail));
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(0, '127.0.0.1', () => resolve());
    });
    this.smtp = smtp;
    this.smtpPort = (smtp.server.address() as AddressInfo).port;

    const web = http.createServer((request, response) => {
      if (request.method !== 'GET') {
        response.writeHead(405).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(this.mails));
    });
    await new Promise<void>((resolve, reject) => {
      web.once('error', reject);
      web.listen(0, '127.0.0.1', () => resolve());
    });
    this.web = web;
    this.webPort = (web.address() as AddressInfo).port;
    process.env[MAIL_URL_VARIABLE] = this.url;
  }

  async stop(): Promise<void> {
    const { smtp, web } = this;
    this.smtp = null;
    this.web = null;
    await Promise.all([
      smtp ? new Promise<void>((resolve) => smtp.close(() => resolve())) : undefined,
      web ? new Promise<void>((resolve) => web.close(() => resolve())) : undefined,
    ]);
  }
}

/** In a test: every e-mail the app has sent so far in this run, oldest first. */
export async function receivedMails(): Promise<ReceivedMail[]> {
  const url = process.env[MAIL_URL_VARIABLE];
  if (!url) throw new Error(`${MAIL_URL_VARIABLE} is unset: the global setup starts the mail catcher`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}
