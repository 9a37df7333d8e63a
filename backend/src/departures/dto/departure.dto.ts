import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { BOOKING_POLICY, type PaymentType } from '../../bookings/booking-policy.js';
import { DEPARTURE_LIMITS } from '../departure-limits.js';

export const AVAILABILITIES = ['available', 'few', 'soldout'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export class DepartureDto {
  @ApiProperty({ format: 'uuid', maxLength: 36, example: '5f0c2a8e-3b7d-4e1a-9c6f-2d8b4a7e1c03' })
  id: string;

  @ApiProperty({
    format: 'date',
    maxLength: 10,
    example: '2027-05-10',
    description: 'First day of the trip (Europe/Rome calendar date)',
  })
  startDate: string;

  @ApiProperty({ format: 'date', maxLength: 10, example: '2027-05-14', description: 'Last day of the trip' })
  endDate: string;

  @ApiProperty({ example: 5 })
  durationDays: number;

  @ApiProperty({ example: 80000, description: 'Price per person, euro cents' })
  priceCents: number;

  @ApiProperty({
    type: 'integer',
    format: 'int32',
    minimum: 0,
    maximum: DEPARTURE_LIMITS.maxPriceCents,
    nullable: true,
    example: null,
    description:
      'The earlier price per person actually charged for this departure, euro cents; null when it never changed',
  })
  previousPriceCents: number | null;

  @ApiProperty({ example: 6, description: 'Seats still free' })
  spotsAvailable: number;

  @ApiProperty({ example: 10, description: "Seats of the departure: the group's maximum size" })
  totalSpots: number;

  @ApiProperty({
    type: 'array',
    // The column's limit on a coordinator's first name.
    items: { type: 'string', maxLength: 40 },
    maxItems: 2,
    example: ['Giulia', 'Marco'],
    description: 'Usually two; fewer, even none, while not enough coordinators are free for these days',
  })
  coordinators: string[];

  @ApiProperty({ example: 6, description: "The trip's minimum group: confirmed travellers the departure needs to run" })
  minGroupSize: number;

  @ApiProperty({
    description:
      'The departure will run: confirmed travellers (bookings paid at least the deposit) reached minGroupSize, or the agency decided to run it anyway',
  })
  guaranteed: boolean;

  @ApiProperty({
    example: 2,
    description: 'Confirmed travellers still missing for the departure to be guaranteed; 0 once it is',
  })
  travellersToGuarantee: number;

  @ApiProperty({
    enum: AVAILABILITIES,
    enumName: 'Availability',
    description: 'soldout: no seat left; few: 4 or fewer; available: more',
  })
  availability: Availability;

  // A reference to the PaymentType the bookings declare rather than `enum` and `enumName`:
  // those would copy this description onto the shared enum, where it is wrong for a link's offer.
  @ApiProperty({
    allOf: [{ $ref: getSchemaPath('PaymentType') }],
    description: `What a booking made today pays to be confirmed: deposit when the start date is more than ${BOOKING_POLICY.fullPaymentWithinDays} Europe/Rome calendar days away, full (the whole price) otherwise`,
  })
  paymentType: PaymentType;

  @ApiProperty({
    description:
      "Sold out and taking names: 'Avvisami se si libera un posto' (POST /api/v1/departures/{id}/waitlist); seats that free up go to the waiting list first",
  })
  waitlist: boolean;
}
