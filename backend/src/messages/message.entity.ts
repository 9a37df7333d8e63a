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

export const MESSAGE_CHANNELS = ['email', 'telegram'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * queued: waiting for (another) attempt; sent: the server took it; failed: refused for good or
 * out of attempts, for staff to see; kept: not sent on purpose (no SMTP server configured),
 * readable in the admin area.
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Every message the agency sends, to a customer or to its own chat: written in the transaction
 * of what it announces, rendered at its first attempt and kept as it went out, so that staff
 * see what was sent to whom.
 */
@Entity('messages')
@Index('messages_booking_idx', ['bookingId', 'createdAt'])
// One message per booking, kind and occasion: a job that runs twice, or two replicas, queue it once.
@Index('messages_once_idx', ['bookingId', 'kind', 'occasion'], { unique: true })
// The same for staff messages about no one booking (a burst of unpaid holds), per kind and occasion.
@Index('messages_staff_once_idx', ['kind', 'occasion'], { unique: true, where: 'booking_id IS NULL' })
@Index('messages_failed_idx', ['createdAt'], { where: "status = 'failed'" })
@Check('messages_channel', "channel IN ('email', 'telegram')")
@Check('messages_status', "status IN ('queued', 'sent', 'failed', 'kept')")
@Check('messages_language', "language IN ('it', 'en')")
export class Message {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  channel: MessageChannel;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  /** The booking it speaks of; null for a staff alert about no one booking. */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  bookingId: string | null;

  @ManyToOne(() => Booking, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

  /**
   * What makes a repeated kind another message, and what it speaks of: '' for once per booking,
   * '7d' for a balance reminder, a waiting-list entry, an IBAN switch and its owner; a copy sent
   * again adds its own id (message-queue.ts).
   */
  @Column({ type: 'varchar', length: 160, default: '' })
  occasion: string;

  /** The e-mail address, or 'agency' for the agency's own chat. */
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 2, default: 'it' })
  language: 'it' | 'en';

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  @Column({ name: 'body_html', type: 'text', nullable: true })
  bodyHtml: string | null;

  @Column({ name: 'body_text', type: 'text', nullable: true })
  bodyText: string | null;

  /** The documents that went with it, by name ('information.pdf'). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  attachments: string[];

  @Column({ type: 'varchar', length: 10, default: 'queued' })
  status: MessageStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** Why the last attempt failed: an SMTP reply code and its first words, an HTTP status; never the body. */
  @Column({ name: 'last_error', type: 'varchar', length: 200, nullable: true })
  lastError: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
