import { EPC_PAYLOAD_MAX_BYTES, epcAmount, epcQrPayload } from './epc-qr.js';

describe('EPC QR payload', () => {
  const transfer = {
    beneficiaryName: 'A.T.I. S.R.L.',
    iban: 'IT60 X054 2811 1010 0000 0123 456',
    amountCents: 103_200,
    remittance: 'Ricevuta 4821',
  };

  it('writes the eleven lines of version 002 in UTF-8 for a SEPA credit transfer', () => {
    expect(epcQrPayload(transfer).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'A.T.I. S.R.L.',
      'IT60X0542811101000000123456',
      'EUR1032.00',
      '',
      '',
      'Ricevuta 4821',
    ]);
  });

  it.each([
    [1, 'EUR0.01'],
    [5, 'EUR0.05'],
    [10, 'EUR0.10'],
    [1234, 'EUR12.34'],
    [100_000, 'EUR1000.00'],
    [123_456_789, 'EUR1234567.89'],
    [99_999_999_999, 'EUR999999999.99'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(epcAmount(cents)).toBe(text);
  });

  it.each([0, -100, 1.5, 100_000_000_000])('refuses an amount of %s cents', (cents) => {
    expect(() => epcAmount(cents)).toThrow(RangeError);
  });

  it('cuts the beneficiary to 70 characters and the remittance to 140, without splitting a character', () => {
    const name = epcQrPayload({ ...transfer, beneficiaryName: `${'È'.repeat(69)}€€€` }).split('\n')[5];
    expect([...name]).toHaveLength(70);
    expect(name.endsWith('È€')).toBe(true);
    expect(epcQrPayload({ ...transfer, remittance: 'R'.repeat(200) }).split('\n')[10]).toHaveLength(140);
  });

  it('keeps every field on its line whatever the names hold', () => {
    const lines = epcQrPayload({ ...transfer, beneficiaryName: 'Viaggi\nSRL\r\n', bic: ' UNCRITMM ' }).split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[4]).toBe('UNCRITMM');
    expect(lines[5]).toBe('Viaggi SRL');
  });

  it('stays within the 331 bytes of the standard at its longest', () => {
    const longest = epcQrPayload({
      beneficiaryName: 'Ä'.repeat(70),
      iban: 'LC55HEMM000100010012001200023015',
      bic: 'UNCRITMMXXX',
      amountCents: 99_999_999_999,
      remittance: 'R'.repeat(140),
    });
    expect(Buffer.byteLength(longest, 'utf8')).toBeLessThanOrEqual(EPC_PAYLOAD_MAX_BYTES);
    const name = longest.split('\n')[5];
    expect(name).toMatch(/^Ä+$/);
    expect(name.length).toBeGreaterThan(50);
  });
});
