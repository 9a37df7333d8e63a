import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { DEPARTURE_STATUSES, type DepartureStatus } from '../departure.entity.js';
import { MeetingTimesDto } from './meeting-times.dto.js';
import { PriceCentsField, TotalSpotsField } from './admin-departure-create.dto.js';

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
}
