import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { AIRPORT_CODES } from '../../common/airports.js';
import { BOOKING_POLICY } from '../booking-policy.js';

const { minTravellers, maxTravellers } = BOOKING_POLICY;

export const TRAVELLERS_COUNT_MESSAGE = `Indica da ${minTravellers} a ${maxTravellers} viaggiatori.`;
export const TRAVELLER_DATA_MESSAGE = 'Controlla i dati dei viaggiatori.';
const AIRPORT_MESSAGE = 'Scegli un aeroporto di partenza tra quelli proposti.';

/**
 * The visitor's choice as every form sends it (checkout, WhatsApp hand-off, booking): the
 * fields and their Italian messages are written here once, from the booking policy.
 */
export const AirportField = ({ optional = false } = {}) =>
  applyDecorators(
    (optional ? ApiPropertyOptional : ApiProperty)({ enum: AIRPORT_CODES, enumName: 'AirportCode' }),
    ...(optional ? [IsOptional()] : []),
    IsIn(AIRPORT_CODES, { message: AIRPORT_MESSAGE }),
  );

export const SINGLE_ROOMS_MESSAGE = `Indica da 0 a ${maxTravellers} camere singole.`;

/** How many single rooms the travellers ask for (DECISIONS 33): none unless said. */
export const SingleRoomsField = () =>
  applyDecorators(
    ApiPropertyOptional({
      minimum: 0,
      maximum: maxTravellers,
      default: 0,
      example: 1,
      description: "Single rooms asked for, at most one per traveller; each adds the trip's singleSupplementCents",
    }),
    IsOptional(),
    Min(0, { message: SINGLE_ROOMS_MESSAGE }),
    Max(maxTravellers, { message: SINGLE_ROOMS_MESSAGE }),
    IsInt({ message: SINGLE_ROOMS_MESSAGE }),
  );

/** How many travellers, as a number. */
export const TravellerCountField = ({ optional = false } = {}) =>
  applyDecorators(
    (optional ? ApiPropertyOptional : ApiProperty)({ minimum: minTravellers, maximum: maxTravellers, example: 2 }),
    ...(optional ? [IsOptional()] : []),
    Min(minTravellers, { message: TRAVELLERS_COUNT_MESSAGE }),
    Max(maxTravellers, { message: TRAVELLERS_COUNT_MESSAGE }),
    IsInt({ message: TRAVELLERS_COUNT_MESSAGE }),
  );

/** The travellers themselves, each checked as `item`. */
export const TravellerListField = (item: new () => object) =>
  applyDecorators(
    ApiProperty({ type: [item], minItems: minTravellers, maxItems: maxTravellers }),
    ValidateNested({ each: true, message: TRAVELLER_DATA_MESSAGE }),
    Type(() => item),
    ArrayMaxSize(maxTravellers, { message: TRAVELLERS_COUNT_MESSAGE }),
    ArrayMinSize(minTravellers, { message: TRAVELLERS_COUNT_MESSAGE }),
    IsArray({ message: TRAVELLERS_COUNT_MESSAGE }),
  );
