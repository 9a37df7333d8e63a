import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { AdminUser } from '../auth/admin-user.entity.js';
import { Departure } from '../departures/departure.entity.js';

export const HOLD_ALERT_KINDS = ['burst', 'cap_reached'] as const;
export type HoldAlertKind = (typeof HOLD_ALERT_KINDS)[number];

/**
 * The occasion of staff's e-mail about an hour's alerts of one kind ('burst@2026-11-26T21:00:00.000Z'):
 * one e-mail per kind and hour, however many departures and occurrences it counts.
 */
export function holdAlertOccasion(kind: HoldAlertKind, windowStart: Date): string {
  return `${kind}@${windowStart.toISOString()}`;
}

/** The kind and hour an occasion names; null for anything else. */
export function parseHoldAlertOccasion(occasion: string): { kind: HoldAlertKind; windowStart: Date } | null {
  const [kind, hour] = occasion.split('@');
  const windowStart = new Date(hour ?? '');
  if (!HOLD_ALERT_KINDS.includes(kind as HoldAlertKind) || Number.isNaN(windowStart.getTime())) return null;
  return { kind: kind as HoldAlertKind, windowStart };
}

/**
 * Staff are told when seats are being held without payment faster than families book: a
 * departure filling up with unpaid holds within the hour, or holders refused at their cap.
 * One row per departure, kind and hour, counting how often it happened.
 */
@Entity('hold_alerts')
@Index('hold_alerts_window_unique', ['departureId', 'kind', 'windowStart'], { unique: true })
@Index('hold_alerts_open_idx', ['lastSeenAt'], { where: 'acknowledged_at IS NULL' })
@Check('hold_alerts_kind', "kind IN ('burst', 'cap_reached')")
export class HoldAlert {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'departure_id', type: 'uuid' })
  departureId: string;

  @ManyToOne(() => Departure, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'departure_id' })
  departure?: Relation<Departure>;

  @Column({ type: 'varchar', length: 20 })
  kind: HoldAlertKind;

  /** The hour it happened in: one alert per departure, kind and hour. */
  @Column({ name: 'window_start', type: 'timestamptz' })
  windowStart: Date;

  @Column({ type: 'int', default: 1 })
  occurrences: number;

  /** Seats of the departure held unpaid when it last happened. */
  @Column({ name: 'unpaid_seats', type: 'int' })
  unpaidSeats: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;

  @Column({ name: 'acknowledged_at', type: 'timestamptz', nullable: true })
  acknowledgedAt: Date | null;

  @Column({ name: 'acknowledged_by', type: 'uuid', nullable: true })
  acknowledgedBy: string | null;

  @ManyToOne(() => AdminUser, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'acknowledged_by' })
  acknowledger?: Relation<AdminUser>;
}
