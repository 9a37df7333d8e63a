import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ContactRequest } from './contact-request.entity.js';
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async createContactRequest(dto: ContactRequestCreateDto, clientAddress: string): Promise<{ id: string }> {
    const repository = this.dataSource.getRepository(ContactRequest);
    const clientHash = createHmac('sha256', this.config.clientHashSecret)
      .update(`contact:${clientAddress}`)
      .digest('hex');
    const recent = await repository.countBy({
      clientHash,
      createdAt: MoreThan(new Date(Date.now() - CONTACT_WINDOW_MS)),
    });
    if (recent >= CONTACT_LIMIT) throw new AppError('CONTACT_RATE_LIMITED');

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
  }
}
