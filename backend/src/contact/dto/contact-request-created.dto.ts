import { ApiProperty } from '@nestjs/swagger';

export class ContactRequestCreatedDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;
}
