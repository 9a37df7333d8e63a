import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Booking } from '../bookings/booking.entity.js';
import type { ConfirmationDocument, InformationDocument } from './document-model.js';

export const BOOKING_DOCUMENT_KINDS = ['information', 'confirmation'] as const;
export type BookingDocumentKind = (typeof BOOKING_DOCUMENT_KINDS)[number];

/**
 * A legal document of a booking, kept as the law asks (art. 36-37, on a durable medium): the
 * text as a structure, written when it was given (the information as shown before the booking
 * button, the confirmation when a payment is recorded), and its PDF, rendered once from that
 * text and then served unchanged, with its SHA-256.
 */
@Entity('booking_documents')
@Index('booking_documents_latest_idx', ['bookingId', 'kind', 'createdAt'])
@Index('booking_documents_version_idx', ['bookingId', 'kind', 'version'], { unique: true })
@Check('booking_documents_kind', "kind IN ('information', 'confirmation')")
@Check('booking_documents_pdf_hash', 'pdf IS NULL OR pdf_sha256 IS NOT NULL')
export class BookingDocument {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'booking_id', type: 'uuid' })
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

  @Column({ type: 'varchar', length: 20 })
  kind: BookingDocumentKind;

  /** SHA-256 (hex) of the text's canonical JSON: which text this is. */
  @Column({ type: 'char', length: 64 })
  version: string;

  @Column({ type: 'jsonb' })
  content: InformationDocument | ConfirmationDocument;

  @Column({ type: 'bytea', nullable: true })
  pdf: Buffer | null;

  @Column({ name: 'pdf_sha256', type: 'char', length: 64, nullable: true })
  pdfSha256: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
