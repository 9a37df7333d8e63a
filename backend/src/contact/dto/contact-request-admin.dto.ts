import { ApiProperty } from '@nestjs/swagger';

/** A contact request as the agency's inbox shows it. */
export class ContactRequestAdminDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ example: 'Maria Rossi' })
  name: string;

  @ApiProperty({ example: 'maria.rossi@example.it' })
  email: string;

  @ApiProperty({ type: 'string', nullable: true })
  phone: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: "'Scrivo perché', also at the top of the message" })
  reason: string | null;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'The trip the visitor was looking at' })
  destinationId: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  travelDate: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  airport: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'null while the request waits' })
  handledAt: string | null;
}
