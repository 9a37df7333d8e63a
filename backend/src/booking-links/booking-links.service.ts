import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { type DepartureFacts, DeparturesRepository } from '../departures/departures.repository.js';
import type { BookingLinkSource } from './booking-link.entity.js';
import { IbansRepository } from '../ibans/ibans.repository.js';
import { BookingLinksRepository, type IssuedLinkRow, type LinkOffer } from './booking-links.repository.js';
import type { BookingLinkCreateDto } from './dto/booking-link-create.dto.js';
import type {
  IssuedBookingLinkDto,
  IssuedBookingLinkPageDto,
  IssuedBookingLinksQueryDto,
} from './dto/issued-booking-link.dto.js';
import { addCalendarDays, romeStartOfDay } from '../common/calendar-date.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import type { BookingLinkCreatedDto, BookingLinkDto } from './dto/booking-link.dto.js';
import { BOOKING_POLICY, type PaymentType, paymentTypeFor } from '../bookings/booking-policy.js';
import { WaitlistRepository } from '../waitlist/waitlist.repository.js';
import { BULK_LINK_TOKEN_LENGTH, LINK_TOKEN_PATTERN } from './token.js';

/** Generated links (checkout, bulk, admin by default) are valid this long. */
export const GENERATED_LINK_DAYS = 30;
export const DEFAULT_CHILD_DISCOUNT_PERCENTAGE = 50;
/** A checkout's link is reused only while the customer still has this long to book from it. */
const CHECKOUT_LINK_MIN_REMAINING_HOURS = 24;
/** The query parameters of a booking page that carry the visitor's choice from the trip page. */
export const CHOICE_PARAMETERS = { airport: 'aeroporto', travellers: 'viaggiatori' } as const;

/**
 * When a departure's start day ends in Rome: no link is booked from beyond it, whatever its own
 * days (a departure is on sale until its start day, as the site offers it).
 */
export function departureEndsAt(startDate: string): Date {
  return romeStartOfDay(addCalendarDays(startDate, 1));
}

/** What a link charges per person: the price staff froze, else its departure's price now (decision A7). */
export function linkPriceCents(offerPriceCents: number | null, departurePriceCents: number): number {
  return offerPriceCents ?? departurePriceCents;
}

/** The booking page of a link; with the visitor's choice, the form starts from it. */
export function bookingPagePath(token: string, choice?: { airport: string; travellers: number }): string {
  const path = `/prenotazione/${token}`;
  if (!choice) return path;
  const query = new URLSearchParams({
    [CHOICE_PARAMETERS.airport]: choice.airport,
    [CHOICE_PARAMETERS.travellers]: String(choice.travellers),
  });
  return `${path}?${query.toString()}`;
}

