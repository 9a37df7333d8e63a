import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { DEPARTURE_LIMITS } from '../../departures/departure-limits.js';

const SUPPLEMENT_MESSAGE = `Il supplemento singola va da 0 a ${DEPARTURE_LIMITS.maxPriceCents / 100} euro, in centesimi; lascialo vuoto se il viaggio non offre camere singole.`;
const MIN_GROUP_MESSAGE = 'Il gruppo minimo è un numero intero di viaggiatori, almeno 1.';

/** A trip as staff set its terms: what the single room costs and how many make a departure run. */
export class AdminTripDto {
  @ApiProperty({ example: 'praga-tour-culturale' })
  slug: string;

  @ApiProperty({ example: "Praga, la città d'oro" })
  title: string;

  @ApiProperty({ example: 5 })
  durationDays: number;

  @ApiProperty({ example: 80000, description: 'Base price per person, euro cents' })
  priceCents: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 29000,
    description: 'Added per single room, euro cents; null: the trip offers no single rooms (DECISIONS 33)',
  })
  singleSupplementCents: number | null;

  @ApiProperty({ example: 6, description: 'Confirmed travellers a departure needs to be guaranteed (DECISIONS 34)' })
  minGroupSize: number;

  @ApiProperty({ example: 16, description: 'The most travellers a departure of the trip takes' })
  maxGroupSize: number;
}

/** Only the fields sent change. */
export class AdminTripUpdateDto {
  @ApiPropertyOptional({
    type: 'integer',
    format: 'int32',
    nullable: true,
    minimum: 0,
    maximum: DEPARTURE_LIMITS.maxPriceCents,
    description:
      'Euro cents per single room; null: no single rooms. Bookings already made keep the supplement they were priced with',
  })
  @IsOptional()
  @Max(DEPARTURE_LIMITS.maxPriceCents, { message: SUPPLEMENT_MESSAGE })
  @Min(0, { message: SUPPLEMENT_MESSAGE })
  @IsInt({ message: SUPPLEMENT_MESSAGE })
  singleSupplementCents?: number | null;

  @ApiPropertyOptional({
    minimum: 1,
    description: "From 1 to the trip's maxGroupSize; a departure is guaranteed once its confirmed travellers reach it",
  })
  // Absent keeps it; null is no minimum at all, which a trip cannot have.
  @ValidateIf((_, value) => value !== undefined)
  @Min(1, { message: MIN_GROUP_MESSAGE })
  @IsInt({ message: MIN_GROUP_MESSAGE })
  minGroupSize?: number;
}
