import { type ValidationArguments, type ValidationOptions, ValidateBy } from 'class-validator';

/**
 * The checks the site settings' fields share with nothing else: what a phone number, a VAT
 * number, an opening time and an address on the web must look like before the footer, the
 * contact page and the structured data show them to customers.
 */

/** 'HH:MM' on the 24-hour clock, as the opening hours are stored and shown. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Italian postal code (CAP). */
export const POSTAL_CODE_PATTERN = /^\d{5}$/;

/** Two capital letters: a province ('LU') or a country ('IT'). */
export const TWO_LETTER_CODE_PATTERN = /^[A-Z]{2}$/;

/** A review's own id: short, no spaces, used by the pages as a React key. */
export const REVIEW_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** A site-settings version: the row's last change, as the API hands it out (an ISO instant in UTC). */
export const VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/**
 * The phone in international form, as WhatsApp's links and `tel:` links need it: '+' or '00',
 * a country code not starting with 0, 8 to 15 digits in all; spaces, dots, dashes, slashes
 * and brackets are how people write it and are kept as typed.
 */
export function isInternationalPhone(text: string): boolean {
  const compact = text.replace(/[\s.()\-/]/g, '');
  return /^(?:\+|00)[1-9]\d{7,14}$/.test(compact);
}

/** 'IT 02468135799' and 'it02468135799' are stored 'IT02468135799'. */
export function normalizeVatNumber(text: string): string {
  return text.replace(/\s/g, '').toUpperCase();
}

/**
 * An Italian VAT number (partita IVA), with or without the 'IT' prefix: eleven digits whose
 * last one is the check digit of the other ten (odd places as they are, even places doubled
 * and their digits summed), so that a typing mistake is caught before it is published.
 */
export function isItalianVatNumber(normalized: string): boolean {
  const match = /^(?:IT)?(\d{11})$/.exec(normalized);
  if (!match) return false;
  const digits = [...match[1]].map(Number);
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    if (i % 2 === 0) sum += digits[i];
    else sum += digits[i] * 2 > 9 ? digits[i] * 2 - 9 : digits[i] * 2;
  }
  return (10 - (sum % 10)) % 10 === digits[10];
}

/**
 * An absolute https address whose host has a dot in it (no 'localhost'), without a user name
 * or spaces. The host's labels cannot hold a dot, so the pattern has one way to match: linear time.
 */
export function isHttpsUrl(text: string): boolean {
  if (!/^https:\/\/[^\s/?#@\\.]+(?:\.[^\s/?#@\\.]+)+(?:[/?#][^\s\\]*)?$/i.test(text)) return false;
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A file of this site, such as '/images/team/giulia.svg' (never '//host/...', which leaves the site). */
export function isSitePath(text: string): boolean {
  return /^\/(?![/\\])[^\s?#\\]*(?:\?[^\s#\\]*)?$/.test(text);
}

/** 'HH:MM' strings compare as the times they are. */
export function opensBeforeCloses(opens: unknown, closes: unknown): boolean {
  return (
    typeof opens === 'string' &&
    typeof closes === 'string' &&
    TIME_PATTERN.test(opens) &&
    TIME_PATTERN.test(closes) &&
    opens < closes
  );
}

function rule(
  name: string,
  validate: (value: unknown, args: ValidationArguments) => boolean,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy({ name, validator: { validate, defaultMessage: () => `$property is not valid` } }, options);
}

export const IsInternationalPhone = (options?: ValidationOptions) =>
  rule('isInternationalPhone', (value) => typeof value === 'string' && isInternationalPhone(value), options);

export const IsItalianVatNumber = (options?: ValidationOptions) =>
  rule('isItalianVatNumber', (value) => typeof value === 'string' && isItalianVatNumber(value), options);

/** An https address, or an empty text where the field may be left out (a social network the agency is not on). */
export const IsHttpsUrl = ({ allowEmpty = false } = {}, options?: ValidationOptions) =>
  rule(
    'isHttpsUrl',
    (value) => typeof value === 'string' && ((allowEmpty && value === '') || isHttpsUrl(value)),
    options,
  );

/** A picture: a file of this site or an https address (the service checks that the address is the site's own). */
export const IsImageAddress = (options?: ValidationOptions) =>
  rule('isImageAddress', (value) => typeof value === 'string' && (isSitePath(value) || isHttpsUrl(value)), options);

/** On `closes`: later than the same entry's `opens`. */
export const ClosesAfterOpens = (options?: ValidationOptions) =>
  rule(
    'closesAfterOpens',
    (value, args) => opensBeforeCloses((args.object as { opens?: unknown }).opens, value),
    options,
  );

/** On a list of objects with an `id`: no id twice. */
export const UniqueIds = (options?: ValidationOptions) =>
  rule(
    'uniqueIds',
    (value) => {
      if (!Array.isArray(value)) return false;
      const ids = value.map((item) => (item as { id?: unknown } | null)?.id);
      return new Set(ids).size === ids.length;
    },
    options,
  );

/** On a picture's description: required when the same entry has a picture (`imageUrl`). */
export const DescribesImage = (options?: ValidationOptions) =>
  rule(
    'describesImage',
    (value, args) => value !== '' || (args.object as { imageUrl?: unknown }).imageUrl === null,
    options,
  );
