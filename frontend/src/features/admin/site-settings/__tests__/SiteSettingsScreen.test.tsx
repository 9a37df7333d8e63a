import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSiteSettingsDto, SiteSettingsContentDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { siteSettings } from '../../../../test/site-settings.fixture';
import { installFakeApi, signIn, type FakeAnswer, type FakeRequest } from '../../__tests__/fake-api';
import { heldAnswer } from '../../../../test/held-answer';

const api = installFakeApi();

const VERSION = '2027-03-01T09:30:12.345678Z';
const ROUTE = '/api/v1/admin/site-settings';

/** The public fixture's facts, without the tag ids and the booking rules, with a review of each kind and two staff. */
function settings(): SiteSettingsContentDto {
  const { tracking: _tracking, bookingPolicy: _bookingPolicy, ...facts } = siteSettings();
  return {
    ...facts,
    social: { ...facts.social, youtube: '' },
    seo: { ...facts.seo, keywords: ['viaggi di gruppo', 'tour culturali'] },
    reviews: [
      {
        id: 'r1',
        reviewer: 'Maria Grazia',
        destination: 'Praga',
        text: 'Ritmo giusto e hotel in centro.',
        rating: 5,
        imageUrl: null,
        alt: '',
      },
      {
        id: 'r2',
        reviewer: 'Paolo',
        destination: 'Giordania',
        text: 'Petra all’alba.',
        rating: 4,
        imageUrl: '/images/recensioni/paolo.webp',
        alt: 'Paolo davanti al Tesoro di Petra',
      },
    ],
    staff: [
      {
        name: 'Giulia Martini',
        role: { it: 'Fondatrice', en: 'Founder' },
        bio: { it: 'Disegna itinerari.', en: 'Designs itineraries.' },
        city: 'Lucca',
        imageUrl: '/images/team/giulia.svg',
      },
      {
        name: 'Elena Rossi',
        role: { it: 'Prenotazioni', en: 'Bookings' },
        bio: { it: 'Segue ogni prenotazione.', en: 'Follows every booking.' },
        city: 'Lucca',
        imageUrl: '/images/team/elena.svg',
      },
    ],
  };
}

const stored = (version = VERSION, content = settings()): AdminSiteSettingsDto => ({ version, settings: content });

async function openSettings(answer: (request: FakeRequest) => FakeAnswer = () => ({ status: 200, data: stored() })) {
  api().on(`GET ${ROUTE}`, answer);
  signIn();
  const view = renderApp('/admin/impostazioni');
  await screen.findByRole('heading', { level: 1, name: 'Impostazioni del sito' }, { timeout: 10_000 });
  return view;
}

async function theForm() {
  return screen.findByRole('form', { name: 'Impostazioni del sito' }, { timeout: 10_000 });
}

function group(name: string) {
  return screen.getByRole('group', { name });
}

function sent(): { version: string; settings: SiteSettingsContentDto } {
  return api().sent(`PUT ${ROUTE}`).at(-1)!.body as { version: string; settings: SiteSettingsContentDto };
}

function toasts() {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent ?? '');
}

