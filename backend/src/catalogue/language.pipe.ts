import { type PipeTransform } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { type Language, LANGUAGES } from './trip-content.js';

export const UNSUPPORTED_LANGUAGE_MESSAGE = 'Lingua non supportata: usa it oppure en.';

/**
 * The `lang` query parameter of the catalogue, Italian when absent. A plain check rather than
 * a validated DTO: these are the busiest reads of the site and need no more.
 */
export class LanguagePipe implements PipeTransform<unknown, Language> {
  transform(value: unknown): Language {
    if (value === undefined || value === '') return 'it';
    if (typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)) return value as Language;
    throw new AppError('VALIDATION_FAILED', { lang: [UNSUPPORTED_LANGUAGE_MESSAGE] }, UNSUPPORTED_LANGUAGE_MESSAGE);
  }
}
