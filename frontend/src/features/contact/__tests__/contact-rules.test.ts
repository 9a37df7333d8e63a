import { describe, expect, it } from 'vitest';
import { emptyContactForm, findContactProblem, type ContactFormValues } from '../contact-rules';

const valid: ContactFormValues = {
  ...emptyContactForm,
  name: 'Anna',
  email: 'anna@example.it',
  message: 'Buongiorno',
  privacyAccepted: true,
};

describe('findContactProblem', () => {
  it.each([
    ['everything missing', { ...emptyContactForm }, { rule: 'required', fields: ['name', 'email', 'message'] }],
    ['a name of spaces only', { ...valid, name: '   ' }, { rule: 'required', fields: ['name'] }],
    [
      'no message, bad e-mail, no privacy',
      { ...valid, message: '', email: 'x', privacyAccepted: false },
      { rule: 'required', fields: ['message'] },
    ],
    ['an e-mail without the dot part', { ...valid, email: 'anna@example' }, { rule: 'email', fields: ['email'] }],
    ['an e-mail without the at sign', { ...valid, email: 'anna.example.it' }, { rule: 'email', fields: ['email'] }],
    [
      'an e-mail with a space inside',
      { ...valid, email: 'anna bianchi@example.it' },
      { rule: 'email', fields: ['email'] },
    ],
    [
      'a bad e-mail and no privacy',
      { ...valid, email: 'anna@', privacyAccepted: false },
      { rule: 'email', fields: ['email'] },
    ],
    ['privacy not ticked', { ...valid, privacyAccepted: false }, { rule: 'privacy', fields: ['privacyAccepted'] }],
  ] as const)('%s', (_, values, expected) => {
    expect(findContactProblem(values)).toEqual(expected);
  });

  it.each(['anna@example.it', '  anna@example.it  ', 'a@b.c', 'anna.bianchi+viaggi@posta.example.com'])(
    'accepts %j with phone and reason left empty',
    (email) => {
      expect(findContactProblem({ ...valid, email })).toBeNull();
    },
  );
});
