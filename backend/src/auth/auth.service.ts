import { createHmac } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { hashClient } from '../common/client-address.js';
import type { AdminPrincipal } from './admin-principal.js';
import { type AdminTokenClaims, signAdminToken, STEP_UP_TTL_SECONDS } from './admin-token.js';
import { AuthRepository } from './auth.repository.js';
import type { AdminLoginDto } from './dto/admin-login.dto.js';
import type { AdminPasswordChangeDto } from './dto/admin-password-change.dto.js';
import type { AdminTokenDto } from './dto/admin-token.dto.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';

/**
 * Failed sign-ins allowed in the window: from one client; on one account from one client, so
 * that a stranger guessing elsewhere does not lock its owner out; and on one account from
 * anywhere, a ceiling high enough that only guessing spread over many addresses reaches it.
 */
export const LOGIN_LIMIT_PER_CLIENT = 10;
export const LOGIN_LIMIT_PER_ACCOUNT_AND_CLIENT = 5;
export const LOGIN_LIMIT_PER_ACCOUNT = 50;
export const LOGIN_WINDOW_MS = 15 * 60_000;
/**
 * A client that signed in to an account within these days is not held to the account's
 * ceiling: guessing from many addresses cannot keep the owner out of their usual one.
 */
export const KNOWN_CLIENT_DAYS = 60;

