import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ADMIN_ROLES, type AdminRole } from '../admin-user.entity.js';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { MaxCodePoints } from '../../common/validation-text.js';
import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '../../common/email.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password.js';
import { IsAdminPassword } from './admin-password.validator.js';

export const ADMIN_USER_BODY_LIMIT_BYTES = 8 * 1024;

export class AdminUserCreateDto {
  @ApiProperty({ maxLength: 254, example: 'segreteria@agenzia.it', description: 'Stored lower-cased' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE })
  @MaxCodePoints(254, { message: 'Il testo è troppo lungo.' })
  @IsNotEmpty({ message: INVALID_EMAIL_MESSAGE })
  @IsString({ message: INVALID_EMAIL_MESSAGE })
  email: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsAdminPassword()
  @IsString({ message: 'Inserisci una password.' })
  password: string;

  @ApiPropertyOptional({
    enum: ADMIN_ROLES,
    enumName: 'AdminRole',
    default: 'staff',
    description:
      "owner: the account is made staff and asked to become an owner, which waits for another owner's approval (or 24 hours with a single owner)",
  })
  @IsOptional()
  @IsIn(ADMIN_ROLES, { message: "Indica il ruolo: 'owner' (titolare) o 'staff'." })
  role?: AdminRole;
}
