import type { BookingMessageDto, MessagePreviewDto } from './dto/message.dto.js';
import type { MessageRow } from './messages.repository.js';

export function messageView(row: MessageRow): BookingMessageDto {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    attachments: row.attachments,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function messagePreview(row: MessageRow): MessagePreviewDto {
  return { ...messageView(row), html: row.bodyHtml, text: row.bodyText };
}
