import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_ROLES, type AdminRole } from '../admin-user.entity.js';

export class AdminUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'segreteria@agenzia.it' })
  email: string;

  @ApiProperty({
    enum: ADMIN_ROLES,
    enumName: 'AdminRole',
    description: 'owner: also manages staff accounts, IBANs and the system IBAN',
  })
  role: AdminRole;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  lastLoginAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
