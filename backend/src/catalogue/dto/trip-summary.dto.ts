import { ApiProperty } from '@nestjs/swagger';
import { HERO_THEMES, type HeroTheme, TRIP_CATEGORIES, type TripCategory } from '../trip-content.js';

export class TripSummaryDto {
  @ApiProperty({ example: 'praga-tour-culturale' })
  slug: string;

  @ApiProperty({ example: "Praga, la città d'oro" })
  title: string;

  @ApiProperty()
  subtitle: string;

  @ApiProperty({ example: 'Repubblica Ceca' })
  country: string;

  @ApiProperty({ example: 5 })
  durationDays: number;

  @ApiProperty({ example: 4 })
  durationNights: number;

  @ApiProperty({ example: 80000, description: 'Base price per person, euro cents' })
  priceCents: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 29000,
    description: 'Single-room supplement per person, euro cents',
  })
  singleSupplementCents: number | null;

  @ApiProperty({ type: [String], description: 'Short points of interest; also what the site search looks through' })
  highlights: string[];

  @ApiProperty({ enum: TRIP_CATEGORIES, enumName: 'TripCategory' })
  category: TripCategory;

  @ApiProperty({ enum: HERO_THEMES, enumName: 'HeroTheme' })
  heroTheme: HeroTheme;

  @ApiProperty({ example: '/images/trips/praga-tour-culturale.svg' })
  imageUrl: string;

  @ApiProperty({ description: 'Text alternative of the image' })
  imageAlt: string;
}
