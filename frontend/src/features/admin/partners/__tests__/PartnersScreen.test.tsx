import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerDto } from '../../../../api';
import { heldAnswer } from '../../../../test/held-answer';
import { renderApp } from '../../../../test/render-app';
import { ADMIN, installFakeApi, signIn, type FakeAnswer } from '../../__tests__/fake-api';
import { bianchi, rossi } from './partners-fixtures';

const api = installFakeApi();

async function openPartners(partners: PartnerDto[] | (() => FakeAnswer)) {
  let current = Array.isArray(partners) ? partners : [];
  api().on('GET /api/v1/admin/partners', Array.isArray(partners) ? () => ({ status: 200, data: current }) : partners);
  signIn();
  const view = renderApp('/admin/partner');
  await screen.findByRole('heading', { level: 1, name: 'Agenzie partner' }, { timeout: 10_000 });
  return { ...view, setPartners: (next: PartnerDto[]) => (current = next) };
}

function list() {
  return screen.getByRole('region', { name: 'Tabella: Partner' });
}

function row(name: string) {
  return within(list()).getByRole('row', { name: new RegExp(name) });
}

function addForm() {
  return screen.getByRole('form', { name: 'Nuovo partner' });
}

function unpaidSeatsField() {
  return within(addForm()).getByLabelText(/^Posti bloccati senza pagamento, per partenza/);
}

async function fillPartner(
  user: Awaited<ReturnType<typeof openPartners>>['user'],
  values: { name?: string; email?: string; commission?: string; unpaidSeats?: string },
) {
  const form = await screen.findByRole('form', { name: 'Nuovo partner' });
  if (values.name !== undefined) await user.type(within(form).getByLabelText(/^Nome dell’agenzia/), values.name);
  if (values.email !== undefined)
    await user.type(within(form).getByLabelText(/^E-mail per le prenotazioni/), values.email);
  if (values.commission !== undefined) await user.type(within(form).getByLabelText(/^Commissione/), values.commission);
  if (values.unpaidSeats !== undefined) {
    await user.clear(unpaidSeatsField());
    if (values.unpaidSeats !== '') await user.type(unpaidSeatsField(), values.unpaidSeats);
  }
  await user.click(within(form).getByRole('button', { name: 'Aggiungi il partner' }));
}

