import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { DEPARTURE_STATUSES, type DepartureStatus } from '../departure.entity.js';
import { MAX_PRICE_CENTS, MAX_TOTAL_SPOTS, PRICE_MESSAGE, SPOTS_MESSAGE } from './admin-departure-create.dto.js';

/** Only the fields sent change. */
export class AdminDepartureUpdateDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_PRICE_CENTS,
    description: 'A lower price keeps the current one as previousPriceCents (struck through); a higher one clears it',
  })
  @IsOptional()
  @Max(MAX_PRICE_CENTS, { message: PRICE_MESSAGE })
  @Min(1, { message: PRICE_MESSAGE })
  @IsInt({ message: PRICE_MESSAGE })
  priceCents?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_TOTAL_SPOTS,
    description: 'Free seats move by the same difference; never below the seats already taken',
  })
  @IsOptional()
  @Max(MAX_TOTAL_SPOTS, { message: SPOTS_MESSAGE })
  @Min(1, { message: SPOTS_MESSAGE })
  @IsInt({ message: SPOTS_MESSAGE })
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
