import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the stand-in does with the next recipient: take the mail, or refuse it for good. */
export type SmtpMood = 'accept' | 'refuse';

/**
 * A real SMTP server on loopback (smtp-server), keeping every message it accepts, parsed
 * (mailparser). It can refuse recipients with a 550, and stop and start again on the same
 * port to play a server that is down for a while.
 */
export class SmtpStandIn {
  readonly received: ParsedMail[] = [];
  mood: SmtpMood = 'accept';
  private server: SMTPServer | null = null;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      // Stopping drops the client's pooled connection at once, as a server going down does.
      closeTimeout: 50,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.mood === 'refuse') {
          const error = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), {
            responseCode: 550,
          });
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream, { keepCidLinks: true })
          .then((mail) => {
            this.received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages received for `to`, oldest first. */
  to(address: string): ParsedMail[] {
    return this.received.filter((mail) => {
      const recipients = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      return recipients.some((group) => group.value.some((entry) => entry.address === address));
    });
  }
}
