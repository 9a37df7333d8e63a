import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { HoldAlertKind } from './hold-alert.entity.js';

export interface HoldAlertRow {
  id: string;
  departureId: string;
  kind: HoldAlertKind;
  occurrences: number;
  unpaidSeats: number;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Every statement on hold_alerts. */
@Injectable()
export class HoldAlertsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts one more occurrence in this hour's alert of the departure, opening it if needed.
   * Answers the hour it counts in.
   */
  async record(
    departureId: string,
    kind: HoldAlertKind,
    unpaidSeats: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Date> {
    const [row] = await manager.query<{ windowStart: Date }[]>(
      `INSERT INTO hold_alerts (departure_id, kind, window_start, unpaid_seats, last_seen_at)
       VALUES ($1, $2, date_trunc('hour', now()), $3, now())
       ON CONFLICT (departure_id, kind, window_start)
       DO UPDATE SET occurrences = hold_alerts.occurrences + 1, unpaid_seats = EXCLUDED.unpaid_seats,
                     last_seen_at = now()
       RETURNING window_start AS "windowStart"`,
      [departureId, kind, unpaidSeats],
    );
    return row.windowStart;
  }

  /** Every departure's alert of this kind in the hour starting at `windowStart`, the most seats first. */
  async inWindow(kind: HoldAlertKind, windowStart: Date): Promise<HoldAlertRow[]> {
    return this.dataSource.query<HoldAlertRow[]>(
      `SELECT id, departure_id AS "departureId", kind, occurrences, unpaid_seats AS "unpaidSeats",
              created_at AS "createdAt", last_seen_at AS "lastSeenAt"
         FROM hold_alerts
        WHERE kind = $1 AND window_start = $2
        ORDER BY unpaid_seats DESC, last_seen_at DESC LIMIT 20`,
      [kind, windowStart],
    );
  }

  /** Alerts nobody has looked at yet, from the last `days` days, latest first. */
  async listOpen(days: number): Promise<HoldAlertRow[]> {
    return this.dataSource.query<HoldAlertRow[]>(
      `SELECT id, departure_id AS "departureId", kind, occurrences, unpaid_seats AS "unpaidSeats",
              created_at AS "createdAt", last_seen_at AS "lastSeenAt"
         FROM hold_alerts
        WHERE acknowledged_at IS NULL AND last_seen_at > now() - make_interval(days => $1)
        ORDER BY last_seen_at DESC LIMIT 100`,
      [days],
    );
  }

  /** False when there is no such open alert. */
  async acknowledge(manager: EntityManager, id: string, adminId: string): Promise<boolean> {
    const [updated] = await manager.query<[unknown[], number]>(
      `UPDATE hold_alerts SET acknowledged_at = now(), acknowledged_by = $2
        WHERE id = $1 AND acknowledged_at IS NULL RETURNING id`,
      [id, adminId],
    );
    return updated.length > 0;
  }
}
