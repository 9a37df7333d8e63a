import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '../../common/email.js';
import { MaxCodePoints, OneLine } from '../../common/validation-text.js';
import { PARTNER_UNPAID_SEATS } from '../partner.entity.js';

export const PARTNER_BODY_LIMIT_BYTES = 4 * 1024;
export const PARTNER_NAME_MAX = 100;
export const PARTNER_EMAIL_MAX = 254;
export const MAX_COMMISSION_PERCENT = 30;

const NAME_MESSAGE = "Indica il nome dell'agenzia partner.";
const COMMISSION_MESSAGE = `Indica la commissione come percentuale da 0 a ${MAX_COMMISSION_PERCENT}, con al massimo due decimali (per esempio 12,5 si scrive 12.5).`;
const UNPAID_SEATS_MESSAGE = `Indica quanti posti il partner può tenere non pagati su una partenza: da ${PARTNER_UNPAID_SEATS.min} a ${PARTNER_UNPAID_SEATS.max}.`;
const TOO_LONG = 'Il testo è troppo lungo.';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class PartnerCreateDto {
  @ApiProperty({ maxLength: PARTNER_NAME_MAX, example: 'Viaggi Rossi S.r.l.' })
  @Transform(trim)
  @OneLine("il nome dell'agenzia")
  @MaxCodePoints(PARTNER_NAME_MAX, { message: TOO_LONG })
  @IsNotEmpty({ message: NAME_MESSAGE })
  @IsString({ message: NAME_MESSAGE })
  name: string;

  @ApiProperty({
    maxLength: PARTNER_EMAIL_MAX,
    example: 'prenotazioni@viaggirossi.it',
    description: "Where messages about the partner's bookings go; stored lower-cased",
  })
  @Transform(trim)
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE })
  @MaxCodePoints(PARTNER_EMAIL_MAX, { message: TOO_LONG })
  @IsNotEmpty({ message: INVALID_EMAIL_MESSAGE })
  @IsString({ message: INVALID_EMAIL_MESSAGE })
  email: string;

  @ApiProperty({
    minimum: 0,
    maximum: MAX_COMMISSION_PERCENT,
    multipleOf: 0.01,
    example: 12.5,
    description: "The partner's share of the retail price, percent, at most two decimals; its net price is the rest",
  })
  @Max(MAX_COMMISSION_PERCENT, { message: COMMISSION_MESSAGE })
  @Min(0, { message: COMMISSION_MESSAGE })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: COMMISSION_MESSAGE })
  commissionPercent: number;

  @ApiProperty({
    required: false,
    minimum: PARTNER_UNPAID_SEATS.min,
    maximum: PARTNER_UNPAID_SEATS.max,
    default: PARTNER_UNPAID_SEATS.default,
    description: 'Seats the partner may keep in holds and unpaid bookings on one departure',
  })
  @IsOptional()
  @Max(PARTNER_UNPAID_SEATS.max, { message: UNPAID_SEATS_MESSAGE })
  @Min(PARTNER_UNPAID_SEATS.min, { message: UNPAID_SEATS_MESSAGE })
  @IsInt({ message: UNPAID_SEATS_MESSAGE })
  maxUnpaidSeats?: number;
}
