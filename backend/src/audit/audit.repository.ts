import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** An event as the admin screen lists it, with the e-mail of the admin who acted. */
export interface AuditEventRow {
  id: string;
  action: string;
  subject: string | null;
  createdAt: Date;
  adminUserId: string;
  adminEmail: string;
}

/**
 * Every statement on admin_audit_events. Events are only ever added, each in the transaction
 * of the change it records, and read newest first.
 */
@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, adminId: string, action: string, subject: string | null): Promise<void> {
    await manager.query('INSERT INTO admin_audit_events (admin_user_id, action, subject) VALUES ($1, $2, $3)', [
      adminId,
      action,
      subject,
    ]);
  }

  /** Inserts the event unless the same admin and action has one in the last `seconds`: a flood of the same is recorded once. */
  async insertUnlessRecent(manager: EntityManager, adminId: string, action: string, seconds: number): Promise<void> {
    await manager.query(
      `INSERT INTO admin_audit_events (admin_user_id, action)
       SELECT $1::uuid, $2::varchar
        WHERE NOT EXISTS (SELECT 1 FROM admin_audit_events
                           WHERE admin_user_id = $1::uuid AND action = $2::varchar
                             AND created_at > now() - make_interval(secs => $3::int))`,
      [adminId, action, seconds],
    );
  }

  /** The latest `limit` events first; reads admin_users for the e-mail of who acted. */
  async listLatest(limit: number): Promise<AuditEventRow[]> {
    return await this.dataSource.query<AuditEventRow[]>(
      `SELECT e.id, e.action, e.subject, e.created_at AS "createdAt", e.admin_user_id AS "adminUserId",
              u.email AS "adminEmail"
         FROM admin_audit_events e JOIN admin_users u ON u.id = e.admin_user_id
        ORDER BY e.created_at DESC, e.id DESC
        LIMIT $1`,
      [limit],
    );
  }
}
