import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { hashClient } from '../common/client-address.js';
import { ContactRepository } from './contact.repository.js';
import type { ContactRequestCreateDto } from './dto/contact-request-create.dto.js';

/** At most this many requests from one client in the window; enough for a real visitor. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60_000;

/** The message as the agency reads it: the reason, if given, on top. */
export function composeContactMessage(message: string, reason?: string): string {
  return reason ? `Motivo: ${reason}\n\n${message}` : message;
}

@Injectable()
export class ContactService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: ContactRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts the client's recent requests and stores the new one in one transaction that holds
   * a lock on the client: its parallel requests, on any replica, are counted one after the other.
   */
  async createContactRequest(dto: ContactRequestCreateDto, clientAddress: string): Promise<{ id: string }> {
    const clientHash = hashClient(this.config.clientHashSecret, 'contact', clientAddress);
    return this.dataSource.transaction(async (manager) => {
      await this.requests.lockClient(manager, clientHash);
      // The database's clock, the one created_at is written with, whatever the replica's clock says.
      const recent = await this.requests.countRecent(manager, clientHash, CONTACT_WINDOW_MS / 1000);
      if (recent >= CONTACT_LIMIT) throw new AppError('CONTACT_RATE_LIMITED');

      const id = await this.requests.insert(manager, {
        name: dto.name,
        email: dto.email,
        phone: dto.phone ?? null,
        reason: dto.reason ?? null,
        message: composeContactMessage(dto.message, dto.reason),
        destinationId: dto.destinationId ?? null,
        travelDate: dto.travelDate ?? null,
        airport: dto.airport ?? null,
        referralSource: dto.referralSource ?? null,
        clientHash,
      });
      return { id };
    });
  }
}
