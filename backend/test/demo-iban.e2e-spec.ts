import { randomBytes } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { loadConfig } from '../src/config/app-config.js';
import { prepareDatabase, startSeedOptions } from '../src/database/data-source.js';
import { DEMO_IBAN } from '../src/database/seed/demo-iban.seed.js';
import { isValidIban } from '../src/ibans/iban.js';
import { bearer, createAdminTestApp, ownerToken, TEST_ADMIN } from './support/admin.js';
import { freshContact, insertDeparture, insertIban, insertLink } from './support/booking-fixtures.js';
import { createTestDatabase } from './support/test-database.js';

const secret = () => randomBytes(36).toString('base64url');
const keys = () => ({ JWT_SECRET: secret(), CLIENT_HASH_SECRET: secret(), DATA_ENCRYPTION_KEY: secret() });

/** The start's own configuration, as main.ts reads it, for a database of this run. */
const production = (url: string) =>
  loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    PUBLIC_BASE_URL: 'https://www.example.it',
    MAIL_DELIVERY: 'off',
    ...keys(),
  });
const development = (url: string) =>
  loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: url,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...keys(),
  });

interface SavedIbanRow {
  id: string;
  account_holder: string;
  iban: string;
  bank_name: string;
  is_active: boolean;
  is_active_system: boolean;
  is_demo: boolean;
  created_by: string | null;
}

async function savedIbans(url: string): Promise<SavedIbanRow[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<SavedIbanRow>(
      `SELECT id, account_holder, iban, bank_name, is_active, is_active_system, is_demo, created_by
         FROM saved_ibans ORDER BY created_at`,
    );
    return rows;
  } finally {
    await db.end();
  }
}

const SEEDED = 'a demo IBAN as the system IBAN';

