import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { bookingPagePath, BookingLinksService } from '../booking-links/booking-links.service.js';
import { AppError } from '../common/app-error.js';
import { transactionWithRetry } from '../common/transaction-retry.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { DeparturesRepository } from '../departures/departures.repository.js';
import { MessageQueue } from '../messages/message-queue.js';
import type { BookingMessageDto } from '../messages/dto/message.dto.js';
import { messageView } from '../messages/message-views.js';
import { MessagesRepository } from '../messages/messages.repository.js';
import type { WaitlistSummary } from '../messages/templates/message-data.js';
import type {
  AdminWaitlistDto,
  AdminWaitlistEntryDto,
  WaitlistEntryPageDto,
  WaitlistJoinDto,
  WaitlistJoinedDto,
} from './dto/waitlist.dto.js';
import { type ReleasedHold, type WaitlistEntryRow, WaitlistRepository } from './waitlist.repository.js';
import {
  entriesServed,
  WAITLIST_PAGE_PATH,
  WAITLIST_RULES,
  WAITLIST_TOKEN_PATTERN,
  WaitlistTokens,
  waitlistTokenHash,
} from './waitlist-rules.js';

/** What an entry's messages are written from. */
export interface WaitlistMessageFacts {
  entry: WaitlistSummary;
  offer: { bookingUrl: string; expiresAt: string; seats: number } | null;
  tripUrl: string;
}

/** Offers lapsed per statement: a backlog is worked through in short transactions. */
const LAPSE_BATCH = 100;

/**
 * The waiting list of sold-out departures (DECISIONS 35): visitors leave their name and how
 * many they are, confirm their address, and wait in line; seats that free up go to the first
 * in line who fits, held by a personal link for 12 hours, then to the next.
 */
