/**
 * Text, at sign, text, dot, text: the rule the contact form has always applied, written so
 * that a match costs time linear in the input (the part before the domain's first dot holds
 * no dot, so there is only one way to split the text).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+\.[^\s@]+$/;

export const INVALID_EMAIL_MESSAGE = 'Inserisci un indirizzo email valido.';
