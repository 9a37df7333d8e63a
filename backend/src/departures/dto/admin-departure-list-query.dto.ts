import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CALENDAR_DATE_MESSAGE, CALENDAR_DATE_PATTERN, IsCalendarDate } from './calendar-date.js';
import { ListLimitField } from '../../common/list-paging.js';

export const ADMIN_DEPARTURES_MAX_LIMIT = 500;

const booleanText = ({ value }: { value: unknown }) => {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
};

export class AdminDepartureListQueryDto {
  @ApiPropertyOptional({ maxLength: 100, example: 'praga-tour-culturale', description: "Only this trip's departures" })
  @IsOptional()
  @MaxLength(100, { message: 'Il viaggio indicato non esiste.' })
  @IsString({ message: 'Il viaggio indicato non esiste.' })
  trip?: string;

  @ApiPropertyOptional({
    format: 'date',
    maxLength: 10,
    example: '2027-05-01',
    description: 'Departures starting on or after this date; default today (Europe/Rome)',
  })
  @IsOptional()
  @IsCalendarDate()
  @Matches(CALENDAR_DATE_PATTERN, { message: CALENDAR_DATE_MESSAGE })
  from?: string;

  @ApiPropertyOptional({ type: Boolean, default: false, description: 'true: closed departures too' })
  @IsOptional()
  @Transform(booleanText)
  @IsBoolean({ message: 'Indica se mostrare anche le partenze chiuse (true o false).' })
  includeClosed?: boolean;

  @ListLimitField({ max: ADMIN_DEPARTURES_MAX_LIMIT, fallback: 200, items: 'quante partenze' })
  limit?: number;
}
