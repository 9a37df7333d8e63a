import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ReceiptMediaType } from './transfer-receipt.entity.js';

export interface ReceiptFacts {
  mediaType: ReceiptMediaType;
  sizeBytes: number;
  uploadedAt: Date;
}

/** Every statement on transfer_receipts. */
@Injectable()
export class TransferReceiptsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Keeps the booking's receipt, replacing the one before. */
  async save(
    bookingId: string,
    receipt: { content: Buffer; mediaType: ReceiptMediaType; sha256: string },
  ): Promise<ReceiptFacts> {
    const [row] = await this.dataSource.query<ReceiptFacts[]>(
      `INSERT INTO transfer_receipts (booking_id, content, media_type, size_bytes, sha256, uploaded_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (booking_id) DO UPDATE SET content = EXCLUDED.content, media_type = EXCLUDED.media_type,
              size_bytes = EXCLUDED.size_bytes, sha256 = EXCLUDED.sha256, uploaded_at = now()
       RETURNING media_type AS "mediaType", size_bytes AS "sizeBytes", uploaded_at AS "uploadedAt"`,
      [bookingId, receipt.content, receipt.mediaType, receipt.content.length, receipt.sha256],
    );
    return row;
  }

  async findFacts(bookingId: string): Promise<ReceiptFacts | null> {
    const [row] = await this.dataSource.query<ReceiptFacts[]>(
      `SELECT media_type AS "mediaType", size_bytes AS "sizeBytes", uploaded_at AS "uploadedAt"
         FROM transfer_receipts WHERE booking_id = $1`,
      [bookingId],
    );
    return row ?? null;
  }

  async findContent(bookingId: string): Promise<{ content: Buffer; mediaType: ReceiptMediaType } | null> {
    const [row] = await this.dataSource.query<{ content: Buffer; mediaType: ReceiptMediaType }[]>(
      'SELECT content, media_type AS "mediaType" FROM transfer_receipts WHERE booking_id = $1',
      [bookingId],
    );
    return row ?? null;
  }
}
