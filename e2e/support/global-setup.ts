import { E2E_ADMIN } from './admin.ts';
import { MailCatcher } from './mail-catcher.ts';
import { makePartnerOwner } from './partner.ts';
import { freePort, startBackend } from './start-backend.mjs';

/**
 * One app for the whole browser run, with its own empty database; stopped at the end. It
 * trusts X-Forwarded-For, as behind nginx, so that each test can be a client of its own
 * (support/test.ts). Its first admin is E2E_ADMIN, for the admin area's tests. It sends its
 * e-mails to a local SMTP server (support/mail-catcher.ts), which the tests read back. The
 * agency has a second owner, E2E_PARTNER, who approves what the first asks (decision A8).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mail = new MailCatcher();
  await mail.start();
  try {
    // The embedded cluster on a port of its own, for the set-up to reach its database too.
    const postgresPort = process.env.DATABASE_URL ? null : String(await freePort());
    const app = await startBackend({
      env: {
        TRUST_PROXY: 'true',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SMTP_URL: mail.smtpUrl,
        MAIL_FROM: 'ATI Viaggi <prenotazioni@ati-viaggi.example>',
        // A queued e-mail leaves within half a second: the journey waits for it.
        DELIVERY_POLL_SECONDS: '0.5',
        ...(postgresPort ? { EMBEDDED_POSTGRES_PORT: postgresPort } : {}),
      },
    });
    process.env.E2E_BASE_URL = app.url;
    try {
      await makePartnerOwner(
        app.url,
        app.databaseUrl ?? `postgres://postgres:postgres@127.0.0.1:${postgresPort}/viaggi`,
      );
    } catch (error) {
      await app.stop();
      throw error;
    }
    return async () => {
      await app.stop();
      await mail.stop();
    };
  } catch (error) {
    await mail.stop();
    throw error;
  }
}
