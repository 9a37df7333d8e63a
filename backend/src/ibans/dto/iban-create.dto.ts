import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { MaxCodePoints, OneLine } from '../../common/validation-text.js';

export const IBAN_BODY_LIMIT_BYTES = 4 * 1024;
export const IBAN_REQUIRED_FIELDS_MESSAGE = 'Compila almeno i campi obbligatori (Intestatario e IBAN)';
const TOO_LONG = 'Il testo è troppo lungo.';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimToUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

export class IbanCreateDto {
  @ApiProperty({ maxLength: 100, example: 'ATI Viaggi S.r.l.', description: "'Intestatario'" })
  @Transform(trim)
  @OneLine("l'intestatario")
  @MaxCodePoints(100, { message: TOO_LONG })
  @IsNotEmpty({ message: IBAN_REQUIRED_FIELDS_MESSAGE })
  @IsString({ message: IBAN_REQUIRED_FIELDS_MESSAGE })
  accountHolder: string;

  @ApiProperty({
    maxLength: 50,
    example: 'IT60 X054 2811 1010 0000 0123 456',
    description: 'Spaces and lower case allowed; stored upper case without spaces',
  })
  @Transform(trim)
  @MaxCodePoints(50, { message: TOO_LONG })
  @IsNotEmpty({ message: IBAN_REQUIRED_FIELDS_MESSAGE })
  @IsString({ message: IBAN_REQUIRED_FIELDS_MESSAGE })
  iban: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'Banca di Lucca', description: "Blank: 'Non specificato'" })
  @Transform(trimToUndefined)
  @IsOptional()
  @OneLine('il nome della banca')
  @MaxCodePoints(100, { message: TOO_LONG })
  @IsString({ message: 'Indica il nome della banca come testo.' })
  bankName?: string;
}
