import { ApiProperty } from '@nestjs/swagger';
import { MINIMUM_GROUP_STATUSES, type MinimumGroupStatus } from '../minimum-group.js';
import { MeetingTimesDto } from './meeting-times.dto.js';
import { DEPARTURE_STATUSES, type DepartureStatus } from '../departure.entity.js';

/** A departure as the staff see it: closed ones too, with the seats already taken. */
export class AdminDepartureDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ example: 'praga-tour-culturale' })
  tripSlug: string;

  @ApiProperty({ example: 'Praga: tour culturale' })
  tripTitle: string;

  @ApiProperty({ format: 'date', example: '2027-05-10', description: 'First day (Europe/Rome calendar date)' })
  startDate: string;

  @ApiProperty({ format: 'date', example: '2027-05-14', description: 'Last day' })
  endDate: string;

  @ApiProperty({ example: 80000, description: 'Price per person, euro cents' })
  priceCents: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 90000,
    description: 'The higher price charged before the last reduction, shown struck through; null otherwise',
  })
  previousPriceCents: number | null;

  @ApiProperty({ example: 10 })
  totalSpots: number;

  @ApiProperty({ example: 6, description: 'Seats still free' })
  spotsAvailable: number;

  @ApiProperty({ example: 4, description: 'Seats already taken: totalSpots - spotsAvailable' })
  seatsTaken: number;

  @ApiProperty({
    type: [String],
    maxItems: 2,
    example: ['Giulia', 'Marco'],
    description: 'Usually two; fewer, even none, when nobody else was free for these days: to be assigned',
  })
  coordinators: string[];

  @ApiProperty({
    type: MeetingTimesDto,
    description: 'When the group meets at each airport; an airport without a time is left out',
  })
  meetingTimes: MeetingTimesDto;

  @ApiProperty({ enum: DEPARTURE_STATUSES, enumName: 'DepartureStatus', description: 'closed: no longer offered' })
  status: DepartureStatus;

  @ApiProperty({ example: 6, description: "The trip's minimum group" })
  minGroupSize: number;

  @ApiProperty({ example: 4, description: 'Travellers of the confirmed bookings (paid at least the deposit)' })
  confirmedTravellers: number;

  @ApiProperty({
    description:
      'The minimum is reached, or staff decided to run the departure anyway: the public sees it as guaranteed',
  })
  guaranteed: boolean;

  @ApiProperty({
    enum: MINIMUM_GROUP_STATUSES,
    enumName: 'MinimumGroupStatus',
    nullable: true,
    description:
      "null: nothing to decide yet; asked: the minimum-group deadline came with the minimum not reached, staff must decide; run or cancelled: staff's decision",
  })
  minimumGroupStatus: MinimumGroupStatus | null;

  @ApiProperty({
    format: 'date',
    example: '2027-04-20',
    description:
      'The Rome day staff are asked to decide from when the minimum is not reached (20 days before for trips of more than 6 days, 7 for 2-6 days, 2 for shorter ones)',
  })
  minimumGroupDeadline: string;
}

export class DeparturesGeneratedDto {
  @ApiProperty({ example: 7, description: 'Departures added; 0 when the trip already had them all' })
  added: number;
}

/** One side of a coordinator's clash. */
export class CoordinatorClashDepartureDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ example: 'praga-tour-culturale' })
  tripSlug: string;

  @ApiProperty({ example: 'Praga: tour culturale' })
  tripTitle: string;

  @ApiProperty({ format: 'date', example: '2027-05-10' })
  startDate: string;

  @ApiProperty({ format: 'date', example: '2027-05-14' })
  endDate: string;
}

/** A coordinator on two departures sharing at least one day: one of them needs someone else. */
export class CoordinatorClashDto {
  @ApiProperty({ example: 'Giulia', description: 'As written on the first departure' })
  coordinator: string;

  @ApiProperty({ type: CoordinatorClashDepartureDto, description: 'The departure starting first' })
  first: CoordinatorClashDepartureDto;

  @ApiProperty({ type: CoordinatorClashDepartureDto })
  second: CoordinatorClashDepartureDto;
}
