import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ContactEmailField, ContactPhoneField } from './booking-create.dto.js';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, Min } from 'class-validator';
import { MaxCodePoints } from '../../common/validation-text.js';
import { TransferReceiptDto } from '../../payments/dto/transfer-receipt.dto.js';
import { AIRPORT_CODES, type AirportCode } from '../../common/airports.js';
import { PAYMENT_TYPES, type PaymentType } from '../booking-policy.js';
import { BOOKING_STATUSES, type BookingStatus, PAYMENT_STATUSES, type PaymentStatus } from '../booking.entity.js';
import { BookingMessageDto } from '../../messages/dto/message.dto.js';
import { ListLimitField, ListOffsetField } from '../../common/list-paging.js';

export const ADMIN_BOOKINGS_MAX_LIMIT = 200;
export const ADMIN_BOOKINGS_SEARCH_MIN = 2;
export const ADMIN_BOOKINGS_SEARCH_MAX = 100;
const SEARCH_LENGTH_MESSAGE = `Scrivi da ${ADMIN_BOOKINGS_SEARCH_MIN} a ${ADMIN_BOOKINGS_SEARCH_MAX} caratteri da cercare.`;
/**
 * A search is one line: besides the control characters every input refuses, tab and line
 * breaks too, which no reference, name, e-mail or phone number holds.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const SEARCH_PATTERN = /^[^\u0000-\u001F\u007F-\u009F]*$/;

export const MESSAGE_FILTERS = ['failed'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export class AdminBookingListQueryDto {
  @ApiPropertyOptional({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' })
  @IsOptional()
  @IsIn(BOOKING_STATUSES, { message: 'Stato della prenotazione non valido.' })
  status?: BookingStatus;

  @ApiPropertyOptional({ maxLength: 100, example: 'praga-tour-culturale', description: "The trip's slug" })
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,100}$/, { message: 'Viaggio non valido.' })
  trip?: string;

  @ApiPropertyOptional({ format: 'uuid', maxLength: 36 })
  @IsOptional()
  @IsUUID('all', { message: 'Partenza non valida.' })
  departureId?: string;

  @ApiPropertyOptional({
    minLength: ADMIN_BOOKINGS_SEARCH_MIN,
    maxLength: ADMIN_BOOKINGS_SEARCH_MAX,
    example: 'Ricevuta 1234',
    description:
      'Search text, trimmed: the payment reference (also without its space or only its number), a ' +
      "traveller's first and last name in either order, the contact e-mail or phone (digits compared); " +
      'case and common accents ignored',
  })
  @IsOptional()
  // Trimmed first, so that the length counts what is searched; blank is as if absent.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @Matches(SEARCH_PATTERN, { message: 'La ricerca contiene caratteri non ammessi: scrivi il testo su una riga.' })
  @MaxCodePoints(ADMIN_BOOKINGS_SEARCH_MAX, { message: SEARCH_LENGTH_MESSAGE })
  @Matches(new RegExp(`^[^]{${ADMIN_BOOKINGS_SEARCH_MIN},}$`, 'u'), { message: SEARCH_LENGTH_MESSAGE })
  @IsString({ message: 'Scrivi il testo da cercare una volta sola.' })
  q?: string;

  @ApiPropertyOptional({
    enum: MESSAGE_FILTERS,
    description: 'failed: only bookings with a message refused or given up in the last 7 days',
  })
  @IsOptional()
  @IsIn(MESSAGE_FILTERS, { message: "Filtro dei messaggi non valido: usa 'failed'." })
  messages?: MessageFilter;

  @ListLimitField({ max: ADMIN_BOOKINGS_MAX_LIMIT, fallback: 50, items: 'quante prenotazioni' })
  limit?: number;

  @ListOffsetField('da quale prenotazione')
  offset?: number;
}

export const PAYMENT_KINDS = ['deposit', 'full'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const BOOKING_PAYMENT_BODY_LIMIT_BYTES = 1024;

export class BookingPaymentConfirmDto {
  @ApiPropertyOptional({
    enum: PAYMENT_KINDS,
    description:
      'What arrived: the deposit, or everything left (also the balance after a deposit); without it, what the booking asks for now',
  })
  @IsOptional()
  @IsIn(PAYMENT_KINDS, { message: 'Indica se è arrivato l’acconto o il saldo.' })
  payment?: PaymentKind;
}

/** Staff correct the address or phone a customer mistyped; only the fields sent change. */
export class BookingContactChangeDto {
  @ContactEmailField({ required: false })
  contactEmail?: string;

