import { ApiProperty } from '@nestjs/swagger';

export class IbanDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ATI Viaggi S.r.l.' })
  accountHolder: string;

  @ApiProperty({ example: 'IT60X0542811101000000123456', description: 'Upper case, no spaces' })
  iban: string;

  @ApiProperty({ example: 'IT60 X054 2811 1010 0000 0123 456', description: 'In groups of four, for display' })
  ibanFormatted: string;

  @ApiProperty({ example: 'Non specificato' })
  bankName: string;

  @ApiProperty({ description: 'Offered for new booking links' })
  isActive: boolean;

  @ApiProperty({ description: "The system IBAN: the one the checkout's links use" })
  isActiveSystem: boolean;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  lastUsedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ description: 'Booking links made with it' })
  bookingLinkCount: number;
}

export class ActiveIbanDto {
  @ApiProperty({ type: IbanDto, nullable: true, description: 'null: no system IBAN, online booking is unavailable' })
  iban: IbanDto | null;
}
