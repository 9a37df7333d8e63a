import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { searchCondition, searchParameters } from './booking-search.js';
import { balanceDueDate, type PaymentType } from './booking-policy.js';
import type { BookingStatus, PaymentStatus } from './booking.entity.js';
import type {
  AdminBookingDetailDto,
  AdminBookingDto,
  AdminBookingListQueryDto,
  AdminBookingPageDto,
  PaymentKind,
} from './dto/admin-booking.dto.js';
import { type Passenger, passengerListCsv } from './passenger-list.js';
import { PassportCipher } from './passport-cipher.js';
import { formatIban } from '../ibans/iban.js';

interface BookingRow {
  id: string;
  status: BookingStatus;
  payment_status: PaymentStatus;
  payment_reference: string;
  trip_slug: string;
  trip_title: string;
  departure_id: string;
  start_date: string;
  end_date: string;
  airport: AdminBookingDto['airport'];
  traveller_count: number;
  adult_count: number;
  child_count: number;
  lead_traveller: string;
  contact_email: string;
  contact_phone: string;
  total_price_cents: number;
  deposit_amount_cents: number;
  amount_to_pay_cents: number;
  amount_paid_cents: number;
  payment_type: PaymentType;
  payment_expires_at: Date;
  transfer_declared_at: Date | null;
  confirmed_at: Date | null;
  closed_at: Date | null;
  created_at: Date;
}

const BOOKING_COLUMNS = `
  b.id, b.status, b.payment_status, b.payment_reference, t.slug AS trip_slug, t.content_it->>'title' AS trip_title,
  b.departure_id, to_char(d.start_date, 'YYYY-MM-DD') AS start_date, to_char(d.end_date, 'YYYY-MM-DD') AS end_date,
  b.airport, b.traveller_count, b.adult_count, b.child_count,
  (SELECT bt.last_name || ' ' || bt.first_name FROM booking_travellers bt
    WHERE bt.booking_id = b.id ORDER BY bt.position LIMIT 1) AS lead_traveller,
  b.contact_email, b.contact_phone, b.total_price_cents, b.deposit_amount_cents, b.amount_to_pay_cents,
  b.amount_paid_cents, b.payment_type, b.payment_expires_at, b.transfer_declared_at, b.confirmed_at, b.closed_at,
  b.created_at`;
const BOOKING_FROM = `bookings b JOIN departures d ON d.id = b.departure_id JOIN trips t ON t.id = b.trip_id`;

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

function toDto(row: BookingRow): AdminBookingDto {
  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentReference: row.payment_reference,
    tripSlug: row.trip_slug,
    tripTitle: row.trip_title,
    departureId: row.departure_id,
    startDate: row.start_date,
    endDate: row.end_date,
    airport: row.airport,
    travellerCount: row.traveller_count,
    adultCount: row.adult_count,
    childCount: row.child_count,
    leadTraveller: row.lead_traveller,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    totalPriceCents: row.total_price_cents,
    depositAmountCents: row.deposit_amount_cents,
    amountToPayCents: row.amount_to_pay_cents,
    amountPaidCents: row.amount_paid_cents,
    balanceCents: row.total_price_cents - row.amount_paid_cents,
    balanceDueDate: row.payment_status === 'deposit_paid' ? balanceDueDate(row.start_date) : null,
    paymentType: row.payment_type,
    paymentExpiresAt: row.payment_expires_at.toISOString(),
    transferDeclaredAt: iso(row.transfer_declared_at),
    confirmedAt: iso(row.confirmed_at),
    closedAt: iso(row.closed_at),
    createdAt: row.created_at.toISOString(),
  };
}

