import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { DEPARTURE_STATUSES, type DepartureStatus } from '../departure.entity.js';
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
}