@Injectable()
export class WaitlistService {
  private readonly logger = new Logger(WaitlistService.name);
  private readonly tokens: WaitlistTokens;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly entries: WaitlistRepository,
    private readonly departures: DeparturesRepository,
    private readonly links: BookingLinksService,
    private readonly messages: MessageQueue,
    private readonly messageLog: MessagesRepository,
    private readonly audit: AuditService,
  ) {
    this.tokens = new WaitlistTokens(config.dataEncryptionKey);
  }

  /** The personal page of an entry: where every message about it points. */
  pageUrl(entryId: string): string {
    return `${this.config.publicBaseUrl}/${WAITLIST_PAGE_PATH}/${this.tokens.tokenOf(entryId)}`;
  }

  /** The address of an offer's booking form. */
  offerUrl(linkToken: string): string {
    return `${this.config.publicBaseUrl}${bookingPagePath(linkToken)}`;
  }

  /**
   * Puts a visitor on a sold-out departure's list, waiting for their address to be confirmed.
   * The answer is the same whether the address was on the list already or not, so that the
   * form tells nobody who else is waiting; a confirmation asked again goes out at most once an hour.
   */
  async join(departureId: string, dto: WaitlistJoinDto): Promise<WaitlistJoinedDto> {
    await transactionWithRetry(this.dataSource, async (manager) => {
      const departure = await this.departures.findBookable(departureId, manager);
      if (!departure) throw new AppError('DEPARTURE_NOT_FOUND');
      if (departure.spotsAvailable >= dto.travellers) throw new AppError('SEATS_AVAILABLE');
      const id = randomUUID();
      const entry = await this.entries.insertOrFindLive(manager, {
        id,
        departureId,
        name: dto.name,
        email: dto.email,
        phone: dto.phone ?? null,
        travellers: dto.travellers,
        language: dto.language ?? 'it',
        tokenHash: waitlistTokenHash(this.tokens.tokenOf(id)),
      });
      if (entry.status === 'unconfirmed') {
        // One confirmation per entry and hour: the form sent again within it sends nothing more.
        const hour = Math.floor(Date.now() / (WAITLIST_RULES.confirmationResendMinutes * 60_000));
        await this.messages.toWaitlist(manager, { entryId: entry.id, kind: 'waitlist_confirm', occasion: `h${hour}` });
      }
    });
    return { email: dto.email };
  }

  /** The personal page: 404 for a token that is not one or is no longer known. */
  async page(token: string): Promise<WaitlistEntryPageDto> {
    return this.describe(await this.entryOf(token));
  }

  /** The visitor confirms the address: the entry takes its place in line. Opening it again changes nothing. */
  async confirm(token: string): Promise<WaitlistEntryPageDto> {
    const entry = await this.entryOf(token);
    await this.dataSource.transaction((manager) => this.entries.confirm(manager, entry.id));
    return this.page(token);
  }

  /** The visitor leaves the list; seats held for them go to the next in line. */
  async leave(token: string): Promise<WaitlistEntryPageDto> {
    const entry = await this.entryOf(token);
    await transactionWithRetry(this.dataSource, async (manager) => {
      const released = await this.entries.close(manager, entry.id, 'left');
      if (released) await this.handBack(manager, [released]);
    });
    return this.page(token);
  }

  /**
   * Seats just freed on these departures (given back in the caller's transaction) go first to
   * their waiting lists, in line order: each entry that fits gets its seats held by a personal
   * link and a message. The departure's row stays locked to the end of the transaction, so no
   * booking takes the seats in between. Departures are locked in id order, as every caller does.
   */
  async offerFreedSeats(manager: EntityManager, departureIds: readonly string[]): Promise<number> {
    let offered = 0;
    for (const departureId of [...new Set(departureIds)].sort()) {
      const free = await this.departures.lockFreeSeats(manager, departureId);
      if (!free) continue;
      const served = entriesServed(await this.entries.lockLine(manager, departureId), free);
      for (const entry of served) {
        await this.departures.takeSeats(manager, departureId, entry.travellers);
        const link = await this.links.createWaitlistOffer(manager, departureId, WAITLIST_RULES.offerHours);
        await this.entries.markOffered(manager, {
          entryId: entry.id,
          bookingLinkId: link.id,
          heldSeats: entry.travellers,
          expiresAt: link.expiresAt,
        });
        await this.messages.toWaitlist(manager, { entryId: entry.id, kind: 'waitlist_offer' });
        offered++;
      }
    }
    return offered;
  }

  /**
   * Free seats on departures with people in line go to them: seats staff added to a full
   * departure, or any the other paths missed. Safe on every replica: each departure's row is
   * locked while its seats are handed on.
   */
  async offerFreeSeatsToWaiting(): Promise<number> {
    return transactionWithRetry(this.dataSource, async (manager) =>
      this.offerFreedSeats(manager, await this.entries.departuresWaiting(manager)),
    );
  }

  /**
   * Offers whose 12 hours ran out give their seats to the next in line (or back on sale), and
   * their visitor hears that the turn passed. Safe on every replica: see lapseDue.
   */
  async lapseDueOffers(): Promise<number> {
    let total = 0;
    for (;;) {
      const lapsed = await transactionWithRetry(this.dataSource, async (manager) => {
        const released = await this.entries.lapseDue(manager, LAPSE_BATCH);
        await this.handBack(manager, released);
        for (const hold of released) {
          await this.messages.toWaitlist(manager, { entryId: hold.entryId, kind: 'waitlist_lapsed' });
        }
        return released.length;
      });
      total += lapsed;
      if (lapsed < LAPSE_BATCH) break;
    }
    if (total > 0) this.logger.log(`${total} waiting-list offers lapsed and their seats were handed on`);
    return total;
  }

  /**
   * Forgets entries 30 days after their departure left, and addresses never confirmed within
   * 48 hours, with the messages sent to them: a waiting list keeps no one's data for longer
   * than it can serve them.
   */
  async forgetOldEntries(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const departed = await this.departures.startedDaysAgo(
        manager,
        await this.entries.departuresWithEntries(manager),
        WAITLIST_RULES.keptDaysAfterDeparture,
      );
      const forgotten = await this.entries.purge(manager, departed, WAITLIST_RULES.unconfirmedHours);
      await this.messageLog.deleteForWaitlistEntries(manager, forgotten);
      return forgotten.length;
    });
  }

  /** What the messages about an entry say of it, as it stands now; null when it is forgotten. */
  async messageFacts(entryId: string): Promise<WaitlistMessageFacts | null> {
    const entry = await this.entries.find(entryId);
    if (!entry) return null;
    const departure = await this.departures.findOneFacts(entry.departureId);
    if (!departure) return null;
    const link = entry.bookingLinkId ? await this.links.findOfferLink(entry.bookingLinkId) : null;
    return {
      entry: {
        name: entry.name,
        tripTitle: departure.tripTitle,
        startDate: departure.startDate,
        endDate: departure.endDate,
        travellers: entry.travellers,
        pageUrl: this.pageUrl(entry.id),
      },
      offer:
        link && entry.offerExpiresAt
          ? {
              bookingUrl: this.offerUrl(link.token),
              expiresAt: entry.offerExpiresAt.toISOString(),
              // Once booked or lapsed the hold is 0: the message says what was offered.
              seats: entry.heldSeats || entry.travellers,
            }
          : null,
      tripUrl: `${this.config.publicBaseUrl}/travel/${departure.tripSlug}`,
    };
  }

  /** A departure's list as staff see it. */
  async listForDeparture(departureId: string): Promise<AdminWaitlistDto> {
    const departure = await this.departures.findOneFacts(departureId);
    if (!departure) throw new AppError('DEPARTURE_NOT_FOUND');
    const rows = await this.entries.listForDeparture(departureId);
    let place = 0;
    return {
      departureId,
      tripTitle: departure.tripTitle,
      startDate: departure.startDate,
      endDate: departure.endDate,
      spotsAvailable: departure.spotsAvailable,
      entries: rows.map((row): AdminWaitlistEntryDto => {
        if (row.status === 'waiting') place++;
        return {
          id: row.id,
          status: row.status,
          name: row.name,
          email: row.email,
          phone: row.phone,
          travellers: row.travellers,
          language: row.language,
          createdAt: row.createdAt.toISOString(),
          confirmedAt: row.confirmedAt?.toISOString() ?? null,
          placeInLine: row.status === 'waiting' ? place : null,
          offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
          heldSeats: row.heldSeats,
          bookingId: row.bookingId,
        };
      }),
    };
  }

  /**
   * A departure cancelled for its minimum group closes its waiting list, in the caller's
   * transaction: seats held by offers go back to the departure (no longer on sale), and each
   * visitor who had confirmed their address is told. Unconfirmed addresses hear nothing.
   */
  async departureCancelled(manager: EntityManager, departureId: string): Promise<void> {
    const ended = await this.entries.cancelForDeparture(manager, departureId);
    const held = ended.reduce((sum, entry) => sum + entry.seats, 0);
    if (held > 0) await this.departures.giveBackSeats(manager, [{ departureId, seats: held }]);
    for (const entry of ended.filter((candidate) => candidate.confirmed)) {
      await this.messages.toWaitlist(manager, { entryId: entry.entryId, kind: 'waitlist_cancelled' });
    }
  }

  /** What was written to an entry, as staff see a booking's messages. */
  async messagesOf(id: string): Promise<BookingMessageDto[]> {
    if (!(await this.entries.find(id))) throw new AppError('WAITLIST_ENTRY_NOT_FOUND');
    return (await this.messageLog.listForWaitlistEntry(id)).map(messageView);
  }

  /** Staff change how many an entry waits for (still waiting or unconfirmed). */
  async changeTravellers(actor: AdminPrincipal, id: string, travellers: number): Promise<AdminWaitlistDto> {
    const departureId = await this.dataSource.transaction(async (manager) => {
      const entry = await this.entries.find(id, manager);
      if (!entry) throw new AppError('WAITLIST_ENTRY_NOT_FOUND');
      if (!(await this.entries.changeTravellers(manager, id, travellers))) {
        throw new AppError('WAITLIST_ENTRY_NOT_EDITABLE');
      }
      await this.audit.record(manager, actor.id, 'waitlist.travellers_changed', id);
      return entry.departureId;
    });
    return this.listForDeparture(departureId);
  }

  /** Staff take an entry off the list; seats held for it go to the next in line. */
  async remove(actor: AdminPrincipal, id: string): Promise<AdminWaitlistDto> {
    const departureId = await transactionWithRetry(this.dataSource, async (manager) => {
      const entry = await this.entries.find(id, manager);
      if (!entry) throw new AppError('WAITLIST_ENTRY_NOT_FOUND');
      const released = await this.entries.close(manager, id, 'removed');
      if (!released) throw new AppError('WAITLIST_ENTRY_NOT_EDITABLE');
      await this.handBack(manager, [released]);
      await this.audit.record(manager, actor.id, 'waitlist.removed', id);
      return entry.departureId;
    });
    return this.listForDeparture(departureId);
  }

  /** Seats an entry held go back to its departure, and from there to the next in line. */
  private async handBack(manager: EntityManager, released: readonly ReleasedHold[]): Promise<void> {
    const holding = released.filter((hold) => hold.seats > 0);
    if (holding.length === 0) return;
    await this.departures.giveBackSeats(
      manager,
      holding.map((hold) => ({ departureId: hold.departureId, seats: hold.seats })),
    );
    await this.offerFreedSeats(
      manager,
      holding.map((hold) => hold.departureId),
    );
  }

  private async entryOf(token: string): Promise<WaitlistEntryRow> {
    if (!WAITLIST_TOKEN_PATTERN.test(token)) throw new AppError('WAITLIST_ENTRY_NOT_FOUND');
    const entry = await this.entries.findByTokenHash(waitlistTokenHash(token));
    if (!entry) throw new AppError('WAITLIST_ENTRY_NOT_FOUND');
    return entry;
  }

  private async describe(entry: WaitlistEntryRow): Promise<WaitlistEntryPageDto> {
    const [departure, onSale] = await Promise.all([
      this.departures.findOneFacts(entry.departureId),
      this.departures.findBookable(entry.departureId),
    ]);
    // The entry's foreign key keeps its departure.
    if (!departure) throw new Error(`Waiting-list entry ${entry.id} lost its departure`);
    const offer =
      entry.status === 'offered' && entry.offerExpiresAt && entry.offerExpiresAt > new Date() && entry.bookingLinkId
        ? await this.links.findOfferLink(entry.bookingLinkId)
        : null;
    return {
      status: entry.status,
      name: entry.name,
      travellers: entry.travellers,
      tripSlug: departure.tripSlug,
      tripTitle: departure.tripTitle,
      startDate: departure.startDate,
      endDate: departure.endDate,
      placeInLine: entry.status === 'waiting' ? await this.entries.placeInLine(entry) : null,
      offer:
        offer && entry.offerExpiresAt
          ? {
              bookingUrl: this.offerUrl(offer.token),
              expiresAt: entry.offerExpiresAt.toISOString(),
              seats: entry.heldSeats,
            }
          : null,
      departureClosed: onSale === null,
      spotsAvailable: onSale?.spotsAvailable ?? 0,
    };
  }
}
