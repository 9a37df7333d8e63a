import { ApiProperty } from '@nestjs/swagger';
import { HOLD_ALERT_KINDS, type HoldAlertKind } from '../hold-alert.entity.js';

export class HoldAlertDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({
    enum: HOLD_ALERT_KINDS,
    enumName: 'HoldAlertKind',
    description:
      "burst: most of a departure's free seats went to unpaid holds within the hour; cap_reached: holders refused at their cap",
  })
  kind: HoldAlertKind;

  @ApiProperty({ format: 'uuid', maxLength: 36 })
  departureId: string;

  @ApiProperty({ example: 'praga-tour-culturale' })
  tripSlug: string;

  @ApiProperty({ example: 'Praga, la città d’oro' })
  tripTitle: string;

  @ApiProperty({ format: 'date', example: '2027-04-07' })
  startDate: string;

  @ApiProperty({ description: 'How many times it happened within its hour', example: 3 })
  occurrences: number;

  @ApiProperty({ description: "The departure's seats held unpaid within the hour when it last happened", example: 8 })
  unpaidSeats: number;

  @ApiProperty({ description: 'Seats of the departure free now', example: 1 })
  spotsAvailable: number;

  @ApiProperty({ format: 'date-time' })
  firstSeenAt: string;

  @ApiProperty({ format: 'date-time' })
  lastSeenAt: string;
}
