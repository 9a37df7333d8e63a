import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { hashClient } from '../common/client-address.js';
import { ContactRequest } from './contact-request.entity.js';
import type { ContactRequestCreateDto } from './dto/contact-request-create.dto.js';

/** At most this many requests from one client in the window; enough for a real visitor. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60_000;

/**
 * First key of the two-key advisory locks taken per client; two-key locks never collide
 * with single-key ones such as the migration lock.
 */
const CONTACT_LOCK_SPACE = 0x636f6e74;

/** The second lock key: 32 bits of the client's hash (two clients sharing one only wait for each other). */
function lockKey(clientHash: string): number {
  return Number.parseInt(clientHash.slice(0, 8), 16) | 0;
}

/** The message as the agency reads it: the reason, if given, on top. */
export function composeContactMessage(message: string, reason?: string): string {
  return reason ? `Motivo: ${reason}\n\n${message}` : message;
}

@Injectable()
export class ContactService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts the client's recent requests and stores the new one in one transaction that holds
   * a lock on the client: its parallel requests, on any replica, are counted one after the other.
   */
  async createContactRequest(dto: ContactRequestCreateDto, clientAddress: string): Promise<{ id: string }> {
    const clientHash = hashClient(this.config.clientHashSecret, 'contact', clientAddress);
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [CONTACT_LOCK_SPACE, lockKey(clientHash)]);
      // The database's clock, the one created_at is written with, whatever the replica's clock says.
      const [{ recent }] = (await manager.query(
        `SELECT count(*)::int AS recent FROM contact_requests
          WHERE client_hash = $1 AND created_at > now() - make_interval(secs => $2)`,
        [clientHash, CONTACT_WINDOW_MS / 1000],
      )) as [{ recent: number }];
      if (recent >= CONTACT_LIMIT) throw new AppError('CONTACT_RATE_LIMITED');

      const repository = manager.getRepository(ContactRequest);
      const saved = await repository.save(
        repository.create({
          name: dto.name,
          email: dto.email,
          phone: dto.phone ?? null,
          reason: dto.reason ?? null,
          message: composeContactMessage(dto.message, dto.reason),
          destinationId: dto.destinationId ?? null,
          travelDate: dto.travelDate ?? null,
          airport: dto.airport ?? null,
          referralSource: dto.referralSource ?? null,
          privacyAcceptedAt: new Date(),
          clientHash,
        }),
      );
      return { id: saved.id };
    });
  }
}
