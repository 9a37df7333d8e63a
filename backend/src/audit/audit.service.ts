import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AdminAuditEvent } from './admin-audit-event.entity.js';
import type { AuditEventDto } from './dto/audit-event.dto.js';

/** 'area.verb' in lower case: 'auth.login', 'admin_user.disabled', 'iban.activated'. */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z_]*\.[a-z][a-z_]*$/;
export type AuditAction = `${string}.${string}`;

@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records what an admin did, inside the caller's transaction: the event exists exactly when
   * the change does.
   */
  async record(manager: EntityManager, adminId: string, action: AuditAction, subject?: string): Promise<void> {
    if (!AUDIT_ACTION_PATTERN.test(action)) throw new Error(`Audit actions look like 'area.verb', not '${action}'`);
    await manager.insert(AdminAuditEvent, { adminUserId: adminId, action, subject: subject ?? null });
  }

  /** The latest events first, each with the e-mail of the admin who acted. */
  async listAuditEvents(limit: number): Promise<AuditEventDto[]> {
    const rows = (await this.dataSource.query(
      `SELECT e.id, e.action, e.subject, e.created_at, e.admin_user_id, u.email
         FROM admin_audit_events e JOIN admin_users u ON u.id = e.admin_user_id
        ORDER BY e.created_at DESC, e.id DESC
        LIMIT $1`,
      [limit],
    )) as {
      id: string;
      action: string;
      subject: string | null;
      created_at: Date;
      admin_user_id: string;
      email: string;
    }[];
    return rows.map((row) => ({
      id: row.id,
      action: row.action,
      subject: row.subject,
      createdAt: row.created_at.toISOString(),
      adminUserId: row.admin_user_id,
      adminEmail: row.email,
    }));
  }
}
