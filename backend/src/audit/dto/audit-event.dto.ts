import { ApiProperty } from '@nestjs/swagger';

export class AuditEventDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ example: 'admin_user.created', description: "Stable code, 'area.verb'" })
  action: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'The id of what the action was about' })
  subject: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'uuid', maxLength: 36 })
  adminUserId: string;

  @ApiProperty({ example: 'direzione@agenzia.it' })
  adminEmail: string;
}
