import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { JOB_SCHEMA } from '../delivery/job-schema.js';
import type { MessageChannel, MessageStatus } from './message.entity.js';

/** A message as its delivery reads it. */
export interface MessageRow {
  id: string;
  channel: MessageChannel;
  kind: string;
  /** Null for a staff alert about no one booking. */
  bookingId: string | null;
  occasion: string;
  recipient: string;
  language: 'it' | 'en';
  subject: string | null;
  bodyHtml: string | null;
  bodyText: string | null;
  attachments: string[];
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
}

export interface MessageTrouble {
  failed: number;
  failedBookings: number;
  failedWaitlist: number;
  failedStaff: number;
  late: number;
}

/** A waiting list's messages are about no booking; their occasion starts with the entry's id. */
const WAITLIST_MESSAGE = "booking_id IS NULL AND kind LIKE 'waitlist\\_%'";
/** The entry a waiting list's message speaks of, a copy sent again included (message-queue.ts). */
const WAITLIST_ENTRY = "split_part(split_part(occasion, '|', 1), ':', 1)";

const COLUMNS = `id, channel, kind, booking_id AS "bookingId", occasion, recipient, language, subject,
  body_html AS "bodyHtml", body_text AS "bodyText", attachments, status, attempts,
  last_error AS "lastError", sent_at AS "sentAt", created_at AS "createdAt"`;

/** Every statement on messages. */
@Injectable()
export class MessagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Queues a message's row; null when this booking (or none), kind and occasion was queued before. */
  async insert(
    manager: EntityManager,
    message: {
      channel: MessageChannel;
      kind: string;
      bookingId: string | null;
      occasion: string;
      recipient: string;
      language: 'it' | 'en';
    },
  ): Promise<string | null> {
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO messages (channel, kind, booking_id, occasion, recipient, language) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [message.channel, message.kind, message.bookingId, message.occasion, message.recipient, message.language],
    );
    return row?.id ?? null;
  }

  /** Forgets the messages to waiting-list entries that are forgotten (their occasion starts with the entry's id). */
  async deleteForWaitlistEntries(manager: EntityManager, entryIds: readonly string[]): Promise<void> {
    if (entryIds.length === 0) return;
    await manager.query(`DELETE FROM messages WHERE ${WAITLIST_MESSAGE} AND ${WAITLIST_ENTRY} = ANY($1::text[])`, [
      entryIds,
    ]);
  }

  /** Every message to a waiting-list entry, copies sent again included, oldest first. */
  async listForWaitlistEntry(entryId: string): Promise<MessageRow[]> {
    return this.dataSource.query<MessageRow[]>(
      `SELECT ${COLUMNS} FROM messages WHERE ${WAITLIST_MESSAGE} AND ${WAITLIST_ENTRY} = $1 ORDER BY created_at, id`,
      [entryId],
    );
  }

  async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<MessageRow | null> {
    const [row] = await manager.query<MessageRow[]>(`SELECT ${COLUMNS} FROM messages WHERE id = $1`, [id]);
    return row ?? null;
  }

  async listForBooking(bookingId: string, manager: EntityManager = this.dataSource.manager): Promise<MessageRow[]> {
    return manager.query<MessageRow[]>(
      `SELECT ${COLUMNS} FROM messages WHERE booking_id = $1 ORDER BY created_at, id`,
      [bookingId],
    );
  }

  /** Keeps what the message says as it first went out: a retry sends the same words. */
  async storeRendering(
    id: string,
    rendering: { subject: string; bodyHtml: string; bodyText: string; attachments: string[] },
  ): Promise<void> {
    await this.dataSource.query(
      'UPDATE messages SET subject = $2, body_html = $3, body_text = $4, attachments = $5 WHERE id = $1',
      [id, rendering.subject, rendering.bodyHtml, rendering.bodyText, rendering.attachments],
    );
  }

  /** Ends a queued message: sent, kept or failed for good. */
  async finish(id: string, status: Exclude<MessageStatus, 'queued'>, error: string | null = null): Promise<void> {
    await this.dataSource.query(
      `UPDATE messages SET status = $2::varchar, attempts = attempts + 1, last_error = $3::varchar,
              sent_at = CASE WHEN $2::varchar = 'sent' THEN now() END
        WHERE id = $1 AND status = 'queued'`,
      [id, status, error],
    );
  }

  /** Records a failed attempt that another will follow. */
  async recordFailedAttempt(id: string, error: string): Promise<void> {
    await this.dataSource.query(
      "UPDATE messages SET attempts = attempts + 1, last_error = $2 WHERE id = $1 AND status = 'queued'",
      [id, error],
    );
  }

  /**
   * Queued messages without a job: rows written before the job queue existed, or whose job was
   * lost. The application queues them again at start.
   */
  async withoutJob(manager: EntityManager): Promise<{ id: string; channel: MessageChannel }[]> {
    return manager.query(
      `SELECT m.id, m.channel FROM messages m
        WHERE m.status = 'queued'
          AND NOT EXISTS (SELECT 1 FROM ${JOB_SCHEMA}.job j
                           WHERE j.name = m.channel AND j.data->>'messageId' = m.id::text
                             AND j.state IN ('created', 'retry', 'active'))
        ORDER BY m.created_at`,
    );
  }

  /** The bookings with a message refused or given up in the last `days`: what the admin home's count leads to. */
  async bookingsWithFailures(days: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT DISTINCT booking_id AS id FROM messages
        WHERE status = 'failed' AND booking_id IS NOT NULL AND created_at > now() - make_interval(days => $1)`,
      [days],
    );
    return rows.map((row) => row.id);
  }

  /**
   * What the admin home warns of: messages refused or given up in the last `days`, counted by
   * where staff find them (a booking's page, a departure's waiting list, or nowhere but the
   * agency's own inbox), and queued ones late by an hour.
   */
  async troubleSince(days: number): Promise<MessageTrouble> {
    const [row] = await this.dataSource.query<MessageTrouble[]>(
      `WITH recent_failures AS (
         SELECT booking_id, kind FROM messages
          WHERE status = 'failed' AND created_at > now() - make_interval(days => $1)
       )
       SELECT (SELECT count(*) FROM recent_failures)::int AS failed,
              (SELECT count(*) FROM recent_failures WHERE booking_id IS NOT NULL)::int AS "failedBookings",
              (SELECT count(*) FROM recent_failures WHERE ${WAITLIST_MESSAGE})::int AS "failedWaitlist",
              (SELECT count(*) FROM recent_failures WHERE booking_id IS NULL AND NOT (${WAITLIST_MESSAGE}))::int
                AS "failedStaff",
              (SELECT count(*) FROM messages WHERE status = 'queued' AND created_at < now() - interval '1 hour')::int
                AS late`,
      [days],
    );
    return row;
  }
}
