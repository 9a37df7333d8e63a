import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { TravellerCountField } from '../../bookings/dto/choice-fields.js';

const DEPARTURE_MESSAGE =
  'Indica la partenza con il suo id, come la elenca GET /api/partner/v1/trips/{slug}/departures.';

export class PartnerHoldCreateDto {
  @ApiProperty({ format: 'uuid', maxLength: 36, example: '8f14e45f-ceea-467f-a0e6-4c6a1d9b2f10' })
  @IsUUID('all', { message: DEPARTURE_MESSAGE })
  departureId: string;

  /** The seats taken off sale until the hold is booked, released or expires. */
  @TravellerCountField()
  seats: number;
}

export class PartnerHoldDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ format: 'uuid', maxLength: 36 })
  departureId: string;

  @ApiProperty({ minimum: 1, maximum: 10, example: 2 })
  seats: number;

  @ApiProperty({
    format: 'date-time',
    maxLength: 30,
    description: 'The seats go back on sale then unless a booking is made from the hold; at most 30 minutes away',
  })
  expiresAt: string;
}
