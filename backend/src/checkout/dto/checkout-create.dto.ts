import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsUUID, Max, Min } from 'class-validator';
import { AIRPORT_CODES, type AirportCode } from '../../common/airports.js';

export const CHECKOUT_BODY_LIMIT_BYTES = 1024;

export class CheckoutCreateDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Data di partenza non valida.' })
  departureId: string;

  @ApiProperty({ enum: AIRPORT_CODES, enumName: 'AirportCode' })
  @IsIn(AIRPORT_CODES, { message: 'Scegli un aeroporto di partenza tra quelli proposti.' })
  airport: AirportCode;

  @ApiProperty({ minimum: 1, maximum: 10, example: 2 })
  @Min(1, { message: 'Indica da 1 a 10 viaggiatori.' })
  @Max(10, { message: 'Indica da 1 a 10 viaggiatori.' })
  @IsInt({ message: 'Indica da 1 a 10 viaggiatori.' })
  travellers: number;
}
