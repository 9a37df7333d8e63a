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
import type { AirportCode } from '../common/airports.js';
import { Departure } from '../departures/departure.entity.js';
import { REFERRER_MAX_LENGTH, USER_AGENT_MAX_LENGTH } from './whatsapp-message.js';
import { BOOKING_POLICY } from '../bookings/booking-policy.js';

/** A visitor sent to a consultant on WhatsApp: who got the chat, with which text, from where. */
@Entity('whatsapp_clicks')
@Index('whatsapp_clicks_client_recent_idx', ['clientHash', 'clickedAt'])
@Index('whatsapp_clicks_clicked_at_idx', ['clickedAt'])
@Check(
  'whatsapp_clicks_travellers_range',
  `travellers IS NULL OR travellers BETWEEN ${BOOKING_POLICY.minTravellers} AND ${BOOKING_POLICY.maxTravellers}`,
)
export class WhatsappClick {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The consultant's number the visitor was sent to, digits with the country code. */
  @Column({ name: 'phone_number', type: 'varchar', length: 20 })
  phoneNumber: string;

  /** The prefilled text, as the consultant receives it unless the visitor edits it. */
  @Column({ type: 'text' })
  message: string;

  @CreateDateColumn({ name: 'clicked_at', type: 'timestamptz' })
  clickedAt: Date;

  @Column({ name: 'user_agent', type: 'varchar', length: USER_AGENT_MAX_LENGTH, nullable: true })
  userAgent: string | null;

  /** Origin and path of the page, never its query string. */
  @Column({ type: 'varchar', length: REFERRER_MAX_LENGTH, nullable: true })
  referrer: string | null;

  /** The trip's canonical slug, whatever alias the page used. */
  @Column({ name: 'trip_slug', type: 'varchar', length: 100 })
  tripSlug: string;

  @Index('whatsapp_clicks_departure_idx')
  @Column({ name: 'departure_id', type: 'uuid', nullable: true })
  departureId: string | null;

  /** A departure removed later leaves the click, without its date. */
  @ManyToOne(() => Departure, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'departure_id' })
  departure: Relation<Departure> | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  airport: AirportCode | null;

  @Column({ type: 'smallint', nullable: true })
  travellers: number | null;

  /** When the browser reported that it blocked the chat's window; the first report counts. */
  @Column({ name: 'popup_blocked_at', type: 'timestamptz', nullable: true })
  popupBlockedAt: Date | null;

  /** A keyed hash of the visitor's address, only to limit how often one client can ask. */
  @Column({ name: 'client_hash', type: 'varchar', length: 64 })
  clientHash: string;
}
