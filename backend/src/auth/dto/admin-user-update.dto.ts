import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class AdminUserUpdateDto {
  @ApiProperty({ description: 'false disables the account: its tokens stop working at once' })
  @IsBoolean({ message: "Indica se l'account è attivo (vero o falso)." })
  isActive: boolean;
}
