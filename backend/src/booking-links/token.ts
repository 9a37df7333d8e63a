import { randomInt } from 'node:crypto';

export const BASE62_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A link made by the checkout or by an admin: 32 characters, about 190 bits. */
export const LINK_TOKEN_LENGTH = 32;
/** A link of the bulk generation, short enough to dictate on the phone: about 71 bits. */
export const BULK_LINK_TOKEN_LENGTH = 12;

/** What a token in a URL may look like; anything else is not looked up. */
export const LINK_TOKEN_PATTERN = /^[0-9A-Za-z]{12,32}$/;

/**
 * A token nobody can guess: every character drawn from the operating system's random source
 * without modulo bias, so each of the 62 letters and digits is equally likely.
 */
export function generateLinkToken(length: number = LINK_TOKEN_LENGTH): string {
  let token = '';
  for (let i = 0; i < length; i++) token += BASE62_ALPHABET[randomInt(BASE62_ALPHABET.length)];
  return token;
}
