import { ApiProperty } from '@nestjs/swagger';
import { TripSummaryDto } from './trip-summary.dto.js';

export class ItineraryBlockDto {
  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;
}

export class ItineraryDayDto {
  @ApiProperty({ example: 1 })
  day: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  subtitle: string;

  @ApiProperty({ type: ItineraryBlockDto, description: "The 'Mattina' panel" })
  morning: ItineraryBlockDto;

  @ApiProperty({ type: ItineraryBlockDto, description: "The 'Pomeriggio/Sera' panel" })
  afternoon: ItineraryBlockDto;
}

export class InfoSectionDto {
  @ApiProperty({ enum: ['included', 'excluded', 'packing', 'documents', 'hotel'] })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: [String], description: "An item 'Heading|Text' is a heading with its text" })
  items: string[];
}

export class FaqDto {
  @ApiProperty()
  id: string;

  @ApiProperty()
  question: string;

  @ApiProperty({ type: [String], description: "Paragraphs, or table rows written 'Label|Value'" })
  answer: string[];
}

export class HotelDto {
  @ApiProperty()
  name: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  stars: number;

  @ApiProperty()
  description: string;
}

export class TripFactDto {
  @ApiProperty({ example: 'Durata' })
  label: string;

  @ApiProperty({ example: '5 giorni / 4 notti' })
  value: string;
}

export class DepositPolicyDto {
  @ApiProperty({ enum: ['percent', 'fixedPerPerson'] })
  kind: 'percent' | 'fixedPerPerson';

  @ApiProperty({
    description: 'A percentage of the total (percent) or euro cents per traveller (fixedPerPerson)',
    example: 40,
  })
  value: number;
}

export class TripDetailDto extends TripSummaryDto {
  @ApiProperty({ type: [String], description: 'Paragraphs' })
  description: string[];

  @ApiProperty({ type: [TripFactDto], description: "'Il viaggio in breve'" })
  facts: TripFactDto[];

  @ApiProperty({ description: 'How the group flies' })
  flights: string;

  @ApiProperty({ type: [ItineraryDayDto] })
  itinerary: ItineraryDayDto[];

  @ApiProperty({ type: [InfoSectionDto] })
  infoSections: InfoSectionDto[];

  @ApiProperty({ type: [FaqDto] })
  faqs: FaqDto[];

  @ApiProperty({ type: [HotelDto] })
  hotels: HotelDto[];

  @ApiProperty({ type: DepositPolicyDto })
  depositPolicy: DepositPolicyDto;

  @ApiProperty({ example: 20 })
  maxGroupSize: number;
}
