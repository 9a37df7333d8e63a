import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { OneLine } from '../../common/validation-text.js';
import { coordinatorKey } from '../coordinator-clashes.js';
import { DEPARTURE_LIMITS } from '../departure-limits.js';
import { CALENDAR_DATE_MESSAGE, CALENDAR_DATE_PATTERN, IsCalendarDate } from './calendar-date.js';

export const ADMIN_DEPARTURE_BODY_LIMIT_BYTES = 2 * 1024;
const { maxPriceCents: MAX_PRICE_CENTS, maxTotalSpots: MAX_TOTAL_SPOTS } = DEPARTURE_LIMITS;

const PRICE_MESSAGE = 'Indica il prezzo in centesimi: un numero intero maggiore di zero.';
const SPOTS_MESSAGE = `Indica i posti: un numero intero da 1 a ${MAX_TOTAL_SPOTS}.`;

/** An optional price per person in cents, within the departures' ceiling. */
export const PriceCentsField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: MAX_PRICE_CENTS, description }),
    IsOptional(),
    Max(MAX_PRICE_CENTS, { message: PRICE_MESSAGE }),
    Min(1, { message: PRICE_MESSAGE }),
    IsInt({ message: PRICE_MESSAGE }),
  );

/** An optional number of seats, within the departures' ceiling. */
export const TotalSpotsField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: MAX_TOTAL_SPOTS, description }),
    IsOptional(),
    Max(MAX_TOTAL_SPOTS, { message: SPOTS_MESSAGE }),
    Min(1, { message: SPOTS_MESSAGE }),
    IsInt({ message: SPOTS_MESSAGE }),
  );
const COORDINATORS_MESSAGE = 'Indica due coordinatori diversi, ciascuno con un nome di al massimo 40 caratteri.';
export const UPDATED_COORDINATORS_MESSAGE =
  'Indica al massimo due coordinatori diversi, ciascuno con un nome di al massimo 40 caratteri.';

export const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? (value as unknown[]).map((item) => (typeof item === 'string' ? item.trim() : item)) : value;

export class AdminDepartureCreateDto {
  @ApiProperty({ maxLength: 100, example: 'praga-tour-culturale' })
  @MaxLength(100, { message: 'Il viaggio indicato non esiste.' })
  @IsNotEmpty({ message: 'Scegli il viaggio.' })
  @IsString({ message: 'Scegli il viaggio.' })
  tripSlug: string;

  @ApiProperty({ format: 'date', maxLength: 10, example: '2027-05-12', description: 'Today or later (Europe/Rome)' })
  @IsCalendarDate()
  @Matches(CALENDAR_DATE_PATTERN, { message: CALENDAR_DATE_MESSAGE })
  startDate: string;

  @PriceCentsField("Euro cents; default the trip's price with the month's seasonal factor")
  priceCents?: number;

  @TotalSpotsField("Default the trip's group size")
  totalSpots?: number;

  @ApiPropertyOptional({
    type: 'array',
    // The column's limit on a coordinator's first name.
    items: { type: 'string', maxLength: 40 },
    minItems: 2,
    maxItems: 2,
    example: ['Giulia', 'Marco'],
    description:
      'Default up to two coordinators free for the whole trip, chosen as for the generated dates. Names given must not lead another departure, of any trip, sharing a day with this one',
  })
  @IsOptional()
  @Transform(trimEach)
  @ArrayUnique((name: unknown) => (typeof name === 'string' ? coordinatorKey(name) : name), {
    message: COORDINATORS_MESSAGE,
  })
  @MaxLength(40, { each: true, message: COORDINATORS_MESSAGE })
  @OneLine('il nome del coordinatore', { each: true })
  @IsNotEmpty({ each: true, message: COORDINATORS_MESSAGE })
  @IsString({ each: true, message: COORDINATORS_MESSAGE })
  @ArrayMaxSize(2, { message: COORDINATORS_MESSAGE })
  @ArrayMinSize(2, { message: COORDINATORS_MESSAGE })
  @IsArray({ message: COORDINATORS_MESSAGE })
  coordinators?: string[];
}
