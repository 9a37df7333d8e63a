import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_ROLES, type AdminRole } from '../admin-user.entity.js';
import { PendingApprovalDto } from './pending-approval.dto.js';

/** A request to make an account an owner, waiting for another owner's approval or its 24 hours (decision A8). */
export class OwnerGrantDto extends PendingApprovalDto {
  @ApiProperty({ format: 'uuid', maxLength: 36, description: 'The id to approve or cancel it by' })
  id: string;
}

export class AdminUserDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ example: 'segreteria@agenzia.it' })
  email: string;

  @ApiProperty({
    enum: ADMIN_ROLES,
    enumName: 'AdminRole',
    description:
      'owner: also manages staff accounts, IBANs and the system IBAN; an account asked to become one stays staff until the request is approved (ownerGrant)',
  })
  role: AdminRole;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  lastLoginAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: OwnerGrantDto,
    nullable: true,
    description: 'The request to make it an owner, while it waits; null when none waits',
  })
  ownerGrant: OwnerGrantDto | null;
}
