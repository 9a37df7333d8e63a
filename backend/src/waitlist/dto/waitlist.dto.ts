import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsIn, IsOptional, IsString } from 'class-validator';
import { blankToUndefined } from '../../bookings/dto/booking-quote.dto.js';
import { TravellerCountField } from '../../bookings/dto/choice-fields.js';
import { PRIVACY_MESSAGE, VisitorEmailField, VisitorNameField } from '../../contact/dto/contact-request-create.dto.js';
import { LANGUAGES, type Language } from '../../catalogue/trip-content.js';
import { MaxCodePoints, OneLine } from '../../common/validation-text.js';
import { WAITLIST_STATUSES, type WaitlistStatus } from '../waitlist-entry.entity.js';

/** A few short fields: 2 KB leaves ample room. */
export const WAITLIST_BODY_LIMIT_BYTES = 2 * 1024;

const TOO_LONG = 'Il testo è troppo lungo.';

/** 'Avvisami se si libera un posto': who waits, for how many, and where to write. */
export class WaitlistJoinDto {
  @VisitorNameField()
  name: string;

  @VisitorEmailField()
  email: string;

  @ApiPropertyOptional({ maxLength: 40, example: '+39 333 1234567' })
  @Transform(blankToUndefined)
  @IsOptional()
  @OneLine('il telefono')
  @MaxCodePoints(40, { message: TOO_LONG })
  @IsString()
  phone?: string;

  @TravellerCountField()
  travellers: number;

  @ApiProperty({ enum: [true], description: 'The privacy notice was accepted' })
  @Equals(true, { message: PRIVACY_MESSAGE })
  privacyAccepted: true;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'it', description: 'The language the messages are written in' })
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'Lingua non supportata: usa it oppure en.' })
  language?: Language;
}

export class WaitlistJoinedDto {
  @ApiProperty({
    example: 'anna.bianchi@example.it',
    description:
      'Where the message went that confirms the address: the entry waits in line only once its link is opened',
  })
  email: string;
}

export class WaitlistOfferDto {
  @ApiProperty({ example: 'https://www.example.it/prenotazione/3fZ9kQ2mXr8LwT1bN6vH' })
  bookingUrl: string;

  @ApiProperty({ format: 'date-time', description: 'Until when the seats are held for this visitor' })
  expiresAt: string;

  @ApiProperty({ example: 2, description: 'Seats held' })
  seats: number;
}

/** A visitor's entry as their personal page shows it. */
export class WaitlistEntryPageDto {
  @ApiProperty({ enum: WAITLIST_STATUSES, enumName: 'WaitlistStatus' })
  status: WaitlistStatus;

  @ApiProperty({ example: 'Anna Bianchi' })
  name: string;

  @ApiProperty({ example: 2 })
  travellers: number;

  @ApiProperty({ example: 'praga-tour-culturale' })
  tripSlug: string;

  @ApiProperty({ example: 'Praga' })
  tripTitle: string;

  @ApiProperty({ format: 'date' })
  startDate: string;

  @ApiProperty({ format: 'date' })
  endDate: string;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 1,
    description: 'Place in line while waiting; null otherwise',
  })
  placeInLine: number | null;

  @ApiProperty({ type: WaitlistOfferDto, nullable: true, description: 'The seats held for the visitor, while offered' })
  offer: WaitlistOfferDto | null;

  @ApiProperty({ description: 'The departure is no longer on sale (it left, or was closed): nothing more will come' })
  departureClosed: boolean;

  @ApiProperty({ example: 0, description: 'Seats on sale now, for anyone' })
  spotsAvailable: number;
}

/** An entry as staff see it. */
export class AdminWaitlistEntryDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ enum: WAITLIST_STATUSES, enumName: 'WaitlistStatus' })
  status: WaitlistStatus;

  @ApiProperty()
  name: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty()
  travellers: number;

  @ApiProperty({ enum: LANGUAGES })
  language: Language;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Place in line: when confirmed' })
  confirmedAt: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Place in line while waiting' })
  placeInLine: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  offerExpiresAt: string | null;

  @ApiProperty({ example: 0 })
  heldSeats: number;

  @ApiProperty({
    type: String,
    format: 'uuid',
    maxLength: 36,
    nullable: true,
    description: 'The booking made from the offer',
  })
  bookingId: string | null;
}

export class AdminWaitlistDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  departureId: string;

  @ApiProperty({ example: 'Praga' })
  tripTitle: string;

  @ApiProperty({ format: 'date' })
  startDate: string;

  @ApiProperty({ format: 'date' })
  endDate: string;

  @ApiProperty({ example: 0, description: 'Seats on sale now' })
  spotsAvailable: number;

  @ApiProperty({ type: [AdminWaitlistEntryDto] })
  entries: AdminWaitlistEntryDto[];
}

export class AdminWaitlistEntryUpdateDto {
  @TravellerCountField()
  travellers: number;
}