  @ContactPhoneField({ required: false })
  contactPhone?: string;
}

export const CANCELLATION_REASON_MAX = 500;

export class BookingCancelDto {
  @ApiPropertyOptional({
    maxLength: CANCELLATION_REASON_MAX,
    example: 'Il volo è stato soppresso dalla compagnia aerea.',
    description: 'Why the agency cancels: the customer reads it in the cancellation e-mail',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Scrivi il motivo in parole.' })
  @MaxCodePoints(CANCELLATION_REASON_MAX, {
    message: `Il motivo può avere al massimo ${CANCELLATION_REASON_MAX} caratteri.`,
  })
  reason?: string;
}

export const WINDOW_EXTENSION_MAX_WORKING_DAYS = 10;

export class BookingWindowExtendDto {
  @ApiProperty({
    minimum: 1,
    maximum: WINDOW_EXTENSION_MAX_WORKING_DAYS,
    example: 2,
    description:
      'Italian bank working days added after the later of today and the current deadline; the window ends when the last of them does',
  })
  @IsInt({ message: 'Indica di quanti giorni lavorativi prolungare la scadenza.' })
  @Min(1, { message: 'Indica di quanti giorni lavorativi prolungare la scadenza.' })
  @Max(WINDOW_EXTENSION_MAX_WORKING_DAYS, {
    message: `Si può prolungare di al massimo ${WINDOW_EXTENSION_MAX_WORKING_DAYS} giorni lavorativi alla volta.`,
  })
  workingDays: number;
}

/** The partner agency a booking came from (decision PA7): its amounts are what the partner owes. */
export class AdminBookingPartnerDto {
  @ApiProperty({ example: 'Viaggi Serchio' })
  name: string;

  @ApiProperty({ type: 'string', nullable: true, example: 'VS-2027-0118', description: "The partner's own reference" })
  reference: string | null;

  @ApiProperty({ example: 258000, description: 'What the travellers pay at retail; totalPriceCents is the net' })
  retailTotalCents: number;
}

export class AdminBookingDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' })
  status: BookingStatus;

  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' })
  paymentStatus: PaymentStatus;

  @ApiProperty({ example: 'Ricevuta 4821' })
  paymentReference: string;

  @ApiProperty({ example: 'praga-tour-culturale' })
  tripSlug: string;

  @ApiProperty({ example: 'Praga' })
  tripTitle: string;

  @ApiProperty({ format: 'uuid', maxLength: 36 })
  departureId: string;

  @ApiProperty({ format: 'date' })
  startDate: string;

  @ApiProperty({ format: 'date' })
  endDate: string;

  @ApiProperty({ enum: AIRPORT_CODES, enumName: 'AirportCode' })
  airport: AirportCode;

  @ApiProperty()
  travellerCount: number;

  @ApiProperty()
  adultCount: number;

  @ApiProperty()
  childCount: number;

  @ApiProperty({ example: 'Bianchi Anna', description: 'The first traveller, whom the agency contacts' })
  leadTraveller: string;

  @ApiProperty()
  contactEmail: string;

  @ApiProperty()
  contactPhone: string;

  @ApiProperty()
  totalPriceCents: number;

  @ApiProperty()
  depositAmountCents: number;

  @ApiProperty()
  amountToPayCents: number;

  @ApiProperty({ description: 'Recorded as received by an admin' })
  amountPaidCents: number;

  @ApiProperty({
    example: 0,
    description:
      'What the agency owes back since it cancelled the booking: everything received by then; staff make the transfer. 0 otherwise',
  })
  refundDueCents: number;

  @ApiProperty({ description: 'Still to be paid: the total less what was received' })
  balanceCents: number;

  @ApiProperty({ description: 'The balance due after a deposit (the total less what was received); 0 otherwise' })
  balanceDueCents: number;

  @ApiProperty({
    type: 'string',
    format: 'date',
    nullable: true,
    description: 'When the balance is due (30 days before departure), for a booking paid by deposit; else null',
  })
  balanceDueDate: string | null;

  @ApiProperty({ enum: PAYMENT_TYPES, enumName: 'PaymentType' })
  paymentType: PaymentType;

  @ApiProperty({ format: 'date-time' })
  paymentExpiresAt: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  transferDeclaredAt: string | null;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When the customer who declared a transfer is due the reminder that its window ends the next day',
  })
  transferReminderDueAt: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  confirmedAt: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Expired or cancelled at' })
  closedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: AdminBookingPartnerDto,
    nullable: true,
    description: 'The partner agency that made it; null for a booking of the site',
  })
  partner: AdminBookingPartnerDto | null;
}

