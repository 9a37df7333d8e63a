import { ApiProperty } from '@nestjs/swagger';
import { DEPARTURE_LIMITS } from '../../departures/departure-limits.js';
import { HERO_THEMES, type HeroTheme, TRIP_CATEGORIES, type TripCategory } from '../trip-content.js';

/**
 * The longest texts of a trip's summary, in characters, as the document promises them to the
 * API's clients (partners' code sizes its fields by them). The slug, country and image file are
 * bounded by their columns; the content's texts come from the seeds, whose every trip an API
 * test checks against these.
 */
export const TRIP_TEXT_LIMITS = {
  slug: 100,
  title: 200,
  subtitle: 300,
  country: 100,
  highlight: 200,
  highlights: 20,
  /** '/images/trips/' and the 200 characters of the image file's column. */
  imageUrl: 214,
  imageAlt: 400,
} as const;

export class TripSummaryDto {
  @ApiProperty({ maxLength: TRIP_TEXT_LIMITS.slug, example: 'praga-tour-culturale' })
  slug: string;

  @ApiProperty({ maxLength: TRIP_TEXT_LIMITS.title, example: "Praga, la città d'oro" })
  title: string;

  @ApiProperty({
    maxLength: TRIP_TEXT_LIMITS.subtitle,
    example: 'Castello, Ponte Carlo e Città Vecchia in cinque giorni',
  })
  subtitle: string;

  @ApiProperty({ maxLength: TRIP_TEXT_LIMITS.country, example: 'Repubblica Ceca' })
  country: string;

  @ApiProperty({ example: 5 })
  durationDays: number;

  @ApiProperty({ example: 4 })
  durationNights: number;

  @ApiProperty({ example: 80000, description: 'Base price per person, euro cents' })
  priceCents: number;

  @ApiProperty({
    type: 'integer',
    format: 'int32',
    minimum: 0,
    maximum: DEPARTURE_LIMITS.maxPriceCents,
    nullable: true,
    example: 29000,
    description: 'Single-room supplement per person, euro cents',
  })
  singleSupplementCents: number | null;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', maxLength: TRIP_TEXT_LIMITS.highlight },
    maxItems: TRIP_TEXT_LIMITS.highlights,
    example: ['Ponte Carlo al tramonto', 'Castello di Praga'],
    description: 'Short points of interest; also what the site search looks through',
  })
  highlights: string[];

  @ApiProperty({ enum: TRIP_CATEGORIES, enumName: 'TripCategory' })
  category: TripCategory;

  @ApiProperty({ enum: HERO_THEMES, enumName: 'HeroTheme' })
  heroTheme: HeroTheme;

  @ApiProperty({ maxLength: TRIP_TEXT_LIMITS.imageUrl, example: '/images/trips/praga-tour-culturale.svg' })
  imageUrl: string;

  @ApiProperty({
    maxLength: TRIP_TEXT_LIMITS.imageAlt,
    example: 'Illustrazione del Ponte Carlo sulla Moldava al tramonto',
    description: 'Text alternative of the image',
  })
  imageAlt: string;
}
