/** What the customer types: GG/MM/AAAA, ten characters. */
const TYPED_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * '24/05/1961' as the API's '1961-05-24'; null for anything that is not a whole, real date in
 * that form (a half-typed date, 31/02, 00/13), so nothing is guessed while the customer types.
 */
export function parseTypedDate(typed: string): string | null {
  const match = TYPED_DATE.exec(typed.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  if (m < 1 || m > 12 || d < 1 || y < 1900) return null;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > daysInMonth) return null;
  return `${year}-${month}-${day}`;
}
