import { createHmac } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { hashClient } from '../common/client-address.js';
import type { AdminPrincipal } from './admin-principal.js';
import { type AdminTokenClaims, signAdminToken } from './admin-token.js';
import { AdminUser } from './admin-user.entity.js';
import type { AdminLoginDto } from './dto/admin-login.dto.js';
import type { AdminPasswordChangeDto } from './dto/admin-password-change.dto.js';
import type { AdminTokenDto } from './dto/admin-token.dto.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';

/** Failed sign-ins allowed in the window, from one client and on one account. */
export const LOGIN_LIMIT_PER_CLIENT = 10;
export const LOGIN_LIMIT_PER_ACCOUNT = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;

/** First keys of the two-key advisory locks: one space for clients, one for accounts, always taken in that order. */
const LOGIN_CLIENT_LOCK_SPACE = 0x61646d63;
const LOGIN_ACCOUNT_LOCK_SPACE = 0x61646d61;

/** 32 bits of a hash as the second lock key (two hashes sharing them only wait for each other). */
function lockKey(hash: string): number {
  return Number.parseInt(hash.slice(0, 8), 16) | 0;
}

/** E-mails are compared as typed, less spaces around and case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jwt: JwtService,
    private readonly audit: AuditService,
  ) {}

  /** The dummy hash is made before the first sign-in, which would otherwise take twice as long for an unknown e-mail. */
  async onApplicationBootstrap(): Promise<void> {
    await dummyPasswordHash();
  }

  /**
   * Every attempt is first counted as a failure, under locks on the client and the account
   * that any replica takes, so that parallel guesses are let through one by one up to the
   * limits; the slow password check then runs without the locks, and a success takes its
   * attempt back. An unknown e-mail is checked against a dummy hash and answers the same.
   */
  async loginAdmin(dto: AdminLoginDto, clientAddress: string): Promise<AdminTokenDto> {
    const email = normalizeEmail(dto.email);
    const attemptId = await this.countAttempt(clientAddress, email);

    const user = await this.dataSource.getRepository(AdminUser).findOne({ where: { email } });
    const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), dto.password);
    if (!user || !matches || !user.isActive) throw new AppError('INVALID_CREDENTIALS');

    return this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM admin_login_failures WHERE id = $1', [attemptId]);
      const [rows] = (await manager.query(
        'UPDATE admin_users SET last_login_at = now() WHERE id = $1 AND is_active RETURNING last_login_at',
        [user.id],
      )) as [{ last_login_at: Date }[], number];
      // Disabled between the check and now.
      if (rows.length === 0) throw new AppError('INVALID_CREDENTIALS');
      await this.audit.record(manager, user.id, 'auth.login');
      const ttlSeconds = this.config.admin.tokenTtlMinutes * 60;
      const token = signAdminToken(this.jwt, this.config.jwtSecret, user.id, rows[0].last_login_at, ttlSeconds);
      return { accessToken: token.accessToken, expiresIn: token.expiresIn };
    });
  }

  /** Counts an attempt, or refuses it when the client or the account has failed too often lately. */
  private countAttempt(clientAddress: string, email: string): Promise<string> {
    const clientHash = hashClient(this.config.clientHashSecret, 'admin-login', clientAddress);
    const accountHash = createHmac('sha256', this.config.clientHashSecret)
      .update(`admin-login-account:${email}`)
      .digest('hex');
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [LOGIN_CLIENT_LOCK_SPACE, lockKey(clientHash)]);
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [LOGIN_ACCOUNT_LOCK_SPACE, lockKey(accountHash)]);
      const [counts] = (await manager.query(
        `SELECT count(*) FILTER (WHERE client_hash = $1)::int AS client,
                count(*) FILTER (WHERE account_hash = $2)::int AS account
           FROM admin_login_failures
          WHERE (client_hash = $1 OR account_hash = $2) AND created_at > now() - make_interval(secs => $3)`,
        [clientHash, accountHash, LOGIN_WINDOW_MS / 1000],
      )) as [{ client: number; account: number }];
      if (counts.client >= LOGIN_LIMIT_PER_CLIENT || counts.account >= LOGIN_LIMIT_PER_ACCOUNT) {
        throw new AppError('LOGIN_THROTTLED');
      }
      const [inserted] = (await manager.query(
        'INSERT INTO admin_login_failures (client_hash, account_hash) VALUES ($1, $2) RETURNING id',
        [clientHash, accountHash],
      )) as [{ id: string }];
      return inserted.id;
    });
  }

  /** The admin a verified token stands for, if the account is active and the token still holds. */
  async findTokenHolder(claims: AdminTokenClaims): Promise<AdminPrincipal | null> {
    const rows = (await this.dataSource.query(
      `SELECT u.email, u.password_changed_at, u.password_changed_by_jti,
              EXISTS (SELECT 1 FROM admin_revoked_tokens r WHERE r.jti = $2) AS revoked
         FROM admin_users u
        WHERE u.id = $1 AND u.is_active`,
      [claims.sub, claims.jti],
    )) as { email: string; password_changed_at: Date; password_changed_by_jti: string | null; revoked: boolean }[];
    const [holder] = rows;
    if (!holder || holder.revoked) return null;
    const issuedBeforePasswordChange = Math.round(claims.iat * 1000) < holder.password_changed_at.getTime();
    if (issuedBeforePasswordChange && holder.password_changed_by_jti !== claims.jti) return null;
    return { id: claims.sub, email: holder.email, jti: claims.jti, expiresAt: new Date(claims.exp * 1000) };
  }

  /** The token stops working at once, on every replica, until it would have expired anyway. */
  async logoutAdmin(admin: AdminPrincipal): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        'INSERT INTO admin_revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING',
        [admin.jti, admin.expiresAt],
      );
      await this.audit.record(manager, admin.id, 'auth.logout');
    });
  }

  /**
   * A new password, after the current one: every other token of the account stops working.
   * A wrong current password counts as a failed sign-in, so that a stolen token cannot be
   * used to guess the password behind it.
   */
  async changeAdminPassword(admin: AdminPrincipal, dto: AdminPasswordChangeDto, clientAddress: string): Promise<void> {
    const attemptId = await this.countAttempt(clientAddress, admin.email);
    const user = await this.dataSource.getRepository(AdminUser).findOneByOrFail({ id: admin.id });
    if (!(await verifyPassword(user.passwordHash, dto.currentPassword))) {
      throw new AppError('CURRENT_PASSWORD_INCORRECT', { currentPassword: ['La password attuale non è corretta.'] });
    }
    await this.dataSource.query('DELETE FROM admin_login_failures WHERE id = $1', [attemptId]);
    if (dto.newPassword === dto.currentPassword) {
      throw new AppError('PASSWORD_UNCHANGED', {
        newPassword: ['La nuova password deve essere diversa da quella attuale.'],
      });
    }
    const passwordHash = await hashPassword(dto.newPassword);
    await this.dataSource.transaction(async (manager: EntityManager) => {
      await manager.query(
        `UPDATE admin_users
            SET password_hash = $2, password_changed_at = now(), password_changed_by_jti = $3
          WHERE id = $1`,
        [admin.id, passwordHash, admin.jti],
      );
      await this.audit.record(manager, admin.id, 'auth.password_changed');
    });
  }
}
