import { ApiProperty } from '@nestjs/swagger';
import { AIRPORT_CODES, type AirportCode } from '../../common/airports.js';

export class CancellationPenaltyDto {
  @ApiProperty({ enum: ['percent', 'fixedPerPerson'], example: 'percent' })
  kind: 'percent' | 'fixedPerPerson';

  @ApiProperty({ example: 25, description: "A percentage of each cancelling traveller's price, or euro cents each" })
  value: number;
}

export class CancellationRowDto {
  @ApiProperty({
    example: 30,
    description: 'Calendar days before departure from which the row applies, up to the row above it',
  })
  fromDaysBefore: number;

  @ApiProperty({ type: CancellationPenaltyDto })
  penalty: CancellationPenaltyDto;
}

export class CancellationTablesDto {
  @ApiProperty({ type: [CancellationRowDto], description: 'The penalties of every trip that states no others' })
  standard: CancellationRowDto[];

  @ApiProperty({ type: [CancellationRowDto], description: "The Kenya safari's own penalties" })
  kenya: CancellationRowDto[];
}

export class AirportDto {
  @ApiProperty({ enum: AIRPORT_CODES, enumName: 'AirportCode', example: 'FCO' })
  code: AirportCode;

  @ApiProperty({ example: 'Roma Fiumicino', description: 'The name a traveller reads' })
  name: string;
}

export class DepartureLimitsDto {
  @ApiProperty({ example: 100000000, description: 'The highest price per person an admin may set, in euro cents' })
  maxPriceCents: number;

  @ApiProperty({ example: 200, description: 'The most seats an admin may give a departure' })
  maxTotalSpots: number;
}

/** The booking rules as numbers, for pages that state them (FAQ, forms, payment page). */
export class BookingPolicyDto {
  @ApiProperty({ example: 40, description: "The deposit's share of the total when a trip states no other" })
  defaultDepositPercentage: number;

  @ApiProperty({
    example: 40,
    description: 'At this many Rome calendar days before departure or fewer, the whole price is due at booking',
  })
  fullPaymentWithinDays: number;

  @ApiProperty({ example: 5, description: 'Hours a pending booking holds its seats for the transfer' })
  paymentWindowHours: number;

  @ApiProperty({
    example: 3,
    description:
      'After the customer declares the transfer, the seats stay held to the end of this many Italian bank working days',
  })
  declaredTransferWorkingDays: number;

  @ApiProperty({
    example: 24,
    description: "Hours before a declared transfer's window ends that the customer is reminded",
  })
  declaredTransferReminderHours: number;

  @ApiProperty({ example: 12, description: 'A traveller younger than this on the start date is a child' })
  childAgeLimit: number;

  @ApiProperty({ example: 50, description: "Children's discount when a link states no other" })
  defaultChildDiscountPercentage: number;

  @ApiProperty({ example: 30, description: 'After a deposit, the balance is due this many days before departure' })
  balanceDueDaysBeforeDeparture: number;

  @ApiProperty({ example: 24, description: "Hours within which the transfer's receipt is expected" })
  transferReceiptHours: number;

  @ApiProperty({ example: 1 })
  minTravellers: number;

  @ApiProperty({ example: 10, description: 'Travellers in one booking, checkout or WhatsApp hand-off' })
  maxTravellers: number;

  @ApiProperty({ type: [AirportDto], description: 'The airports every group leaves from, in the order offered' })
  airports: AirportDto[];

  @ApiProperty({ example: 4, description: "At or below this many free seats a departure is 'few'" })
  fewSeatsThreshold: number;

  @ApiProperty({ type: DepartureLimitsDto })
  departureLimits: DepartureLimitsDto;

  @ApiProperty({
    example: 7,
    description: 'A booking passes to another traveller when the agency hears of it at least this many days before',
  })
  substitutionNoticeDays: number;

  @ApiProperty({ type: CancellationTablesDto })
  cancellationTables: CancellationTablesDto;
}
