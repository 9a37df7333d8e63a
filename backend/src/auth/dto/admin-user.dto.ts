import { ApiProperty } from '@nestjs/swagger';

export class AdminUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'segreteria@agenzia.it' })
  email: string;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  lastLoginAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}
