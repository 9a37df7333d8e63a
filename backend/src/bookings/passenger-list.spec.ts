import { csvCell, type Passenger, passengerListCsv } from './passenger-list.js';

describe('passenger list', () => {
  const passenger: Passenger = {
    reference: 'Ricevuta 4821',
    status: 'confirmed',
    lastName: "D'Angelo",
    firstName: 'Anna "Annina"',
    birthDate: '1962-04-18',
    isChild: false,
    address: 'Via Fillungo 12; Lucca',
    passportNumber: 'YA1234567',
    airport: 'MXP',
    contactEmail: 'anna@example.it',
    contactPhone: '+39 333 1234567',
  };

  it('writes a header and one line per traveller, as Italian spreadsheets read it', () => {
    const csv = passengerListCsv([passenger, { ...passenger, firstName: 'Luca', birthDate: null, isChild: true }]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      '"Riferimento";"Stato";"Cognome";"Nome";"Data di nascita";"Bambino";"Indirizzo";"Passaporto";"Aeroporto";"Email";"Telefono"',
    );
    expect(lines[1]).toBe(
      `"Ricevuta 4821";"Confermata";"D'Angelo";"Anna ""Annina""";"18/04/1962";"no";"Via Fillungo 12; Lucca";"YA1234567";"MXP";"anna@example.it";"'+39 333 1234567"`,
    );
    expect(lines[2]).toContain('"Luca";"";"sì"');
    expect(lines[3]).toBe('');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+39 333', `"'+39 333"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tAnna', `"'\tAnna"`],
    ['Anna', '"Anna"'],
  ])('keeps %j from being read as a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
