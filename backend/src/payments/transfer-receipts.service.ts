import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { BookingsRepository } from '../bookings/bookings.repository.js';
import { AppError } from '../common/app-error.js';
import { receiptMediaType } from './receipt-type.js';
import type { ReceiptMediaType } from './transfer-receipt.entity.js';
import { type ReceiptFacts, TransferReceiptsRepository } from './transfer-receipts.repository.js';

/** The customer's transfer receipt, kept with the booking instead of asked for by e-mail. */
@Injectable()
export class TransferReceiptsService {
  constructor(
    private readonly receipts: TransferReceiptsRepository,
    private readonly bookings: BookingsRepository,
  ) {}

  /** Keeps a receipt for a booking still live; its type is read from the bytes. */
  async upload(bookingId: string, content: Buffer): Promise<ReceiptFacts> {
    const status = await this.bookings.findStatus(bookingId);
    if (!status) throw new AppError('BOOKING_NOT_FOUND');
    if (status === 'expired' || status === 'cancelled') throw new AppError('BOOKING_NOT_PENDING');
    const mediaType = receiptMediaType(content);
    if (!mediaType) throw new AppError('RECEIPT_TYPE_UNSUPPORTED');
    const sha256 = createHash('sha256').update(content).digest('hex');
    return this.receipts.save(bookingId, { content, mediaType, sha256 });
  }

  async download(bookingId: string): Promise<{ content: Buffer; mediaType: ReceiptMediaType }> {
    const receipt = await this.receipts.findContent(bookingId);
    if (!receipt) throw new AppError('RECEIPT_NOT_FOUND');
    return receipt;
  }
}
