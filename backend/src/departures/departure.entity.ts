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
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Trip } from '../catalogue/trip.entity.js';
import type { AirportCode } from '../common/airports.js';
import type { MinimumGroupStatus } from './minimum-group.js';

export const DEPARTURE_STATUSES = ['open', 'closed'] as const;
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];

/** One date a trip leaves on, with its own price and its seats: the inventory bookings take from. */
@Entity('departures')
@Unique('departures_trip_start_unique', ['tripId', 'startDate'])
@Check('departures_seats_within_total', 'spots_available >= 0 AND spots_available <= total_spots')
@Check('departures_total_positive', 'total_spots > 0')
@Check('departures_dates_ordered', 'end_date >= start_date')
@Check('departures_price_positive', 'price_cents > 0')
@Check('departures_previous_price_positive', 'previous_price_cents IS NULL OR previous_price_cents > 0')
@Check('departures_at_most_two_coordinators', 'cardinality(coordinators) <= 2')
@Check('departures_meeting_times_object', "jsonb_typeof(meeting_times) = 'object'")
@Check('departures_status', "status IN ('open', 'closed')")
@Check('departures_confirmed_travellers', 'confirmed_travellers >= 0')
@Check('departures_minimum_group_status', "minimum_group_status IN ('asked', 'run', 'cancelled')")
@Index('departures_start_date_idx', ['startDate'])
export class Departure {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'trip_id', type: 'uuid' })
  tripId: string;

  @ManyToOne(() => Trip, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'trip_id' })
  trip: Relation<Trip>;

  /** Calendar dates in Europe/Rome, read and written as 'yyyy-MM-dd'. */
  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate: string;

  @Column({ name: 'price_cents', type: 'int' })
  priceCents: number;

  /** An earlier price really charged for this departure; the only source of a struck-through price. */
  @Column({ name: 'previous_price_cents', type: 'int', nullable: true })
  previousPriceCents: number | null;

  @Column({ name: 'total_spots', type: 'int' })
  totalSpots: number;

  @Column({ name: 'spots_available', type: 'int' })
  spotsAvailable: number;

  /** The coordinators' first names: two, or fewer while nobody else is free for these days (none: to be assigned). */
  @Column({ type: 'varchar', length: 40, array: true })
  coordinators: string[];

  /** When the group meets at each departure airport on the first day ('HH:MM', Rome time); missing until fixed. */
  @Column({ name: 'meeting_times', type: 'jsonb', default: () => "'{}'" })
  meetingTimes: Partial<Record<AirportCode, string>>;

  /** A closed departure is no longer offered; its bookings stay. */
  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: DepartureStatus;

  /**
   * Travellers of its confirmed bookings, kept by the statements that confirm or cancel them,
   * in their transaction: the public list reads whether the minimum is reached without
   * counting bookings (DECISIONS 34).
   */
  @Column({ name: 'confirmed_travellers', type: 'int', default: 0 })
  confirmedTravellers: number;

  /** Null until the minimum-group deadline finds it short ('asked'), then staff's decision. */
  @Column({ name: 'minimum_group_status', type: 'varchar', length: 10, nullable: true })
  minimumGroupStatus: MinimumGroupStatus | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
