/**
 * The admin bookings search: what staff type when a bank transfer arrives (its remittance
 * text, the payer's name, an e-mail or a phone number) turned into bound parameters for one
 * SQL condition. Nothing the user types is ever written into the SQL text.
 */

/**
 * Accented letters folded to plain ones, both cases, so that 'Nicolo' finds 'Nicolò'. The
 * `unaccent` extension is not installed in the database; `translate` with a fixed table covers
 * the letters Italian and neighbouring names use, and does not depend on the database locale
 * (under the C locale `lower` leaves 'À' as it is, hence the upper-case letters here too).
 */
const ACCENTED = 'àáâãäåèéêëìíîïòóôõöùúûüýÿñçÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÝŸÑÇ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuyyncaaaaaaeeeeiiiiooooouuuuyync';

/** The SQL expression folding a text column the same way `foldText` folds the search text. */
export function foldSql(expression: string): string {
  return `translate(lower(${expression}), '${ACCENTED}', '${PLAIN}')`;
}

/** Lower case without accents: the JavaScript side of `foldSql`. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern (escape `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A term that looks like a phone number: digits and the signs people write between them. */
const PHONE_LIKE = /^[\d\s+()./-]+$/;
/** Fewer digits than this would match half the phone book, and are more likely a receipt number. */
const MIN_PHONE_DIGITS = 4;

export interface SearchParameters {
  /** `%text%`, folded, spaces collapsed, wildcards escaped: reference, names, e-mail. */
  pattern: string;
  /** Letters and digits only, for the reference typed without its space ('ricevuta1234'); or null. */
  compact: string | null;
  /** The digits of a phone-like term; or null. */
  phoneDigits: string | null;
}

export function searchParameters(term: string): SearchParameters {
  const folded = foldText(term).replace(/\s+/g, ' ').trim();
  const compact = folded.replace(/[^a-z0-9]/g, '');
  const digits = term.replace(/\D/g, '');
  return {
    pattern: `%${escapeLike(folded)}%`,
    compact: compact.length > 0 ? compact : null,
    phoneDigits: PHONE_LIKE.test(term) && digits.length >= MIN_PHONE_DIGITS ? digits : null,
  };
}

/**
 * The condition for parameters `$n` (pattern), `$n+1` (compact) and `$n+2` (phone digits),
 * true for every booking when the pattern is null. Bookings alias `b`.
 */
export function searchCondition(n: number): string {
  const [pattern, compact, phone] = [`$${n}::text`, `$${n + 1}::text`, `$${n + 2}::text`];
  const name = (first: string, second: string) => foldSql(`bt.${first} || ' ' || bt.${second}`);
  return `(${pattern} IS NULL
    OR ${foldSql('b.payment_reference')} LIKE ${pattern}
    OR (${compact} IS NOT NULL
        AND regexp_replace(lower(b.payment_reference), '[^a-z0-9]', '', 'g') LIKE '%' || ${compact} || '%')
    OR EXISTS (SELECT 1 FROM booking_travellers bt WHERE bt.booking_id = b.id
               AND (${name('first_name', 'last_name')} LIKE ${pattern}
                    OR ${name('last_name', 'first_name')} LIKE ${pattern}))
    OR ${foldSql('b.contact_email')} LIKE ${pattern}
    OR (${phone} IS NOT NULL AND regexp_replace(b.contact_phone, '[^0-9]', '', 'g') LIKE '%' || ${phone} || '%'))`;
}
