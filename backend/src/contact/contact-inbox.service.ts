import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError } from '../common/app-error.js';
import { ContactRepository, type ContactRequestRow } from './contact.repository.js';
import type { ContactRequestAdminDto } from './dto/contact-request-admin.dto.js';
import type { ContactRequestPageDto } from './dto/contact-request-page.dto.js';

function toDto(request: ContactRequestRow): ContactRequestAdminDto {
  return {
    id: request.id,
    name: request.name,
    email: request.email,
    phone: request.phone,
    reason: request.reason,
    message: request.message,
    destinationId: request.destinationId,
    travelDate: request.travelDate,
    airport: request.airport,
    createdAt: request.createdAt.toISOString(),
    handledAt: request.handledAt?.toISOString() ?? null,
  };
}

/** The agency's inbox of contact requests: read by staff, marked as handled once answered. */
@Injectable()
export class ContactInboxService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: ContactRepository,
    private readonly audit: AuditService,
  ) {}

  async listContactRequests(limit: number, offset: number): Promise<ContactRequestPageDto> {
    const [items, { total, waiting }] = await Promise.all([this.requests.list(limit, offset), this.requests.counts()]);
    return { items: items.map(toDto), total, waiting };
  }

  /**
   * Marks a request as handled (or back to waiting). Only a real change is recorded: marking
   * twice keeps the first time and one audit event.
   */
  async setHandled(actor: AdminPrincipal, id: string, handled: boolean): Promise<ContactRequestAdminDto> {
    return this.dataSource.transaction(async (manager) => {
      const changed = await this.requests.setHandled(manager, id, handled);
      const request = await this.requests.find(manager, id);
      if (!request) throw new AppError('CONTACT_REQUEST_NOT_FOUND');
      if (changed) {
        await this.audit.record(
          manager,
          actor.id,
          handled ? 'contact_request.handled' : 'contact_request.reopened',
          id,
        );
      }
      return toDto(request);
    });
  }
}
