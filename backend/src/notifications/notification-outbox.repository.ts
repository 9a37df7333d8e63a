import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

export type NotificationKind = 'booking.created';

/** An outbox row claimed for delivery. */
export interface ClaimedNotification {
  id: string;
  bookingId: string;
  /** Including this one. */
  attempts: number;
}

/**
 * Every statement on notification_outbox. A message is written in the transaction of the
 * change it tells about, and delivered later by the notifications job.
 */
@Injectable()
export class NotificationOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async enqueue(manager: EntityManager, kind: NotificationKind, bookingId: string): Promise<void> {
    await manager.query('INSERT INTO notification_outbox (kind, booking_id) VALUES ($1, $2)', [kind, bookingId]);
  }

  /**
   * Claims up to `batch` due rows (SKIP LOCKED, so each replica takes other rows) by moving
   * their next attempt `claimSeconds` ahead: a run that dies leaves them to another one then.
   */
  async claimDue(batch: number, claimSeconds: number): Promise<ClaimedNotification[]> {
    const [claimed] = await this.dataSource.query<[ClaimedNotification[], number]>(
      `UPDATE notification_outbox o
          SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
        WHERE o.id IN (SELECT id FROM notification_outbox
                        WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                        ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING o.id, o.booking_id AS "bookingId", o.attempts`,
      [batch, claimSeconds],
    );
    return claimed;
  }

  async markDelivered(id: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE notification_outbox SET delivered_at = now(), last_error = NULL WHERE id = $1',
      [id],
    );
  }

  /** Records a failed attempt: the next one after `delaySeconds`, or none when `givenUp`. */
  async markFailed(id: string, reason: string, delaySeconds: number, givenUp: boolean): Promise<void> {
    await this.dataSource.query(
      `UPDATE notification_outbox
          SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3),
              failed_at = CASE WHEN $4 THEN now() END
        WHERE id = $1`,
      [id, reason, delaySeconds, givenUp],
    );
  }
}
