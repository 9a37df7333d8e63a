import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxCodePoints } from '../../common/validation-text.js';

export const CREDENTIALS_REQUIRED_MESSAGE = 'Inserisci email e password.';
/** Sign-in accepts any password an account may have; the policy applies when one is set. */
export const LOGIN_PASSWORD_MAX_LENGTH = 1024;
/** Two short fields; anything larger is not a sign-in. */
export const LOGIN_BODY_LIMIT_BYTES = 8 * 1024;

export class AdminLoginDto {
  @ApiProperty({ maxLength: 254, example: 'direzione@agenzia.it' })
  @MaxCodePoints(254, { message: 'Email o password non corretti.' })
  @IsNotEmpty({ message: CREDENTIALS_REQUIRED_MESSAGE })
  @IsString({ message: CREDENTIALS_REQUIRED_MESSAGE })
  email: string;

  @ApiProperty({ format: 'password', maxLength: LOGIN_PASSWORD_MAX_LENGTH })
  @MaxCodePoints(LOGIN_PASSWORD_MAX_LENGTH, { message: 'Email o password non corretti.' })
  @IsNotEmpty({ message: CREDENTIALS_REQUIRED_MESSAGE })
  @IsString({ message: CREDENTIALS_REQUIRED_MESSAGE })
  password: string;
}

/** The password typed again, for a step-up token. */
export class AdminStepUpDto {
  @ApiProperty({ format: 'password', maxLength: LOGIN_PASSWORD_MAX_LENGTH })
  @MaxCodePoints(LOGIN_PASSWORD_MAX_LENGTH, { message: 'Password non corretta.' })
  @IsNotEmpty({ message: 'Inserisci la tua password.' })
  @IsString({ message: 'Inserisci la tua password.' })
  password: string;
}
