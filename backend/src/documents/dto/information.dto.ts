import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { BookingQuoteRequestDto } from '../../bookings/dto/booking-quote.dto.js';
import { AIRPORT_CODES, type AirportCode } from '../../common/airports.js';
import { type Language, LANGUAGES } from '../../catalogue/trip-content.js';

export class InformationRequestDto extends BookingQuoteRequestDto {
  @ApiPropertyOptional({ enum: AIRPORT_CODES, enumName: 'AirportCode', description: 'The airport chosen, when it is' })
  @IsOptional()
  @IsIn(AIRPORT_CODES, { message: "Scegli l'aeroporto di partenza." })
  airport?: AirportCode;

  @ApiPropertyOptional({ enum: LANGUAGES, default: 'it' })
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'Lingua non supportata: usa it oppure en.' })
  language?: Language;
}

export class DocumentSectionDto {
  @ApiProperty({ example: 'Prezzo e pagamenti' })
  heading: string;

  @ApiPropertyOptional({ type: [String] })
  paragraphs?: string[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
    description: 'A two-column table: label and value',
  })
  rows?: [string, string][];

  @ApiPropertyOptional({ type: [String] })
  bullets?: string[];
}

/** The pre-contract information with the standard form, as the booking form shows it. */
export class PreContractInformationDto {
  @ApiProperty({
    example: '3f5a…',
    description: 'SHA-256 of the text: sent back with the booking as informationVersion, to record what was read',
  })
  version: string;

  @ApiProperty({ example: 'Informazioni precontrattuali sul pacchetto turistico' })
  title: string;

  @ApiProperty({ example: 'Praga · dal 10 al 14 maggio 2027' })
  subtitle: string;

  @ApiProperty({ type: [DocumentSectionDto] })
  sections: DocumentSectionDto[];

  @ApiProperty({ description: 'The organiser as every page of the PDF names it' })
  footer: string;
}
