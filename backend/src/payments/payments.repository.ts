import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { PaymentSource } from './payment.entity.js';

export interface NewPayment {
  bookingId: string;
  amountCents: number;
  /** 'yyyy-MM-dd'. */
  receivedOn: string;
  source: PaymentSource;
  entryId: string | null;
  recordedBy: string;
}

export interface PaymentRow {
  id: string;
  bookingId: string;
  amountCents: number;
  receivedOn: string;
  source: PaymentSource;
  entryId: string | null;
  recordedBy: string;
  createdAt: Date;
}

/** Every statement on payments: the ledger of money received for bookings. */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, payment: NewPayment): Promise<string> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO payments (booking_id, amount_cents, received_on, source, entry_id, recorded_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [payment.bookingId, payment.amountCents, payment.receivedOn, payment.source, payment.entryId, payment.recordedBy],
    );
    return row.id;
  }

  /**
   * The money that reached the account on each day from `from` to `until` (Rome dates, both
   * included), days without any left out. Every cent of the ledger counts, an excess to be
   * refunded too: it did arrive.
   */
  async receivedByDay(
    manager: EntityManager,
    from: string,
    until: string,
  ): Promise<{ receivedOn: string; cents: number }[]> {
    const rows = await manager.query<{ receivedOn: string; cents: string }[]>(
      `SELECT to_char(received_on, 'YYYY-MM-DD') AS "receivedOn", sum(amount_cents) AS cents
         FROM payments
        WHERE received_on BETWEEN $1::date AND $2::date
        GROUP BY received_on
        ORDER BY received_on`,
      [from, until],
    );
    // A sum of integers is a bigint, which the driver hands over as text.
    return rows.map((row) => ({ receivedOn: row.receivedOn, cents: Number(row.cents) }));
  }

  /** A booking's payments, oldest first. */
  async listFor(bookingId: string, manager: EntityManager = this.dataSource.manager): Promise<PaymentRow[]> {
    return manager.query<PaymentRow[]>(
      `SELECT id, booking_id AS "bookingId", amount_cents AS "amountCents", to_char(received_on, 'YYYY-MM-DD') AS "receivedOn",
              source, entry_id AS "entryId", recorded_by AS "recordedBy", created_at AS "createdAt"
         FROM payments WHERE booking_id = $1 ORDER BY received_on, created_at`,
      [bookingId],
    );
  }
}
