import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError } from '../common/app-error.js';
import { ContactRequest } from './contact-request.entity.js';
import type { ContactRequestAdminDto } from './dto/contact-request-admin.dto.js';
import type { ContactRequestPageDto } from './dto/contact-request-page.dto.js';

function toDto(request: ContactRequest): ContactRequestAdminDto {
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
    private readonly audit: AuditService,
  ) {}

  async listContactRequests(limit: number, offset: number): Promise<ContactRequestPageDto> {
    const repository = this.dataSource.getRepository(ContactRequest);
    const [items, [{ total, waiting }]] = await Promise.all([
      repository.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit, skip: offset }),
      this.dataSource.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE handled_at IS NULL)::int AS waiting
           FROM contact_requests`,
      ) as Promise<[{ total: number; waiting: number }]>,
    ]);
    return { items: items.map(toDto), total, waiting };
  }

  /**
   * Marks a request as handled (or back to waiting). Only a real change is recorded: marking
   * twice keeps the first time and one audit event.
   */
  async setHandled(actor: AdminPrincipal, id: string, handled: boolean): Promise<ContactRequestAdminDto> {
    return this.dataSource.transaction(async (manager) => {
      const [, changed] = (await manager.query(
        handled
          ? 'UPDATE contact_requests SET handled_at = now() WHERE id = $1 AND handled_at IS NULL'
          : 'UPDATE contact_requests SET handled_at = NULL WHERE id = $1 AND handled_at IS NOT NULL',
        [id],
      )) as [unknown, number];
      const request = await manager.getRepository(ContactRequest).findOneBy({ id });
      if (!request) throw new AppError('CONTACT_REQUEST_NOT_FOUND');
      if (changed > 0) {
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
