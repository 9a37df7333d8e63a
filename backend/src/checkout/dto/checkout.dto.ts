import { ApiProperty } from '@nestjs/swagger';
import { AirportField, TravellerCountField } from '../../bookings/dto/choice-fields.js';
import type { AirportCode } from '../../common/airports.js';

export class CheckoutDto {
  @ApiProperty({ description: 'The booking link token' })
  token: string;

  @ApiProperty({
    example: '/prenotazione/3fZ9…?aeroporto=FCO&viaggiatori=2',
    description: "The booking page to go to, carrying the visitor's airport and travellers",
  })
  url: string;

  @AirportField()
  airport: AirportCode;

  @TravellerCountField()
  travellers: number;
}
