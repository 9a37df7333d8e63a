import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IbanDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { installFakeApi, signIn, type FakeAnswer } from '../../__tests__/fake-api';
import { mainIban, spareIban } from './ibans-fixtures';

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
