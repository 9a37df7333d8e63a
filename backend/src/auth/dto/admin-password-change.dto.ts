import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxCodePoints } from '../../common/validation-text.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password.js';
import { IsAdminPassword } from './admin-password.validator.js';
import { LOGIN_PASSWORD_MAX_LENGTH } from './admin-login.dto.js';

export const PASSWORD_CHANGE_BODY_LIMIT_BYTES = 8 * 1024;

export class AdminPasswordChangeDto {
  @ApiProperty({ format: 'password', maxLength: LOGIN_PASSWORD_MAX_LENGTH })
  @MaxCodePoints(LOGIN_PASSWORD_MAX_LENGTH, { message: 'La password attuale non è corretta.' })
  @IsNotEmpty({ message: 'Inserisci la password attuale.' })
  @IsString({ message: 'Inserisci la password attuale.' })
  currentPassword: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsAdminPassword()
  @IsString({ message: 'Inserisci la nuova password.' })
  newPassword: string;
}