@Injectable()
export class AdminBookingsService {
  private readonly logger = new Logger(AdminBookingsService.name);
  private readonly cipher: PassportCipher;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly audit: AuditService,
  ) {
    this.cipher = new PassportCipher(config.dataEncryptionKey);
  }

  /** Newest first, filtered by status, trip and departure, and found by the search text `q`. */
  async listBookings(query: AdminBookingListQueryDto): Promise<AdminBookingPageDto> {
    const where = [
      '($1::varchar IS NULL OR b.status = $1)',
      '($2::varchar IS NULL OR t.slug = $2)',
      '($3::uuid IS NULL OR b.departure_id = $3)',
      searchCondition(4),
    ].join(' AND ');
    const search = query.q ? searchParameters(query.q) : null;
    const filters = [
      query.status ?? null,
      query.trip ?? null,
      query.departureId ?? null,
      search?.pattern ?? null,
      search?.compact ?? null,
      search?.phoneDigits ?? null,
    ];
    const rows = (await this.dataSource.query(
      `SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM} WHERE ${where}
        ORDER BY b.created_at DESC, b.id LIMIT $7 OFFSET $8`,
      [...filters, query.limit ?? 50, query.offset ?? 0],
    )) as BookingRow[];
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM ${BOOKING_FROM} WHERE ${where}`,
      filters,
    )) as [{ total: number }];
    return { items: rows.map(toDto), total };
  }

  /** One booking with its travellers, passport numbers decrypted. */
  async getBooking(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminBookingDetailDto> {
    const [row] = (await manager.query(
      `SELECT ${BOOKING_COLUMNS}, i.account_holder, i.iban, i.bank_name
         FROM ${BOOKING_FROM} JOIN saved_ibans i ON i.id = b.iban_id
        WHERE b.id = $1`,
      [id],
    )) as (BookingRow & { account_holder: string; iban: string; bank_name: string })[];
    if (!row) throw new AppError('BOOKING_NOT_FOUND');
    const travellers = (await manager.query(
      `SELECT first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, address,
              passport_number_encrypted, is_child
         FROM booking_travellers WHERE booking_id = $1 ORDER BY position`,
      [id],
    )) as {
      first_name: string;
      last_name: string;
      birth_date: string | null;
      address: string | null;
      passport_number_encrypted: string | null;
      is_child: boolean;
    }[];
    return {
      ...toDto(row),
      travellers: travellers.map((traveller) => ({
        firstName: traveller.first_name,
        lastName: traveller.last_name,
        birthDate: traveller.birth_date,
        address: traveller.address,
        passportNumber: this.decryptPassport(traveller.passport_number_encrypted, id),
        isChild: traveller.is_child,
      })),
      iban: {
        accountHolder: row.account_holder,
        iban: row.iban,
        ibanFormatted: formatIban(row.iban),
        bankName: row.bank_name,
      },
    };
  }

  /**
   * Records a payment: the deposit or everything for a booking still waiting, the balance
   * (payment 'full') for one paid by deposit. Expired and cancelled bookings have given their
   * seats back and cannot be confirmed.
   */
  async confirmPayment(actor: AdminPrincipal, id: string, payment: PaymentKind): Promise<AdminBookingDetailDto> {
    return this.dataSource.transaction(async (manager) => {
      const [updated] = (await manager.query(
        `UPDATE bookings
            SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now()), updated_at = now(),
                payment_status = CASE WHEN $2 = 'full' THEN 'paid' ELSE 'deposit_paid' END,
                amount_paid_cents = CASE WHEN $2 = 'full' THEN total_price_cents ELSE deposit_amount_cents END
          WHERE id = $1
            AND (status IN ('pending', 'transfer_declared')
                 OR (status = 'confirmed' AND payment_status = 'deposit_paid' AND $2 = 'full'))
          RETURNING id`,
        [id, payment],
      )) as [unknown[], number];
      if (updated.length === 0) {
        await this.assertExists(manager, id);
        throw new AppError('BOOKING_NOT_CONFIRMABLE');
      }
      await this.audit.record(
        manager,
        actor.id,
        payment === 'full' ? 'booking.paid_in_full' : 'booking.deposit_paid',
        id,
      );
      return this.getBooking(id, manager);
    });
  }

  /** Cancels a booking still waiting for its payment and gives its seats back, once. */
  async cancelBooking(actor: AdminPrincipal, id: string): Promise<AdminBookingDetailDto> {
    return this.dataSource.transaction(async (manager) => {
      const [cancelled] = (await manager.query(
        `UPDATE bookings SET status = 'cancelled', closed_at = now(), updated_at = now()
          WHERE id = $1 AND status IN ('pending', 'transfer_declared')
          RETURNING departure_id, traveller_count`,
        [id],
      )) as [{ departure_id: string; traveller_count: number }[], number];
      if (cancelled.length === 0) {
        await this.assertExists(manager, id);
        throw new AppError('BOOKING_NOT_CANCELLABLE');
      }
      await manager.query(
        'UPDATE departures SET spots_available = spots_available + $2, updated_at = now() WHERE id = $1',
        [cancelled[0].departure_id, cancelled[0].traveller_count],
      );
      await this.audit.record(manager, actor.id, 'booking.cancelled', id);
      return this.getBooking(id, manager);
    });
  }

  /** The travellers of a departure's live bookings, as a spreadsheet. */
  async passengerList(departureId: string): Promise<{ csv: string; filename: string }> {
    const [departure] = (await this.dataSource.query(
      `SELECT t.slug, to_char(d.start_date, 'YYYY-MM-DD') AS start_date
         FROM departures d JOIN trips t ON t.id = d.trip_id WHERE d.id = $1`,
      [departureId],
    )) as { slug: string; start_date: string }[];
    if (!departure) throw new AppError('DEPARTURE_NOT_FOUND');
    const rows = (await this.dataSource.query(
      `SELECT b.id AS booking_id, b.payment_reference, b.status, bt.last_name, bt.first_name,
              to_char(bt.birth_date, 'YYYY-MM-DD') AS birth_date, bt.is_child, bt.address,
              bt.passport_number_encrypted, b.airport, b.contact_email, b.contact_phone
         FROM bookings b JOIN booking_travellers bt ON bt.booking_id = b.id
        WHERE b.departure_id = $1 AND b.status NOT IN ('expired', 'cancelled')
        ORDER BY bt.last_name, bt.first_name, b.payment_reference, bt.position`,
      [departureId],
    )) as {
      booking_id: string;
      payment_reference: string;
      status: string;
      last_name: string;
      first_name: string;
      birth_date: string | null;
      is_child: boolean;
      address: string | null;
      passport_number_encrypted: string | null;
      airport: string;
      contact_email: string;
      contact_phone: string;
    }[];
    const passengers: Passenger[] = rows.map((row) => ({
      reference: row.payment_reference,
      status: row.status,
      lastName: row.last_name,
      firstName: row.first_name,
      birthDate: row.birth_date,
      isChild: row.is_child,
      address: row.address,
      passportNumber: this.decryptPassport(row.passport_number_encrypted, row.booking_id),
      airport: row.airport,
      contactEmail: row.contact_email,
      contactPhone: row.contact_phone,
    }));
    return { csv: passengerListCsv(passengers), filename: `passeggeri-${departure.slug}-${departure.start_date}.csv` };
  }

  private async assertExists(manager: EntityManager, id: string): Promise<void> {
    const [found] = (await manager.query('SELECT 1 FROM bookings WHERE id = $1', [id])) as unknown[];
    if (!found) throw new AppError('BOOKING_NOT_FOUND');
  }

  /** A number that no longer decrypts (a changed key) is shown as missing rather than failing the page. */
  private decryptPassport(stored: string | null, bookingId: string): string | null {
    if (!stored) return null;
    try {
      return this.cipher.decrypt(stored, bookingId);
    } catch {
      this.logger.warn('A passport number does not decrypt: was DATA_ENCRYPTION_KEY changed?');
      return null;
    }
  }
}
