import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BookingsRepository } from '../bookings/bookings.repository.js';
import { JobQueue } from '../delivery/job-queue.js';
import { PartnersRepository } from '../partners/partners.repository.js';
import { SiteService } from '../site/site.service.js';
import { WaitlistRepository } from '../waitlist/waitlist.repository.js';
import { MessagesRepository } from './messages.repository.js';

/** Which customer message to queue, and on what occasion when the kind can repeat. */
export interface CustomerMessageRequest {
  bookingId: string;
  kind: string;
  occasion?: string;
}

/** A message to the agency's staff, about a booking or (bookingId null) about none. */
export interface StaffMessageRequest {
  bookingId: string | null;
  kind: `staff_${string}`;
  occasion?: string;
  /** One member of staff (an owner, say); the agency's address of the site settings when left out. */
  address?: string;
}

/** A message to a visitor on a waiting list: it speaks of their entry, not of a booking. */
export interface WaitlistMessageRequest {
  entryId: string;
  kind: `waitlist_${string}`;
  /** What makes a repeated kind another message (a confirmation asked again an hour later). */
  occasion?: string;
}

/**
 * What a copy sent again adds to its original's occasion. The occasion names what a message
 * speaks of (a waiting-list entry, an hour of hold alerts, a departure, an IBAN switch), so the
 * copy keeps it and the composer reads the original's part (`originalOccasion`).
 */
const RESEND_MARK = '|resend:';

export function originalOccasion(occasion: string): string {
  const at = occasion.indexOf(RESEND_MARK);
  return at === -1 ? occasion : occasion.slice(0, at);
}

/** The occasion of a waiting list's message: the entry it speaks of first. */
export function waitlistOccasion(entryId: string, occasion = ''): string {
  return occasion ? `${entryId}:${occasion}` : entryId;
}

/** Messages to the agency's staff ('staff_balance_late'), never to the customer. */
const isStaffKind = (kind: string) => kind.startsWith('staff_');

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
    private readonly bookings: BookingsRepository,
    private readonly jobs: JobQueue,
    private readonly site: SiteService,
    private readonly waitlist: WaitlistRepository,
    private readonly partners: PartnersRepository,
  ) {}

  /**
   * An e-mail to the booking's contact, or to the partner agency that made it (DECISIONS 36);
   * false when the same one was queued before.
   */
  async toCustomer(
    manager: EntityManager,
    { bookingId, kind, occasion = '' }: CustomerMessageRequest,
  ): Promise<boolean> {
    const contact = await this.recipientOf(manager, bookingId);
    if (!contact) throw new Error(`Booking ${bookingId} is gone`);
    return this.queue(manager, {
      channel: 'email',
      kind,
      bookingId,
      occasion,
      recipient: contact.email,
      language: contact.language,
    });
  }

  /** Who a booking's messages go to now: its contact, or its partner's address. */
  private async recipientOf(
    manager: EntityManager,
    bookingId: string,
  ): Promise<{ email: string; language: 'it' | 'en' } | null> {
    const contact = await this.bookings.contactOf(manager, bookingId);
    if (!contact?.partnerId) return contact;
    const partner = await this.partners.findPartner(contact.partnerId, manager);
    // Held by the booking's foreign key.
    if (!partner) throw new Error(`Booking ${bookingId} lost its partner`);
    return { email: partner.email, language: contact.language };
  }

  /** An e-mail to a visitor on a waiting list, in their language; false when the same one was queued before. */
  async toWaitlist(manager: EntityManager, { entryId, kind, occasion }: WaitlistMessageRequest): Promise<boolean> {
    const entry = await this.waitlist.find(entryId, manager);
    if (!entry) throw new Error(`Waiting-list entry ${entryId} is gone`);
    return this.queue(manager, {
      channel: 'email',
      kind,
      bookingId: null,
      occasion: waitlistOccasion(entryId, occasion),
      recipient: entry.email,
      language: entry.language,
    });
  }

  /**
   * An e-mail to the agency's staff, at the address of the site settings or the one given; false when the same one
   * was queued before, or the settings name no address.
   */
  async toStaff(
    manager: EntityManager,
    { bookingId, kind, occasion = '', address: to }: StaffMessageRequest,
  ): Promise<boolean> {
    const address = to ?? (await this.site.settings()).email;
    if (!address) return false;
    return this.queue(manager, { channel: 'email', kind, bookingId, occasion, recipient: address, language: 'it' });
  }

  /** Sends a message again as a new one; null when there is no such message. */
  async again(manager: EntityManager, messageId: string): Promise<string | null> {
    const original = await this.messages.find(messageId, manager);
    if (!original) return null;
    // Staff messages go back to the agency's address; the customer's to their address as it is now.
    const contact =
      isStaffKind(original.kind) || original.bookingId === null
        ? null
        : await this.recipientOf(manager, original.bookingId);
    const copy = {
      channel: original.channel,
      kind: original.kind,
      bookingId: original.bookingId,
      occasion: `${originalOccasion(original.occasion)}${RESEND_MARK}${randomUUID()}`,
      recipient: original.channel === 'email' && contact ? contact.email : original.recipient,
      language: contact?.language ?? original.language,
    };
    const id = await this.messages.insert(manager, copy);
    if (!id) throw new Error(`The copy of message ${messageId} was refused`);
    await this.jobs.enqueue(manager, copy.channel, { messageId: id });
    return id;
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
    return this.queue(manager, {
      channel: 'telegram',
      kind,
      bookingId,
      occasion: '',
      recipient: 'agency',
      language: 'it',
    });
  }

  /** A row and its job; false when the same message was queued before. */
  private async queue(manager: EntityManager, message: Parameters<MessagesRepository['insert']>[1]): Promise<boolean> {
    const id = await this.messages.insert(manager, message);
    if (!id) return false;
    await this.jobs.enqueue(manager, message.channel, { messageId: id });
    return true;
  }
}
