/** Small text helpers shared by the camt and CSV readers. */

/** Runs of whitespace (line breaks inside a cell or a wrapped XML text) as one space, trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The non-empty parts joined with one space, whitespace collapsed. */
export function joinText(parts: readonly (string | null | undefined)[]): string {
  return collapseWhitespace(parts.filter((part) => part !== null && part !== undefined).join(' '));
}

/** A name as stored: whitespace collapsed, null when there is none. */
export function nameOrNull(text: string | null | undefined): string | null {
  const name = collapseWhitespace(text ?? '');
  return name === '' ? null : name;
}

/** An IBAN as stored and compared: no spaces, upper case; null when there is none. */
export function compactIban(text: string | null | undefined): string | null {
  const iban = (text ?? '').replace(/\s+/g, '').toUpperCase();
  return iban === '' ? null : iban;
}

/** 'yyyy-MM-dd' for a date that exists (no 31 February), otherwise null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one; UTC so no time zone moves it.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
