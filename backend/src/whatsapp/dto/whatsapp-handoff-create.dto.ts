import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID } from 'class-validator';
import { AirportField, TravellerCountField } from '../../bookings/dto/choice-fields.js';
import type { AirportCode } from '../../common/airports.js';
import { MaxCodePoints } from '../../common/validation-text.js';

/** A few short fields: 2 KB leaves ample room. */
export const WHATSAPP_HANDOFF_BODY_LIMIT_BYTES = 2 * 1024;

export class WhatsappHandoffCreateDto {
  @ApiProperty({ maxLength: 100, example: 'praga-tour-culturale', description: 'Slug or alias of the trip' })
  @MaxCodePoints(100, { message: 'Viaggio non valido.' })
  @IsNotEmpty({ message: 'Indica il viaggio.' })
  @IsString({ message: 'Indica il viaggio.' })
  tripSlug: string;

  @ApiPropertyOptional({ format: 'uuid', maxLength: 36, description: 'The departure chosen in the dates dialog' })
  @IsOptional()
  @IsUUID('all', { message: 'Data di partenza non valida.' })
  departureId?: string;

  @AirportField({ optional: true })
  airport?: AirportCode;

  @TravellerCountField({ optional: true })
  travellers?: number;
}