/** E-mails are compared as typed, less spaces around and case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auth: AuthRepository,
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
    const keys = this.loginKeys(clientAddress, email);
    const attemptId = await this.countAttempt(keys, email);

    const user = await this.auth.findCredentialsByEmail(email);
    const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), dto.password);
    if (!user || !matches || !user.isActive) {
      // On the account's own trail: staff see someone tried it. An unknown e-mail has none.
      if (user) await this.audit.record(this.dataSource.manager, user.id, 'auth.login_failed');
      throw new AppError('INVALID_CREDENTIALS');
    }

    return this.dataSource.transaction(async (manager) => {
      await this.auth.deleteFailure(attemptId, manager);
      await this.auth.rememberClient(manager, keys.clientHash, keys.accountHash);
      const lastLoginAt = await this.auth.recordLogin(manager, user.id);
      // Disabled between the check and now.
      if (!lastLoginAt) throw new AppError('INVALID_CREDENTIALS');
      await this.audit.record(manager, user.id, 'auth.login');
      const ttlSeconds = this.config.admin.tokenTtlMinutes * 60;
      const token = signAdminToken(this.jwt, this.config.jwtSecret, user.id, lastLoginAt, ttlSeconds);
      return { accessToken: token.accessToken, expiresIn: token.expiresIn };
    });
  }

  /** The keyed hashes a sign-in is counted under: neither the address nor the e-mail can be read back. */
  private loginKeys(clientAddress: string, email: string): { clientHash: string; accountHash: string } {
    return {
      clientHash: hashClient(this.config.clientHashSecret, 'admin-login', clientAddress),
      accountHash: createHmac('sha256', this.config.clientHashSecret)
        .update(`admin-login-account:${email}`)
        .digest('hex'),
    };
  }

  /**
   * Counts an attempt, or refuses it when the client, the account from this client or the
   * account anywhere failed too often lately; a client that signed in to the account lately is
   * held to the first two only.
   */
  private async countAttempt(
    { clientHash, accountHash }: { clientHash: string; accountHash: string },
    email: string,
  ): Promise<string> {
    const attemptId = await this.dataSource.transaction(async (manager) => {
      await this.auth.lockLoginCounters(manager, clientHash, accountHash);
      const counts = await this.auth.countRecentFailures(manager, clientHash, accountHash, LOGIN_WINDOW_MS / 1000);
      const throttled =
        counts.client >= LOGIN_LIMIT_PER_CLIENT ||
        counts.pair >= LOGIN_LIMIT_PER_ACCOUNT_AND_CLIENT ||
        (counts.account >= LOGIN_LIMIT_PER_ACCOUNT &&
          !(await this.auth.isKnownClient(manager, clientHash, accountHash, KNOWN_CLIENT_DAYS)));
      return throttled ? null : this.auth.insertFailure(manager, clientHash, accountHash);
    });
    if (attemptId === null) {
      // On the account's trail once per window, however many refusals follow.
      const user = await this.auth.findCredentialsByEmail(email);
      if (user) {
        await this.audit.recordOnceWithin(
          this.dataSource.manager,
          user.id,
          'auth.login_throttled',
          LOGIN_WINDOW_MS / 1000,
        );
      }
      throw new AppError('LOGIN_THROTTLED');
    }
    return attemptId;
  }

  /** The admin a verified token stands for, if the account is active and the token still holds. */
  async findTokenHolder(claims: AdminTokenClaims): Promise<AdminPrincipal | null> {
    const holder = await this.auth.findTokenHolder(claims.sub, claims.jti);
    if (!holder || holder.revoked) return null;
    const issuedAt = Math.round(claims.iat * 1000);
    const issuedBeforePasswordChange = issuedAt < holder.passwordChangedAt.getTime();
    if (issuedBeforePasswordChange && holder.passwordChangedByJti !== claims.jti) return null;
    // Disabled since: the token ended then, whatever became of the account after.
    if (holder.tokensRevokedAt && issuedAt < holder.tokensRevokedAt.getTime()) return null;
    return {
      id: claims.sub,
      email: holder.email,
      jti: claims.jti,
      expiresAt: new Date(claims.exp * 1000),
      role: holder.role,
      steppedUp: claims.stepUp === true,
    };
  }

  /**
   * The password again, for a token of a few minutes that also opens the owner routes (API.md
   * "Owners, staff and step-up"). A wrong password counts as a failed sign-in, as for a
   * password change, and is in the audit trail.
   */
  async stepUp(admin: AdminPrincipal, password: string, clientAddress: string): Promise<AdminTokenDto> {
    const attemptId = await this.countAttempt(this.loginKeys(clientAddress, admin.email), admin.email);
    const user = await this.auth.findCredentials(admin.id);
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      await this.audit.record(this.dataSource.manager, admin.id, 'auth.step_up_failed');
      throw new AppError('INVALID_CREDENTIALS');
    }
    return this.dataSource.transaction(async (manager) => {
      await this.auth.deleteFailure(attemptId, manager);
      await this.audit.record(manager, admin.id, 'auth.step_up');
      const ttlSeconds = Math.min(STEP_UP_TTL_SECONDS, this.config.admin.tokenTtlMinutes * 60);
      // The database's clock, as for every token: a password change at the same moment compares right.
      const issuedAt = await this.auth.now(manager);
      const token = signAdminToken(this.jwt, this.config.jwtSecret, admin.id, issuedAt, ttlSeconds, { stepUp: true });
      return { accessToken: token.accessToken, expiresIn: token.expiresIn };
    });
  }

  /** The token stops working at once, on every replica, until it would have expired anyway. */
  async logoutAdmin(admin: AdminPrincipal): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.auth.revokeToken(manager, admin.jti, admin.expiresAt);
      await this.audit.record(manager, admin.id, 'auth.logout');
    });
  }

  /**
   * A new password, after the current one: every other token of the account stops working.
   * A wrong current password counts as a failed sign-in, so that a stolen token cannot be
   * used to guess the password behind it.
   */
  async changeAdminPassword(admin: AdminPrincipal, dto: AdminPasswordChangeDto, clientAddress: string): Promise<void> {
    const attemptId = await this.countAttempt(this.loginKeys(clientAddress, admin.email), admin.email);
    const user = await this.auth.findCredentials(admin.id);
    // The guard has just found the account behind the token.
    if (!user) throw new Error('The signed-in admin has no account');
    if (!(await verifyPassword(user.passwordHash, dto.currentPassword))) {
      throw new AppError('CURRENT_PASSWORD_INCORRECT', { currentPassword: ['La password attuale non è corretta.'] });
    }
    await this.auth.deleteFailure(attemptId);
    if (dto.newPassword === dto.currentPassword) {
      throw new AppError('PASSWORD_UNCHANGED', {
        newPassword: ['La nuova password deve essere diversa da quella attuale.'],
      });
    }
    const passwordHash = await hashPassword(dto.newPassword);
    await this.dataSource.transaction(async (manager) => {
      await this.auth.setPassword(manager, admin.id, passwordHash, admin.jti);
      await this.audit.record(manager, admin.id, 'auth.password_changed');
    });
  }
}
