import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { AirportField, TravellerCountField } from '../../bookings/dto/choice-fields.js';
import type { AirportCode } from '../../common/airports.js';

export const CHECKOUT_BODY_LIMIT_BYTES = 1024;

export class CheckoutCreateDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  @IsUUID('all', { message: 'Data di partenza non valida.' })
  departureId: string;

  @AirportField()
  airport: AirportCode;

  @TravellerCountField()
  travellers: number;
}
