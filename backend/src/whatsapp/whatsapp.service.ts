import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { AppError } from '../common/app-error.js';
import { type AppConfig, whatsappNumberDigits } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { hashClient } from '../common/client-address.js';
import { type DepartureDates, DeparturesRepository } from '../departures/departures.repository.js';
import { SiteService } from '../site/site.service.js';
import type { WhatsappClickAdminDto } from './dto/whatsapp-click-admin.dto.js';
import type { WhatsappHandoffCreateDto } from './dto/whatsapp-handoff-create.dto.js';
import type { WhatsappHandoffDto } from './dto/whatsapp-handoff.dto.js';
import { storedReferrer, storedUserAgent, whatsappMessage, whatsappUrl } from './whatsapp-message.js';
import { type WhatsappClientCounter, WhatsappRepository } from './whatsapp.repository.js';

/**
 * At most this many hand-offs from one client in the window, and as many reports of a
 * blocked window: a visitor comparing dates and airports asks a few times, not twenty.
 */
export const WHATSAPP_LIMIT = 20;
export const WHATSAPP_WINDOW_MS = 10 * 60_000;

@Injectable()
export class WhatsappService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly whatsapp: WhatsappRepository,
    private readonly departures: DeparturesRepository,
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

    let departure: DepartureDates | null = null;
    if (dto.departureId) {
      departure = await this.departures.findDatesOfTrip(dto.departureId, trip.slug);
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
      await this.refuseOverLimit(manager, 'handoffs', clientHash);
      // Taken only once the request is let through, so that refused requests skip no one.
      const phoneNumber =
        numbers.length === 1 ? numbers[0] : numbers[await this.whatsapp.nextTurn(manager, numbers.length)];
      const id = await this.whatsapp.insertClick(manager, {
        phoneNumber,
        message,
        userAgent: storedUserAgent(request.headers['user-agent']),
        referrer: storedReferrer(request.headers.referer),
        tripSlug: trip.slug,
        departureId: departure?.id ?? null,
        airport: dto.airport ?? null,
        travellers: dto.travellers ?? null,
        clientHash,
      });
      return { id, phoneNumber, url: whatsappUrl(phoneNumber, message) };
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
      await this.refuseOverLimit(manager, 'popupReports', clientHash);
      await this.whatsapp.insertPopupReport(manager, clientHash);
      return this.whatsapp.markPopupBlocked(manager, id);
    });
    // After the commit: the report of an unknown id still counts.
    if (!known) throw new AppError('WHATSAPP_HANDOFF_NOT_FOUND');
  }

  /** The latest hand-offs, newest first, as the admin area lists them. */
  async listWhatsappClicks(limit: number): Promise<WhatsappClickAdminDto[]> {
    const rows = await this.whatsapp.listClicks(limit);
    const departures = await this.departures.findFacts(
      rows.flatMap((row) => (row.departureId ? [row.departureId] : [])),
    );
    return rows.map((row) => ({
      id: row.id,
      phoneNumber: row.phoneNumber,
      tripSlug: row.tripSlug,
      departureStartDate: (row.departureId && departures.get(row.departureId)?.startDate) || null,
      airport: row.airport,
      travellers: row.travellers,
      clickedAt: row.clickedAt.toISOString(),
      popupBlocked: row.popupBlocked,
    }));
  }

  /** The configured consultants, or the agency's own phone when none is configured. */
  private async consultantNumbers(): Promise<string[]> {
    if (this.config.whatsappNumbers.length > 0) return this.config.whatsappNumbers;
    const { phone } = await this.site.settings();
    return [whatsappNumberDigits(phone) ?? phone.replace(/\D/g, '')];
  }

  /**
   * Takes the client's lock for the rest of the transaction and counts its requests of the
   * last window: parallel requests of one client, on any replica, are counted one after the other.
   */
  private async refuseOverLimit(
    manager: EntityManager,
    counter: WhatsappClientCounter,
    clientHash: string,
  ): Promise<void> {
    await this.whatsapp.lockClient(manager, counter, clientHash);
    const recent = await this.whatsapp.countRecent(manager, counter, clientHash, WHATSAPP_WINDOW_MS / 1000);
    if (recent >= WHATSAPP_LIMIT) throw new AppError('WHATSAPP_RATE_LIMITED');
  }
}