describe('the demo IBAN of a development start (DECISIONS 32)', () => {
  it('is a valid Italian IBAN that says it is a demonstration', () => {
    expect(isValidIban(DEMO_IBAN.iban)).toBe(true);
    expect(DEMO_IBAN.iban.startsWith('IT')).toBe(true);
    expect(DEMO_IBAN.accountHolder).toMatch(/dimostrativo/i);
    expect(DEMO_IBAN.bankName).toMatch(/dimostrativa/i);
  });

  it('is never seeded by a production start, not even on a database without IBANs', async () => {
    const url = await createTestDatabase();
    const options = startSeedOptions(production(url));
    expect(options.demoIban).toBe(false);
    expect((await prepareDatabase(url, options)).seeded).toEqual([]);
    expect(await savedIbans(url)).toEqual([]);
    // Whatever the configuration object says, production's start asks for none.
    expect(startSeedOptions({ isProduction: true, demoIban: true }).demoIban).toBe(false);
  });

  it('is seeded once by a development start, active and the system IBAN, and not again at a restart', async () => {
    const url = await createTestDatabase();
    const options = startSeedOptions(development(url));
    expect(options.demoIban).toBe(true);
    expect((await prepareDatabase(url, options)).seeded).toEqual([SEEDED]);
    const seeded = await savedIbans(url);
    expect(seeded).toEqual([
      {
        id: expect.any(String),
        account_holder: DEMO_IBAN.accountHolder,
        iban: DEMO_IBAN.iban,
        bank_name: DEMO_IBAN.bankName,
        is_active: true,
        is_active_system: true,
        is_demo: true,
        created_by: null,
      },
    ]);

    expect((await prepareDatabase(url, options)).seeded).toEqual([]);
    expect(await savedIbans(url)).toEqual(seeded);
  });

  it('is not seeded once the agency has saved an IBAN, even a deactivated one, nor with DEMO_IBAN=false', async () => {
    const url = await createTestDatabase();
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const own = await insertIban(db);
      await db.query('UPDATE saved_ibans SET is_active = false WHERE id = $1', [own.id]);
      expect((await prepareDatabase(url, startSeedOptions(development(url)))).seeded).toEqual([]);
      expect((await savedIbans(url)).map((row) => [row.iban, row.is_demo])).toEqual([[own.iban, false]]);
    } finally {
      await db.end();
    }

    const empty = await createTestDatabase();
    const off = loadConfig({ NODE_ENV: 'development', DATABASE_URL: empty, DEMO_IBAN: 'false', ...keys() });
    expect((await prepareDatabase(empty, startSeedOptions(off))).seeded).toEqual([]);
    expect(await savedIbans(empty)).toEqual([]);
  });

  it('is the test databases’ default: none', async () => {
    expect(await savedIbans(await createTestDatabase())).toEqual([]);
  });

  describe('as staff and customers see it', () => {
    let url: string;
    let t: Awaited<ReturnType<typeof createAdminTestApp>>;
    let db: pg.Client;
    let token: string;

    beforeAll(async () => {
      url = await createTestDatabase();
      await prepareDatabase(url, startSeedOptions(development(url)));
      t = await createAdminTestApp({}, { databaseUrl: url });
      db = new pg.Client({ connectionString: url });
      await db.connect();
      token = await ownerToken(t.server);
    });
    afterAll(async () => {
      await db.end();
      await t.close();
    });

    it('is marked isDemo in the IBAN list and as the active IBAN; the agency’s own are not', async () => {
      const own = await request(t.server)
        .post('/api/v1/admin/ibans')
        .set(bearer(token))
        .send({ accountHolder: 'ATI Viaggi S.r.l.', iban: 'IT60X0542811101000000123456' })
        .expect(201);
      expect(own.body.isDemo).toBe(false);
      // The demo account pays nobody: the agency's first own IBAN redirects nothing, and is usable at once.
      expect(own.body).toMatchObject({ approval: 'approved', pendingApproval: null });

      const list = await request(t.server).get('/api/v1/admin/ibans').set(bearer(token)).expect(200);
      expect(list.body).toEqual([
        expect.objectContaining({
          accountHolder: DEMO_IBAN.accountHolder,
          iban: DEMO_IBAN.iban,
          ibanFormatted: 'IT98 X000 0000 0000 DEMO 0000 000',
          bankName: DEMO_IBAN.bankName,
          isActive: true,
          isActiveSystem: true,
          isDemo: true,
          approval: 'approved',
        }),
        expect.objectContaining({ id: own.body.id, isDemo: false, isActiveSystem: false }),
      ]);

      const active = await request(t.server).get('/api/v1/admin/active-iban').set(bearer(token)).expect(200);
      expect(active.body.iban).toMatchObject({ iban: DEMO_IBAN.iban, isDemo: true });
    });

    it('books end to end, and the payment page and the admin booking say the account is the demo one', async () => {
      const departureId = await insertDeparture(db, { days: 130 });
      const link = await insertLink(db, departureId);
      const booked = await request(t.server)
        .post(`/api/v1/booking-links/${link}/bookings`)
        .send({
          airport: 'MXP',
          travellers: [
            {
              firstName: 'Anna',
              lastName: 'Bianchi',
              birthDate: '1962-04-18',
              address: 'Via Fillungo 12, 55100 Lucca',
              passportNumber: 'YA1234567',
            },
          ],
          ...freshContact(),
        })
        .expect(201);

      const page = await request(t.server).get(`/api/v1/bookings/${booked.body.id}`).expect(200);
      expect(page.body.beneficiary).toEqual({
        accountHolder: DEMO_IBAN.accountHolder,
        iban: DEMO_IBAN.iban,
        ibanFormatted: 'IT98 X000 0000 0000 DEMO 0000 000',
        bankName: DEMO_IBAN.bankName,
        isDemo: true,
      });

      const admin = await request(t.server)
        .get(`/api/v1/admin/bookings/${booked.body.id}`)
        .set(bearer(token))
        .expect(200);
      expect(admin.body.iban).toMatchObject({ iban: DEMO_IBAN.iban, isDemo: true });
    });

    it('gives way at once to the agency’s own IBAN, which then changes only as any system IBAN does', async () => {
      const switchTo = (ibanId: string) =>
        request(t.server).put('/api/v1/admin/active-iban').set(bearer(token)).send({ ibanId });
      const own = await insertIban(db, { holder: 'ATI Viaggi S.r.l.' });
      const other = await insertIban(db, { holder: 'ATI Viaggi Acconti' });

      const applied = await switchTo(own.id).expect(200);
      expect(applied.body).toMatchObject({ id: own.id, isActiveSystem: true, isDemo: false });
      const active = await request(t.server).get('/api/v1/admin/active-iban').set(bearer(token)).expect(200);
      expect(active.body).toMatchObject({ iban: { id: own.id }, pendingSwitch: null });

      // The demo account stays saved, and choosing it or any other now waits like every switch.
      await switchTo(other.id).expect(202);
      const { rows } = await db.query('SELECT iban FROM saved_ibans WHERE is_active_system');
      expect(rows).toEqual([{ iban: own.iban }]);
    });
  });
});
