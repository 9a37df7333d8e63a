import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, Min } from 'class-validator';
import { AIRPORT_CODES, type AirportCode } from '../../common/airports.js';
import { MaxCodePoints } from '../../common/validation-text.js';

/** A few short fields: 2 KB leaves ample room. */
export const WHATSAPP_HANDOFF_BODY_LIMIT_BYTES = 2 * 1024;

export class WhatsappHandoffCreateDto {
  @ApiProperty({ maxLength: 100, example: 'praga-tour-culturale', description: 'Slug or alias of the trip' })
  @MaxCodePoints(100, { message: 'Viaggio non valido.' })
  @IsNotEmpty({ message: 'Indica il viaggio.' })
  @IsString({ message: 'Indica il viaggio.' })
  tripSlug: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The departure chosen in the dates dialog' })
  @IsOptional()
  @IsUUID('all', { message: 'Data di partenza non valida.' })
  departureId?: string;

  @ApiPropertyOptional({ enum: AIRPORT_CODES, enumName: 'AirportCode' })
  @IsOptional()
  @IsIn(AIRPORT_CODES, { message: 'Scegli un aeroporto di partenza tra quelli proposti.' })
  airport?: AirportCode;

  @ApiPropertyOptional({ minimum: 1, maximum: 10, example: 2 })
  @IsOptional()
  @Min(1, { message: 'Indica da 1 a 10 viaggiatori.' })
  @Max(10, { message: 'Indica da 1 a 10 viaggiatori.' })
  @IsInt({ message: 'Indica da 1 a 10 viaggiatori.' })
  travellers?: number;
}
