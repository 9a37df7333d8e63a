import { ApiProperty } from '@nestjs/swagger';

export class ContactRequestCreatedDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
}
