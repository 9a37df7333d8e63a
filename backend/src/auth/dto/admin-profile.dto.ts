import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_ROLES, type AdminRole } from '../admin-user.entity.js';

export class AdminProfileDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ example: 'direzione@agenzia.it' })
  email: string;

  @ApiProperty({
    enum: ADMIN_ROLES,
    enumName: 'AdminRole',
    description: 'owner: also manages staff accounts, IBANs and the system IBAN',
  })
  role: AdminRole;
}
