import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import type { AirportCode } from '../../common/airports.js';
import { MaxCodePoints, OneLine } from '../../common/validation-text.js';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '../../common/email.js';
import { BOOKING_POLICY, PAYMENT_TYPES, type PaymentType } from '../booking-policy.js';
import type { BookingStatus } from '../booking.entity.js';
import { blankToUndefined, IsBirthDate } from './booking-quote.dto.js';
import { AirportField, SingleRoomsField, TravellerListField } from './choice-fields.js';
import { type Language, LANGUAGES } from '../../catalogue/trip-content.js';

const TOO_LONG = 'Il testo è troppo lungo.';
const INVALID_BIRTH_DATE = 'Inserisci una data di nascita valida (GG/MM/AAAA).';

export const NAME_MAX = 100;
export const ADDRESS_MAX = 300;
export const PASSPORT_MAX = 20;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 40;

/**
 * The largest body a valid form makes: ten travellers' fields at their limits, four UTF-8
 * bytes per character, plus the contact fields and room for names and quotes.
 */
export const BOOKING_BODY_LIMIT_BYTES =
  BOOKING_POLICY.maxTravellers * ((2 * NAME_MAX + ADDRESS_MAX + PASSPORT_MAX + 10) * 4 + 200) +
  (EMAIL_MAX + PHONE_MAX) * 4 +
  1024;

/** Letters and digits as printed in a passport; spaces and dashes people type are taken out. */
const PASSPORT_PATTERN = /^[A-Z0-9]{5,20}$/;
/** Digits with the usual separators, optionally an international prefix. */
const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,40}$/;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The first traveller's e-mail, where every message goes: required on a booking, optional on a correction. */
export const ContactEmailField = ({ required }: { required: boolean }) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({
      maxLength: EMAIL_MAX,
      example: 'anna.bianchi@example.it',
      description: 'Of the first traveller',
    }),
    ...(required ? [] : [IsOptional()]),
    Transform(trim),
    // In the order stacked decorators would run (bottom first): the first failure is the one said.
    IsString({ message: "Inserisci l'email del primo viaggiatore." }),
    IsNotEmpty({ message: "Inserisci l'email del primo viaggiatore." }),
    MaxCodePoints(EMAIL_MAX, { message: TOO_LONG }),
    Matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE }),
  );

/** The first traveller's phone: required on a booking, optional on a correction. */
export const ContactPhoneField = ({ required }: { required: boolean }) =>
  applyDecorators(
    (required ? ApiProperty : ApiPropertyOptional)({
      maxLength: PHONE_MAX,
      example: '+39 333 1234567',
      description: 'Of the first traveller',
    }),
    ...(required ? [] : [IsOptional()]),
    Transform(trim),
    IsString({ message: 'Inserisci il telefono del primo viaggiatore.' }),
    IsNotEmpty({ message: 'Inserisci il telefono del primo viaggiatore.' }),
    MaxCodePoints(PHONE_MAX, { message: TOO_LONG }),
    Matches(PHONE_PATTERN, { message: 'Inserisci un numero di telefono valido.' }),
  );
const passportNormal = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return compact === '' ? undefined : compact;
};

export class BookingTravellerCreateDto {
  @ApiProperty({ maxLength: NAME_MAX, example: 'Anna' })
  @Transform(trim)
  @OneLine('il nome')
  @MaxCodePoints(NAME_MAX, { message: TOO_LONG })
  @IsNotEmpty({ message: 'Inserisci il nome di ogni viaggiatore.' })
  @IsString({ message: 'Inserisci il nome di ogni viaggiatore.' })
  firstName: string;

  @ApiProperty({ maxLength: NAME_MAX, example: 'Bianchi' })
  @Transform(trim)
  @OneLine('il cognome')
  @MaxCodePoints(NAME_MAX, { message: TOO_LONG })
  @IsNotEmpty({ message: 'Inserisci il cognome di ogni viaggiatore.' })
  @IsString({ message: 'Inserisci il cognome di ogni viaggiatore.' })
  lastName: string;

  @ApiPropertyOptional({
    format: 'date',
    maxLength: 10,
    example: '1962-04-18',
    description: 'yyyy-MM-dd; missing: an adult',
  })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsBirthDate()
  @IsString({ message: INVALID_BIRTH_DATE })
  birthDate?: string;

  @ApiPropertyOptional({ maxLength: ADDRESS_MAX, example: 'Via Fillungo 12, 55100 Lucca' })
  @Transform(blankToUndefined)
  @IsOptional()
  @OneLine("l'indirizzo")
  @MaxCodePoints(ADDRESS_MAX, { message: TOO_LONG })
  @IsString()
  address?: string;

  @ApiPropertyOptional({
    maxLength: PASSPORT_MAX,
    example: 'YA1234567',
    description: 'Stored encrypted; never answered by a public endpoint',
  })
  @Transform(passportNormal)
  @IsOptional()
  @Matches(PASSPORT_PATTERN, { message: 'Il numero di passaporto contiene da 5 a 20 lettere e cifre.' })
  @MaxCodePoints(PASSPORT_MAX * 2, { message: TOO_LONG })
  @IsString({ message: 'Il numero di passaporto contiene da 5 a 20 lettere e cifre.' })
  passportNumber?: string;

  @ApiPropertyOptional({
    description: 'true: this traveller asks for a single room (the rooming list says who); counted into singleRooms',
  })
  @IsOptional()
  @IsBoolean({ message: 'Indica se il viaggiatore vuole una camera singola (vero o falso).' })
  singleRoom?: boolean;
}

export class BookingCreateDto {
  @AirportField()
  airport: AirportCode;

  @TravellerListField(BookingTravellerCreateDto)
  travellers: BookingTravellerCreateDto[];

  @SingleRoomsField()
  singleRooms?: number;

  @ContactEmailField({ required: true })
  contactEmail: string;

  @ContactPhoneField({ required: true })
  contactPhone: string;

  @ApiPropertyOptional({
    maxLength: 64,
    pattern: '^[0-9a-f]{64}$',
    description:
      'The version of the pre-contract information the customer read and confirmed (POST .../information): recorded with the booking; 409 INFORMATION_CHANGED when it no longer matches',
  })
  @IsOptional()
  @Matches(/^[0-9a-f]{64}$/, { message: 'Versione delle informazioni non valida: ricarica la pagina.' })
  informationVersion?: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    default: 'it',
    description: 'The language the customer reads: every message and document of the booking is written in it',
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'Lingua non supportata: usa it oppure en.' })
  language?: Language;
}

export class BookingCreatedDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ enum: ['pending'], example: 'pending' })
  status: BookingStatus;

  @ApiProperty({ example: 'Ricevuta 4821', description: "The transfer's description" })
  paymentReference: string;

  @ApiProperty({ example: 258000 })
  totalPriceCents: number;

  @ApiProperty({ example: 103200 })
  depositAmountCents: number;

  @ApiProperty({ example: 103200 })
  amountToPayCents: number;

  @ApiProperty({ enum: PAYMENT_TYPES, enumName: 'PaymentType' })
  paymentType: PaymentType;

  @ApiProperty({ format: 'date-time', description: 'Seats are held until then' })
  paymentExpiresAt: string;
}
