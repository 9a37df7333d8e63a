import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsUUID } from 'class-validator';

const CHOOSE_IBAN = 'Seleziona un IBAN prima di procedere';

export class ActiveIbanUpdateDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  @IsUUID('all', { message: CHOOSE_IBAN })
  @IsNotEmpty({ message: CHOOSE_IBAN })
  ibanId: string;
}
