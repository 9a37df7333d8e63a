import pg from 'pg';
import request from 'supertest';
import { FORBIDDEN_CHARACTERS_MESSAGE } from '../src/common/validation-text.js';
import { SITE_SETTINGS_SEED } from '../src/database/seed/site-settings.seed.js';
import { SITE_SETTINGS_BODY_LIMIT_BYTES, SITE_SETTINGS_LIMITS } from '../src/site/dto/site-settings.dto.js';
import type { SiteSettings } from '../src/site/site-settings.js';
import { bearer, createAdminTestApp, loginAdmin } from './support/admin.js';
import type { TestApp } from './support/test-app.js';

interface AdminSiteSettings {
  version: string;
  settings: SiteSettings;
}

type Change = (settings: SiteSettings) => void;

const PHONE_MESSAGE = 'Indica il telefono con il prefisso internazionale, per esempio +39 0583 123456.';
const STALE_MESSAGE =
  'Nel frattempo qualcun altro ha salvato le impostazioni del sito. Ricarica la pagina per vedere quelle attuali, poi ripeti le tue modifiche.';

const copy = (settings: SiteSettings): SiteSettings => structuredClone(settings);

describe('site settings in the admin area', () => {
  let t: TestApp;
  let db: pg.Client;
  let token: string;
  let adminId: string;

  const read = async () =>
    (await request(t.server).get('/api/v1/admin/site-settings').set(bearer(token)).expect(200))
      .body as AdminSiteSettings;
  const save = (body: object) => request(t.server).put('/api/v1/admin/site-settings').set(bearer(token)).send(body);
  const publicSite = async () => (await request(t.server).get('/api/v1/site').expect(200)).body as SiteSettings;
  const auditCount = async () =>
    Number(
      (await db.query(`SELECT count(*) FROM admin_audit_events WHERE action = 'site_settings.updated'`)).rows[0].count,
    );
  /** Saves a change of the current settings, as the screen does: read, change, send with the version read. */
  const change = async (edit: Change, status: number) => {
    const current = await read();
    const settings = copy(current.settings);
    edit(settings);
    return save({ version: current.version, settings }).expect(status);
  };

  beforeAll(async () => {
    t = await createAdminTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    token = await loginAdmin(t.server);
    adminId = (await request(t.server).get('/api/v1/auth/me').set(bearer(token)).expect(200)).body.id;
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('answers the stored settings, what the public site shows less the deployment tags and the booking rules, with a version', async () => {
    const res = await request(t.server).get('/api/v1/admin/site-settings').set(bearer(token)).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.version).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const { tracking, bookingPolicy, ...shown } = (await publicSite()) as SiteSettings & {
      tracking: unknown;
      bookingPolicy: unknown;
    };
    expect(tracking).toBeDefined();
    expect(bookingPolicy).toBeDefined();
    expect(res.body.settings).toEqual(shown);
  });

  it('saves, answers the new version, and the public site shows the change at once', async () => {
    const before = await read();
    await publicSite(); // the public settings are now held in memory
    const events = await auditCount();

    const res = await change((settings) => {
      settings.phone = '+39 0583 777888';
      settings.openingHours = [
        { days: [2, 1, 3], opens: '08:30', closes: '12:30' },
        { days: [1, 2, 3], opens: '15:00', closes: '19:00' },
      ];
      settings.social.twitter = '';
    }, 200);

    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.version).not.toBe(before.version);
    expect(res.body.settings.phone).toBe('+39 0583 777888');
    expect(await read()).toEqual(res.body);
    const shown = await publicSite();
    expect(shown.phone).toBe('+39 0583 777888');
    expect(shown.openingHours).toEqual([
      { days: [1, 2, 3], opens: '08:30', closes: '12:30' },
      { days: [1, 2, 3], opens: '15:00', closes: '19:00' },
    ]);
    expect(shown.social.twitter).toBe('');
    expect(shown.social.facebook).toBe(before.settings.social.facebook);
    // Without consultants' numbers configured, WhatsApp visitors reach the agency's phone: the new one.
    const handoff = await request(t.server).post('/api/v1/whatsapp-handoffs').send({ tripSlug: 'praga' }).expect(201);
    expect(handoff.body.phoneNumber).toBe('390583777888');
    expect(await auditCount()).toBe(events + 1);
    const { rows } = await db.query(
      `SELECT admin_user_id, subject FROM admin_audit_events WHERE action = 'site_settings.updated'
        ORDER BY created_at DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ admin_user_id: adminId, subject: null });
  });

  it('trims the texts, stores the VAT number without spaces, in capitals, and takes a review without picture or description', async () => {
    const res = await change((settings) => {
      settings.reviews[0].imageUrl = null;
      settings.reviews[0].alt = '';
      settings.brand = '  ATI Viaggi  ';
      settings.vatNumber = 'it 02468135799';
      settings.address.province = 'lu';
    }, 200);
    expect(res.body.settings).toMatchObject({
      brand: 'ATI Viaggi',
      vatNumber: 'IT02468135799',
      address: { province: 'LU' },
    });
    // Without a picture there is nothing to describe.
    expect(res.body.settings.reviews[0]).toMatchObject({ imageUrl: null, alt: '' });
  });

  it('saves the legal details the documents name, trimmed, and the public site shows them', async () => {
    const events = await auditCount();
    const legal: SiteSettings['legal'] = {
      licence: 'Autorizzazione n. 77/2021 del Comune di Lucca',
      insolvencyProtector: {
        name: 'Garanzia Viaggi Toscana S.p.A.',
        address: 'Piazza Napoleone 1, 55100 Lucca (LU)',
        phone: '+39 0583 400400',
        email: 'tutela@garanziaviaggitoscana.it',
        policyNumber: 'GVT/2027/118',
      },
      liabilityInsurance: { insurer: 'Compagnia Assicuratrice delle Mura S.p.A.', policyNumber: 'RCP 552 901' },
      emergencyPhone: '+39 347 1234567',
    };

    const res = await change((settings) => {
      settings.legal = structuredClone(legal);
      settings.legal.licence = `  ${legal.licence}  `;
      settings.legal.insolvencyProtector.email = ` ${legal.insolvencyProtector.email} `;
    }, 200);

    expect(res.body.settings.legal).toEqual(legal);
    expect((await read()).settings.legal).toEqual(legal);
    expect((await publicSite()).legal).toEqual(legal);
    const { rows } = await db.query(`SELECT settings -> 'legal' AS legal FROM site_settings WHERE id = 1`);
    expect(rows[0].legal).toEqual(legal);
    expect(await auditCount()).toBe(events + 1);
  });

  it('reads a row stored before the legal details existed with the example ones, and the next save stores them', async () => {
    await db.query(`UPDATE site_settings SET settings = settings - 'legal' WHERE id = 1`);

    const current = await read();
    expect(current.settings.legal).toEqual(SITE_SETTINGS_SEED.legal);
    await save({ version: current.version, settings: current.settings }).expect(200);

    const { rows } = await db.query(`SELECT settings -> 'legal' AS legal FROM site_settings WHERE id = 1`);
    expect(rows[0].legal).toEqual(SITE_SETTINGS_SEED.legal);
  });

  it.each<[string, Change, string, string]>([
    ['a phone without country code', (s) => (s.phone = '0583 495100'), 'settings.phone', PHONE_MESSAGE],
    ['a phone with letters', (s) => (s.phone = '+39 0583 CHIAMA'), 'settings.phone', PHONE_MESSAGE],
    [
      'an e-mail without domain',
      (s) => (s.email = 'info@ativiaggi'),
      'settings.email',
      'Inserisci un indirizzo email valido.',
    ],
    [
      'a VAT number with a wrong check digit',
      (s) => (s.vatNumber = 'IT02468135790'),
      'settings.vatNumber',
      'Indica una partita IVA italiana valida: 11 cifre, con o senza IT davanti.',
    ],
    ['an empty brand', (s) => (s.brand = '   '), 'settings.brand', "Indica il nome dell'agenzia."],
    [
      'a legal name one character too long, counted in code points',
      (s) => (s.legalName = '🙂'.repeat(SITE_SETTINGS_LIMITS.legalName + 1)),
      'settings.legalName',
      `Il testo è troppo lungo: al massimo ${SITE_SETTINGS_LIMITS.legalName} caratteri.`,
    ],
    ['a control character', (s) => (s.brand = 'ATI\u0007Viaggi'), 'settings.brand', FORBIDDEN_CHARACTERS_MESSAGE],
    [
      'a postal code of four digits',
      (s) => (s.address.postalCode = '5510'),
      'settings.address.postalCode',
      'Indica il CAP: 5 cifre.',
    ],
    [
      'closing before opening',
      (s) => (s.openingHours[0] = { days: [1], opens: '18:00', closes: '09:00' }),
      'settings.openingHours.0.closes',
      "L'orario di chiusura deve venire dopo quello di apertura.",
    ],
    [
      'a time not written HH:MM',
      (s) => (s.openingHours[0].opens = '9:00'),
      'settings.openingHours.0.opens',
      "Indica l'orario nel formato HH:MM, per esempio 09:00.",
    ],
    [
      'a weekday 8',
      (s) => (s.openingHours[0].days = [1, 8]),
      'settings.openingHours.0.days',
      'Scegli almeno un giorno della settimana (da lunedì a domenica), ciascuno una volta.',
    ],
    [
      'an hours row without days',
      (s) => (s.openingHours[0].days = []),
      'settings.openingHours.0.days',
      'Scegli almeno un giorno della settimana (da lunedì a domenica), ciascuno una volta.',
    ],
    [
      'a social link over http',
      (s) => (s.social.facebook = 'http://www.facebook.com/ativiaggi'),
      'settings.social.facebook',
      'Indica un indirizzo completo che inizi con https:// oppure lascia il campo vuoto.',
    ],
    [
      'a reviews address without https',
      (s) => (s.reviewsUrl = 'www.trustpilot.com/review/ativiaggi.it'),
      'settings.reviewsUrl',
      'Indica un indirizzo completo che inizi con https://.',
    ],
    [
      'a rating above 5',
      (s) => (s.claims.rating = 5.1),
      'settings.claims.rating',
      'Indica il voto medio: un numero da 0 a 5, con al massimo un decimale (per esempio 4,9).',
    ],
    [
      'a rating with two decimals',
      (s) => (s.claims.rating = 4.85),
      'settings.claims.rating',
      'Indica il voto medio: un numero da 0 a 5, con al massimo un decimale (per esempio 4,9).',
    ],
    [
      'fewer than no travellers',
      (s) => (s.claims.travellers = -1),
      'settings.claims.travellers',
      'Indica i viaggiatori accompagnati: un numero intero da 0 a 1.000.000.',
    ],
    [
      'a review rated 0',
      (s) => (s.reviews[0].rating = 0),
      'settings.reviews.0.rating',
      'Indica il voto della recensione: un numero intero da 1 a 5.',
    ],
    [
      'more reviews than the limit',
      (s) => (s.reviews = Array.from({ length: 21 }, (_, i) => ({ ...s.reviews[0], id: `r${i}` }))),
      'settings.reviews',
      'Puoi pubblicare al massimo 20 recensioni.',
    ],
    [
      'two reviews with one id',
      (s) => (s.reviews[1].id = s.reviews[0].id),
      'settings.reviews',
      'Due recensioni hanno lo stesso identificativo.',
    ],
    [
      'a review picture without its description',
      (s) => Object.assign(s.reviews[0], { imageUrl: '/images/recensioni/anna.webp', alt: ' ' }),
      'settings.reviews.0.alt',
      "Descrivi l'immagine per chi non la vede.",
    ],
    [
      'a staff picture of another site',
      (s) => (s.staff[0].imageUrl = 'https://www.altro-sito.it/giulia.jpg'),
      'settings.staff.0.imageUrl',
      "L'immagine deve essere un file di questo sito: le pagine non mostrano immagini di altri siti. Caricala sul sito e indica il suo indirizzo (per esempio /images/team/giulia.svg).",
    ],
    [
      'a staff picture that is no address',
      (s) => (s.staff[0].imageUrl = 'giulia.svg'),
      'settings.staff.0.imageUrl',
      "Indica l'immagine con un indirizzo di questo sito (per esempio /images/team/giulia.svg) o un indirizzo https del sito.",
    ],
    [
      'a staff role without English',
      (s) => (s.staff[0].role.en = ''),
      'settings.staff.0.role.en',
      'Indica il testo in inglese.',
    ],
    [
      'too many keywords',
      (s) => (s.seo.keywords = Array.from({ length: 31 }, (_, i) => `viaggi ${i}`)),
      'settings.seo.keywords',
      'Indica al massimo 30 parole chiave diverse, ciascuna di al massimo 60 caratteri.',
    ],
    [
      "an empty insolvency protector's name",
      (s) => (s.legal.insolvencyProtector.name = '  '),
      'settings.legal.insolvencyProtector.name',
      "Indica il nome di chi garantisce i viaggiatori in caso d'insolvenza.",
    ],
    [
      "an insolvency protector's e-mail without at sign",
      (s) => (s.legal.insolvencyProtector.email = 'garanzia.fondotutelaviaggiatori.it'),
      'settings.legal.insolvencyProtector.email',
      'Inserisci un indirizzo email valido.',
    ],
    [
      "an insolvency protector's phone without country code",
      (s) => (s.legal.insolvencyProtector.phone = '06 4881 2345'),
      'settings.legal.insolvencyProtector.phone',
      PHONE_MESSAGE,
    ],
    [
      "an empty insolvency protector's address",
      (s) => (s.legal.insolvencyProtector.address = ''),
      'settings.legal.insolvencyProtector.address',
      "Indica l'indirizzo del garante (via, CAP e città).",
    ],
    [
      'a guarantee policy number one character too long',
      (s) => (s.legal.insolvencyProtector.policyNumber = '1'.repeat(SITE_SETTINGS_LIMITS.policyNumber + 1)),
      'settings.legal.insolvencyProtector.policyNumber',
      `Il testo è troppo lungo: al massimo ${SITE_SETTINGS_LIMITS.policyNumber} caratteri.`,
    ],
    [
      'a licence on two lines',
      (s) => (s.legal.licence = 'Autorizzazione n. 1234/2019\ndella Provincia di Lucca'),
      'settings.legal.licence',
      "Scrivi gli estremi dell'autorizzazione dell'agenzia su una sola riga, senza caratteri invisibili o di controllo.",
    ],
    [
      'an insurer without name',
      (s) => (s.legal.liabilityInsurance.insurer = ''),
      'settings.legal.liabilityInsurance.insurer',
      'Indica la compagnia che assicura la responsabilità civile.',
    ],
    [
      'an emergency phone with letters',
      (s) => (s.legal.emergencyPhone = '+39 335 EMERGENZA'),
      'settings.legal.emergencyPhone',
      PHONE_MESSAGE,
    ],
    [
      'no insolvency protector',
      (s) => delete (s.legal as Partial<SiteSettings['legal']>).insolvencyProtector,
      'settings.legal.insolvencyProtector',
      "Indica la garanzia per l'insolvenza.",
    ],
    [
      'no legal details',
      (s) => delete (s as Partial<SiteSettings>).legal,
      'settings.legal',
      "Indica i dati legali dell'agenzia.",
    ],
    ['an unknown field', (s) => Object.assign(s, { fax: '+39 0583 1' }), 'settings.fax', 'Campo non previsto.'],
  ])(
    'refuses %s with 400, its Italian message on the field, and saves nothing',
    async (_case, edit, field, message) => {
      const before = await read();
      const events = await auditCount();

      const res = await change(edit, 400);

      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details[field]).toEqual([message]);
      expect(await read()).toEqual(before);
      expect(await auditCount()).toBe(events);
    },
  );

  it.each<[string, (body: { version: string; settings: SiteSettings }) => unknown]>([
    ['no settings', ({ version }) => ({ version })],
    ['settings as a text', ({ version }) => ({ version, settings: 'tutto' })],
    ['settings as a list', ({ version, settings }) => ({ version, settings: [settings] })],
    ['the address as null', (body) => ({ ...body, settings: { ...body.settings, address: null } })],
    ['the hours as a text', (body) => ({ ...body, settings: { ...body.settings, openingHours: 'lun-ven 9-18' } })],
    ['an hours row as null', (body) => ({ ...body, settings: { ...body.settings, openingHours: [null] } })],
    [
      'the days as a text',
      (body) => ({
        ...body,
        settings: { ...body.settings, openingHours: [{ days: '1-5', opens: '09:00', closes: '18:00' }] },
      }),
    ],
    ['a review as a number', (body) => ({ ...body, settings: { ...body.settings, reviews: [42] } })],
    [
      'numbers as texts',
      (body) => ({
        ...body,
        settings: { ...body.settings, claims: { travellers: '350', rating: '4,9', reviewCount: '127' } },
      }),
    ],
    [
      'the keywords as one text',
      (body) => ({ ...body, settings: { ...body.settings, seo: { ...body.settings.seo, keywords: 'a,b' } } }),
    ],
    [
      'a picture address as a number',
      (body) => ({ ...body, settings: { ...body.settings, staff: [{ ...body.settings.staff[0], imageUrl: 5 }] } }),
    ],
    ['the legal details as a text', (body) => ({ ...body, settings: { ...body.settings, legal: 'Licenza 1234' } })],
    [
      'the insolvency protector as null',
      (body) => ({
        ...body,
        settings: { ...body.settings, legal: { ...body.settings.legal, insolvencyProtector: null } },
      }),
    ],
    ['the version as a number', (body) => ({ ...body, version: 12 })],
  ])('answers 400 in the error shape, never 500, to %s', async (_case, malformed) => {
    const body = malformed(await read());
    const res = await save(body as object).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(Object.keys(res.body.details).length).toBeGreaterThan(0);
  });

  it('refuses a version that is not one with 400', async () => {
    const { settings } = await read();
    const res = await save({ version: 'ieri', settings }).expect(400);
    expect(res.body.details.version).toEqual([
      'Versione delle impostazioni non valida: ricarica la pagina e ripeti le modifiche.',
    ]);
    const impossible = await save({ version: '2026-02-30T10:00:00Z', settings }).expect(400);
    expect(impossible.body.message).toEqual(expect.any(String));
  });

  it('refuses a save based on a version someone else replaced with 409, keeping their save', async () => {
    const seen = await read();
    const first = copy(seen.settings);
    first.email = 'prenotazioni@ativiaggi.it';
    await save({ version: seen.version, settings: first }).expect(200);
    const events = await auditCount();

    const late = copy(seen.settings);
    late.phone = '+39 0583 111222';
    const res = await save({ version: seen.version, settings: late }).expect(409);

    expect(res.body).toMatchObject({ code: 'SITE_SETTINGS_CHANGED', message: STALE_MESSAGE });
    const now = await read();
    expect(now.settings.email).toBe('prenotazioni@ativiaggi.it');
    expect(now.settings.phone).toBe(seen.settings.phone);
    expect((await publicSite()).email).toBe('prenotazioni@ativiaggi.it');
    expect(await auditCount()).toBe(events);
  });

  it('lets exactly one of several simultaneous saves of the same version through', async () => {
    const seen = await read();
    const phones = ['+39 0583 100001', '+39 0583 100002', '+39 0583 100003', '+39 0583 100004'];
    const answers = await Promise.all(
      phones.map((phone) => save({ version: seen.version, settings: { ...copy(seen.settings), phone } })),
    );

    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = answers.find((res) => res.status === 200)!;
    expect((await read()).settings.phone).toBe(winner.body.settings.phone);
  });

  it('takes the longest texts the limits allow, and refuses a larger body with 413 before reading it', async () => {
    const { version, settings } = await read();
    const longest = (max: number) => '🙂'.repeat(max);
    const L = SITE_SETTINGS_LIMITS;
    const review = settings.reviews[0];
    const member = settings.staff[0];
    const full: SiteSettings = {
      ...settings,
      legalName: longest(L.legalName),
      reviews: Array.from({ length: L.reviews }, (_, i) => ({
        ...review,
        id: `r${i}`,
        reviewer: longest(L.shortText),
        destination: longest(L.shortText),
        text: longest(L.reviewText),
        alt: longest(L.alt),
      })),
      staff: Array.from({ length: L.staff }, () => ({
        ...member,
        name: longest(L.shortText),
        role: { it: longest(L.role), en: longest(L.role) },
        bio: { it: longest(L.bio), en: longest(L.bio) },
      })),
      legal: {
        ...settings.legal,
        licence: longest(L.licence),
        insolvencyProtector: {
          ...settings.legal.insolvencyProtector,
          name: longest(L.organisation),
          address: longest(L.protectorAddress),
          policyNumber: longest(L.policyNumber),
        },
        liabilityInsurance: { insurer: longest(L.organisation), policyNumber: longest(L.policyNumber) },
      },
    };
    const saved = await save({ version, settings: full }).expect(200);
    expect(saved.body.settings.staff[0].bio.it).toBe(longest(L.bio));
    expect(saved.body.settings.legal.licence).toBe(longest(L.licence));

    const padding = 'a'.repeat(SITE_SETTINGS_BODY_LIMIT_BYTES);
    const res = await save({ version: saved.body.version, settings: { ...full, brand: padding } }).expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
