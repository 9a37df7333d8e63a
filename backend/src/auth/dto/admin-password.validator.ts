import { ValidateBy, type ValidationOptions } from 'class-validator';
import { passwordProblem, PASSWORD_TOO_SHORT_MESSAGE } from '../password.js';

/** A new admin password: the policy's own Italian message when it falls short. */
export function IsAdminPassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'adminPassword',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && passwordProblem(value) === null,
        defaultMessage: (args) =>
          typeof args?.value === 'string' ? (passwordProblem(args.value) ?? '') : PASSWORD_TOO_SHORT_MESSAGE,
      },
    },
    options,
  );
}
