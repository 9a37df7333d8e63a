import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { BookingLinksService, bookingPagePath } from '../booking-links/booking-links.service.js';
import { paymentTypeFor } from '../bookings/booking-policy.js';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { hashClient } from '../contact/client-address.js';
import { seatShortage } from '../departures/availability.js';
import type { CheckoutCreateDto } from './dto/checkout-create.dto.js';
import type { CheckoutDto } from './dto/checkout.dto.js';

/** Attempts one client may make in the window: a family comparing dates needs a handful. */
export const CHECKOUT_LIMIT = 20;
export const CHECKOUT_WINDOW_MS = 10 * 60_000;

/** First key of the two-key advisory locks taken per client (the contact form uses another). */
const CHECKOUT_LOCK_SPACE = 0x63686b6f;

interface BookableDeparture {
  id: string;
  tripId: string;
  spotsAvailable: number;
  startDate: string;
}

@Injectable()
export class CheckoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bookingLinks: BookingLinksService,
  ) {}

  async createCheckout(dto: CheckoutCreateDto, request: FastifyRequest): Promise<CheckoutDto> {
    await this.recordAttempt(request.ip);
    const departure = await this.findBookableDeparture(dto.departureId);
    const shortage = seatShortage(departure.spotsAvailable, dto.travellers);
    if (shortage) throw new AppError(shortage);
    const ibanId = await this.findSystemIbanId();
    // Without a bank account to pay into nobody can be asked to pay.
    if (!ibanId) throw new AppError('PAYMENT_UNAVAILABLE');
    const paymentType = paymentTypeFor(departure.startDate, new Date());
    const token = await this.bookingLinks.findOrCreateCheckoutLink(departure.id, ibanId, paymentType);
    return { token, url: bookingPagePath(token) };
  }

  private async findSystemIbanId(): Promise<string | null> {
    const [iban] = (await this.dataSource.query('SELECT id FROM saved_ibans WHERE is_active_system')) as {
      id: string;
    }[];
    return iban?.id ?? null;
  }

  /**
   * Counts the client's recent attempts and records this one in a transaction of its own,
   * holding a lock on the client: parallel attempts, on any replica, are counted one after the
   * other, and an attempt that fails later still counts.
   */
  private async recordAttempt(clientAddress: string): Promise<void> {
    const clientHash = hashClient(this.config.clientHashSecret, 'checkout', clientAddress);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [
        CHECKOUT_LOCK_SPACE,
        Number.parseInt(clientHash.slice(0, 8), 16) | 0,
      ]);
      const [{ recent }] = (await manager.query(
        `SELECT count(*)::int AS recent FROM checkout_attempts
          WHERE client_hash = $1 AND created_at > now() - make_interval(secs => $2)`,
        [clientHash, CHECKOUT_WINDOW_MS / 1000],
      )) as [{ recent: number }];
      if (recent >= CHECKOUT_LIMIT) throw new AppError('CHECKOUT_RATE_LIMITED');
      await manager.query('INSERT INTO checkout_attempts (client_hash) VALUES ($1)', [clientHash]);
    });
  }

  /** An open departure that has not left yet (Rome calendar), or 404. */
  private async findBookableDeparture(id: string): Promise<BookableDeparture> {
    const [departure] = (await this.dataSource.query(
      `SELECT id, trip_id AS "tripId", spots_available AS "spotsAvailable",
              to_char(start_date, 'YYYY-MM-DD') AS "startDate"
         FROM departures
        WHERE id = $1 AND status = 'open' AND start_date >= (now() AT TIME ZONE 'Europe/Rome')::date`,
      [id],
    )) as BookableDeparture[];
    if (!departure) throw new AppError('DEPARTURE_NOT_FOUND');
    return departure;
  }
}
