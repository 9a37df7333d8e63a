import type { DeliveryAttempt } from '../delivery/job-queue.js';
import type { MessageRow, MessagesRepository } from './messages.repository.js';

/** What one try to deliver a message came to. */
export type DeliveryOutcome =
  | { kind: 'sent' }
  /** Not sent on purpose: no server configured. */
  | { kind: 'kept' }
  /** `permanent`: trying again cannot help (a mailbox that does not exist, a chat the bot left). */
  | { kind: 'refused'; reason: string; permanent: boolean };

/** Thrown to hand a failed attempt back to the job queue, which retries it with backoff. */
export class RetryLater extends Error {
  constructor(reason: string) {
    super(`Delivery failed, retried later: ${reason}`);
  }
}

/**
 * One attempt at a message, whatever its channel: a message no longer queued (sent by an
 * earlier attempt that died before recording it as done, or ended by staff) is left alone;
 * the outcome is recorded; a passing failure goes back to the queue until the last attempt.
 */
export async function attemptDelivery(
  messages: MessagesRepository,
  attempt: DeliveryAttempt,
  deliver: (message: MessageRow) => Promise<DeliveryOutcome>,
  onError?: (error: unknown) => void,
): Promise<void> {
  const message = await messages.find(attempt.messageId);
  if (!message || message.status !== 'queued') return;
  let outcome: DeliveryOutcome;
  try {
    outcome = await deliver(message);
  } catch (error) {
    // Writing the message failed (the database away for a moment, or a fault of ours): staff
    // see that it waits, and it is tried again like any passing failure.
    outcome = { kind: 'refused', reason: 'INTERNAL_ERROR', permanent: false };
    onError?.(error);
  }
  if (outcome.kind !== 'refused') {
    await messages.finish(message.id, outcome.kind);
    return;
  }
  if (outcome.permanent || attempt.lastAttempt) {
    await messages.finish(message.id, 'failed', outcome.reason);
    return;
  }
  await messages.recordFailedAttempt(message.id, outcome.reason);
  throw new RetryLater(outcome.reason);
}
