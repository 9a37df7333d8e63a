import { composeIBAN } from 'ibantools';
import pg from 'pg';
import request from 'supertest';
import { IbansService } from '../src/ibans/ibans.service.js';
import {
  addOwner,
  bearer,
  createAdminTestApp,
  letDayPass,
  loginAdmin,
  ownerToken,
  usableIban,
} from './support/admin.js';
import type { TestApp } from './support/test-app.js';

/** A valid Italian IBAN per number: the check digits computed as a bank would. */
const ibanNumber = (n: number) =>
  composeIBAN({ countryCode: 'IT', bban: `X0542811101${String(n).padStart(12, '0')}` })!;
const REQUIRED = 'Compila almeno i campi obbligatori (Intestatario e IBAN)';

describe('saved IBANs and the system IBAN', () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  let next = 100;
  const admin = () => ({ get: (url: string) => request(t.server).get(url).set(bearer(token)) });
  const create = (body: object) => request(t.server).post('/api/v1/admin/ibans').set(bearer(token)).send(body);
  const patch = (id: string, body: object) =>
    request(t.server).patch(`/api/v1/admin/ibans/${id}`).set(bearer(token)).send(body);
  const switchTo = (ibanId: unknown) =>
    request(t.server).put('/api/v1/admin/active-iban').set(bearer(token)).send({ ibanId });
  const newIban = async (holder = 'ATI Viaggi S.r.l.') =>
    (await create({ accountHolder: holder, iban: ibanNumber(++next) }).expect(201)).body as {
      id: string;
      iban: string;
      approval: string;
    };
  /** Saved and, not being the agency's first, approved by its 24 hours passing. */
  const usable = (holder = 'ATI Viaggi S.r.l.') =>
    usableIban(t, db, token, { accountHolder: holder, iban: ibanNumber(++next) });
  const auditActions = async (subject: string) =>
    (
      await db.query('SELECT action FROM admin_audit_events WHERE subject = $1 ORDER BY created_at, action', [subject])
    ).rows.map((row) => row.action as string);

  beforeAll(async () => {
    t = await createAdminTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    token = await ownerToken(t.server);
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  describe('POST /api/v1/admin/ibans', () => {
    it('saves an IBAN typed with spaces and lower case, normalised, with the default bank name', async () => {
      const res = await create({
        accountHolder: '  ATI Viaggi S.r.l. ',
        iban: 'it60 x054 2811 1010 0000 0123 456',
      }).expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        accountHolder: 'ATI Viaggi S.r.l.',
        iban: 'IT60X0542811101000000123456',
        ibanFormatted: 'IT60 X054 2811 1010 0000 0123 456',
        bankName: 'Non specificato',
        isActive: true,
        isActiveSystem: false,
        isDemo: false,
        lastUsedAt: null,
        createdAt: expect.any(String),
        bookingLinkCount: 0,
        // The agency's first IBAN: there is no customer's money to redirect yet.
        approval: 'approved',
        pendingApproval: null,
      });
      expect(await auditActions(res.body.id)).toEqual(['iban.created']);
      const { rows } = await db.query('SELECT created_by FROM saved_ibans WHERE id = $1', [res.body.id]);
      expect(rows[0].created_by).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('keeps the bank name given', async () => {
      const res = await create({
        accountHolder: 'Mario Rossi',
        iban: 'DE89370400440532013000',
        bankName: 'Commerzbank',
      });
      expect(res.status).toBe(201);
      expect(res.body.bankName).toBe('Commerzbank');
    });

    it('refuses an IBAN saved already, however it is typed, with 409', async () => {
      const res = await create({ accountHolder: 'Altro', iban: 'IT60-X054-2811-1010-0000-0123-456' }).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'IBAN_ALREADY_EXISTS',
        message: 'Questo IBAN è già stato salvato.',
      });
    });

    it.each([
      ['a wrong check digit', 'IT61X0542811101000000123456'],
      ['two digits swapped', 'IT60X0542811110000000123456'],
      ['a missing character', 'IT60X054281110100000012345'],
      ['an unknown country', 'XX60X0542811101000000123456'],
      ['text', 'non lo so'],
    ])('refuses %s with 400 INVALID_IBAN', async (_case, iban) => {
      const res = await create({ accountHolder: 'ATI Viaggi', iban }).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        code: 'INVALID_IBAN',
        message: "L'IBAN non è valido: controlla di averlo copiato per intero e senza errori.",
      });
      expect(res.body.details.iban).toHaveLength(1);
    });

    it.each([
      ['no holder', { iban: ibanNumber(1) }, 'accountHolder'],
      ['a blank holder', { accountHolder: '   ', iban: ibanNumber(1) }, 'accountHolder'],
      ['no IBAN', { accountHolder: 'ATI Viaggi' }, 'iban'],
      ['a blank IBAN', { accountHolder: 'ATI Viaggi', iban: ' ' }, 'iban'],
      ['an IBAN as a number', { accountHolder: 'ATI Viaggi', iban: 60 }, 'iban'],
    ])('refuses %s with 400 and the message of the form', async (_case, body, field) => {
      const res = await create(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: REQUIRED });
      expect(res.body.details[field]).toContain(REQUIRED);
    });

    it('takes a blank bank name as none given', async () => {
      const res = await create({ accountHolder: 'Anna Verdi', iban: ibanNumber(3), bankName: '   ' }).expect(201);
      expect(res.body.bankName).toBe('Non specificato');
    });

    it('refuses control characters in the holder with 400, not an error of the server', async () => {
      const res = await create({ accountHolder: 'ATI\u0000Viaggi', iban: ibanNumber(4) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('refuses a holder on two lines or written backwards, naming the field', async () => {
      for (const accountHolder of ['ATI Viaggi\nS.r.l.', 'ATI \u202eiggaiV']) {
        const res = await create({ accountHolder, iban: ibanNumber(5) }).expect(400);
        expect(res.body.details.accountHolder).toContain(
          "Scrivi l'intestatario su una sola riga, senza caratteri invisibili o di controllo.",
        );
      }
    });

    it('refuses a holder over 100 characters and an unknown field with 400', async () => {
      await create({ accountHolder: 'x'.repeat(101), iban: ibanNumber(2) }).expect(400);
      await create({ accountHolder: 'ATI', iban: ibanNumber(2), isActiveSystem: true }).expect(400);
    });
  });

  describe('GET and PATCH /api/v1/admin/ibans', () => {
    it('lists the most recently used first, the unused ones last, each with its booking links', async () => {
      const [old, recent, unused] = [await newIban('Vecchio'), await newIban('Recente'), await newIban('Mai usato')];
      await db.query(`UPDATE saved_ibans SET last_used_at = now() - interval '2 days' WHERE id = $1`, [old.id]);
      await db.query(`UPDATE saved_ibans SET last_used_at = now() - interval '1 hour' WHERE id = $1`, [recent.id]);
      await db.query(
        `INSERT INTO booking_links (token, departure_id, trip_id, payment_type, iban_id, expires_at, coordinator_names, source)
         SELECT 'linkForTheCount' || n, d.id, d.trip_id, 'full', $1, now() + interval '1 day', d.coordinators, 'admin'
           FROM (SELECT * FROM departures LIMIT 1) d, generate_series(1, 2) n`,
        [old.id],
      );
      const res = await admin().get('/api/v1/admin/ibans').expect(200);
      const holders = (res.body as { accountHolder: string }[]).map((iban) => iban.accountHolder);
      expect(holders.slice(0, 2)).toEqual(['Recente', 'Vecchio']);
      expect(holders.indexOf('Mai usato')).toBeGreaterThan(1);
      const counts = Object.fromEntries(
        (res.body as { id: string; bookingLinkCount: number }[]).map((iban) => [iban.id, iban.bookingLinkCount]),
      );
      expect(counts[old.id]).toBe(2);
      expect(counts[unused.id]).toBe(0);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('deactivates and reactivates an IBAN, recording each change once', async () => {
      const iban = await newIban();
      expect((await patch(iban.id, { isActive: false }).expect(200)).body.isActive).toBe(false);
      await patch(iban.id, { isActive: false }).expect(200);
      expect((await patch(iban.id, { isActive: true }).expect(200)).body.isActive).toBe(true);
      expect(await auditActions(iban.id)).toEqual(['iban.created', 'iban.deactivated', 'iban.reactivated']);
    });

    it('answers 404 for an unknown IBAN and 400 for a bad id or body', async () => {
      const res = await patch('6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90', { isActive: false }).expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'IBAN_NOT_FOUND', message: "L'IBAN indicato non esiste." });
      await patch('42', { isActive: false }).expect(400);
      const iban = await newIban();
      const bad = await patch(iban.id, { isActive: 'no' }).expect(400);
      expect(bad.body.message).toBe("Indica se l'IBAN è attivo (vero o falso).");
    });
  });

  describe('an IBAN added after the first (decision A8)', () => {
    const approve = (id: string, bearerToken = token) =>
      request(t.server).post(`/api/v1/admin/ibans/${id}/approve`).set(bearer(bearerToken));
    const cancel = (id: string, bearerToken = token) =>
      request(t.server).post(`/api/v1/admin/ibans/${id}/cancel`).set(bearer(bearerToken));

    it('with one owner, waits 24 hours, e-mails the owner, and becomes usable by itself', async () => {
      const asked = Date.now();
      const res = await create({ accountHolder: 'Conto Sconosciuto srl', iban: ibanNumber(++next) }).expect(201);
      expect(res.body).toMatchObject({
        approval: 'pending',
        isActive: true,
        isActiveSystem: false,
        pendingApproval: {
          requestedBy: expect.stringMatching(/^[0-9a-f-]{36}$/),
          requestedByEmail: 'direzione@agenzia.it',
          requestedAt: expect.any(String),
        },
      });
      const effective = Date.parse(res.body.pendingApproval.effectiveAt as string);
      expect(effective - asked).toBeGreaterThan(24 * 3_600_000 - 60_000);
      expect(effective - asked).toBeLessThan(24 * 3_600_000 + 60_000);
      const listed = (await admin().get('/api/v1/admin/ibans').expect(200)).body as { id: string; approval: string }[];
      expect(listed.find((iban) => iban.id === res.body.id)?.approval).toBe('pending');
      const { rows: mails } = await db.query(
        "SELECT recipient, booking_id FROM messages WHERE kind = 'staff_new_iban' AND occasion LIKE $1",
        [`${res.body.id}:%`],
      );
      expect(mails).toEqual([{ recipient: 'direzione@agenzia.it', booking_id: null }]);

      // Nobody approves their own IBAN, and it cannot become the system IBAN meanwhile.
      expect((await approve(res.body.id).expect(403)).body).toMatchObject({
        code: 'SAME_OWNER',
        message: "Questa richiesta deve approvarla un altro titolare, non chi l'ha fatta.",
      });
      expect((await switchTo(res.body.id).expect(409)).body.code).toBe('IBAN_PENDING_APPROVAL');

      // Not yet due: the job leaves it.
      expect(await t.app.get(IbansService).applyDueIbans()).toBe(0);
      await letDayPass(t, db, 'iban', res.body.id);
      const after = (await admin().get('/api/v1/admin/ibans').expect(200)).body as {
        id: string;
        approval: string;
        pendingApproval: unknown;
      }[];
      expect(after.find((iban) => iban.id === res.body.id)).toMatchObject({
        approval: 'approved',
        pendingApproval: null,
      });
      expect(await auditActions(res.body.id)).toEqual(['iban.created', 'iban.applied']);
      expect((await approve(res.body.id).expect(409)).body.code).toBe('IBAN_NOT_PENDING');
    });

    it('is refused by any owner without the password typed again: listed no more, never applied, and may be proposed again', async () => {
      const number = ibanNumber(++next);
      const res = await create({ accountHolder: 'Conto Dirottato srl', iban: number }).expect(201);
      const cancelled = await cancel(res.body.id, await loginAdmin(t.server)).expect(200);
      expect(cancelled.body).toMatchObject({ id: res.body.id, approval: 'cancelled', pendingApproval: null });
      const listed = (await admin().get('/api/v1/admin/ibans').expect(200)).body as { id: string }[];
      expect(listed.map((iban) => iban.id)).not.toContain(res.body.id);
      await db.query("UPDATE saved_ibans SET effective_at = now() - interval '1 second' WHERE id = $1", [res.body.id]);
      await t.app.get(IbansService).applyDueIbans();
      const { rows } = await db.query('SELECT approval FROM saved_ibans WHERE id = $1', [res.body.id]);
      expect(rows[0].approval).toBe('cancelled');
      expect((await cancel(res.body.id).expect(404)).body.code).toBe('IBAN_NOT_FOUND');
      expect((await approve(res.body.id).expect(404)).body.code).toBe('IBAN_NOT_FOUND');
      expect((await switchTo(res.body.id).expect(404)).body.code).toBe('IBAN_NOT_FOUND');
      expect((await patch(res.body.id, { isActive: true }).expect(404)).body.code).toBe('IBAN_NOT_FOUND');
      expect(await auditActions(res.body.id)).toEqual(['iban.created', 'iban.cancelled']);

      // Proposed again, it is a new request, waiting like any other; a second copy of it is not.
      const again = await create({ accountHolder: 'Conto Dirottato srl', iban: number }).expect(201);
      expect(again.body).toMatchObject({ approval: 'pending' });
      expect(again.body.id).not.toBe(res.body.id);
      expect((await create({ accountHolder: 'Altro', iban: number }).expect(409)).body.code).toBe(
        'IBAN_ALREADY_EXISTS',
      );
      await cancel(again.body.id).expect(200);
    });

    it('answers 404 for an unknown IBAN and 400 for a bad id', async () => {
      const unknown = '6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90';
      expect((await approve(unknown).expect(404)).body.code).toBe('IBAN_NOT_FOUND');
      expect((await cancel(unknown).expect(404)).body.code).toBe('IBAN_NOT_FOUND');
      await approve('42').expect(400);
    });

    it('cannot be made usable by the database alone as the system IBAN', async () => {
      const waiting = await newIban();
      await expect(
        db.query('UPDATE saved_ibans SET is_active_system = (id = $1) WHERE is_active_system OR id = $1', [waiting.id]),
      ).rejects.toThrow(/saved_ibans_system_is_approved/);
      await cancel(waiting.id).expect(200);
    });
  });

  describe('the system IBAN', () => {
    /** Asks for the switch and, when it waits, lets its time pass: the system IBAN is then the one asked for. */
    const makeSystem = async (ibanId: string) => {
      const res = await switchTo(ibanId);
      if (res.status === 202) {
        await db.query("UPDATE iban_switches SET effective_at = now() - interval '1 second' WHERE id = $1", [
          res.body.switch.id,
        ]);
        await t.app.get(IbansService).applyDueSwitches();
      } else {
        expect(res.status).toBe(200);
      }
    };
    const systemId = async () => (await db.query('SELECT id FROM saved_ibans WHERE is_active_system')).rows[0]?.id;

    it('is none at first, then the one chosen, at once', async () => {
      expect((await admin().get('/api/v1/admin/active-iban').expect(200)).body).toEqual({
        iban: null,
        pendingSwitch: null,
      });
      const iban = await usable('Conto principale');
      const res = await switchTo(iban.id).expect(200);
      expect(res.body).toMatchObject({ id: iban.id, isActiveSystem: true, accountHolder: 'Conto principale' });
      expect(res.body.lastUsedAt).not.toBeNull();
      const active = await admin().get('/api/v1/admin/active-iban').expect(200);
      expect(active.body.iban).toMatchObject({ id: iban.id, iban: iban.iban, isActiveSystem: true });
      expect(await auditActions(iban.id)).toEqual(['iban.created', 'iban.applied', 'active_iban.switched']);
    });

    it('with one owner, waits 24 hours before a later switch applies, e-mailing the owner, and applies it by itself', async () => {
      const before = await systemId();
      const next = await usable('Conto nuovo');
      const asked = Date.now();
      const res = await switchTo(next.id).expect(202);
      expect(res.body.switch).toMatchObject({
        ibanId: next.id,
        iban: { id: next.id, accountHolder: 'Conto nuovo', isActiveSystem: false },
        requestedByEmail: 'direzione@agenzia.it',
        status: 'pending',
      });
      const effective = Date.parse(res.body.switch.effectiveAt as string);
      expect(effective - asked).toBeGreaterThan(24 * 3_600_000 - 60_000);
      expect(effective - asked).toBeLessThan(24 * 3_600_000 + 60_000);
      // Nothing changed for the customers yet; the admin area shows the switch waiting.
      expect(await systemId()).toBe(before);
      const active = (await admin().get('/api/v1/admin/active-iban').expect(200)).body;
      expect(active).toMatchObject({ iban: { id: before }, pendingSwitch: { id: res.body.switch.id } });
      // One at a time, and never approved by who asked.
      expect((await switchTo((await usable()).id).expect(409)).body.code).toBe('IBAN_SWITCH_PENDING');
      const own = await request(t.server)
        .post(`/api/v1/admin/active-iban/switches/${res.body.switch.id}/approve`)
        .set(bearer(token))
        .expect(403);
      expect(own.body).toMatchObject({ code: 'SAME_OWNER' });
      const { rows: mails } = await db.query(
        "SELECT recipient, booking_id FROM messages WHERE kind = 'staff_iban_switch' AND occasion LIKE $1",
        [`${res.body.switch.id}:%`],
      );
      expect(mails).toEqual([{ recipient: 'direzione@agenzia.it', booking_id: null }]);

      // Not yet due: the job leaves it.
      expect(await t.app.get(IbansService).applyDueSwitches()).toBe(0);
      await db.query("UPDATE iban_switches SET effective_at = now() - interval '1 second' WHERE id = $1", [
        res.body.switch.id,
      ]);
      expect(await t.app.get(IbansService).applyDueSwitches()).toBe(1);
      expect(await systemId()).toBe(next.id);
      expect((await admin().get('/api/v1/admin/active-iban').expect(200)).body.pendingSwitch).toBeNull();
      expect(await auditActions(res.body.switch.id)).toEqual(['active_iban.switch_requested']);
    });

    it('is stopped by an owner before it applies, and the system IBAN stays', async () => {
      const before = await systemId();
      const res = await switchTo((await usable()).id).expect(202);
      const id = res.body.switch.id as string;
      const cancelled = await request(t.server)
        .post(`/api/v1/admin/active-iban/switches/${id}/cancel`)
        .set(bearer(token))
        .expect(200);
      expect(cancelled.body).toMatchObject({ id, status: 'cancelled' });
      await db.query("UPDATE iban_switches SET effective_at = now() - interval '1 second' WHERE id = $1", [id]);
      await t.app.get(IbansService).applyDueSwitches();
      expect(await systemId()).toBe(before);
      await request(t.server).post(`/api/v1/admin/active-iban/switches/${id}/cancel`).set(bearer(token)).expect(404);
    });

    it('refuses the IBAN already active with 409 IBAN_ALREADY_ACTIVE', async () => {
      const res = await switchTo(await systemId()).expect(409);
      expect(res.body).toEqual({ statusCode: 409, code: 'IBAN_ALREADY_ACTIVE', message: 'Questo IBAN è già attivo' });
    });

    it('refuses a deactivated IBAN, an unknown one and no choice', async () => {
      const iban = await usable();
      await patch(iban.id, { isActive: false }).expect(200);
      expect((await switchTo(iban.id).expect(409)).body.code).toBe('IBAN_INACTIVE');
      expect((await switchTo('6f1c1a52-6a43-4d0e-9a4f-3c1d2b7e8f90').expect(404)).body.code).toBe('IBAN_NOT_FOUND');
      expect((await switchTo(undefined).expect(400)).body.message).toBe('Seleziona un IBAN prima di procedere');
      expect((await switchTo('42').expect(400)).body.code).toBe('VALIDATION_FAILED');
    });

    it('cannot be deactivated until another IBAN replaces it', async () => {
      const current = await systemId();
      const res = await patch(current, { isActive: false }).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'ACTIVE_IBAN_DEACTIVATION',
        message: "Questo è l'IBAN attivo del sistema: scegli prima un altro IBAN attivo.",
      });
      await makeSystem((await usable()).id);
      await patch(current, { isActive: false }).expect(200);
    });

    it('lets one switch wait when many are asked at once', async () => {
      const candidates = [await usable(), await usable(), await usable(), await usable()];
      const responses = await Promise.all(
        Array.from({ length: 16 }, (_, i) => switchTo(candidates[i % candidates.length].id)),
      );
      expect(responses.filter((res) => res.status === 202)).toHaveLength(1);
      expect(responses.filter((res) => res.status !== 202).map((res) => res.body.code)).toEqual(
        Array(15).fill('IBAN_SWITCH_PENDING'),
      );
      const { rows } = await db.query("SELECT count(*)::int AS n FROM iban_switches WHERE status = 'pending'");
      expect(rows[0].n).toBe(1);
      const waiting = responses.find((res) => res.status === 202)!.body.switch.id as string;
      await request(t.server)
        .post(`/api/v1/admin/active-iban/switches/${waiting}/cancel`)
        .set(bearer(token))
        .expect(200);
    });

    it('with two owners, waits for the other one, whose password is asked again, and applies at the approval', async () => {
      const partner = { email: 'socia.iban@agenzia.it', password: 'socia-della-agenzia-26' };
      await addOwner(t, db, token, partner);
      const before = await systemId();
      // With two owners the new IBAN itself waits for the other one, not for 24 hours.
      const next = await newIban('Conto approvato');
      expect(next.approval).toBe('pending');
      await request(t.server)
        .post(`/api/v1/admin/ibans/${next.id}/approve`)
        .set(bearer(await ownerToken(t.server, partner)))
        .expect(200);
      const res = await switchTo(next.id).expect(202);
      const id = res.body.switch.id as string;
      expect(res.body.switch.effectiveAt).toBeNull();
      // No time makes it apply: only an approval. (Three days pretended, then given back: the
      // partner, an owner for seconds, must stay an owner from before the request.)
      await db.query("UPDATE iban_switches SET requested_at = requested_at - interval '3 days' WHERE id = $1", [id]);
      await t.app.get(IbansService).applyDueSwitches();
      expect(await systemId()).toBe(before);
      await db.query("UPDATE iban_switches SET requested_at = requested_at + interval '3 days' WHERE id = $1", [id]);
      const { rows: mails } = await db.query(
        "SELECT recipient FROM messages WHERE kind = 'staff_iban_switch' AND occasion LIKE $1 ORDER BY recipient",
        [`${id}:%`],
      );
      expect(mails.map((mail) => mail.recipient)).toEqual(['direzione@agenzia.it', partner.email]);

      const approve = (bearerToken: string) =>
        request(t.server).post(`/api/v1/admin/active-iban/switches/${id}/approve`).set(bearer(bearerToken));
      expect((await approve(await loginAdmin(t.server, partner)).expect(403)).body.code).toBe('STEP_UP_REQUIRED');
      const approved = await approve(await ownerToken(t.server, partner)).expect(200);
      expect(approved.body).toMatchObject({ id: next.id, isActiveSystem: true });
      expect(await systemId()).toBe(next.id);
      expect(await auditActions(id)).toEqual(['active_iban.switch_requested', 'active_iban.switch_approved']);
      await approve(await ownerToken(t.server, partner)).expect(404);
    });

    it('is one by the database itself, whatever writes to it', async () => {
      await expect(
        db.query('UPDATE saved_ibans SET is_active_system = true WHERE NOT is_active_system'),
      ).rejects.toThrow(/saved_ibans_one_active_system/);
      await expect(db.query('UPDATE saved_ibans SET is_active = false WHERE is_active_system')).rejects.toThrow(
        /saved_ibans_system_is_active/,
      );
    });
  });
});
