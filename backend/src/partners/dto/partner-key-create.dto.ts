import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PARTNER_SCOPES, type PartnerScope } from '../partner-scopes.js';

export const KEY_BODY_LIMIT_BYTES = 1024;
export const MAX_OVERLAP_HOURS = 168;

const SCOPES_MESSAGE = `Scegli almeno un permesso tra ${PARTNER_SCOPES.join(', ')}, ciascuno una volta.`;
const EXPIRY_MESSAGE = 'Indica la scadenza come data e ora ISO 8601, per esempio 2027-06-30T23:59:00+02:00.';
const REPLACES_MESSAGE = 'Indica la chiave da sostituire con il suo identificativo.';
const OVERLAP_MESSAGE = `Indica per quante ore la chiave sostituita continua a funzionare: un numero intero da 0 a ${MAX_OVERLAP_HOURS}.`;

/** Everything optional: an empty body makes a key without an end of its own. */
export class PartnerKeyCreateDto {
  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    maxLength: 35,
    example: '2027-06-30T23:59:00+02:00',
    description: 'The key stops working from this instant, which must be in the future; absent: no expiry of its own',
  })
  @IsOptional()
  @MaxLength(35, { message: EXPIRY_MESSAGE })
  @IsDateString({ strict: true }, { message: EXPIRY_MESSAGE })
  expiresAt?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    maxLength: 36,
    description:
      "Rotation: the partner's key this one replaces. It keeps working for overlapHours, then stops, so the partner can switch without an outage",
  })
  @IsOptional()
  @IsUUID('all', { message: REPLACES_MESSAGE })
  replaces?: string;

  @ApiPropertyOptional({
    type: 'integer',
    format: 'int32',
    minimum: 0,
    maximum: MAX_OVERLAP_HOURS,
    example: 24,
    description: 'With replaces, and only with it: hours the replaced key still works; 0 stops it at once',
  })
  @ValidateIf((dto: PartnerKeyCreateDto) => dto.replaces !== undefined || dto.overlapHours !== undefined)
  @Max(MAX_OVERLAP_HOURS, { message: OVERLAP_MESSAGE })
  @Min(0, { message: OVERLAP_MESSAGE })
  @IsInt({ message: OVERLAP_MESSAGE })
  overlapHours?: number;

  @ApiPropertyOptional({
    enum: PARTNER_SCOPES,
    enumName: 'PartnerScope',
    isArray: true,
    minItems: 1,
    maxItems: PARTNER_SCOPES.length,
    uniqueItems: true,
    description:
      "What the key may do: catalogue:read (trips, departures), bookings:read (its bookings), bookings:write (holds, bookings, cancelling); absent: every scope, or the replaced key's",
  })
  @IsOptional()
  @IsIn(PARTNER_SCOPES, { each: true, message: SCOPES_MESSAGE })
  @ArrayUnique({ message: SCOPES_MESSAGE })
  @ArrayMaxSize(PARTNER_SCOPES.length, { message: SCOPES_MESSAGE })
  @ArrayMinSize(1, { message: SCOPES_MESSAGE })
  @IsArray({ message: SCOPES_MESSAGE })
  scopes?: PartnerScope[];
}
