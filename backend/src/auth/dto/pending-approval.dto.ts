import { ApiProperty } from '@nestjs/swagger';

/** Who asked for something that waits for an owner's approval (decision A8), and when it applies by itself. */
export class PendingApprovalDto {
  @ApiProperty({ format: 'uuid', maxLength: 36, description: 'The owner who asked: they cannot approve it themselves' })
  requestedBy: string;

  @ApiProperty({ example: 'direzione@agenzia.it' })
  requestedByEmail: string;

  @ApiProperty({ format: 'date-time' })
  requestedAt: string;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description:
      "When it applies by itself (24 hours after the request, with a single owner); null: it waits for another owner's approval",
  })
  effectiveAt: string | null;
}
