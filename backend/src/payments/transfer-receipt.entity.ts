import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { Booking } from '../bookings/booking.entity.js';

export const RECEIPT_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ReceiptMediaType = (typeof RECEIPT_MEDIA_TYPES)[number];
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The transfer receipt a customer uploaded from the success page, kept with the booking (the
 * latest one: a new upload replaces it). Staff download it; it is never shown inline.
 */
@Entity('transfer_receipts')
@Check('transfer_receipts_media_type', "media_type IN ('application/pdf', 'image/jpeg', 'image/png')")
@Check('transfer_receipts_size', `size_bytes BETWEEN 1 AND ${RECEIPT_MAX_BYTES}`)
export class TransferReceipt {
  @PrimaryColumn({ name: 'booking_id', type: 'uuid' })
  bookingId: string;

  @OneToOne(() => Booking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

  @Column({ type: 'bytea' })
  content: Buffer;

  /** Read from the bytes, never from what the browser claimed. */
  @Column({ name: 'media_type', type: 'varchar', length: 30 })
  mediaType: ReceiptMediaType;

  @Column({ name: 'size_bytes', type: 'int' })
  sizeBytes: number;

  @Column({ name: 'sha256', type: 'char', length: 64 })
  sha256: string;

  @Column({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt: Date;
}
