import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class IbanUpdateDto {
  @ApiProperty({ description: 'false: no longer offered for new links; links already issued keep it' })
  @IsBoolean({ message: "Indica se l'IBAN è attivo (vero o falso)." })
  isActive: boolean;
}
