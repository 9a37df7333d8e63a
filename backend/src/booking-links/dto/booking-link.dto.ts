import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_TYPES, type PaymentType } from '../../bookings/booking-policy.js';

export class BookingLinkCreatedDto {
  @ApiProperty({ example: '3fZ9kQ2mXr8LwT1bN6vH0cYs4dJ7eA5u', description: 'The booking link token' })
  token: string;

  @ApiProperty({ example: 'https://www.example.it/prenotazione/3fZ9kQ2mXr8LwT1bN6vH0cYs4dJ7eA5u' })
  url: string;
}

export class BulkBookingLinksCreatedDto {
  @ApiProperty({ example: 20, description: 'Links made: one per trip with a departure open for a deposit' })
  count: number;
}

export class BookingLinkDto {
  @ApiProperty()
  token: string;

  @ApiProperty({ example: 'praga-tour-culturale' })
  tripSlug: string;

  @ApiProperty({ example: 'Praga' })
  tripTitle: string;

  @ApiProperty({ format: 'uuid', maxLength: 36 })
  departureId: string;

  @ApiProperty({ format: 'date', example: '2027-05-10', description: 'Europe/Rome calendar date' })
  startDate: string;

  @ApiProperty({ format: 'date', example: '2027-05-14' })
  endDate: string;

  @ApiProperty({ example: 6, description: "The departure's free seats now: the most travellers the form may add" })
  spotsAvailable: number;

  @ApiProperty({
    example: 129000,
    description: "Per person: the offer price staff froze, otherwise the departure's price now",
  })
  priceCents: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 29000,
    description: "The trip's supplement per single room; null: the trip offers no single room",
  })
  singleSupplementCents: number | null;

  @ApiProperty({ enum: PAYMENT_TYPES, enumName: 'PaymentType' })
  paymentType: PaymentType;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 40,
    description: "The deposit's share of the price; null when the trip asks a fixed amount per person",
  })
  depositPercentage: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The deposit per person when it is a fixed amount' })
  depositPerPersonCents: number | null;

  @ApiProperty()
  childDiscountEnabled: boolean;

  @ApiProperty({ example: 50 })
  childDiscountPercentage: number;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    description:
      "When the link ends: after its days, or when its departure's start day ends (Rome), whichever is first",
  })
  expiresAt: string;

  @ApiProperty({ description: 'The link can no longer be booked from: it expired or staff revoked it' })
  expired: boolean;

  @ApiProperty({ type: [String], example: ['Giulia', 'Marco'] })
  coordinatorNames: string[];

  @ApiProperty({ type: 'string', nullable: true })
  specialNotes: string | null;
}
