import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { MAX_ROOM_NUMBER, ROOM_TYPES, type RoomType } from '../rooming.js';

/** More rooms than a group of the largest departure could fill. */
const MAX_ROOMS = 100;
const ROOMS_MESSAGE = 'Indica le camere come numero, tipo e ospiti (da uno a due).';

export class RoomOccupantDto {
  @ApiProperty({ format: 'uuid', maxLength: 36, description: 'The traveller, for staff to move to another room' })
  travellerId: string;

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

  @ApiProperty({ description: 'A double or twin with one guest: the other bed is still to be given' })
  toShare: boolean;

  @ApiProperty({ description: 'Arranged by staff; otherwise worked out from the bookings' })
  kept: boolean;
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

export class ArrangedRoomDto {
  @ApiProperty({ minimum: 1, maximum: MAX_ROOM_NUMBER, example: 3 })
  @Max(MAX_ROOM_NUMBER, { message: ROOMS_MESSAGE })
  @Min(1, { message: ROOMS_MESSAGE })
  @IsInt({ message: ROOMS_MESSAGE })
  number: number;

  @ApiProperty({ enum: ROOM_TYPES, enumName: 'RoomType' })
  @IsIn(ROOM_TYPES, { message: ROOMS_MESSAGE })
  type: RoomType;

  @ApiProperty({ type: 'array', items: { type: 'string', format: 'uuid', maxLength: 36 }, minItems: 1, maxItems: 2 })
  @IsUUID('all', { each: true, message: ROOMS_MESSAGE })
  @ArrayMaxSize(2, { message: ROOMS_MESSAGE })
  @ArrayMinSize(1, { message: ROOMS_MESSAGE })
  @IsArray({ message: ROOMS_MESSAGE })
  travellerIds: string[];
}

/** The rooms staff keep; travellers in none are worked out from the bookings. */
export class RoomsArrangeDto {
  @ApiProperty({ type: [ArrangedRoomDto], maxItems: MAX_ROOMS, description: 'Empty: every room worked out again' })
  @ValidateNested({ each: true })
  @Type(() => ArrangedRoomDto)
  @ArrayMaxSize(MAX_ROOMS, { message: ROOMS_MESSAGE })
  @IsArray({ message: ROOMS_MESSAGE })
  rooms: ArrangedRoomDto[];
}