export class AdminBookingPageDto {
  @ApiProperty({ type: [AdminBookingDto] })
  items: AdminBookingDto[];

  @ApiProperty({ description: 'Bookings matching the filters' })
  total: number;
}

export class AdminBookingTravellerDto {
  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty({ type: 'string', format: 'date', nullable: true })
  birthDate: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  address: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Decrypted for admins only' })
  passportNumber: string | null;

  @ApiProperty({ description: 'Under 12 on the start date' })
  isChild: boolean;

  @ApiProperty({ description: 'Asked for a single room' })
  singleRoom: boolean;
}

export class AdminBookingIbanDto {
  @ApiProperty()
  accountHolder: string;

  @ApiProperty()
  iban: string;

  @ApiProperty({ example: 'IT60 X054 2811 1010 0000 0123 456', description: 'The IBAN in groups of four' })
  ibanFormatted: string;

  @ApiProperty()
  bankName: string;

  @ApiProperty({ description: 'The demo account of a development start: nobody receives what is paid into it' })
  isDemo: boolean;
}

export const PAYMENT_SOURCE_VALUES = ['manual', 'statement'] as const;

export class BookingPaymentDto {
  @ApiProperty({ example: 103_200 })
  amountCents: number;

  @ApiProperty({ format: 'date', example: '2027-02-03', description: 'The day the money reached the account' })
  receivedOn: string;

  @ApiProperty({ enum: PAYMENT_SOURCE_VALUES, description: 'Recorded by staff, or read from a bank statement' })
  source: (typeof PAYMENT_SOURCE_VALUES)[number];

  @ApiProperty({
    type: 'string',
    format: 'uuid',
    maxLength: 36,
    nullable: true,
    description: 'The statement entry that paid it',
  })
  entryId: string | null;
}

export class AdminBookingDetailDto extends AdminBookingDto {
  @ApiProperty({ type: [AdminBookingTravellerDto] })
  travellers: AdminBookingTravellerDto[];

  @ApiProperty({ example: 1, description: 'Single rooms booked (some may not be tied to a traveller)' })
  singleRooms: number;

  @ApiProperty({ example: 29000, description: 'What the single rooms added to the total' })
  singleSupplementCents: number;

  @ApiProperty({ type: [BookingPaymentDto], description: 'Money received for it, oldest first' })
  payments: BookingPaymentDto[];

  @ApiProperty({
    type: TransferReceiptDto,
    nullable: true,
    description: 'The transfer receipt the customer uploaded (GET .../transfer-receipt downloads it)',
  })
  transferReceipt: TransferReceiptDto | null;

  @ApiProperty({ type: AdminBookingIbanDto, description: 'The account the customer was told to pay into' })
  iban: AdminBookingIbanDto;

  @ApiProperty({
    type: [BookingMessageDto],
    description: 'Every message the booking caused, to the customer and to the agency, oldest first',
  })
  messages: BookingMessageDto[];
}

export class BalancesDueDto {
  @ApiProperty({ type: [AdminBookingDto], description: 'Balances whose due date has passed, oldest first' })
  late: AdminBookingDto[];

  @ApiProperty({ type: [AdminBookingDto], description: 'Balances due from today to Sunday (Rome), by due date' })
  dueThisWeek: AdminBookingDto[];
}
