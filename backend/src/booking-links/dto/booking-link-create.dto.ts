import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, Min } from 'class-validator';
import { MaxCodePoints } from '../../common/validation-text.js';
import { PAYMENT_TYPES, type PaymentType } from '../../bookings/booking-policy.js';

export const BOOKING_LINK_BODY_LIMIT_BYTES = 8 * 1024;
export const MAX_LINK_DAYS = 3650;
/** 1 € to 100,000 € per person: a frozen offer price, in cents. */
export const OFFER_PRICE_RANGE_CENTS = { min: 100, max: 10_000_000 } as const;
const OFFER_PRICE_MESSAGE = 'Il prezzo bloccato va da 1 a 100.000 € a persona, in centesimi interi.';

const trimToUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

export class BookingLinkCreateDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  @IsUUID('all', { message: 'Seleziona una data di partenza.' })
  departureId: string;

  @ApiProperty({ enum: PAYMENT_TYPES, enumName: 'PaymentType' })
  @IsIn(PAYMENT_TYPES, { message: 'Scegli acconto o saldo.' })
  paymentType: PaymentType;

  @ApiProperty({ format: 'uuid', maxLength: 36, description: 'An active IBAN: where the customers of this link pay' })
  @IsUUID('all', { message: 'Seleziona prima un IBAN' })
  ibanId: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_LINK_DAYS,
    example: 30,
    description:
      "Days the link stays valid (never beyond its departure's start day); without it and without permanent: 30; not with permanent",
  })
  @IsOptional()
  @Min(1, { message: `La durata va da 1 a ${MAX_LINK_DAYS} giorni.` })
  @Max(MAX_LINK_DAYS, { message: `La durata va da 1 a ${MAX_LINK_DAYS} giorni.` })
  @IsInt({ message: `La durata va da 1 a ${MAX_LINK_DAYS} giorni.` })
  expiresInDays?: number;

  @ApiPropertyOptional({
    minimum: OFFER_PRICE_RANGE_CENTS.min,
    maximum: OFFER_PRICE_RANGE_CENTS.max,
    example: 119000,
    description:
      "A price per person frozen for this offer, in cents; without it the link charges the departure's price of the day the customer books",
  })
  @IsOptional()
  @Min(OFFER_PRICE_RANGE_CENTS.min, { message: OFFER_PRICE_MESSAGE })
  @Max(OFFER_PRICE_RANGE_CENTS.max, { message: OFFER_PRICE_MESSAGE })
  @IsInt({ message: OFFER_PRICE_MESSAGE })
  offerPriceCents?: number;

  @ApiPropertyOptional({ description: "true: the link runs until its departure's start day ends" })
  @IsOptional()
  @IsBoolean({ message: 'Indica se il link è permanente (vero o falso).' })
  permanent?: boolean;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'Indica se lo sconto bambini è attivo (vero o falso).' })
  childDiscountEnabled?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, default: 50 })
  @IsOptional()
  @Min(0, { message: 'Lo sconto bambini va da 0 a 100 %.' })
  @Max(100, { message: 'Lo sconto bambini va da 0 a 100 %.' })
  @IsInt({ message: 'Lo sconto bambini va da 0 a 100 %.' })
  childDiscountPercentage?: number;

  @ApiPropertyOptional({ maxLength: 1000, example: 'Camera doppia con vista lago' })
  @Transform(trimToUndefined)
  @IsOptional()
  @MaxCodePoints(1000, { message: 'Il testo è troppo lungo.' })
  @IsString({ message: 'Scrivi le note come testo.' })
  specialNotes?: string;
}

export class BulkBookingLinksCreateDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  @IsUUID('all', { message: 'Seleziona prima un IBAN' })
  ibanId: string;
}
