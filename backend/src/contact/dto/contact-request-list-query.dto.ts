import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const CONTACT_REQUESTS_MAX_LIMIT = 200;
const LIMIT_MESSAGE = `Indica quante richieste mostrare: un numero intero da 1 a ${CONTACT_REQUESTS_MAX_LIMIT}.`;
const OFFSET_MESSAGE = 'Indica da quale richiesta partire: un numero intero da 0 in su.';

/** A page of the inbox: `limit` requests after the first `offset`, newest first. */
export class ContactRequestListQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: CONTACT_REQUESTS_MAX_LIMIT, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @Max(CONTACT_REQUESTS_MAX_LIMIT, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100_000, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @Max(100_000, { message: OFFSET_MESSAGE })
  @Min(0, { message: OFFSET_MESSAGE })
  @IsInt({ message: OFFSET_MESSAGE })
  offset?: number;
}
