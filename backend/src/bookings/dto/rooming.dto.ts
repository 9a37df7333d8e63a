import { ApiProperty } from '@nestjs/swagger';
import { ROOM_TYPES, type RoomType } from '../rooming.js';

export class RoomOccupantDto {
  @ApiProperty({ example: 'Ricevuta 4821' })
  reference: string;

  @ApiProperty({ example: 'Anna' })
  firstName: string;

  @ApiProperty({ example: 'Bianchi' })
  lastName: string;

  @ApiProperty({ description: 'Under 12 on the start date' })
  isChild: boolean;
}

export class RoomDto {
  @ApiProperty({ example: 1 })
  number: number;

  @ApiProperty({
    enum: ROOM_TYPES,
    enumName: 'RoomType',
    description: 'single; double (one bed, travellers of one booking); twin (two beds, shared across bookings)',
  })
  type: RoomType;

  @ApiProperty({ type: [RoomOccupantDto] })
  occupants: RoomOccupantDto[];

  @ApiProperty({ description: 'A twin with one guest: the other bed is still to be given' })
  toShare: boolean;
}

export class RoomingListDto {
  @ApiProperty({ example: 'vienna-tour-culturale' })
  tripSlug: string;

  @ApiProperty({ example: 'Vienna imperiale' })
  tripTitle: string;

  @ApiProperty({ format: 'date', example: '2027-05-10' })
  startDate: string;

  @ApiProperty({ format: 'date', example: '2027-05-15' })
  endDate: string;

  @ApiProperty({ type: [RoomDto], description: "Who sleeps where, from the live bookings' choices" })
  rooms: RoomDto[];
}
