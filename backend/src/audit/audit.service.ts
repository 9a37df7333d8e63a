import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditRepository } from './audit.repository.js';
import type { AuditEventDto } from './dto/audit-event.dto.js';

/** 'area.verb' in lower case: 'auth.login', 'admin_user.disabled', 'iban.activated'. */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z_]*\.[a-z][a-z_]*$/;
export type AuditAction = `${string}.${string}`;

@Injectable()
export class AuditService {
  constructor(private readonly events: AuditRepository) {}

  /**
   * Records what an admin did, inside the caller's transaction: the event exists exactly when
   * the change does.
   */
  async record(manager: EntityManager, adminId: string, action: AuditAction, subject?: string): Promise<void> {
    checkAction(action);
    await this.events.insert(manager, adminId, action, subject ?? null);
  }

  /** Records an event at most once per `seconds` for the same admin and action (a burst of refused sign-ins). */
  async recordOnceWithin(manager: EntityManager, adminId: string, action: AuditAction, seconds: number): Promise<void> {
    checkAction(action);
    await this.events.insertUnlessRecent(manager, adminId, action, seconds);
  }

  /** The latest events first, each with the e-mail of the admin who acted. */
  async listAuditEvents(limit: number): Promise<AuditEventDto[]> {
    return (await this.events.listLatest(limit)).map((row) => ({
      id: row.id,
      action: row.action,
      subject: row.subject,
      createdAt: row.createdAt.toISOString(),
      adminUserId: row.adminUserId,
      adminEmail: row.adminEmail,
    }));
  }
}

function checkAction(action: string): void {
  if (!AUDIT_ACTION_PATTERN.test(action)) throw new Error(`Audit actions look like 'area.verb', not '${action}'`);
}