describe('the partner agencies list', () => {
  it('says it is loading, then lists each partner with its e-mail, commission and keys', async () => {
    const held = heldAnswer();
    await openPartners(() => held.answer);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento in corso...');

    held.release({ status: 200, data: [bianchi, rossi] });

    await screen.findByRole('link', { name: 'Viaggi Rossi S.r.l.' });
    const first = row('Viaggi Rossi');
    expect(within(first).getByText('prenotazioni@viaggirossi.it')).toBeInTheDocument();
    expect(within(first).getByText('12,5 %')).toBeInTheDocument();
    expect(within(first).getByText('1 attiva · 2 non più valide')).toBeInTheDocument();
    const second = row('Bianchi Tour');
    expect(within(second).getByText('8 %')).toBeInTheDocument();
    expect(within(second).getByText('Nessuna chiave')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Viaggi Rossi S.r.l.' })).toHaveAttribute(
      'href',
      `/admin/partner/${rossi.id}`,
    );
  });

  it('is reached from the top bar', async () => {
    await openPartners([rossi]);
    const nav = screen.getByRole('navigation', { name: 'Strumenti dell’area riservata' });
    expect(within(nav).getByRole('link', { name: 'Partner' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when there is no partner yet, and where to add one', async () => {
    await openPartners([]);
    expect(
      await screen.findByText('Nessuna agenzia partner per ora: aggiungi la prima con il modulo qui sotto.'),
    ).toBeInTheDocument();
    expect(addForm()).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    let fail = true;
    const view = await openPartners(() =>
      fail ? { status: 500, data: { code: 'INTERNAL_ERROR' } } : { status: 200, data: [rossi] },
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Non siamo riusciti a caricare le agenzie partner.');
    fail = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Riprova' }));

    expect(await screen.findByRole('link', { name: 'Viaggi Rossi S.r.l.' })).toBeInTheDocument();
  });

  it('shows a member of staff the partners without the form, saying who adds them', async () => {
    api().on('GET /api/v1/auth/me', { status: 200, data: { ...ADMIN, role: 'staff' } });
    await openPartners([rossi]);

    await screen.findByRole('link', { name: 'Viaggi Rossi S.r.l.' });
    expect(
      await screen.findByText(/^Solo un titolare aggiunge agenzie partner e ne gestisce le chiavi/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nuovo partner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aggiungi il partner' })).toBeNull();
  });
});

describe('a new partner', () => {
  it('is checked before sending: name, e-mail and a commission from 0 to 30 with two decimals at most', async () => {
    const view = await openPartners([]);

    await fillPartner(view.user, {});
    const form = addForm();
    expect(await within(form).findByText('Indica il nome dell’agenzia partner.')).toBeInTheDocument();
    expect(within(form).getByText('Questo campo è obbligatorio.')).toBeInTheDocument();
    const commissionError =
      'Indica la commissione come percentuale da 0 a 30, con al massimo due decimali (per esempio 12,5).';
    expect(within(form).getByText(commissionError)).toBeInTheDocument();

    await view.user.type(within(form).getByLabelText(/^E-mail per le prenotazioni/), 'non-un-indirizzo');
    await view.user.type(within(form).getByLabelText(/^Commissione/), '30,5');
    await view.user.click(within(form).getByRole('button', { name: 'Aggiungi il partner' }));
    expect(await within(form).findByText('Inserisci un indirizzo email valido.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Commissione/)).toHaveAccessibleDescription(
      expect.stringContaining(commissionError),
    );

    await view.user.clear(within(form).getByLabelText(/^Commissione/));
    await view.user.type(within(form).getByLabelText(/^Commissione/), '12,345');
    await view.user.click(within(form).getByRole('button', { name: 'Aggiungi il partner' }));
    expect(within(form).getByLabelText(/^Commissione/)).toHaveAccessibleDescription(
      expect.stringContaining(commissionError),
    );

    expect(api().sent('POST /api/v1/admin/partners')).toEqual([]);
  });

  it('asks the owner for the password, sends the commission read the Italian way and opens the partner', async () => {
    const created: PartnerDto = { ...bianchi, commissionPercent: 12.35 };
    const view = await openPartners([]);
    api()
      .on('POST /api/v1/admin/partners', (request) => {
        if (request.authorization !== 'Bearer step-up-token')
          return {
            status: 403,
            data: { code: 'STEP_UP_REQUIRED', message: 'Per questa operazione inserisci di nuovo la tua password.' },
          };
        view.setPartners([created]);
        return { status: 201, data: { id: created.id } };
      })
      .on('POST /api/v1/auth/step-up', { status: 200, data: { accessToken: 'step-up-token', expiresIn: 600 } });

    await fillPartner(view.user, { name: ' Bianchi Tour ', email: 'info@bianchitour.it', commission: '12,35' });
    const ask = await screen.findByRole('dialog', { name: 'Conferma con la tua password' });
    await view.user.type(within(ask).getByLabelText(/^La tua password/), 'la-mia-password-2026');
    await view.user.click(within(ask).getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bianchi Tour' })).toBeInTheDocument();
    expect(view.router.location.pathname).toBe(`/admin/partner/${created.id}`);
    expect(screen.getByText('Partner Bianchi Tour aggiunto: ora crea la sua chiave API.')).toBeInTheDocument();
    expect(api().sent('POST /api/v1/admin/partners').at(-1)!.body).toEqual({
      name: 'Bianchi Tour',
      email: 'info@bianchitour.it',
      commissionPercent: 12.35,
      maxUnpaidSeats: 20,
    });
    expect(screen.getByText('12,35 %')).toBeInTheDocument();
  });

  it('offers the usual 20 seats held unpaid per departure, and sends the number the owner types from 1 to 200', async () => {
    const view = await openPartners([]);
    api().on('POST /api/v1/admin/partners', { status: 201, data: { id: bianchi.id } });
    const invalid =
      'Indica quanti posti il partner può tenere bloccati senza pagamento su una partenza: un numero intero da 1 a 200.';

    const field = await screen.findByLabelText(/^Posti bloccati senza pagamento, per partenza/);
    expect(field).toHaveValue('20');
    expect(field).not.toBeRequired();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Da 1 a 200 (di solito 20)'));

    for (const typed of ['0', '201', '12,5', 'venti']) {
      await fillPartner(view.user, { unpaidSeats: typed });
      expect(unpaidSeatsField()).toHaveAccessibleDescription(expect.stringContaining(invalid));
    }
    expect(api().sent('POST /api/v1/admin/partners')).toEqual([]);

    await fillPartner(view.user, {
      name: 'Bianchi Tour',
      email: 'info@bianchitour.it',
      commission: '8',
      unpaidSeats: '35',
    });

    await waitFor(() =>
      expect(api().sent('POST /api/v1/admin/partners').at(-1)?.body).toEqual({
        name: 'Bianchi Tour',
        email: 'info@bianchitour.it',
        commissionPercent: 8,
        maxUnpaidSeats: 35,
      }),
    );
  });

  it('leaves an emptied cap on unpaid seats to the server, which keeps 20', async () => {
    const view = await openPartners([]);
    api().on('POST /api/v1/admin/partners', { status: 201, data: { id: bianchi.id } });

    await fillPartner(view.user, {
      name: 'Bianchi Tour',
      email: 'info@bianchitour.it',
      commission: '8',
      unpaidSeats: '',
    });

    await waitFor(() => expect(api().sent('POST /api/v1/admin/partners')).toHaveLength(1));
    expect(api().sent('POST /api/v1/admin/partners')[0].body).toEqual({
      name: 'Bianchi Tour',
      email: 'info@bianchitour.it',
      commissionPercent: 8,
    });
  });

  it("shows the server's reasons on their fields", async () => {
    const view = await openPartners([]);
    api().on('POST /api/v1/admin/partners', {
      status: 400,
      data: {
        code: 'VALIDATION_FAILED',
        message: 'Alcuni dati non sono validi.',
        details: {
          email: ['Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it.'],
          maxUnpaidSeats: ['Indica quanti posti il partner può tenere non pagati su una partenza: da 1 a 200.'],
        },
      },
    });

    await fillPartner(view.user, { name: 'Bianchi Tour', email: 'info@bianchi.tour', commission: '8' });

    const form = addForm();
    await waitFor(() =>
      expect(within(form).getByLabelText(/^E-mail per le prenotazioni/)).toHaveAccessibleDescription(
        expect.stringContaining('Inserisci un indirizzo e-mail valido, per esempio nome@esempio.it.'),
      ),
    );
    expect(unpaidSeatsField()).toHaveAccessibleDescription(
      expect.stringContaining('Indica quanti posti il partner può tenere non pagati su una partenza: da 1 a 200.'),
    );
    expect(view.router.location.pathname).toBe('/admin/partner');
  });
});
