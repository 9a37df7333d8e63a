import { ApiProperty } from '@nestjs/swagger';
import { AIRPORT_CODES, type AirportCode } from '../../common/airports.js';
import { PAYMENT_TYPES, type PaymentType } from '../booking-policy.js';
import { BOOKING_STATUSES, type BookingStatus, PAYMENT_STATUSES, type PaymentStatus } from '../booking.entity.js';

export class BookingTravellerNameDto {
  @ApiProperty({ example: 'Anna' })
  firstName: string;

  @ApiProperty({ example: 'Bianchi' })
  lastName: string;
}

/** Where to pay: the link's IBAN, or the system IBAN when the link has none. */
export class BeneficiaryDto {
  @ApiProperty({ example: 'A.T.I. S.R.L.' })
  accountHolder: string;

  @ApiProperty({ example: 'IT60X0542811101000000123456', description: 'Without spaces' })
  iban: string;

  @ApiProperty({ example: 'IT60 X054 2811 1010 0000 0123 456', description: 'In groups of four, for reading' })
  ibanFormatted: string;

  @ApiProperty({ example: 'Banca di Lucca' })
  bankName: string;

  @ApiProperty({
    description:
      'The demo account of a development start (DECISIONS 32): the page says that this is a demonstration and no money must be sent',
  })
  isDemo: boolean;
}

/** What the payment and success pages show of a booking; nothing more personal than the names. */
export class BookingDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' })
  status: BookingStatus;

  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' })
  paymentStatus: PaymentStatus;

  @ApiProperty({ example: 'Praga' })
  tripTitle: string;

  @ApiProperty({ format: 'date', example: '2027-05-10' })
  startDate: string;

  @ApiProperty({ format: 'date', example: '2027-05-14' })
  endDate: string;

  @ApiProperty({ example: 5 })
  tripDays: number;

  @ApiProperty({ example: 4 })
  nights: number;

  @ApiProperty({ enum: AIRPORT_CODES, enumName: 'AirportCode' })
  airport: AirportCode;

  @ApiProperty({ example: 2 })
  adultCount: number;

  @ApiProperty({ example: 0 })
  childCount: number;

  @ApiProperty({ example: 1, description: 'Single rooms booked' })
  singleRooms: number;

  @ApiProperty({ example: 29000, description: 'What the single rooms added to the total' })
  singleSupplementCents: number;

  @ApiProperty({ type: [BookingTravellerNameDto] })
  travellers: BookingTravellerNameDto[];

  @ApiProperty({ example: 258000 })
  totalPriceCents: number;

  @ApiProperty({ example: 103200 })
  depositAmountCents: number;

  @ApiProperty({ example: 103200 })
  amountToPayCents: number;

  @ApiProperty({ enum: PAYMENT_TYPES, enumName: 'PaymentType' })
  paymentType: PaymentType;

  @ApiProperty({ example: 0, description: 'What the agency has received so far' })
  amountPaidCents: number;

  @ApiProperty({
    type: 'string',
    format: 'date',
    nullable: true,
    example: '2027-04-10',
    description: 'When the balance is due after a deposit; null when the whole price is asked at once',
  })
  balanceDueDate: string | null;

  @ApiProperty({ enum: ['it', 'en'], description: 'The language of the booking: its messages and documents speak it' })
  language: 'it' | 'en';

  @ApiProperty({ example: 'Ricevuta 4821' })
  paymentReference: string;

  @ApiProperty({ format: 'date-time' })
  paymentExpiresAt: string;

  @ApiProperty({ type: BeneficiaryDto })
  beneficiary: BeneficiaryDto;

  @ApiProperty({
    description:
      'The text of an EPC QR code (EPC069-12, version 002) for the amount to pay: a banking app fills the transfer in',
    example: 'BCD\n002\n1\nSCT\n\nA.T.I. S.R.L.\nIT60X0542811101000000123456\nEUR1032.00\n\n\nRicevuta 4821',
  })
  epcQrPayload: string;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'The EPC QR text for the balance, while a deposit is paid and the rest is due; null otherwise',
  })
  balanceEpcQrPayload: string | null;

  @ApiProperty({ example: 'praga-tour-culturale', description: "The trip's page: /travel/{tripSlug}" })
  tripSlug: string;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When the customer uploaded the transfer receipt; null before',
  })
  transferReceiptUploadedAt: string | null;
}

export class BookingTransferDeclaredDto {
  @ApiProperty({ enum: ['transfer_declared'], example: 'transfer_declared' })
  status: BookingStatus;
}
