import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { hashLockKey } from '../common/advisory-lock.js';
import type { AdminRole } from './admin-user.entity.js';

/** First keys of the two-key advisory locks: one space for clients, one for accounts, always taken in that order. */
const LOGIN_CLIENT_LOCK_SPACE = 0x61646d63;
const LOGIN_ACCOUNT_LOCK_SPACE = 0x61646d61;

// Any constant: replicas starting together take turns, so only one of them makes the account.
const FIRST_ADMIN_LOCK_KEY = 4_711_2027;

/** A staff account as the admin screens list it. */
export interface AdminUserRow {
  id: string;
  email: string;
  role: AdminRole;
  isActive: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
}

/** What a password check needs of an account. */
export interface AdminCredentials {
  id: string;
  passwordHash: string;
  isActive: boolean;
}

/** An active account behind a token, and whether that token was signed out. */
export interface TokenHolderRow {
  email: string;
  role: AdminRole;
  passwordChangedAt: Date;
  passwordChangedByJti: string | null;
  tokensRevokedAt: Date | null;
  revoked: boolean;
}

/** Recent failed sign-ins of one client and of one account. */
export interface LoginFailureCounts {
  client: number;
  /** Of this account from this client. */
  pair: number;
  /** Of this account from anywhere. */
  account: number;
}

const ADMIN_USER_SELECT = `
  SELECT id, email, role, is_active AS "isActive", last_login_at AS "lastLoginAt", created_at AS "createdAt"
    FROM admin_users`;

/**
 * Every statement on admin_users, admin_login_failures and admin_revoked_tokens. The sign-in
 * counters are taken under advisory locks any replica respects; methods take the caller's
 * transaction manager when they are part of one.
 */
