import { smtpReason } from './mailer.js';

describe('SMTP failures as staff read them', () => {
  it.each([
    [
      { responseCode: 550, response: '550 5.1.1 <anna@example.it>: Recipient address rejected' },
      'SMTP 550 5.1.1',
      true,
    ],
    [{ responseCode: 552, response: '552-5.2.2 Mailbox full' }, 'SMTP 552 5.2.2', true],
    [{ responseCode: 421, response: '421 4.7.0 Try again later' }, 'SMTP 421 4.7.0', false],
    [{ responseCode: 451, response: 'temporary local problem' }, 'SMTP 451', false],
    [{ code: 'ECONNECTION' }, 'ECONNECTION', false],
    [{ code: 'ETIMEDOUT' }, 'ETIMEDOUT', false],
    [new Error('something odd'), 'SMTP_UNREACHABLE', false],
  ])('%j is "%s", permanent: %s', (error, reason, permanent) => {
    expect(smtpReason(error)).toEqual({ reason, permanent });
  });

  it('never keeps the address a server quotes', () => {
    const { reason } = smtpReason({ responseCode: 550, response: '550 5.1.1 <anna@example.it> unknown' });
    expect(reason).not.toContain('anna');
  });
});
