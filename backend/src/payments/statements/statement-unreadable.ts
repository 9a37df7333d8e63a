/**
 * A statement file that cannot be read, with a message for the staff who uploaded it: in
 * Italian, and naming where the problem is (a CSV row, a camt entry, the file as a whole) so
 * that they can look at that spot or ask the bank for another export.
 */
export class StatementUnreadable extends Error {
  override readonly name = 'StatementUnreadable';
  /** 'Riga 14', 'Movimento 3', 'Movimento 3, operazione 2' or 'File'. */
  readonly where: string;

  constructor(where: string, message: string) {
    super(message);
    this.where = where;
  }

  /** 'Riga 14: manca la data contabile.' from the place and the problem. */
  static at(where: string, problem: string): StatementUnreadable {
    return new StatementUnreadable(where, `${where}: ${problem}`);
  }

  /** A problem with the file as a whole: the message is a sentence of its own. */
  static file(message: string): StatementUnreadable {
    return new StatementUnreadable('File', message);
  }
}

/** A value from the file inside a message, cut so that a runaway cell keeps the message readable. */
export function quoted(value: string): string {
  const shown = value.length > 40 ? `${value.slice(0, 39)}…` : value;
  return `«${shown}»`;
}

/** The message every parser gives for a file that is none of the formats it knows. */
export const NOT_A_STATEMENT = 'Il file non è un estratto conto camt.053, camt.054 o CSV riconosciuto.';