@Injectable()
export class BookingLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: BookingLinksRepository,
    private readonly departures: DeparturesRepository,
    private readonly ibans: IbansRepository,
    private readonly audit: AuditService,
    private readonly catalogue: CatalogueService,
    private readonly waitlist: WaitlistRepository,
  ) {}

  /** An admin's link for one departure, with the terms the admin chose. */
  async createAdminLink(actor: AdminPrincipal, dto: BookingLinkCreateDto): Promise<BookingLinkCreatedDto> {
    if (dto.permanent && dto.expiresInDays !== undefined) {
      const message = 'Scegli una durata oppure un link permanente, non entrambi.';
      throw new AppError('VALIDATION_FAILED', { expiresInDays: [message] }, message);
    }
    const token = await this.dataSource.transaction(async (manager) => {
      await this.ibans.lockOffered(manager, dto.ibanId);
      if (!(await this.departures.findBookable(dto.departureId, manager))) throw new AppError('DEPARTURE_NOT_FOUND');
      const departure = await this.departureFacts(manager, dto.departureId);
      const { id, token: created } = await this.links.insert(
        manager,
        {
          paymentType: dto.paymentType,
          ibanId: dto.ibanId,
          offerPriceCents: dto.offerPriceCents ?? null,
          expiresInDays: dto.permanent ? null : (dto.expiresInDays ?? GENERATED_LINK_DAYS),
          departureEndsAt: departureEndsAt(departure.startDate),
          childDiscountEnabled: dto.childDiscountEnabled ?? true,
          childDiscountPercentage: dto.childDiscountPercentage ?? DEFAULT_CHILD_DISCOUNT_PERCENTAGE,
          specialNotes: dto.specialNotes ?? null,
          source: 'admin',
          createdBy: actor.id,
        },
        departure,
      );
      await this.ibans.markUsed(manager, dto.ibanId);
      await this.audit.record(manager, actor.id, 'booking_link.created', id);
      return created;
    });
    return { token, url: `${this.config.publicBaseUrl}${bookingPagePath(token)}` };
  }

  /**
   * One short link per trip, for its first departure with seats far enough ahead for a
   * deposit, with the usual terms: what the agency hands out when a new account is set up.
   */
  async createBulkLinks(actor: AdminPrincipal, ibanId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await this.ibans.lockOffered(manager, ibanId);
      const departures = await this.departures.firstPerTripBeyond(manager, BOOKING_POLICY.fullPaymentWithinDays);
      const facts = await this.departures.findFacts(departures, manager);
      for (const departure of facts.values()) {
        await this.links.insert(
          manager,
          {
            paymentType: 'deposit',
            ibanId,
            offerPriceCents: null,
            expiresInDays: GENERATED_LINK_DAYS,
            departureEndsAt: departureEndsAt(departure.startDate),
            childDiscountEnabled: true,
            childDiscountPercentage: DEFAULT_CHILD_DISCOUNT_PERCENTAGE,
            specialNotes: null,
            source: 'bulk',
            createdBy: actor.id,
          },
          departure,
          BULK_LINK_TOKEN_LENGTH,
        );
      }
      if (departures.length > 0) await this.ibans.markUsed(manager, ibanId);
      await this.audit.record(manager, actor.id, 'booking_links.bulk_created', ibanId);
      return departures.length;
    });
  }

  /**
   * The checkout's link for a departure, IBAN and payment type: the one already made, while it
   * has a day left (or runs to the departure's start day), or a new one. Callers for the
   * same three wait for each other on an advisory lock, on any replica, so parallel checkouts
   * make one link.
   */
  async findOrCreateCheckoutLink(departureId: string, ibanId: string, paymentType: PaymentType): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      await this.links.lockCheckoutLink(manager, departureId, ibanId, paymentType);
      const departure = await this.departureFacts(manager, departureId);
      const endsAt = departureEndsAt(departure.startDate);
      const existing = await this.links.findReusableCheckoutLink(
        manager,
        { departureId, ibanId, paymentType, departureEndsAt: endsAt },
        CHECKOUT_LINK_MIN_REMAINING_HOURS,
      );
      if (existing) return existing;
      const { token } = await this.links.insert(
        manager,
        {
          paymentType,
          ibanId,
          offerPriceCents: null,
          expiresInDays: GENERATED_LINK_DAYS,
          departureEndsAt: endsAt,
          childDiscountEnabled: true,
          childDiscountPercentage: DEFAULT_CHILD_DISCOUNT_PERCENTAGE,
          specialNotes: null,
          source: 'checkout',
          createdBy: null,
        },
        departure,
      );
      await this.ibans.markUsed(manager, ibanId);
      return token;
    });
  }

  /** What the booking page shows; 404 for a token that does not exist or cannot be one. */
  async getPublicLink(token: string): Promise<BookingLinkDto> {
    if (!LINK_TOKEN_PATTERN.test(token)) throw new AppError('BOOKING_LINK_NOT_FOUND');
    const link = await this.links.findPublic(token);
    if (!link) throw new AppError('BOOKING_LINK_NOT_FOUND');
    const { id, offerPriceCents, ...terms } = link;
    const { tripSlug, tripTitle, startDate, endDate, spotsAvailable, priceCents, singleSupplementCents } =
      await this.departureFacts(this.dataSource.manager, link.departureId);
    return {
      ...terms,
      tripSlug,
      tripTitle,
      startDate,
      endDate,
      spotsAvailable: spotsAvailable + (link.expired ? 0 : await this.waitlist.heldForLink(id)),
      priceCents: linkPriceCents(offerPriceCents, priceCents),
      singleSupplementCents,
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  /**
   * The offer of a link a customer books from, read in the caller's transaction: 404 when
   * there is no such link, 410 once it has expired.
   */
  async findBookableOffer(manager: EntityManager, token: string): Promise<LinkOffer> {
    if (!LINK_TOKEN_PATTERN.test(token)) throw new AppError('BOOKING_LINK_NOT_FOUND');
    const link = await this.links.findOffer(manager, token);
    if (!link) throw new AppError('BOOKING_LINK_NOT_FOUND');
    if (link.expired) throw new AppError('BOOKING_LINK_EXPIRED');
    const { offerPriceCents, ...terms } = link;
    const { startDate, spotsAvailable, priceCents, singleSupplementCents } = await this.departureFacts(
      manager,
      link.departureId,
    );
    return {
      ...terms,
      startDate,
      // A waiting list's offer books the seats held for it as well as any free.
      spotsAvailable: spotsAvailable + (await this.waitlist.heldForLink(link.id, manager)),
      priceCents: linkPriceCents(offerPriceCents, priceCents),
      singleSupplementCents,
    };
  }

  /** The token of a waiting list's offer link, for its page and its message; null for no such link. */
  async findOfferLink(id: string): Promise<{ token: string } | null> {
    const token = await this.links.findToken(id);
    return token ? { token } : null;
  }

  /**
   * The personal link of a waiting list's offer (DECISIONS 35): the usual terms of the day,
   * paid into the system IBAN of the day the customer books, valid for the offer's hours or to
   * the end of the departure's start day when sooner.
   */
  async createWaitlistOffer(
    manager: EntityManager,
    departureId: string,
    hours: number,
  ): Promise<{ id: string; token: string; expiresAt: Date }> {
    const departure = await this.departureFacts(manager, departureId);
    return this.links.insert(
      manager,
      {
        paymentType: paymentTypeFor(departure.startDate, new Date()),
        ibanId: null,
        offerPriceCents: null,
        expiresInDays: 0,
        expiresInHours: hours,
        departureEndsAt: departureEndsAt(departure.startDate),
        childDiscountEnabled: true,
        childDiscountPercentage: DEFAULT_CHILD_DISCOUNT_PERCENTAGE,
        specialNotes: null,
        source: 'waitlist',
        createdBy: null,
      },
      departure,
    );
  }

  /**
   * The links issued, for staff to find one again before making another: by trip (slug, or
   * words of its title), departure, token or notes; only those still bookable unless told.
   */
  async listIssued(query: IssuedBookingLinksQueryDto): Promise<IssuedBookingLinkPageDto> {
    const tripIds = await this.tripIdsOf(query);
    if (query.trip && tripIds?.length === 0) return { items: [], total: 0 };
    const { rows, total } = await this.links.listIssued({
      tripIds: query.trip ? tripIds : undefined,
      departureId: query.departureId,
      text: query.q,
      textTripIds: query.q && !query.trip ? tripIds : undefined,
      sources: query.source ? [query.source] : ['admin', 'bulk'],
      activeOnly: (query.status ?? 'active') === 'active',
      limit: query.limit ?? 50,
      offset: query.offset ?? 0,
    });
    return { items: await this.describeIssued(this.dataSource.manager, rows), total };
  }

  /** Withdraws a link: customers can no longer book from it; bookings already made stay. */
  async revoke(actor: AdminPrincipal, id: string): Promise<IssuedBookingLinkDto> {
    return this.dataSource.transaction(async (manager) => {
      // Only an actual change is audited: revoking again, or an unknown id, records nothing.
      if (await this.links.revoke(manager, id, actor.id)) {
        await this.audit.record(manager, actor.id, 'booking_link.revoked', id);
      }
      const row = await this.links.findIssued(manager, id);
      if (!row) throw new AppError('BOOKING_LINK_NOT_FOUND');
      const [link] = await this.describeIssued(manager, [row]);
      return link;
    });
  }

  /** The trips a lookup names: by slug, or by words of their title; undefined when it names none. */
  private async tripIdsOf(query: IssuedBookingLinksQueryDto): Promise<string[] | undefined> {
    if (query.trip) return this.catalogue.findTripIds(query.trip);
    if (query.q) return this.catalogue.findTripIds(query.q);
    return undefined;
  }

  private async describeIssued(manager: EntityManager, rows: IssuedLinkRow[]): Promise<IssuedBookingLinkDto[]> {
    const departures = await this.departures.findFacts([...new Set(rows.map((row) => row.departureId))], manager);
    return rows.map((row) => {
      const departure = departures.get(row.departureId)!;
      return {
        id: row.id,
        token: row.token,
        url: `${this.config.publicBaseUrl}${bookingPagePath(row.token)}`,
        source: row.source,
        tripSlug: departure.tripSlug,
        tripTitle: departure.tripTitle,
        departureId: row.departureId,
        startDate: departure.startDate,
        endDate: departure.endDate,
        paymentType: row.paymentType,
        priceCents: linkPriceCents(row.offerPriceCents, departure.priceCents),
        priceFrozen: row.offerPriceCents !== null,
        childDiscountEnabled: row.childDiscountEnabled,
        childDiscountPercentage: row.childDiscountPercentage,
        specialNotes: row.specialNotes,
        expiresAt: row.expiresAt.toISOString(),
        untilDeparture: row.expiresAt.getTime() >= departureEndsAt(departure.startDate).getTime(),
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  /** Who made a link, for the agency's notice; null for none. */
  findLinkSource(id: string): Promise<BookingLinkSource | null> {
    return this.links.findSource(id);
  }

  /** A link's departure always exists: the foreign key keeps it. */
  private async departureFacts(manager: EntityManager, departureId: string): Promise<DepartureFacts> {
    const departure = await this.departures.findOneFacts(departureId, manager);
    if (!departure) throw new AppError('DEPARTURE_NOT_FOUND');
    return departure;
  }
}
