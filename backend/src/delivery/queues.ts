import type PgBoss from 'pg-boss';

/**
 * Every job queue the application runs, with how it retries. A job still active past its expiry
 * is taken as lost and tried again: half an hour covers a batch of 25 (job-queue.ts) whose
 * every server times out. A failed attempt waits the
 * retry delay doubled at each attempt, with jitter (pg-boss's backoff).
 */
export const DELIVERY_QUEUES = {
  /**
   * Customer e-mail. Ten retries from one minute span about a day: an SMTP server down for an
   * hour, or a mailbox over quota for the afternoon, loses nothing.
   */
  email: { retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 1800 },
  /** The agency's Telegram notice of a new booking: twelve retries from 30 s, over a day and a half. */
  telegram: { retryLimit: 12, retryDelay: 30, retryBackoff: true, expireInSeconds: 1800 },
  /**
   * Partners' webhooks. Each job is one attempt: the worker schedules the next itself, with the
   * schedule of decision PW3 and the receiver's Retry-After, as a new job. pg-boss's own
   * retries only cover an attempt that died with its replica or met the database away.
   */
  webhook: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 1800 },
} as const satisfies Record<string, Omit<PgBoss.Queue, 'name'>>;

export type DeliveryQueue = keyof typeof DELIVERY_QUEUES;

/** What every job carries: the id of the row that says what to deliver, never the content. */
export interface DeliveryJob {
  messageId: string;
  /**
   * Webhooks: the attempts made before this job was written. A job finding another count has
   * been overtaken (by a resend, or by an attempt that already ran) and does nothing.
   */
  attempt?: number;
}
