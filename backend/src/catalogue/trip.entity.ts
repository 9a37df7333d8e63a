import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { HeroTheme, TripCategory, TripContent, TripTranslation } from './trip-content.js';
import { BOOKING_POLICY, type CancellationTable } from '../bookings/booking-policy.js';

@Entity('trips')
@Check('trips_price_positive', 'price_cents > 0')
@Check('trips_single_supplement_not_negative', 'single_supplement_cents IS NULL OR single_supplement_cents >= 0')
@Check('trips_cancellation_table', "cancellation_table IN ('standard', 'kenya')")
@Check('trips_duration_positive', 'duration_days > 0')
@Check('trips_group_size_positive', 'max_group_size > 0')
@Check('trips_min_group_size', 'min_group_size BETWEEN 1 AND max_group_size')
@Check('trips_deposit_kind', "deposit_kind IN ('percent', 'fixedPerPerson')")
@Check('trips_deposit_value', "deposit_value > 0 AND (deposit_kind <> 'percent' OR deposit_value <= 100)")
export class Trip {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 20 })
  category: TripCategory;

  @Column({ type: 'varchar', length: 100 })
  country: string;

  @Column({ name: 'duration_days', type: 'int' })
  durationDays: number;

  /** Base price per person; departures derive theirs from it. */
  @Column({ name: 'price_cents', type: 'int' })
  priceCents: number;

  @Column({ name: 'single_supplement_cents', type: 'int', nullable: true })
  singleSupplementCents: number | null;

  @Column({ name: 'deposit_kind', type: 'varchar', length: 20 })
  depositKind: 'percent' | 'fixedPerPerson';

  /** A percentage, or cents per person. */
  @Column({ name: 'deposit_value', type: 'int' })
  depositValue: number;

  @Column({ name: 'max_group_size', type: 'int' })
  maxGroupSize: number;

  /** Confirmed travellers a departure needs to be guaranteed (DECISIONS 34). */
  @Column({ name: 'min_group_size', type: 'int', default: BOOKING_POLICY.defaultMinimumGroupSize })
  minGroupSize: number;

  /** Which of the booking policy's cancellation tables the trip applies (BOOKING_POLICY.cancellationTables). */
  @Column({ name: 'cancellation_table', type: 'varchar', length: 20, default: 'standard' })
  cancellationTable: CancellationTable;

  @Column({ name: 'hero_theme', type: 'varchar', length: 20 })
  heroTheme: HeroTheme;

  /** A file under the site's /images/trips/. */
  @Column({ name: 'image_file', type: 'varchar', length: 200 })
  imageFile: string;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ name: 'content_it', type: 'jsonb' })
  contentIt: TripContent;

  @Column({ name: 'content_en', type: 'jsonb', nullable: true })
  contentEn: TripTranslation | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
