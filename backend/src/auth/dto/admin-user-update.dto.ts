import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { ADMIN_ROLES, type AdminRole } from '../admin-user.entity.js';

/** Only the fields sent change. */
export class AdminUserUpdateDto {
  @ApiPropertyOptional({ description: 'false disables the account: its tokens stop working at once' })
  @IsOptional()
  @IsBoolean({ message: "Indica se l'account è attivo (vero o falso)." })
  isActive?: boolean;

  @ApiPropertyOptional({
    enum: ADMIN_ROLES,
    enumName: 'AdminRole',
    description:
      "There is always at least one active owner (409 LAST_OWNER). owner asks for the role, which waits for another owner's approval (or 24 hours with a single owner); staff takes effect at once",
  })
  @IsOptional()
  @IsIn(ADMIN_ROLES, { message: "Indica il ruolo: 'owner' (titolare) o 'staff'." })
  role?: AdminRole;
}
