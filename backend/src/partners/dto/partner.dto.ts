import { ApiProperty } from '@nestjs/swagger';
import { PARTNER_SCOPES, type PartnerScope } from '../partner-scopes.js';

export const PARTNER_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
/** active: accepted now; expired: past its expiry or its rotation's overlap; revoked: stopped by an owner. */
export type PartnerKeyStatus = (typeof PARTNER_KEY_STATUSES)[number];

/** A key as staff see it: what it is and when it worked, never the key or its hash. */
export class PartnerKeyDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({
    example: 'ati_live_1b4e28ba-2fa1-4d3b-9c7a-5a3e2f1d0c9b',
    description: 'The start of the key, before its secret: enough to tell which key a partner holds',
  })
  prefix: string;

  @ApiProperty({ enum: PARTNER_KEY_STATUSES, enumName: 'PartnerKeyStatus' })
  status: PartnerKeyStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'To the minute: recorded at most once a minute; null: never used',
  })
  lastUsedAt: string | null;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: "When it stops: its own expiry or the end of its rotation's overlap; null: no end",
  })
  expiresAt: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  revokedAt: string | null;

  @ApiProperty({
    type: 'string',
    format: 'uuid',
    maxLength: 36,
    nullable: true,
    description: 'The key this one rotated',
  })
  replacesKeyId: string | null;

  @ApiProperty({ enum: PARTNER_SCOPES, enumName: 'PartnerScope', isArray: true, description: 'What the key may do' })
  scopes: PartnerScope[];
}

export class PartnerDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({ example: 'Viaggi Rossi S.r.l.' })
  name: string;

  @ApiProperty({ example: 'prenotazioni@viaggirossi.it' })
  email: string;

  @ApiProperty({ example: 12.5, description: 'Percent of the retail price' })
  commissionPercent: number;

  @ApiProperty({ example: 20, description: 'Seats the partner may keep in holds and unpaid bookings on one departure' })
  maxUnpaidSeats: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: [PartnerKeyDto], description: 'Every key, the newest first, revoked and expired ones included' })
  keys: PartnerKeyDto[];
}

export class PartnerCreatedDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;
}

export class PartnerKeyCreatedDto {
  @ApiProperty({ format: 'uuid', maxLength: 36 })
  id: string;

  @ApiProperty({
    example: 'ati_live_1b4e28ba-2fa1-4d3b-9c7a-5a3e2f1d0c9b_<43 characters of secret>',
    description:
      'The whole key, answered this once and never again: the partner sends it as `Authorization: Bearer <key>`',
  })
  key: string;

  @ApiProperty({ example: 'ati_live_1b4e28ba-2fa1-4d3b-9c7a-5a3e2f1d0c9b' })
  prefix: string;
}
