import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { OneLine } from '../../common/validation-text.js';
import { coordinatorKey } from '../coordinator-clashes.js';
import { DEPARTURE_STATUSES, type DepartureStatus } from '../departure.entity.js';
import { MeetingTimesDto } from './meeting-times.dto.js';
import {
  PriceCentsField,
  TotalSpotsField,
  trimEach,
  UPDATED_COORDINATORS_MESSAGE,
} from './admin-departure-create.dto.js';

/** Only the fields sent change. */
export class AdminDepartureUpdateDto {
  @PriceCentsField('A lower price keeps the current one as previousPriceCents (struck through); a higher one clears it')
  priceCents?: number;

  @TotalSpotsField('Free seats move by the same difference; never below the seats already taken')
  totalSpots?: number;

  @ApiPropertyOptional({
    enum: DEPARTURE_STATUSES,
    enumName: 'DepartureStatus',
    description: 'closed: hidden from the site',
  })
  @IsOptional()
  @IsIn(DEPARTURE_STATUSES, { message: "Indica lo stato della partenza: 'open' o 'closed'." })
  status?: DepartureStatus;

  @ApiPropertyOptional({
    type: MeetingTimesDto,
    description: "Replaces every airport's meeting time: an airport left out or null has none",
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => MeetingTimesDto)
  @IsObject({ message: 'Indica gli orari di ritrovo per aeroporto, per esempio { "MXP": "06:30" }.' })
  meetingTimes?: MeetingTimesDto;

  @ApiPropertyOptional({
    type: 'array',
    // The column's limit on a coordinator's first name.
    items: { type: 'string', maxLength: 40 },
    maxItems: 2,
    example: ['Giulia', 'Marco'],
    description:
      'Replaces the coordinators: none, one or two different names, none of them leading another departure, of any trip, sharing a day with this one',
  })
  @IsOptional()
  @Transform(trimEach)
  @ArrayUnique((name: unknown) => (typeof name === 'string' ? coordinatorKey(name) : name), {
    message: UPDATED_COORDINATORS_MESSAGE,
  })
  @MaxLength(40, { each: true, message: UPDATED_COORDINATORS_MESSAGE })
  @OneLine('il nome del coordinatore', { each: true })
  @IsNotEmpty({ each: true, message: UPDATED_COORDINATORS_MESSAGE })
  @IsString({ each: true, message: UPDATED_COORDINATORS_MESSAGE })
  @ArrayMaxSize(2, { message: UPDATED_COORDINATORS_MESSAGE })
  @IsArray({ message: UPDATED_COORDINATORS_MESSAGE })
  coordinators?: string[];
}
