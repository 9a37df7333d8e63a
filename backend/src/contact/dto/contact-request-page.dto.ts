import { ApiProperty } from '@nestjs/swagger';
import { ContactRequestAdminDto } from './contact-request-admin.dto.js';

export class ContactRequestPageDto {
  @ApiProperty({ type: [ContactRequestAdminDto], description: 'Newest first' })
  items: ContactRequestAdminDto[];

  @ApiProperty({ description: 'All the requests kept, of every page' })
  total: number;

  @ApiProperty({ description: 'Those not yet marked as handled' })
  waiting: number;
}
