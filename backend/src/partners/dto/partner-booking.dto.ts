import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import { PAYMENT_TYPES, type PaymentType } from '../../bookings/booking-policy.js';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '../../bookings/booking.entity.js';
import { AirportField, SingleRoomsField, TravellerListField } from '../../bookings/dto/choice-fields.js';
import {
  BookingTravellerCreateDto,
  ContactEmailField,
  ContactPhoneField,
  EMAIL_MAX,
  NAME_MAX,
  PHONE_MAX,
} from '../../bookings/dto/booking-create.dto.js';
import type { AirportCode } from '../../common/airports.js';
import { AIRPORT_CODES } from '../../common/airports.js';
import { MaxCodePoints, OneLine } from '../../common/validation-text.js';
import { LANGUAGES, type Language } from '../../catalogue/trip-content.js';

export const PARTNER_REFERENCE_MAX = 100;
const HOLD_MESSAGE = 'Indica il blocco di posti con il suo id, come lo ha risposto POST /api/partner/v1/holds.';
const REFERENCE_MESSAGE = `Indica il tuo riferimento della prenotazione, fino a ${PARTNER_REFERENCE_MAX} caratteri.`;
const LANGUAGE_MESSAGE = 'La lingua dei messaggi è it oppure en.';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class PartnerBookingCreateDto {
  @ApiProperty({ format: 'uuid', maxLength: 36, description: 'The hold whose seats the booking takes' })
  @IsUUID('all', { message: HOLD_MESSAGE })
  holdId: string;

  /** Up to the hold's seats; seats held beyond the travellers go back on sale. */
  @TravellerListField(BookingTravellerCreateDto)
  travellers: BookingTravellerCreateDto[];

  @ContactEmailField({ required: true })
  contactEmail: string;

  @ContactPhoneField({ required: true })
  contactPhone: string;

  @ApiProperty({
    maxLength: PARTNER_REFERENCE_MAX,
    example: 'VS-2027-0118',
    description: "Your own reference for the booking, shown to the agency's staff beside the partner's name",
  })
  @Transform(trim)
  @OneLine('il riferimento')
  @MaxCodePoints(PARTNER_REFERENCE_MAX, { message: REFERENCE_MESSAGE })
  @IsString({ message: REFERENCE_MESSAGE })
  partnerReference: string;

  /** Not in the first contract: the airport the group leaves from, Malpensa unless said (decision PA9). */
  @AirportField({ optional: true })
  airport?: AirportCode;

  @SingleRoomsField()
  singleRooms?: number;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    default: 'it',
    description: "The language of the agency's e-mails about this booking, which go to the partner",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: Language;
}

export class PartnerBeneficiaryDto {
  @ApiProperty({ maxLength: 100, example: 'A.T.I. S.R.L.' })
  accountHolder: string;

  @ApiProperty({ maxLength: 34, example: 'IT60X0542811101000000123456', description: 'Without spaces' })
  iban: string;

  @ApiProperty({ maxLength: 100, example: 'Banca di Lucca' })
  bankName: string;
}

/** What a new partner booking answers (API.md), with where to pay. */
export class PartnerBookingCreatedDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus', example: 'pending' })
  status: BookingStatus;

  @ApiProperty({
    maxLength: 20,
    example: 'Ricevuta 4821',
    description: "The transfer's description: the agency matches the payment by it",
  })
  paymentReference: string;

  @ApiProperty({ example: 258000, description: 'What the travellers pay at retail, euro cents' })
  totalPriceCents: number;

  @ApiProperty({
    example: 225750,
    description:
      "What the partner owes the agency, euro cents: each seat's net price, children and single rooms included",
  })
  netPriceCents: number;

  @ApiProperty({
    example: 90300,
    description:
      'What the partner pays now, euro cents: the deposit on the net price, or all of it within 40 days of departure',
  })
  amountToPayCents: number;

  @ApiProperty({ enum: PAYMENT_TYPES, enumName: 'PaymentType' })
  paymentType: PaymentType;

  @ApiProperty({
    format: 'date-time',
    maxLength: 30,
    description: 'The seats stay taken until then; unpaid, the booking expires and they go back on sale',
  })
  paymentExpiresAt: string;

  @ApiProperty({ type: PartnerBeneficiaryDto, description: 'The account to pay by bank transfer' })
  beneficiary: PartnerBeneficiaryDto;
}

export class PartnerBookingTravellerDto {
  @ApiProperty({ maxLength: NAME_MAX, example: 'Anna' })
  firstName: string;

  @ApiProperty({ maxLength: NAME_MAX, example: 'Bianchi' })
  lastName: string;

  @ApiProperty({ type: 'string', format: 'date', maxLength: 10, nullable: true, example: '1962-04-18' })
  birthDate: string | null;

  @ApiProperty({ description: 'Under 12 on the start date: priced at the child price' })
  isChild: boolean;
}

/** A partner's own booking as it stands. */
export class PartnerBookingDto extends PartnerBookingCreatedDto {
  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' })
  paymentStatus: PaymentStatus;

  @ApiProperty({ example: 0, description: 'Received by the agency so far, euro cents' })
  amountPaidCents: number;

  @ApiProperty({ type: 'string', maxLength: PARTNER_REFERENCE_MAX, nullable: true, example: 'VS-2027-0118' })
  partnerReference: string | null;

  @ApiProperty({ format: 'uuid', maxLength: 36 })
  departureId: string;

  @ApiProperty({ maxLength: 100, example: 'praga-tour-culturale' })
  tripSlug: string;

  @ApiProperty({ enum: AIRPORT_CODES, enumName: 'AirportCode' })
  airport: AirportCode;

  @ApiProperty({ maxLength: EMAIL_MAX, example: 'anna.bianchi@example.it' })
  contactEmail: string;

  @ApiProperty({ maxLength: PHONE_MAX, example: '+39 333 1234567' })
  contactPhone: string;

  @ApiProperty({ type: [PartnerBookingTravellerDto], maxItems: 10 })
  travellers: PartnerBookingTravellerDto[];

  @ApiProperty({ format: 'date-time', maxLength: 30 })
  createdAt: string;
}
