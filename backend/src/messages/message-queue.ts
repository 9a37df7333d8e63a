import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobQueue } from '../delivery/job-queue.js';
import { MessagesRepository } from './messages.repository.js';

/** Which customer message to queue, and on what occasion when the kind can repeat. */
export interface CustomerMessageRequest {
  bookingId: string;
  kind: string;
  occasion?: string;
}

// Any constant; the same for every replica.
const RECOVERY_LOCK_KEY = 4_711_3019;

/**
 * The one way a message is queued: its row and its delivery job are written in the caller's
 * transaction, so a message exists exactly when what it announces happened.
 */
@Injectable()
export class MessageQueue {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly jobs: JobQueue,
  ) {}

  /** An e-mail to the booking's contact; false when the same one was queued before. */
  async toCustomer(
    manager: EntityManager,
    { bookingId, kind, occasion = '' }: CustomerMessageRequest,
  ): Promise<boolean> {
    const id = await this.messages.insertForContact(manager, bookingId, kind, occasion);
    if (!id) return false;
    await this.jobs.enqueue(manager, 'email', { messageId: id });
    return true;
  }

  /** An e-mail to the agency's staff (the address of the site settings) about a booking. */
  async toStaff(manager: EntityManager, bookingId: string, kind: string, address: string): Promise<boolean> {
    const id = await this.messages.insertForStaff(manager, bookingId, kind, address);
    if (!id) return false;
    await this.jobs.enqueue(manager, 'email', { messageId: id });
    return true;
  }

  /** Sends a message again as a new one; null when there is no such message. */
  async again(manager: EntityManager, messageId: string): Promise<string | null> {
    const copy = await this.messages.insertCopy(manager, messageId);
    if (!copy) return null;
    await this.jobs.enqueue(manager, copy.channel, { messageId: copy.id });
    return copy.id;
  }

  /**
   * Gives a job to every queued message without one (rows written before the job queue, or a
   * lost job). One replica at a time: the others find the lock taken and leave it.
   */
  async recoverWithoutJob(manager: EntityManager): Promise<number> {
    const [{ locked }] = await manager.query<{ locked: boolean }[]>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
      RECOVERY_LOCK_KEY,
    ]);
    if (!locked) return 0;
    const orphans = await this.messages.withoutJob(manager);
    for (const orphan of orphans) await this.jobs.enqueue(manager, orphan.channel, { messageId: orphan.id });
    return orphans.length;
  }

  /** A notice to the agency's chat about a booking. */
  async toAgency(manager: EntityManager, bookingId: string, kind: string): Promise<boolean> {
    const id = await this.messages.insertForAgency(manager, bookingId, kind);
    if (!id) return false;
    await this.jobs.enqueue(manager, 'telegram', { messageId: id });
    return true;
  }
}