describe('site settings', () => {
  it('is reached from the admin home and from the top bar', async () => {
    api()
      .on('GET /api/v1/admin/audit-events', { status: 200, data: [] })
      .on(`GET ${ROUTE}`, { status: 200, data: stored() });
    signIn();
    const view = renderApp('/admin');
    const tool = await screen.findByRole('link', { name: 'Impostazioni del sito' }, { timeout: 10_000 });
    expect(screen.getByRole('navigation', { name: 'Strumenti dell’area riservata' })).toContainElement(
      screen.getByRole('link', { name: 'Sito' }),
    );

    await view.user.click(tool);

    expect(await screen.findByRole('heading', { level: 1, name: 'Impostazioni del sito' })).toBeInTheDocument();
    expect(view.router.location.pathname).toBe('/admin/impostazioni');
    expect(screen.getByRole('link', { name: 'Sito' })).toHaveAttribute('aria-current', 'page');
  });

  it('says it is loading, then shows every section with the stored values', async () => {
    const held = heldAnswer();
    await openSettings(() => held.answer);

    expect(screen.getByRole('status')).toHaveTextContent('Caricamento in corso...');
    held.release({ status: 200, data: stored() });

    const form = await theForm();
    const sections = [
      'Contatti',
      'Indirizzo',
      'Dati legali',
      'Orari',
      'Social',
      'Recensioni',
      'Staff',
      'Motori di ricerca',
    ];
    for (const section of sections) {
      expect(within(form).getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(within(form).getByRole('textbox', { name: /^Telefono/ })).toHaveValue('+39 0583 495100');
    expect(within(form).getByRole('textbox', { name: /^Voto medio/ })).toHaveValue('4,9');
    expect(within(form).getByRole('textbox', { name: /^Parole chiave/ })).toHaveValue(
      'viaggi di gruppo\ntour culturali',
    );
    const saturday = group('Fascia oraria 2');
    expect(within(saturday).getByRole('checkbox', { name: 'Sabato' })).toBeChecked();
    expect(within(saturday).getByRole('checkbox', { name: 'Venerdì' })).not.toBeChecked();
    expect(within(group('Recensione 2')).getByRole('textbox', { name: /^Chi l’ha scritta/ })).toHaveValue('Paolo');
    expect(within(group('Elena Rossi')).getByRole('textbox', { name: /^Ruolo \(italiano\)/ })).toHaveValue(
      'Prenotazioni',
    );
    const legal = within(form).getByRole('region', { name: 'Dati legali' });
    expect(within(legal).getByRole('textbox', { name: /^Autorizzazione dell’agenzia/ })).toHaveValue(
      'Autorizzazione n. 1234/2019 della Provincia di Lucca',
    );
    const protector = group('Garanzia per l’insolvenza');
    expect(within(protector).getByRole('textbox', { name: /^Garante/ })).toHaveValue(
      'Fondo Tutela Viaggiatori S.c.a r.l.',
    );
    expect(within(protector).getByRole('textbox', { name: /^Indirizzo email del garante/ })).toHaveValue(
      'garanzia@fondotutelaviaggiatori.it',
    );
    expect(within(protector).getByRole('textbox', { name: /^Numero di polizza o certificato/ })).toHaveValue(
      'FTV-2027-004512',
    );
    const insurance = group('Assicurazione di responsabilità civile');
    expect(within(insurance).getByRole('textbox', { name: /^Compagnia assicuratrice/ })).toHaveValue(
      'Assicurazioni del Serchio S.p.A.',
    );
    expect(within(legal).getByRole('textbox', { name: /^Numero per le emergenze/ })).toHaveValue('+39 335 555 0199');
    // Each field says where it appears.
    expect(within(legal).getByRole('textbox', { name: /^Numero per le emergenze/ })).toHaveAccessibleDescription(
      expect.stringContaining('Compare nei documenti inviati ai clienti.'),
    );
  });

  it('says the settings could not be loaded and tries again on request', async () => {
    let fail = true;
    const view = await openSettings(() => (fail ? { status: 500, data: {} } : { status: 200, data: stored() }));

    const problem = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(problem).toHaveTextContent('Non siamo riusciti a caricare questi dati.');
    fail = false;
    await view.user.click(within(problem).getByRole('button', { name: 'Riprova' }));

    expect(await theForm()).toBeInTheDocument();
  });

  it('saves the whole settings with the version read, and says so', async () => {
    const view = await openSettings();
    api().on(`PUT ${ROUTE}`, (request) => ({
      status: 200,
      data: { version: '2027-03-01T10:00:00.000001Z', settings: (request.body as { settings: unknown }).settings },
    }));
    const form = await theForm();

    const phone = within(form).getByRole('textbox', { name: /^Telefono/ });
    await view.user.clear(phone);
    await view.user.type(phone, '+39 0583 777888');
    const rating = within(form).getByRole('textbox', { name: /^Voto medio/ });
    await view.user.clear(rating);
    await view.user.type(rating, '4,8');
    await view.user.click(within(form).getByRole('button', { name: 'Salva le impostazioni' }));

    await waitFor(() => expect(toasts().join(' ')).toContain('Impostazioni salvate'));
    const expected = settings();
    expected.phone = '+39 0583 777888';
    expected.claims.rating = 4.8;
    expect(sent()).toEqual({ version: VERSION, settings: expected });
    expect(await screen.findByRole('textbox', { name: /^Telefono/ })).toHaveValue('+39 0583 777888');
  });

  it('saves the legal details with the rest of the settings', async () => {
    const view = await openSettings();
    api().on(`PUT ${ROUTE}`, (request) => ({
      status: 200,
      data: { version: '2027-03-01T10:00:00.000001Z', settings: (request.body as { settings: unknown }).settings },
    }));
    await theForm();

    const licence = screen.getByRole('textbox', { name: /^Autorizzazione dell’agenzia/ });
    await view.user.clear(licence);
    await view.user.type(licence, 'Autorizzazione n. 77/2021 del Comune di Lucca');
    const protectorEmail = within(group('Garanzia per l’insolvenza')).getByRole('textbox', {
      name: /^Indirizzo email del garante/,
    });
    await view.user.clear(protectorEmail);
    await view.user.type(protectorEmail, 'tutela@garanziaviaggi.it');
    const policy = within(group('Assicurazione di responsabilità civile')).getByRole('textbox', {
      name: /^Numero di polizza/,
    });
    await view.user.clear(policy);
    await view.user.type(policy, 'RCP 552 901');
    const emergency = screen.getByRole('textbox', { name: /^Numero per le emergenze/ });
    await view.user.clear(emergency);
    await view.user.type(emergency, '+39 347 1234567');
    await view.user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));

    await waitFor(() => expect(toasts().join(' ')).toContain('Impostazioni salvate'));
    const expected = settings();
    expected.legal = {
      licence: 'Autorizzazione n. 77/2021 del Comune di Lucca',
      insolvencyProtector: { ...expected.legal.insolvencyProtector, email: 'tutela@garanziaviaggi.it' },
      liabilityInsurance: { ...expected.legal.liabilityInsurance, policyNumber: 'RCP 552 901' },
      emergencyPhone: '+39 347 1234567',
    };
    expect(sent()).toEqual({ version: VERSION, settings: expected });
  });

  it('asks for every legal detail before sending anything', async () => {
    const view = await openSettings();
    await theForm();

    await view.user.clear(within(group('Garanzia per l’insolvenza')).getByRole('textbox', { name: /^Garante/ }));
    await view.user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));

    expect(
      await within(group('Garanzia per l’insolvenza')).findByRole('textbox', { name: /^Garante/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('Questo campo è obbligatorio.'));
    expect(api().sent(`PUT ${ROUTE}`)).toHaveLength(0);
  });

  it("shows the server's refusal of a legal detail beside its field", async () => {
    const view = await openSettings();
    const emailMessage = 'Inserisci un indirizzo email valido.';
    api().on(`PUT ${ROUTE}`, {
      status: 400,
      data: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: emailMessage,
        details: { 'settings.legal.insolvencyProtector.email': [emailMessage] },
      },
    });
    await theForm();
    const protector = group('Garanzia per l’insolvenza');
    const email = within(protector).getByRole('textbox', { name: /^Indirizzo email del garante/ });
    await view.user.clear(email);
    await view.user.type(email, 'garanzia@fondo');
    await view.user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining(emailMessage)));
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Alcuni dati non sono validi: correggi i campi segnalati in rosso.')).toBeInTheDocument();
    expect(within(protector).getByRole('textbox', { name: /^Indirizzo del garante/ })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('adds and removes hours, reviews and staff', async () => {
    const view = await openSettings();
    api().on(`PUT ${ROUTE}`, (request) => ({ status: 200, data: { version: 'next', ...(request.body as object) } }));
    await theForm();

    await view.user.click(screen.getByRole('button', { name: 'Rimuovi la fascia oraria 2' }));
    await view.user.click(screen.getByRole('button', { name: 'Aggiungi una fascia oraria' }));
    const sunday = group('Fascia oraria 2');
    await view.user.click(within(sunday).getByRole('checkbox', { name: 'Domenica' }));
    const closes = within(sunday).getByRole('textbox', { name: /^Chiude alle/ });
    await view.user.clear(closes);
    await view.user.type(closes, '12:30');

    await view.user.click(screen.getByRole('button', { name: 'Aggiungi una recensione' }));
    const review = group('Recensione 3');
    await view.user.type(within(review).getByRole('textbox', { name: /^Chi l’ha scritta/ }), 'Franca');
    await view.user.type(within(review).getByRole('textbox', { name: /^Destinazione/ }), 'Islanda');
    await view.user.type(within(review).getByRole('textbox', { name: /^Testo della recensione/ }), 'Aurora!');
    await view.user.click(screen.getByRole('button', { name: 'Rimuovi la recensione 1' }));

    await view.user.click(screen.getByRole('button', { name: 'Rimuovi Elena Rossi' }));
    await view.user.click(screen.getByRole('button', { name: 'Salva le impostazioni' }));

    await waitFor(() => expect(api().sent(`PUT ${ROUTE}`)).toHaveLength(1));
    const body = sent().settings;
    expect(body.openingHours).toEqual([
      { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
      { days: [7], opens: '09:00', closes: '12:30' },
    ]);
    expect(body.reviews.map((item) => [item.id, item.reviewer, item.rating, item.imageUrl])).toEqual([
      ['r2', 'Paolo', 4, '/images/recensioni/paolo.webp'],
      ['r3', 'Franca', 5, null],
    ]);
    expect(body.staff.map((member) => member.name)).toEqual(['Giulia Martini']);
  });

  it('explains what to fix before sending anything', async () => {
    const view = await openSettings();
    const form = await theForm();

    await view.user.clear(within(form).getByRole('textbox', { name: /^Telefono/ }));
    const rating = within(form).getByRole('textbox', { name: /^Voto medio/ });
    await view.user.clear(rating);
    await view.user.type(rating, '5,5');
    const opens = within(group('Fascia oraria 1')).getByRole('textbox', { name: /^Apre alle/ });
    await view.user.clear(opens);
    await view.user.type(opens, '19:00');
    await view.user.click(within(group('Fascia oraria 2')).getByRole('checkbox', { name: 'Sabato' }));
    await view.user.clear(within(group('Recensione 2')).getByRole('textbox', { name: /^Descrizione dell’immagine/ }));
    await view.user.click(within(form).getByRole('button', { name: 'Salva le impostazioni' }));

    expect(await within(form).findByRole('textbox', { name: /^Telefono/ })).toHaveAccessibleDescription(
      expect.stringContaining('Questo campo è obbligatorio.'),
    );
    expect(rating).toHaveAccessibleDescription(
      expect.stringContaining('Scrivi un numero da 0 a 5 con al massimo un decimale, per esempio 4,9.'),
    );
    expect(within(group('Fascia oraria 1')).getByRole('textbox', { name: /^Chiude alle/ })).toHaveAccessibleDescription(
      expect.stringContaining('L’orario di chiusura deve venire dopo quello di apertura.'),
    );
    expect(within(group('Fascia oraria 2')).getByRole('alert')).toHaveTextContent('Scegli almeno un giorno.');
    expect(
      within(group('Recensione 2')).getByRole('textbox', { name: /^Descrizione dell’immagine/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('Descrivi l’immagine per chi non la vede.'));
    expect(screen.getByText('Alcuni dati non sono validi: correggi i campi segnalati in rosso.')).toBeInTheDocument();
    expect(api().sent(`PUT ${ROUTE}`)).toHaveLength(0);
  });

  it("shows the server's refusals beside their fields", async () => {
    const view = await openSettings();
    const phoneMessage = 'Indica il telefono con il prefisso internazionale, per esempio +39 0583 123456.';
    api().on(`PUT ${ROUTE}`, {
      status: 400,
      data: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: phoneMessage,
        details: {
          'settings.phone': [phoneMessage],
          'settings.staff.1.imageUrl': ['L’immagine deve essere un file di questo sito.'],
          'settings.reviews': ['Puoi pubblicare al massimo 20 recensioni.'],
        },
      },
    });
    const form = await theForm();
    const phone = within(form).getByRole('textbox', { name: /^Telefono/ });
    await view.user.clear(phone);
    await view.user.type(phone, '0583 495100');
    await view.user.click(within(form).getByRole('button', { name: 'Salva le impostazioni' }));

    await waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining(phoneMessage)));
    expect(phone).toHaveFocus();
    expect(within(group('Elena Rossi')).getByRole('textbox', { name: /^Foto/ })).toHaveAccessibleDescription(
      expect.stringContaining('L’immagine deve essere un file di questo sito.'),
    );
    expect(within(form).getByText('Puoi pubblicare al massimo 20 recensioni.')).toBeInTheDocument();
  });

  it('explains that someone else saved meanwhile and reloads their settings on request', async () => {
    let version = VERSION;
    let content = settings();
    const view = await openSettings(() => ({ status: 200, data: stored(version, content) }));
    api().on(`PUT ${ROUTE}`, {
      status: 409,
      data: {
        statusCode: 409,
        code: 'SITE_SETTINGS_CHANGED',
        message: 'Nel frattempo qualcun altro ha salvato le impostazioni del sito.',
      },
    });
    const form = await theForm();
    const phone = within(form).getByRole('textbox', { name: /^Telefono/ });
    await view.user.clear(phone);
    await view.user.type(phone, '+39 0583 111222');
    // Meanwhile a colleague saves another e-mail.
    version = '2027-03-01T11:00:00.000000Z';
    content = { ...settings(), email: 'prenotazioni@ativiaggi.it' };
    await view.user.click(within(form).getByRole('button', { name: 'Salva le impostazioni' }));

    const conflict = await screen.findByRole('alert', { name: 'Qualcun altro ha salvato nel frattempo' });
    expect(conflict).toHaveTextContent('Le tue modifiche non sono state salvate.');
    expect(within(form).getByRole('button', { name: 'Salva le impostazioni' })).toBeDisabled();

    await view.user.click(within(conflict).getByRole('button', { name: 'Ricarica le impostazioni' }));

    expect(await screen.findByRole('textbox', { name: /^Email/ })).toHaveValue('prenotazioni@ativiaggi.it');
    expect(screen.getByRole('textbox', { name: /^Telefono/ })).toHaveValue('+39 0583 495100');
    expect(screen.queryByRole('alert', { name: 'Qualcun altro ha salvato nel frattempo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Salva le impostazioni' })).toBeEnabled();
  });
});
