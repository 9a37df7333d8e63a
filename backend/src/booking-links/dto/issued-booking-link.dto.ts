import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { MaxCodePoints } from '../../common/validation-text.js';
import { PAYMENT_TYPES, type PaymentType } from '../../bookings/booking-policy.js';
import { BOOKING_LINK_SOURCES, type BookingLinkSource } from '../booking-link.entity.js';
import { ListLimitField, ListOffsetField } from '../../common/list-paging.js';

export const ISSUED_LINKS_MAX_LIMIT = 100;
export const ISSUED_LINKS_SEARCH_MAX = 100;
export const LINK_STATUSES = ['active', 'expired', 'revoked'] as const;
export const LINK_STATUS_FILTERS = ['active', 'all'] as const;
export type LinkStatusFilter = (typeof LINK_STATUS_FILTERS)[number];
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const ONE_LINE = /^[^\u0000-\u001F\u007F-\u009F]*$/;

export class IssuedBookingLinksQueryDto {
  @ApiPropertyOptional({
    maxLength: ISSUED_LINKS_SEARCH_MAX,
    example: 'Praga',
    description:
      "A trip's title (Italian or English, any part, case and accents ignored) or slug, a link's token, or words of its notes",
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @Matches(ONE_LINE, { message: 'La ricerca contiene caratteri non ammessi: scrivi il testo su una riga.' })
  @MaxCodePoints(ISSUED_LINKS_SEARCH_MAX, { message: `Scrivi al massimo ${ISSUED_LINKS_SEARCH_MAX} caratteri.` })
  @IsString({ message: 'Scrivi il testo da cercare una volta sola.' })
  q?: string;

  @ApiPropertyOptional({ maxLength: 100, example: 'praga-tour-culturale', description: "The trip's slug" })
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,100}$/, { message: 'Viaggio non valido.' })
  trip?: string;

  @ApiPropertyOptional({ format: 'uuid', maxLength: 36 })
  @IsOptional()
  @IsUUID('all', { message: 'Partenza non valida.' })
  departureId?: string;

  @ApiPropertyOptional({
    enum: LINK_STATUS_FILTERS,
    default: 'active',
    description: 'active: only links customers can still book from; all: also expired and revoked ones',
  })
  @IsOptional()
  @IsIn(LINK_STATUS_FILTERS, { message: "Filtro non valido: usa 'active' o 'all'." })
  status?: LinkStatusFilter;

  @ApiPropertyOptional({
    enum: BOOKING_LINK_SOURCES,
    enumName: 'BookingLinkSource',
    description: "Only the links of one source; without it, staff's own (admin and bulk), not the checkout's",
  })
  @IsOptional()
  @IsIn(BOOKING_LINK_SOURCES, { message: 'Origine del link non valida.' })
  source?: BookingLinkSource;

  @ListLimitField({ max: ISSUED_LINKS_MAX_LIMIT, fallback: 50, items: 'quanti link' })
  limit?: number;

  @ListOffsetField('da quale link')
  offset?: number;
}

export class IssuedBookingLinkDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ example: '3fZ9kQ2mXr8LwT1bN6vH0cYs4dJ7eA5u' })
  token: string;

  @ApiProperty({ example: 'https://www.example.it/prenotazione/3fZ9kQ2mXr8LwT1bN6vH0cYs4dJ7eA5u' })
  url: string;

  @ApiProperty({ enum: BOOKING_LINK_SOURCES, enumName: 'BookingLinkSource' })
  source: BookingLinkSource;

  @ApiProperty({ example: 'praga-tour-culturale' })
  tripSlug: string;

  @ApiProperty({ example: 'Praga' })
  tripTitle: string;

  @ApiProperty({ format: 'uuid', maxLength: 36 })
  departureId: string;

  @ApiProperty({ format: 'date', example: '2027-05-10' })
  startDate: string;

  @ApiProperty({ format: 'date', example: '2027-05-14' })
  endDate: string;

  @ApiProperty({ enum: PAYMENT_TYPES, enumName: 'PaymentType' })
  paymentType: PaymentType;

  @ApiProperty({ example: 129000, description: 'Per person as a customer would book now' })
  priceCents: number;

  @ApiProperty({ description: "true: staff froze the price; false: it follows the departure's" })
  priceFrozen: boolean;

  @ApiProperty()
  childDiscountEnabled: boolean;

  @ApiProperty({ example: 50 })
  childDiscountPercentage: number;

  @ApiProperty({ type: 'string', nullable: true })
  specialNotes: string | null;

  @ApiProperty({ type: 'string', format: 'date-time' })
  expiresAt: string;

  @ApiProperty({
    description: "true: the link ends with its departure's start day (a permanent link, or days reaching it)",
  })
  untilDeparture: boolean;

  @ApiProperty({ enum: LINK_STATUSES, enumName: 'BookingLinkStatus' })
  status: (typeof LINK_STATUSES)[number];

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

export class IssuedBookingLinkPageDto {
  @ApiProperty({ type: [IssuedBookingLinkDto] })
  items: IssuedBookingLinkDto[];

  @ApiProperty({ description: 'Links matching the filters' })
  total: number;
}
