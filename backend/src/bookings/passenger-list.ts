/** One line of a departure's passenger list. */
export interface Passenger {
  reference: string;
  status: string;
  lastName: string;
  firstName: string;
  birthDate: string | null;
  isChild: boolean;
  address: string | null;
  passportNumber: string | null;
  airport: string;
  contactEmail: string;
  contactPhone: string;
}

const HEADER = [
  'Riferimento',
  'Stato',
  'Cognome',
  'Nome',
  'Data di nascita',
  'Bambino',
  'Indirizzo',
  'Passaporto',
  'Aeroporto',
  'Email',
  'Telefono',
];

const STATUS_WORDS: Record<string, string> = {
  pending: 'In attesa di pagamento',
  transfer_declared: 'Bonifico dichiarato',
  confirmed: 'Confermata',
};

/**
 * One cell: quoted, with its quotes doubled. A text a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe, so a
 * name typed by a customer can never become one.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const italianDate = (date: string | null) => (date ? date.split('-').reverse().join('/') : '');

/**
 * Lines as Italian spreadsheets open them: semicolons between cells, CRLF between lines and a
 * byte-order mark so that accented names read right.
 */
export function spreadsheetCsv(lines: readonly (readonly string[])[]): string {
  return `\ufeff${lines.map((cells) => cells.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** The passenger list, one line per traveller. */
export function passengerListCsv(passengers: readonly Passenger[]): string {
  return spreadsheetCsv([
    HEADER,
    ...passengers.map((p) => [
      p.reference,
      STATUS_WORDS[p.status] ?? p.status,
      p.lastName,
      p.firstName,
      italianDate(p.birthDate),
      p.isChild ? 'sì' : 'no',
      p.address ?? '',
      p.passportNumber ?? '',
      p.airport,
      p.contactEmail,
      p.contactPhone,
    ]),
  ]);
}
