import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IbanDto, IbanSwitchDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { ADMIN, installFakeApi, signIn, type FakeAnswer } from '../../__tests__/fake-api';
import { mainIban, spareIban, waitingIban } from './ibans-fixtures';

const api = installFakeApi();

async function openActivePage(active: IbanDto | null | (() => FakeAnswer), ibans: IbanDto[]) {
  api()
    .on(
      'GET /api/v1/admin/active-iban',
      typeof active === 'function' ? active : { status: 200, data: { iban: active } },
    )
    .on('GET /api/v1/admin/ibans', { status: 200, data: ibans });
  signIn();
  const view = renderApp('/admin/iban-attivo');
  await screen.findByRole('heading', { level: 1, name: 'IBAN attivo' }, { timeout: 10_000 });
  return view;
}

function current() {
  return screen.getByRole('region', { name: 'IBAN attivo ora' });
}

function changeForm() {
  return screen.findByRole('form', { name: 'Cambia IBAN attivo' });
}

describe('active IBAN page', () => {
  it('explains that online booking needs an active IBAN and shows the current one in groups of four', async () => {
    await openActivePage(mainIban, [mainIban, spareIban]);

    expect(
      screen.getByText(/Le prenotazioni online dal sito funzionano solo se c’è un IBAN attivo/),
    ).toBeInTheDocument();
    expect(await within(current()).findByText('Viaggi di Gruppo srl')).toBeInTheDocument();
    expect(within(current()).getByText('IT60 X054 2811 1010 0000 0123 456')).toBeInTheDocument();
    expect(within(current()).getByText('Banca Popolare')).toBeInTheDocument();
    expect(screen.queryByText('Attenzione: Nessun IBAN attivo configurato nel sistema')).toBeNull();
  });

  it('warns when the system has no active IBAN', async () => {
    await openActivePage(null, [spareIban]);

    expect(await within(current()).findByRole('alert')).toHaveTextContent(
      'Attenzione: Nessun IBAN attivo configurato nel sistema',
    );
  });

  it('says when the active IBAN cannot be loaded', async () => {
    await openActivePage(() => ({ status: 500, data: {} }), [spareIban]);

    expect(await within(current()).findByRole('alert')).toHaveTextContent('Non siamo riusciti a caricare questi dati.');
  });

  it('offers the way back to the admin home when no IBAN exists', async () => {
    await openActivePage(null, []);

    const region = screen.getByRole('region', { name: 'Cambia IBAN attivo' });
    expect(await within(region).findByText('Nessun IBAN disponibile')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Torna al pannello' })).toHaveAttribute('href', '/admin');
    expect(within(region).queryByRole('button', { name: 'Aggiorna IBAN Attivo' })).toBeNull();
  });

  it('does not offer an IBAN waiting for approval as the new active one', async () => {
    await openActivePage(mainIban, [mainIban, spareIban, waitingIban]);

    const select = within(await changeForm()).getByLabelText('Nuovo IBAN attivo');
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toContain('Mario Bianchi · IT02 A030 1503 2000 0000 3517 230 · Non specificato');
    expect(labels.some((label) => label?.includes('Conto Nuovo srl'))).toBe(false);
  });

  it('asks for a choice, and refuses the IBAN already active, sending nothing', async () => {
    const view = await openActivePage(mainIban, [mainIban, spareIban]);

    await view.user.click(await within(await changeForm()).findByRole('button', { name: 'Aggiorna IBAN Attivo' }));
    expect(await within(await changeForm()).findByRole('alert')).toHaveTextContent(
      'Seleziona un IBAN prima di procedere',
    );

    await view.user.selectOptions(within(await changeForm()).getByLabelText('Nuovo IBAN attivo'), mainIban.id);
    await view.user.click(within(await changeForm()).getByRole('button', { name: 'Aggiorna IBAN Attivo' }));
    expect(await within(await changeForm()).findByText('Questo IBAN è già attivo')).toBeInTheDocument();
    expect(api().sent('PUT /api/v1/admin/active-iban')).toEqual([]);
  });

  it('changes the active IBAN and shows the one read back', async () => {
    let active: IbanDto = mainIban;
    const view = await openActivePage(() => ({ status: 200, data: { iban: active } }), [mainIban, spareIban]);
    api().on('PUT /api/v1/admin/active-iban', () => {
      active = { ...spareIban, isActiveSystem: true };
      return { status: 200, data: active };
    });

    await view.user.selectOptions(await within(await changeForm()).findByLabelText('Nuovo IBAN attivo'), spareIban.id);
    await view.user.click(within(await changeForm()).getByRole('button', { name: 'Aggiorna IBAN Attivo' }));

    expect(await screen.findByText('IBAN attivo aggiornato')).toBeInTheDocument();
    expect(api().sent('PUT /api/v1/admin/active-iban')[0].body).toEqual({ ibanId: spareIban.id });
    expect(await within(current()).findByText('Mario Bianchi')).toBeInTheDocument();
    expect(
      screen.queryByText("L'aggiornamento potrebbe non essere andato a buon fine. Ricarica la pagina."),
    ).toBeNull();
  });

  it('warns when the IBAN read back after the change is not the one chosen', async () => {
    const view = await openActivePage(mainIban, [mainIban, spareIban]);
    api().on('PUT /api/v1/admin/active-iban', { status: 200, data: { ...spareIban, isActiveSystem: true } });

    await view.user.selectOptions(await within(await changeForm()).findByLabelText('Nuovo IBAN attivo'), spareIban.id);
    await view.user.click(within(await changeForm()).getByRole('button', { name: 'Aggiorna IBAN Attivo' }));

    expect(
      await screen.findByText("L'aggiornamento potrebbe non essere andato a buon fine. Ricarica la pagina."),
    ).toBeInTheDocument();
    expect(api().sent('GET /api/v1/admin/active-iban').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('IBAN attivo aggiornato')).toBeNull();
  });

  it("shows the server's reason when the change is refused", async () => {
    const view = await openActivePage(mainIban, [mainIban, spareIban]);
    api().on('PUT /api/v1/admin/active-iban', {
      status: 409,
      data: { code: 'IBAN_INACTIVE', message: 'Questo IBAN è disattivato: riattivalo oppure scegline un altro.' },
    });

    await view.user.selectOptions(await within(await changeForm()).findByLabelText('Nuovo IBAN attivo'), spareIban.id);
    await view.user.click(within(await changeForm()).getByRole('button', { name: 'Aggiorna IBAN Attivo' }));

    expect(
      await screen.findByText(
        "Errore nell'aggiornamento dell'IBAN attivo: Questo IBAN è disattivato: riattivalo oppure scegline un altro.",
      ),
    ).toBeInTheDocument();
  });
});

describe('a switch of the active IBAN that waits', () => {
  const waiting = (requestedBy: string): IbanSwitchDto => ({
    id: '99999999-9999-4999-8999-999999999999',
    ibanId: spareIban.id,
    iban: spareIban,
    requestedBy,
    requestedByEmail: 'socia@agenzia.it',
    requestedAt: '2026-11-26T09:00:00.000Z',
    effectiveAt: null,
    status: 'pending',
  });
  const OTHER_OWNER = '55555555-5555-4555-8555-555555555555';

  it('says the switch was asked, and shows it waiting while the active IBAN stays', async () => {
    let pendingSwitch: IbanSwitchDto | null = null;
    const view = await openActivePage(
      () => ({ status: 200, data: { iban: mainIban, pendingSwitch } }),
      [mainIban, spareIban],
    );
    api().on('PUT /api/v1/admin/active-iban', () => {
      pendingSwitch = { ...waiting(ADMIN.id), requestedByEmail: ADMIN.email, effectiveAt: '2026-11-27T09:00:00.000Z' };
      return { status: 202, data: { switch: pendingSwitch } };
    });

    await view.user.selectOptions(await within(await changeForm()).findByLabelText('Nuovo IBAN attivo'), spareIban.id);
    await view.user.click(within(await changeForm()).getByRole('button', { name: 'Aggiorna IBAN Attivo' }));

    expect(
      await screen.findByText(/Cambio chiesto: l’IBAN attivo cambia quando un altro titolare/),
    ).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Cambio in attesa' });
    expect(within(panel).getByText(spareIban.ibanFormatted)).toBeInTheDocument();
    expect(within(panel).getByText(/se nessuno lo annulla/)).toBeInTheDocument();
    expect(within(panel).getByText('L’hai chiesto tu: lo approva un altro titolare.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Approva il cambio' })).toBeNull();
    expect(within(current()).getByText(mainIban.accountHolder)).toBeInTheDocument();
  });

  it("approves another owner's switch, which then is the active IBAN", async () => {
    let state: { iban: IbanDto; pendingSwitch: IbanSwitchDto | null } = {
      iban: mainIban,
      pendingSwitch: waiting(OTHER_OWNER),
    };
    const view = await openActivePage(() => ({ status: 200, data: state }), [mainIban, spareIban]);
    api().on('POST /api/v1/admin/active-iban/switches/99999999-9999-4999-8999-999999999999/approve', () => {
      state = { iban: { ...spareIban, isActiveSystem: true }, pendingSwitch: null };
      return { status: 200, data: state.iban };
    });

    const panel = await screen.findByRole('region', { name: 'Cambio in attesa' });
    expect(within(panel).getByText('socia@agenzia.it')).toBeInTheDocument();
    expect(within(panel).getByText('quando un altro titolare lo approva')).toBeInTheDocument();
    await view.user.click(within(panel).getByRole('button', { name: 'Approva il cambio' }));

    expect(await screen.findByText('Cambio approvato: l’IBAN attivo è cambiato')).toBeInTheDocument();
    expect(await within(current()).findByText(spareIban.accountHolder)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cambio in attesa' })).toBeNull();
  });

  it('cancels a switch, and says why when the server refuses a decision', async () => {
    const view = await openActivePage(
      () => ({ status: 200, data: { iban: mainIban, pendingSwitch: waiting(OTHER_OWNER) } }),
      [mainIban, spareIban],
    );
    api().on('POST /api/v1/admin/active-iban/switches/99999999-9999-4999-8999-999999999999/cancel', {
      status: 404,
      data: { code: 'IBAN_SWITCH_NOT_FOUND', message: "Il cambio dell'IBAN attivo indicato non è in attesa." },
    });

    const panel = await screen.findByRole('region', { name: 'Cambio in attesa' });
    await view.user.click(within(panel).getByRole('button', { name: 'Annulla il cambio' }));

    expect(
      await screen.findByText(
        "Non siamo riusciti a registrare la decisione: Il cambio dell'IBAN attivo indicato non è in attesa.",
      ),
    ).toBeInTheDocument();
    expect(
      api().sent('POST /api/v1/admin/active-iban/switches/99999999-9999-4999-8999-999999999999/cancel'),
    ).toHaveLength(1);
  });
});
