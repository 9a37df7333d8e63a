import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, type ErrorDetails } from './app-error.js';

/**
 * Italian fallbacks for the constraints DTOs use without a message of their own. A DTO
 * that needs wording a user will read (a form field) passes `message` on the decorator.
 */
const ITALIAN_FALLBACKS: Record<string, string> = {
  whitelistValidation: 'Campo non previsto.',
  isDefined: 'Campo obbligatorio.',
  isNotEmpty: 'Campo obbligatorio.',
  isString: 'Deve essere un testo.',
  isInt: 'Deve essere un numero intero.',
  isNumber: 'Deve essere un numero.',
  isBoolean: 'Deve essere vero o falso.',
  isEmail: 'Inserisci un indirizzo email valido.',
  isUUID: 'Identificativo non valido.',
  isIn: 'Valore non consentito.',
  isEnum: 'Valore non consentito.',
  isArray: 'Deve essere un elenco.',
  arrayMinSize: "L'elenco contiene troppo pochi elementi.",
  arrayMaxSize: "L'elenco contiene troppi elementi.",
  min: 'Il valore è troppo basso.',
  max: 'Il valore è troppo alto.',
  minLength: 'Il testo è troppo corto.',
  maxLength: 'Il testo è troppo lungo.',
  isDateString: 'Data non valida.',
  isISO8601: 'Data non valida.',
  matches: 'Formato non valido.',
  equals: 'Valore non consentito.',
  nestedValidation: 'Dati non validi.',
};

/** class-validator's own texts are English; a DTO's own messages are Italian already. */
function isDefaultMessage(text: string): boolean {
  return /^(property |each value |an instance of )|\b(must|should)\b/.test(text);
}

function italianMessage(constraint: string, text: string): string {
  return isDefaultMessage(text) ? (ITALIAN_FALLBACKS[constraint] ?? 'Valore non valido.') : text;
}

/**
 * The sentence for the user: the DTO's own message of the first invalid field (fields in
 * declaration order), so a form can show the one thing to fix; otherwise the generic one.
 */
function firstOwnMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const own = Object.values(error.constraints ?? {}).find((text) => !isDefaultMessage(text));
    if (own) return own;
    const nested = error.children?.length ? firstOwnMessage(error.children) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

export function flattenValidationErrors(errors: ValidationError[], prefix = ''): ErrorDetails {
  const details: ErrorDetails = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      details[field] = Object.entries(error.constraints).map(([constraint, text]) => italianMessage(constraint, text));
    }
    if (error.children?.length) Object.assign(details, flattenValidationErrors(error.children, field));
  }
  return details;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) =>
      new AppError('VALIDATION_FAILED', flattenValidationErrors(errors), firstOwnMessage(errors)),
  });
}
