import { ApiProperty } from '@nestjs/swagger';

export class AdminTokenDto {
  @ApiProperty({ description: 'Send it as `Authorization: Bearer <accessToken>`' })
  accessToken: string;

  @ApiProperty({ example: 28800, description: 'Seconds until the token expires' })
  expiresIn: number;
}
