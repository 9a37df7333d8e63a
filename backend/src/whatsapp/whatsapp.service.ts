import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { AppError } from '../common/app-error.js';
import { type AppConfig, whatsappNumberDigits } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { hashClient } from '../common/client-address.js';
import { Departure } from '../departures/departure.entity.js';
import { SiteService } from '../site/site.service.js';
import type { WhatsappHandoffCreateDto } from './dto/whatsapp-handoff-create.dto.js';
import type { WhatsappHandoffDto } from './dto/whatsapp-handoff.dto.js';
import { WhatsappClick } from './whatsapp-click.entity.js';
import { storedReferrer, storedUserAgent, whatsappMessage, whatsappUrl } from './whatsapp-message.js';
import { WhatsappPopupReport } from './whatsapp-popup-report.entity.js';

/**
 * At most this many hand-offs from one client in the window, and as many reports of a
 * blocked window: a visitor comparing dates and airports asks a few times, not twenty.
 */
export const WHATSAPP_LIMIT = 20;
export const WHATSAPP_WINDOW_MS = 10 * 60_000;

/** The sequence whose next value names the consultant whose turn it is, on every replica. */
export const NUMBER_TURN_SEQUENCE = 'whatsapp_number_turn';

/**
 * First keys of the two-key advisory locks taken per client, one per route; two-key locks
 * never collide with single-key ones such as the migration lock, nor with the contact form's.
 */
const HANDOFF_LOCK_SPACE = 0x77616866;
const POPUP_LOCK_SPACE = 0x77617062;

/** The second lock key: 32 bits of the client's hash (two clients sharing one only wait for each other). */
function lockKey(clientHash: string): number {
  return Number.parseInt(clientHash.slice(0, 8), 16) | 0;
}

/**
 * Takes the client's lock for the rest of the transaction and counts its rows of the last
 * window in `table`, by the database's clock (the one the rows are stamped with): parallel
 * requests of one client, on any replica, are counted one after the other.
 */
async function refuseOverLimit(
  manager: EntityManager,
  lockSpace: number,
  clientHash: string,
  table: 'whatsapp_clicks' | 'whatsapp_popup_reports',
  timeColumn: 'clicked_at' | 'reported_at',
): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [lockSpace, lockKey(clientHash)]);
  const [{ recent }] = (await manager.query(
    `SELECT count(*)::int AS recent FROM ${table}
      WHERE client_hash = $1 AND ${timeColumn} > now() - make_interval(secs => $2)`,
    [clientHash, WHATSAPP_WINDOW_MS / 1000],
  )) as [{ recent: number }];
  if (recent >= WHATSAPP_LIMIT) throw new AppError('WHATSAPP_RATE_LIMITED');
}

@Injectable()
export class WhatsappService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalogue: CatalogueService,
    private readonly site: SiteService,
  ) {}

  /**
   * The next consultant in turn, the click recorded with the text it opens the chat with.
   * The trip and the departure are read first: an unknown one costs the client nothing.
   */
  async createWhatsappHandoff(dto: WhatsappHandoffCreateDto, request: FastifyRequest): Promise<WhatsappHandoffDto> {
    const slug = await this.catalogue.resolveSlug(dto.tripSlug);
    const trip = slug ? (await this.catalogue.summaries()).find((summary) => summary.slug === slug) : undefined;
    if (!trip) throw new AppError('TRIP_NOT_FOUND');

    let departure: Departure | null = null;
    if (dto.departureId) {
      departure = await this.dataSource.getRepository(Departure).findOne({
        select: { id: true, startDate: true, endDate: true },
        where: { id: dto.departureId, trip: { slug: trip.slug } },
      });
      if (!departure) throw new AppError('DEPARTURE_NOT_FOUND');
    }

    const message = whatsappMessage({
      tripTitle: trip.title,
      departure: departure ?? undefined,
      airport: dto.airport,
      travellers: dto.travellers,
    });
    const numbers = await this.consultantNumbers();
    const clientHash = hashClient(this.config.clientHashSecret, 'whatsapp', request.ip);

    return this.dataSource.transaction(async (manager) => {
      await refuseOverLimit(manager, HANDOFF_LOCK_SPACE, clientHash, 'whatsapp_clicks', 'clicked_at');
      // Taken only once the request is let through, so that refused requests skip no one.
      const phoneNumber = numbers.length === 1 ? numbers[0] : numbers[await this.nextTurn(manager, numbers.length)];
      const repository = manager.getRepository(WhatsappClick);
      const saved = await repository.save(
        repository.create({
          phoneNumber,
          message,
          userAgent: storedUserAgent(request.headers['user-agent']),
          referrer: storedReferrer(request.headers.referer),
          tripSlug: trip.slug,
          departureId: departure?.id ?? null,
          airport: dto.airport ?? null,
          travellers: dto.travellers ?? null,
          popupBlockedAt: null,
          clientHash,
        }),
      );
      return { id: saved.id, phoneNumber, url: whatsappUrl(phoneNumber, message) };
    });
  }

  /**
   * Marks the click whose window the browser blocked; a repeated report keeps the first time.
   * Every report counts towards the client's limit, an unknown id's too, so guessing ids
   * soon meets the limit.
   */
  async recordPopupBlocked(id: string, request: FastifyRequest): Promise<void> {
    const clientHash = hashClient(this.config.clientHashSecret, 'whatsapp', request.ip);
    const known = await this.dataSource.transaction(async (manager) => {
      await refuseOverLimit(manager, POPUP_LOCK_SPACE, clientHash, 'whatsapp_popup_reports', 'reported_at');
      await manager.getRepository(WhatsappPopupReport).insert({ clientHash });
      const [{ found }] = (await manager.query(
        `WITH marked AS (
           UPDATE whatsapp_clicks SET popup_blocked_at = now() WHERE id = $1 AND popup_blocked_at IS NULL
         )
         SELECT EXISTS (SELECT 1 FROM whatsapp_clicks WHERE id = $1) AS found`,
        [id],
      )) as [{ found: boolean }];
      return found;
    });
    // After the commit: the report of an unknown id still counts.
    if (!known) throw new AppError('WHATSAPP_HANDOFF_NOT_FOUND');
  }

  /** The configured consultants, or the agency's own phone when none is configured. */
  private async consultantNumbers(): Promise<string[]> {
    if (this.config.whatsappNumbers.length > 0) return this.config.whatsappNumbers;
    const { phone } = await this.site.settings();
    return [whatsappNumberDigits(phone) ?? phone.replace(/\D/g, '')];
  }

  /** The position in the list whose turn it is: a shared counter, fair across replicas. */
  private async nextTurn(manager: EntityManager, count: number): Promise<number> {
    const [{ turn }] = (await manager.query(`SELECT (nextval('${NUMBER_TURN_SEQUENCE}') % $1)::int AS turn`, [
      count,
    ])) as [{ turn: number }];
    return turn;
  }
}
