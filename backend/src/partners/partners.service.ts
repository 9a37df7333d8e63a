import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPrincipal } from '../auth/admin-principal.js';
import { AppError } from '../common/app-error.js';
import { apiKeyPrefix, formatApiKey, hashApiKeySecret, newApiKeySecret } from './api-key.js';
import type { PartnerCreateDto } from './dto/partner-create.dto.js';
import type { PartnerKeyCreateDto } from './dto/partner-key-create.dto.js';
import type { PartnerCreatedDto, PartnerDto, PartnerKeyCreatedDto, PartnerKeyDto } from './dto/partner.dto.js';
import { PARTNER_UNPAID_SEATS } from './partner.entity.js';
import { PARTNER_SCOPES, type PartnerScope } from './partner-scopes.js';
import { basisPointsOf, percentOf } from './net-price.js';
import { type PartnerKeyRow, PartnersRepository } from './partners.repository.js';

const EXPIRY_IN_PAST = 'La scadenza della chiave deve essere nel futuro.';
const OVERLAP_WITHOUT_REPLACES = 'Le ore di sovrapposizione valgono solo quando la nuova chiave ne sostituisce una.';

function toKeyDto(row: PartnerKeyRow): PartnerKeyDto {
  return {
    id: row.id,
    prefix: apiKeyPrefix(row.id),
    status: row.revokedAt ? 'revoked' : row.usable ? 'active' : 'expired',
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    replacesKeyId: row.replacesKeyId,
    scopes: row.scopes,
  };
}

/** The owners' side of partner agencies: the partners, their keys, rotation and revocation. */
@Injectable()
export class PartnersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly partners: PartnersRepository,
    private readonly audit: AuditService,
  ) {}

  async createPartner(actor: AdminPrincipal, dto: PartnerCreateDto): Promise<PartnerCreatedDto> {
    return this.dataSource.transaction(async (manager) => {
      const id = await this.partners.insertPartner(manager, {
        name: dto.name,
        email: dto.email.toLowerCase(),
        commissionBasisPoints: basisPointsOf(dto.commissionPercent),
        maxUnpaidSeats: dto.maxUnpaidSeats ?? PARTNER_UNPAID_SEATS.default,
        createdBy: actor.id,
      });
      await this.audit.record(manager, actor.id, 'partner.created', id);
      return { id };
    });
  }

  async listPartners(): Promise<PartnerDto[]> {
    const [partners, keys] = await Promise.all([this.partners.listPartners(), this.partners.listKeys()]);
    const keysOf = new Map<string, PartnerKeyDto[]>();
    for (const key of keys) {
      const list = keysOf.get(key.partnerId) ?? [];
      list.push(toKeyDto(key));
      keysOf.set(key.partnerId, list);
    }
    return partners.map((partner) => ({
      id: partner.id,
      name: partner.name,
      email: partner.email,
      commissionPercent: percentOf(partner.commissionBasisPoints),
      maxUnpaidSeats: partner.maxUnpaidSeats,
      createdAt: partner.createdAt.toISOString(),
      keys: keysOf.get(partner.id) ?? [],
    }));
  }

  /**
   * Makes a key and answers it whole, the only time it is ever seen. With `replaces`, the
   * partner's old key keeps working for `overlapHours` and then stops (a rotation).
   */
  async createKey(actor: AdminPrincipal, partnerId: string, dto: PartnerKeyCreateDto): Promise<PartnerKeyCreatedDto> {
    if (dto.overlapHours !== undefined && dto.replaces === undefined) {
      throw new AppError('VALIDATION_FAILED', { overlapHours: [OVERLAP_WITHOUT_REPLACES] }, OVERLAP_WITHOUT_REPLACES);
    }
    const expiresAt = dto.expiresAt === undefined ? null : new Date(dto.expiresAt);
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw new AppError('VALIDATION_FAILED', { expiresAt: [EXPIRY_IN_PAST] }, EXPIRY_IN_PAST);
    }
    const secret = newApiKeySecret();
    return this.dataSource.transaction(async (manager) => {
      // Key changes of one partner go one after the other: two rotations of the same key cannot both pass.
      if (!(await this.partners.lockPartner(manager, partnerId))) throw new AppError('PARTNER_NOT_FOUND');
      // A rotation keeps what the replaced key could do unless the owner says otherwise.
      let scopes: readonly PartnerScope[] = dto.scopes ?? PARTNER_SCOPES;
      if (dto.replaces !== undefined) {
        const replaced = await this.partners.lockKeyForRotation(manager, partnerId, dto.replaces);
        if (!replaced) throw new AppError('PARTNER_KEY_NOT_FOUND');
        if (!replaced.usable || replaced.replaced) throw new AppError('PARTNER_KEY_INACTIVE');
        await this.partners.endKeyAfter(manager, dto.replaces, dto.overlapHours ?? 0);
        scopes = dto.scopes ?? replaced.scopes;
      }
      const id = await this.partners.insertKey(manager, {
        partnerId,
        secretHash: hashApiKeySecret(secret),
        expiresAt,
        replacesKeyId: dto.replaces ?? null,
        scopes: PARTNER_SCOPES.filter((scope) => scopes.includes(scope)),
        createdBy: actor.id,
      });
      await this.audit.record(manager, actor.id, 'partner_key.created', id);
      return { id, key: formatApiKey(id, secret), prefix: apiKeyPrefix(id) };
    });
  }

  /** Stops the key at once; revoking it again changes nothing and records nothing. */
  async revokeKey(actor: AdminPrincipal, partnerId: string, keyId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const outcome = await this.partners.revokeKey(manager, partnerId, keyId, actor.id);
      if (!outcome.found) throw new AppError('PARTNER_KEY_NOT_FOUND');
      if (outcome.revoked) await this.audit.record(manager, actor.id, 'partner_key.revoked', keyId);
    });
  }
}
