import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '../../common/email.js';
import { MaxCodePoints, OneLine } from '../../common/validation-text.js';

export const REQUIRED_FIELDS_MESSAGE = 'Per favore, compila tutti i campi obbligatori.';
export const PRIVACY_MESSAGE = 'Per favore, accetta i termini sulla privacy.';
const TOO_LONG = 'Il testo è troppo lungo.';

/**
 * The largest body a valid form makes: its field limits (about 6,000 characters) at four
 * UTF-8 bytes each, with room for the names and quotes.
 */
export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/**
 * Optional fields: blank means absent, stored as null. With stopAtFirstError the decorator
 * nearest the property is checked first, so the "required" checks sit at the bottom.
 */
const trimToUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/*
 * The visitor's name and e-mail as every public form takes them (contact, waiting list).
 * applyDecorators applies its list first to last, the reverse of decorators written above a
 * property: the "required" checks come first here, as they sit nearest the property there.
 */
export const VisitorNameField = () =>
  applyDecorators(
    IsString({ message: REQUIRED_FIELDS_MESSAGE }),
    IsNotEmpty({ message: REQUIRED_FIELDS_MESSAGE }),
    MaxCodePoints(120, { message: TOO_LONG }),
    OneLine('il nome'),
    Transform(trim),
    ApiProperty({ maxLength: 120, example: 'Anna Bianchi' }),
  );

export const VisitorEmailField = () =>
  applyDecorators(
    IsString({ message: REQUIRED_FIELDS_MESSAGE }),
    IsNotEmpty({ message: REQUIRED_FIELDS_MESSAGE }),
    // Before the pattern, so that the length is checked first.
    MaxCodePoints(254, { message: TOO_LONG }),
    Matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE }),
    Transform(trim),
    ApiProperty({ maxLength: 254, example: 'anna.bianchi@example.it' }),
  );

export class ContactRequestCreateDto {
  @VisitorNameField()
  name: string;

  @VisitorEmailField()
  email: string;

  @ApiPropertyOptional({ maxLength: 40, example: '+39 333 1234567' })
  @Transform(trimToUndefined)
  @IsOptional()
  @MaxCodePoints(40, { message: TOO_LONG })
  @IsString()
  phone?: string;

  @ApiPropertyOptional({ maxLength: 200, description: "'Scrivo perché'", example: 'Informazioni su un viaggio' })
  @Transform(trimToUndefined)
  @IsOptional()
  @MaxCodePoints(200, { message: TOO_LONG })
  @IsString()
  reason?: string;

  @ApiProperty({ maxLength: 5000 })
  @Transform(trim)
  @MaxCodePoints(5000, { message: TOO_LONG })
  @IsNotEmpty({ message: REQUIRED_FIELDS_MESSAGE })
  @IsString({ message: REQUIRED_FIELDS_MESSAGE })
  message: string;

  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Trip slug the request is about',
    example: 'praga-tour-culturale',
  })
  @Transform(trimToUndefined)
  @IsOptional()
  @MaxCodePoints(100, { message: TOO_LONG })
  @IsString()
  destinationId?: string;

  @ApiPropertyOptional({
    maxLength: 100,
    description: 'The dates the visitor chose, as shown to them',
    example: '10/05/2027 - 14/05/2027',
  })
  @Transform(trimToUndefined)
  @IsOptional()
  @MaxCodePoints(100, { message: TOO_LONG })
  @IsString()
  travelDate?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'Milano Malpensa' })
  @Transform(trimToUndefined)
  @IsOptional()
  @MaxCodePoints(100, { message: TOO_LONG })
  @IsString()
  airport?: string;

  @ApiPropertyOptional({
    maxLength: 50,
    description: "Campaign tag the visitor arrived with ('ads', 'home-promo-islanda')",
    example: 'ads',
  })
  @Transform(trimToUndefined)
  @IsOptional()
  @MaxCodePoints(50, { message: TOO_LONG })
  @IsString()
  referralSource?: string;

  @ApiProperty({ enum: [true], description: 'The privacy notice was accepted' })
  @Equals(true, { message: PRIVACY_MESSAGE })
  privacyAccepted: true;
}
