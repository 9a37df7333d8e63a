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

export const NOTIFICATION_KINDS = ['booking.created'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * A message to the agency, written in the transaction of what it announces and delivered
 * later by a job: the event is never lost when the messenger is down, and never sent for
 * something that did not happen. It holds the booking's id only; the text is written from the
 * booking at delivery.
 */
@Entity('notification_outbox')
@Index('notification_outbox_due_idx', ['nextAttemptAt'], { where: 'delivered_at IS NULL AND failed_at IS NULL' })
@Check('notification_outbox_kind', "kind IN ('booking.created')")
export class NotificationOutbox {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 40 })
  kind: NotificationKind;

  @Column({ name: 'booking_id', type: 'uuid' })
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  /** Given up after the last attempt. */
  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  /** Why the last attempt failed: an HTTP status or an error code, never a message body. */
  @Column({ name: 'last_error', type: 'varchar', length: 100, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