@Injectable()
export class AuthRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // Accounts

  /** The oldest first. */
  async listUsers(): Promise<AdminUserRow[]> {
    return await this.dataSource.query<AdminUserRow[]>(`${ADMIN_USER_SELECT} ORDER BY created_at, id`);
  }

  async findUser(manager: EntityManager, id: string): Promise<AdminUserRow | null> {
    const [user] = await manager.query<AdminUserRow[]>(`${ADMIN_USER_SELECT} WHERE id = $1`, [id]);
    return user ?? null;
  }

  /**
   * Inserts a staff account made by `createdBy`; null when the e-mail is taken. The owner role
   * comes only by an owner grant (OwnerGrantsRepository), once approved.
   */
  async insertUser(
    manager: EntityManager,
    user: { email: string; passwordHash: string; createdBy: string },
  ): Promise<string | null> {
    const [inserted] = await manager.query<{ id: string }[]>(
      `INSERT INTO admin_users (email, password_hash, role, password_changed_at, created_by)
       VALUES ($1, $2, 'staff', now(), $3)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
      [user.email, user.passwordHash, user.createdBy],
    );
    return inserted?.id ?? null;
  }

  /**
   * Enables or disables an account; false when it does not exist or already was so. Disabling
   * ends every token issued before it for good: enabling the account again does not revive them.
   * An owner enabled again is one from now on: its approvals count only for later requests.
   */
  async setActive(manager: EntityManager, id: string, isActive: boolean): Promise<boolean> {
    const [, changed] = await manager.query<[unknown, number]>(
      `UPDATE admin_users SET is_active = $2, tokens_revoked_at = CASE WHEN $2 THEN tokens_revoked_at ELSE now() END,
              owner_since = CASE WHEN $2 AND role = 'owner' THEN now() ELSE owner_since END
        WHERE id = $1 AND is_active <> $2`,
      [id, isActive],
    );
    return changed > 0;
  }

  /**
   * Makes an active account an owner from now on, the instant its approvals count from; false
   * when it is one already or is disabled. Called only when an owner grant is approved or applies.
   */
  async makeOwner(manager: EntityManager, id: string): Promise<boolean> {
    const [, changed] = await manager.query<[unknown, number]>(
      "UPDATE admin_users SET role = 'owner', owner_since = now() WHERE id = $1 AND role <> 'owner' AND is_active",
      [id],
    );
    return changed > 0;
  }

  /** Makes an owner staff; false when the account was staff already. */
  async makeStaff(manager: EntityManager, id: string): Promise<boolean> {
    const [, changed] = await manager.query<[unknown, number]>(
      "UPDATE admin_users SET role = 'staff', owner_since = NULL WHERE id = $1 AND role <> 'staff'",
      [id],
    );
    return changed > 0;
  }

  /**
   * Since when the active owner `id` has been one, its row share-locked until the transaction
   * ends, so that a demotion at the same moment waits; null when it is no active owner.
   */
  async lockOwnerSince(manager: EntityManager, id: string): Promise<Date | null> {
    const [row] = await manager.query<{ ownerSince: Date }[]>(
      `SELECT owner_since AS "ownerSince" FROM admin_users WHERE id = $1 AND role = 'owner' AND is_active FOR SHARE`,
      [id],
    );
    return row?.ownerSince ?? null;
  }

  /**
   * The active owners, their rows locked until the transaction ends: two owners demoting or
   * disabling each other at once take turns, and the second finds the first's change.
   */
  async lockActiveOwners(manager: EntityManager): Promise<string[]> {
    const rows = await manager.query<{ id: string }[]>(
      "SELECT id FROM admin_users WHERE role = 'owner' AND is_active ORDER BY id FOR UPDATE",
    );
    return rows.map((row) => row.id);
  }

  /** The active owners, who are told of and decide on what waits for an owner's approval (decision A8). */
  async activeOwners(manager: EntityManager = this.dataSource.manager): Promise<{ id: string; email: string }[]> {
    return manager.query<{ id: string; email: string }[]>(
      "SELECT id, email FROM admin_users WHERE role = 'owner' AND is_active ORDER BY created_at, id",
    );
  }

  async findCredentialsByEmail(email: string): Promise<AdminCredentials | null> {
    const [user] = await this.dataSource.query<AdminCredentials[]>(
      'SELECT id, password_hash AS "passwordHash", is_active AS "isActive" FROM admin_users WHERE email = $1',
      [email],
    );
    return user ?? null;
  }

  /** The database's clock, which every token's issue time and every password change are read on. */
  async now(manager: EntityManager): Promise<Date> {
    const [{ now }] = await manager.query<[{ now: Date }]>('SELECT clock_timestamp() AS now');
    return now;
  }

  async findCredentials(id: string): Promise<AdminCredentials | null> {
    const [user] = await this.dataSource.query<AdminCredentials[]>(
      'SELECT id, password_hash AS "passwordHash", is_active AS "isActive" FROM admin_users WHERE id = $1',
      [id],
    );
    return user ?? null;
  }

  /**
   * Stamps a sign-in on an account that is still active, in one conditional statement: an
   * account disabled since its password was checked is left alone (null).
   */
  async recordLogin(manager: EntityManager, id: string): Promise<Date | null> {
    const [rows] = await manager.query<[{ lastLoginAt: Date }[], number]>(
      'UPDATE admin_users SET last_login_at = now() WHERE id = $1 AND is_active RETURNING last_login_at AS "lastLoginAt"',
      [id],
    );
    // TypeORM answers an UPDATE ... RETURNING as [rows, count].
    return rows[0]?.lastLoginAt ?? null;
  }

  /** A new password: tokens issued before now stop working, except `byJti`, the one that changed it. */
  async setPassword(manager: EntityManager, id: string, passwordHash: string, byJti: string): Promise<void> {
    await manager.query(
      `UPDATE admin_users
          SET password_hash = $2, password_changed_at = now(), password_changed_by_jti = $3
        WHERE id = $1`,
      [id, passwordHash, byJti],
    );
  }

  /** The active account `id`, with whether the token `jti` was signed out; null for none. */
  async findTokenHolder(id: string, jti: string): Promise<TokenHolderRow | null> {
    const [holder] = await this.dataSource.query<TokenHolderRow[]>(
      `SELECT u.email, u.role, u.password_changed_at AS "passwordChangedAt", u.password_changed_by_jti AS "passwordChangedByJti",
              u.tokens_revoked_at AS "tokensRevokedAt",
              EXISTS (SELECT 1 FROM admin_revoked_tokens r WHERE r.jti = $2) AS revoked
         FROM admin_users u
        WHERE u.id = $1 AND u.is_active`,
      [id, jti],
    );
    return holder ?? null;
  }

  // The first admin

  /** Makes replicas starting together wait for each other, until the transaction ends. */
  async lockFirstAdmin(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [FIRST_ADMIN_LOCK_KEY]);
  }

  /** Whether any account exists, disabled ones included. */
  async anyUser(manager: EntityManager): Promise<boolean> {
    const [{ any }] = await manager.query<[{ any: boolean }]>('SELECT EXISTS (SELECT 1 FROM admin_users) AS any');
    return any;
  }

  /** The first account, made by no one; called under `lockFirstAdmin` once `anyUser` said none. */
  async insertFirstAdmin(manager: EntityManager, email: string, passwordHash: string): Promise<void> {
    // The first account is an owner: someone must be able to manage the others and the IBANs.
    await manager.query(
      "INSERT INTO admin_users (email, password_hash, role, owner_since, password_changed_at) VALUES ($1, $2, 'owner', now(), now())",
      [email, passwordHash],
    );
  }

  // Failed sign-ins

  /**
   * Makes attempts of the same client or on the same account wait for each other, on any
   * replica, until the transaction ends. The client's lock is always taken first, so two
   * attempts never wait for each other in a circle.
   */
  async lockLoginCounters(manager: EntityManager, clientHash: string, accountHash: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [LOGIN_CLIENT_LOCK_SPACE, hashLockKey(clientHash)]);
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [LOGIN_ACCOUNT_LOCK_SPACE, hashLockKey(accountHash)]);
  }

  /** Failures of the client and of the account in the last `windowSeconds`, by the database's clock. */
  async countRecentFailures(
    manager: EntityManager,
    clientHash: string,
    accountHash: string,
    windowSeconds: number,
  ): Promise<LoginFailureCounts> {
    const [counts] = await manager.query<[LoginFailureCounts]>(
      `SELECT count(*) FILTER (WHERE client_hash = $1)::int AS client,
              count(*) FILTER (WHERE client_hash = $1 AND account_hash = $2)::int AS pair,
              count(*) FILTER (WHERE account_hash = $2)::int AS account
         FROM admin_login_failures
        WHERE (client_hash = $1 OR account_hash = $2) AND created_at > now() - make_interval(secs => $3)`,
      [clientHash, accountHash, windowSeconds],
    );
    return counts;
  }

  /** Records an attempt as failed until it succeeds; returns its id, to take it back then. */
  async insertFailure(manager: EntityManager, clientHash: string, accountHash: string): Promise<string> {
    const [inserted] = await manager.query<[{ id: string }]>(
      'INSERT INTO admin_login_failures (client_hash, account_hash) VALUES ($1, $2) RETURNING id',
      [clientHash, accountHash],
    );
    return inserted.id;
  }

  /** Whether the client signed in to the account within the last `days`. */
  async isKnownClient(manager: EntityManager, clientHash: string, accountHash: string, days: number): Promise<boolean> {
    const [row] = await manager.query<{ known: boolean }[]>(
      `SELECT EXISTS (
         SELECT 1 FROM admin_known_clients
          WHERE account_hash = $2 AND client_hash = $1 AND last_success_at > now() - make_interval(days => $3)
       ) AS known`,
      [clientHash, accountHash, days],
    );
    return row.known;
  }

  /** Remembers that the client signed in to the account, now. */
  async rememberClient(manager: EntityManager, clientHash: string, accountHash: string): Promise<void> {
    await manager.query(
      `INSERT INTO admin_known_clients (account_hash, client_hash, last_success_at) VALUES ($2, $1, now())
       ON CONFLICT (account_hash, client_hash) DO UPDATE SET last_success_at = now()`,
      [clientHash, accountHash],
    );
  }

  /** Clients not seen signing in for `days`; returns how many went. */
  async forgetClientsIdleFor(days: number): Promise<number> {
    const [, deleted] = await this.dataSource.query<[unknown, number]>(
      'DELETE FROM admin_known_clients WHERE last_success_at < now() - make_interval(days => $1)',
      [days],
    );
    return deleted;
  }

  /** Takes back an attempt that succeeded. */
  async deleteFailure(id: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('DELETE FROM admin_login_failures WHERE id = $1', [id]);
  }

  /** Failures older than any window counts; returns how many went. */
  async purgeFailuresOlderThan(seconds: number): Promise<number> {
    const [, deleted] = await this.dataSource.query<[unknown, number]>(
      'DELETE FROM admin_login_failures WHERE created_at < now() - make_interval(secs => $1)',
      [seconds],
    );
    return deleted;
  }

  // Signed-out tokens

  /** Refuses the token from now on; signing out twice records it once. */
  async revokeToken(manager: EntityManager, jti: string, expiresAt: Date): Promise<void> {
    await manager.query(
      'INSERT INTO admin_revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING',
      [jti, expiresAt],
    );
  }

  /** Revocations of tokens that have expired anyway; returns how many went. */
  async purgeExpiredRevocations(): Promise<number> {
    const [, deleted] = await this.dataSource.query<[unknown, number]>(
      'DELETE FROM admin_revoked_tokens WHERE expires_at < now()',
    );
    return deleted;
  }
}
