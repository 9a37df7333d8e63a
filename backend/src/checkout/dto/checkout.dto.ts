import { ApiProperty } from '@nestjs/swagger';

export class CheckoutDto {
  @ApiProperty({ description: 'The booking link token' })
  token: string;

  @ApiProperty({ example: '/prenotazione/3fZ9…', description: 'The booking page to go to' })
  url: string;
}
