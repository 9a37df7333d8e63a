import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Booking } from './booking.entity.js';

/**
 * Who holds each reference number, and until when. A number stays with its booking while the
 * booking lives and for 12 months after it ended (DECISIONS 30): money sent late under that
 * number must find the booking it was meant for, never a newer one.
 */
@Entity('payment_references')
@Index('payment_references_booking_idx', ['bookingId'], { unique: true })
@Check('payment_references_number', '"number" BETWEEN 1000 AND 99999')
export class PaymentReference {
  @PrimaryColumn({ type: 'int' })
  number: number;

  @Column({ name: 'booking_id', type: 'uuid' })
  bookingId: string;

  // Deferred: a booking claims its number in the transaction that inserts it, in either order.
  @ManyToOne(() => Booking, { onDelete: 'CASCADE', deferrable: 'INITIALLY DEFERRED' })
  @JoinColumn({ name: 'booking_id' })
  booking?: Relation<Booking>;

  /** 'infinity' while the booking lives; the number is free for another booking after this. */
  @Column({ name: 'held_until', type: 'timestamptz' })
  heldUntil: Date;
}
