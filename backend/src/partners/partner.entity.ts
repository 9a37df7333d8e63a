import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { AdminUser } from '../auth/admin-user.entity.js';

/** The highest commission a partner may be given, in hundredths of a percent (30 %). */
export const MAX_COMMISSION_BASIS_POINTS = 3000;

/** The seats a partner may hold unpaid on one departure, unless the owner gives it another cap. */
export const PARTNER_UNPAID_SEATS = { default: 20, min: 1, max: 200 } as const;

/**
 * A partner agency selling the agency's departures to its own customers (DECISIONS 36). Its
 * bookings, holds and webhook endpoints will point here; its keys are rows of partner_api_keys.
 */
@Entity('partners')
@Check('partners_commission', `commission_basis_points BETWEEN 0 AND ${MAX_COMMISSION_BASIS_POINTS}`)
@Check('partners_unpaid_seats', `max_unpaid_seats BETWEEN ${PARTNER_UNPAID_SEATS.min} AND ${PARTNER_UNPAID_SEATS.max}`)
export class Partner {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Where messages about the partner's bookings will go (DECISIONS 36); stored lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /**
   * The partner's share of the retail price in hundredths of a percent (1250 = 12.5 %): an
   * integer, so that the net price is worked out without floating point.
   */
  @Column({ name: 'commission_basis_points', type: 'int' })
  commissionBasisPoints: number;

  /**
   * Seats the partner may keep in holds and unpaid bookings on one departure (decision PA8):
   * its own cap, in place of the site's per-family one, so that a partner's script cannot
   * take a departure off sale, nor a visitor's cap stop a partner.
   */
  @Column({ name: 'max_unpaid_seats', type: 'int', default: PARTNER_UNPAID_SEATS.default })
  maxUnpaidSeats: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<AdminUser>;
}
