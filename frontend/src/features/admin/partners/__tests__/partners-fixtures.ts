import type { PartnerDto, PartnerKeyDto } from '../../../../api';

export const workingKey: PartnerKeyDto = {
  id: 'a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1',
  prefix: 'ati_live_a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1',
  status: 'active',
  createdAt: '2026-11-02T09:00:00.000Z',
  lastUsedAt: '2026-11-26T15:42:00.000Z',
  expiresAt: null,
  revokedAt: null,
  replacesKeyId: null,
  scopes: ['catalogue:read', 'bookings:read', 'bookings:write'],
};

export const revokedKey: PartnerKeyDto = {
  id: 'b2b2b2b2-b2b2-4b2b-8b2b-b2b2b2b2b2b2',
  prefix: 'ati_live_b2b2b2b2-b2b2-4b2b-8b2b-b2b2b2b2b2b2',
  status: 'revoked',
  createdAt: '2026-10-01T09:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: '2026-10-20T10:00:00.000Z',
  replacesKeyId: null,
  scopes: ['catalogue:read', 'bookings:read', 'bookings:write'],
};

export const expiredKey: PartnerKeyDto = {
  id: 'c3c3c3c3-c3c3-4c3c-8c3c-c3c3c3c3c3c3',
  prefix: 'ati_live_c3c3c3c3-c3c3-4c3c-8c3c-c3c3c3c3c3c3',
  status: 'expired',
  createdAt: '2026-09-01T09:00:00.000Z',
  lastUsedAt: '2026-09-30T08:00:00.000Z',
  expiresAt: '2026-09-30T21:59:59.000Z',
  revokedAt: null,
  replacesKeyId: null,
  scopes: ['catalogue:read', 'bookings:read', 'bookings:write'],
};

export const rossi: PartnerDto = {
  id: 'd4d4d4d4-d4d4-4d4d-8d4d-d4d4d4d4d4d4',
  name: 'Viaggi Rossi S.r.l.',
  email: 'prenotazioni@viaggirossi.it',
  commissionPercent: 12.5,
  maxUnpaidSeats: 30,
  createdAt: '2026-09-01T08:00:00.000Z',
  keys: [workingKey, revokedKey, expiredKey],
};

export const bianchi: PartnerDto = {
  id: 'e5e5e5e5-e5e5-4e5e-8e5e-e5e5e5e5e5e5',
  name: 'Bianchi Tour',
  email: 'info@bianchitour.it',
  commissionPercent: 8,
  maxUnpaidSeats: 20,
  createdAt: '2026-11-20T08:00:00.000Z',
  keys: [],
};

/** The whole key the server answers once. */
export const NEW_KEY = 'ati_live_f6f6f6f6-f6f6-4f6f-8f6f-f6f6f6f6f6f6_test-key-shown-once';
export const NEW_KEY_PREFIX = 'ati_live_f6f6f6f6-f6f6-4f6f-8f6f-f6f6f6f6f6f6';
export const NEW_KEY_ID = 'f6f6f6f6-f6f6-4f6f-8f6f-f6f6f6f6f6f6';

/** The key as the list has it after it was made. */
export const listedNewKey: PartnerKeyDto = {
  id: NEW_KEY_ID,
  prefix: NEW_KEY_PREFIX,
  status: 'active',
  createdAt: '2026-11-27T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  replacesKeyId: null,
  scopes: ['catalogue:read', 'bookings:read', 'bookings:write'],
};
