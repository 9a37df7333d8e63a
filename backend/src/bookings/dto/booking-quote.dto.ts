import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, ValidateBy } from 'class-validator';
import { SingleRoomsField, TravellerListField } from './choice-fields.js';
import { birthDateProblem, PAYMENT_TYPES, type PaymentType } from '../booking-policy.js';

const INVALID_BIRTH_DATE = 'Inserisci una data di nascita valida (GG/MM/AAAA).';

/** A quote's body is ten short dates at most. */
export const BOOKING_QUOTE_BODY_LIMIT_BYTES = 2 * 1024;

/** Blank is "not given": the form sends what the customer left empty. */
export const blankToUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** A real 'yyyy-MM-dd' date, from 1900 to today (Rome), with the Italian reason otherwise. */
export function IsBirthDate(): PropertyDecorator {
  return ValidateBy({
    name: 'isBirthDate',
    validator: {
      validate: (value) => typeof value === 'string' && birthDateProblem(value, new Date()) === null,
      defaultMessage: (args) =>
        typeof args?.value === 'string'
          ? (birthDateProblem(args.value, new Date()) ?? INVALID_BIRTH_DATE)
          : INVALID_BIRTH_DATE,
    },
  });
}

export class QuoteTravellerDto {
  @ApiPropertyOptional({
    format: 'date',
    maxLength: 10,
    example: '1962-04-18',
    description: 'yyyy-MM-dd; without it the traveller counts as an adult',
  })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsBirthDate()
  @IsString({ message: INVALID_BIRTH_DATE })
  birthDate?: string;
}

export class BookingQuoteRequestDto {
  @TravellerListField(QuoteTravellerDto)
  travellers: QuoteTravellerDto[];

  @SingleRoomsField()
  singleRooms?: number;
}

/** The price summary: the one pricing rule's answer. */
export class BookingQuoteDto {
  @ApiProperty({ example: 2 })
  adultCount: number;

  @ApiProperty({ example: 1, description: 'Travellers under 12 on the start date' })
  childCount: number;

  @ApiProperty({ example: 322500 })
  totalPriceCents: number;

  @ApiProperty({ example: 64500, description: "What the children's discount takes off the total" })
  childDiscountCents: number;

  @ApiProperty({ example: 1, description: 'Single rooms priced' })
  singleRooms: number;

  @ApiProperty({ example: 29000, description: 'What the single rooms add to the total' })
  singleSupplementCents: number;

  @ApiProperty({ example: 129000, description: "The deposit under the trip's policy, whatever the payment type" })
  depositAmountCents: number;

  @ApiProperty({ example: 129000, description: 'What is paid now: the deposit or the total' })
  amountToPayCents: number;

  @ApiProperty({ enum: PAYMENT_TYPES, enumName: 'PaymentType' })
  paymentType: PaymentType;
}
