import { AppError } from '../common/app-error.js';
import { createValidationPipe } from '../common/validation.js';
import { SITE_SETTINGS_SEED } from '../database/seed/site-settings.seed.js';
import { SiteSettingsUpdateDto } from './dto/admin-site-settings.dto.js';
import {
  isHttpsUrl,
  isInternationalPhone,
  isItalianVatNumber,
  isSitePath,
  normalizeVatNumber,
  opensBeforeCloses,
} from './site-settings-rules.js';

describe('site settings rules', () => {
  it.each([
    ['+39 0583 495100', true],
    ['0039 0583 495100', true],
    ['+39 (0583) 49-51.00', true],
    ['+41 79 123 45 67', true],
    ['0583 495100', false],
    ['+39 05834', false],
    ['+39 0583 4951001234567', false],
    ['+0 583 495100', false],
    ['+39 0583 CHIAMA', false],
    ['', false],
  ])('phone %j in international form: %s', (phone, valid) => {
    expect(isInternationalPhone(phone)).toBe(valid);
  });

  it.each([
    ['IT02468135799', true],
    ['02468135799', true],
    ['IT00000000000', true],
    ['IT02468135790', false],
    ['IT02468135789', false],
    ['IT0246813579', false],
    ['DE02468135799', false],
    ['IT0246813579A', false],
  ])('VAT number %s: %s', (vat, valid) => {
    expect(isItalianVatNumber(vat)).toBe(valid);
  });

  it('stores a VAT number without spaces, in capitals', () => {
    expect(normalizeVatNumber(' it 024 681 357 99 ')).toBe('IT02468135799');
  });

  it.each([
    ['https://www.facebook.com/ativiaggi', true],
    ['https://it.trustpilot.com/review/ativiaggi.it?lingua=it#top', true],
    ['http://www.facebook.com/ativiaggi', false],
    ['https://localhost/pagina', false],
    ['https://user@www.facebook.com', false],
    ['https:// www.facebook.com', false],
    ['javascript:alert(1)', false],
    ['www.facebook.com/ativiaggi', false],
  ])('https address %j: %s', (url, valid) => {
    expect(isHttpsUrl(url)).toBe(valid);
  });

  it.each([
    ['/images/team/giulia.svg', true],
    ['/images/recensioni/anna.webp?v=2', true],
    ['//altro-sito.it/foto.jpg', false],
    ['/\\altro-sito.it/foto.jpg', false],
    ['images/team/giulia.svg', false],
    ['/images/team/giulia nuova.svg', false],
  ])('file of this site %j: %s', (path, valid) => {
    expect(isSitePath(path)).toBe(valid);
  });

  it.each([
    ['09:00', '18:00', true],
    ['00:00', '23:59', true],
    ['09:00', '09:00', false],
    ['18:00', '09:00', false],
    ['9:00', '18:00', false],
    ['09:00', '24:00', false],
  ])('opens %s, closes %s: %s', (opens, closes, valid) => {
    expect(opensBeforeCloses(opens, closes)).toBe(valid);
  });

  it('takes the seeded settings as they are, so that a first save needs no other change', async () => {
    const body = { version: '2026-11-26T08:00:00.123456Z', settings: SITE_SETTINGS_SEED };
    await expect(
      createValidationPipe().transform(body, { type: 'body', metatype: SiteSettingsUpdateDto }),
    ).resolves.toBeInstanceOf(SiteSettingsUpdateDto);
  });

  it('names the field of a nested refusal in Italian', async () => {
    const settings = {
      ...SITE_SETTINGS_SEED,
      openingHours: [{ days: [1], opens: '18:00', closes: '09:00' }],
    };
    const error = (await createValidationPipe()
      .transform({ version: '2026-11-26T08:00:00Z', settings }, { type: 'body', metatype: SiteSettingsUpdateDto })
      .catch((caught: unknown) => caught)) as AppError;
    expect(error.details).toEqual({
      'settings.openingHours.0.closes': ["L'orario di chiusura deve venire dopo quello di apertura."],
    });
  });
});
