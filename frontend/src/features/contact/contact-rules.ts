export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  reason: string;
  message: string;
  privacyAccepted: boolean;
}

export type ContactField = keyof ContactFormValues;
export type ContactRule = 'required' | 'email' | 'privacy';

export interface ContactProblem {
  rule: ContactRule;
  /** The fields to fix, in the order they appear on the form. */
  fields: ContactField[];
}

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  reason: '',
  message: '',
  privacyAccepted: false,
};

/** Text, at sign, text, dot, text: the same rule the server applies. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredFields = ['name', 'email', 'message'] as const;

/**
 * The first rule the form breaks, checked in the agency's order (required fields, then the
 * e-mail, then the privacy box), or null when the request can be sent.
 */
export function findContactProblem(values: ContactFormValues): ContactProblem | null {
  const missing = requiredFields.filter((field) => values[field].trim() === '');
  if (missing.length > 0) return { rule: 'required', fields: missing };
  if (!EMAIL_PATTERN.test(values.email.trim())) return { rule: 'email', fields: ['email'] };
  if (!values.privacyAccepted) return { rule: 'privacy', fields: ['privacyAccepted'] };
  return null;
}
