import { ApiProperty } from '@nestjs/swagger';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, type MessageChannel, type MessageStatus } from '../message.entity.js';

/** A message of a booking, as the booking's admin page lists it (API.md: messages[]). */
export class BookingMessageDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ enum: MESSAGE_CHANNELS, enumName: 'MessageChannel' })
  channel: MessageChannel;

  @ApiProperty({ example: 'booking_received' })
  kind: string;

  @ApiProperty({ example: 'anna.bianchi@example.it', description: "The address; 'agency' for the agency's own chat" })
  to: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'Null until the first attempt writes it' })
  subject: string | null;

  @ApiProperty({ enum: MESSAGE_STATUSES, enumName: 'MessageStatus' })
  status: MessageStatus;

  @ApiProperty({ example: 1 })
  attempts: number;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'SMTP 550 5.1.1',
    description: "The last failure: the server's reply code, never its text",
  })
  lastError: string | null;

  @ApiProperty({ type: [String], example: ['information.pdf'] })
  attachments: string[];

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  sentAt: string | null;
}

/** A message with its words, for staff to read as the customer did. */
export class MessagePreviewDto extends BookingMessageDto {
  @ApiProperty({ type: 'string', nullable: true })
  html: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  text: string | null;
}

/** What the admin home warns of. */
export class MessagesHealthDto {
  @ApiProperty({ description: 'E-mail is not sent (no SMTP server configured): messages are kept, not delivered' })
  deliveryOff: boolean;

  @ApiProperty({ example: 0, description: 'Messages refused or given up in the last 7 days' })
  failed: number;

  @ApiProperty({ example: 0, description: "Of those, the ones about a booking: in the booking's messages" })
  failedBookings: number;

  @ApiProperty({ example: 0, description: "Of those, the ones to a waiting list's entries: in the departure's list" })
  failedWaitlist: number;

  @ApiProperty({
    example: 0,
    description: "Of those, staff alerts about no booking, sent to the site settings' address",
  })
  failedStaff: number;

  @ApiProperty({ example: 0, description: 'Messages still waiting an hour after they were queued' })
  late: number;

  @ApiProperty({
    description:
      "The site settings' legal details (licence, insolvency protection, insurance, emergency phone) still hold the examples of a fresh install, which the documents attached to messages would print",
  })
  exampleLegalDetails: boolean;
}
