import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { CANCELLATION_REASON_MAX } from '../../bookings/dto/admin-booking.dto.js';
import { MaxCodePoints } from '../../common/validation-text.js';

export const MINIMUM_GROUP_DECISIONS = ['run', 'cancel'] as const;
export type MinimumGroupDecision = (typeof MINIMUM_GROUP_DECISIONS)[number];

/** Staff's answer when a departure did not reach its minimum group (DECISIONS 34). */
export class MinimumGroupDecisionDto {
  @ApiProperty({
    enum: MINIMUM_GROUP_DECISIONS,
    enumName: 'MinimumGroupDecision',
    description:
      'run: the departure goes ahead with fewer travellers and its customers are told; cancel: it closes, its live bookings are cancelled, each owed back everything paid, and their customers are told',
  })
  @IsIn(MINIMUM_GROUP_DECISIONS, { message: 'Scegli se far partire il gruppo o annullare la partenza.' })
  decision: MinimumGroupDecision;

  @ApiPropertyOptional({
    maxLength: CANCELLATION_REASON_MAX,
    example: 'Ti proponiamo volentieri la partenza del 12 giugno, allo stesso prezzo.',
    description:
      'Only with cancel: words for the customers besides what the message says already (the minimum not reached, the refund)',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Scrivi la nota in parole.' })
  @MaxCodePoints(CANCELLATION_REASON_MAX, {
    message: `La nota può avere al massimo ${CANCELLATION_REASON_MAX} caratteri.`,
  })
  reason?: string;
}
