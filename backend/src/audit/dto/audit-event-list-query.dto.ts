import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const AUDIT_EVENTS_MAX_LIMIT = 200;
const LIMIT_MESSAGE = `Indica quanti eventi mostrare: un numero intero da 1 a ${AUDIT_EVENTS_MAX_LIMIT}.`;

export class AuditEventListQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: AUDIT_EVENTS_MAX_LIMIT, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @Max(AUDIT_EVENTS_MAX_LIMIT, { message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @IsInt({ message: LIMIT_MESSAGE })
  limit?: number;
}
