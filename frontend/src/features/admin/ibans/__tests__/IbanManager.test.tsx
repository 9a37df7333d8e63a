import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IbanDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { ADMIN, installFakeApi, signIn, type FakeAnswer } from '../../__tests__/fake-api';
import { mainIban, spareIban, waitingIban } from './ibans-fixtures';
import { heldAnswer } from '../../../../test/held-answer';

const api = installFakeApi();

async function openGenerator(ibans: IbanDto[] | (() => FakeAnswer)) {
  let current = Array.isArray(ibans) ? ibans : [];
  api()
    .on('GET /api/v1/admin/ibans', Array.isArray(ibans) ? () => ({ status: 200, data: current }) : ibans)
    .on('GET /api/v1/trips', { status: 200, data: [] });
  signIn();
  const view = renderApp('/link');
  await screen.findByRole('heading', { level: 1, name: 'Link di prenotazione' }, { timeout: 10_000 });
  return { ...view, setIbans: (next: IbanDto[]) => (current = next) };
}

function manager() {
  return screen.getByRole('region', { name: 'IBAN salvati' });
}

function addForm() {
  return screen.getByRole('form', { name: 'Aggiungi un IBAN' });
}

describe('IBAN manager', () => {
  it('says it is loading, then shows each IBAN in groups of four with its holder, bank, links and last use', async () => {
    const held = heldAnswer();
    await openGenerator(() => held.answer);
    expect(within(manager()).getByRole('status')).toHaveTextContent('Caricamento in corso...');

    held.release({ status: 200, data: [mainIban, { ...spareIban, isActive: false }] });

    const main = (await within(manager()).findByText('IT60 X054 2811 1010 0000 0123 456')).closest('li')!;
    expect(within(main).getByText('Viaggi di Gruppo srl')).toBeInTheDocument();
    expect(within(main).getByText('Banca: Banca Popolare')).toBeInTheDocument();
    expect(within(main).getByText(/3 link · Ultimo uso: venerdì 20 novembre 2026.*10:30/)).toBeInTheDocument();
    const spare = within(manager()).getByText('IT02 A030 1503 2000 0000 3517 230').closest('li')!;
    expect(within(spare).getByText(/0 link · Mai usato/)).toBeInTheDocument();
    expect(within(spare).getByText('Disattivato')).toBeInTheDocument();
    // A deactivated IBAN cannot be chosen for a new link.
    expect(within(manager()).getAllByRole('radio')).toHaveLength(1);
  });

  it('says when the IBANs cannot be loaded and asks again on request', async () => {
    await openGenerator(() => ({ status: 500, data: {} }));

    const alert = await within(manager()).findByRole('alert');
    expect(alert).toHaveTextContent('Errore nel caricamento degli IBAN');
  });

  it('says when no IBAN is saved yet', async () => {
    await openGenerator([]);

    expect(await within(manager()).findByText('Nessun IBAN salvato: aggiungine uno qui sotto.')).toBeInTheDocument();
  });

  it('asks for the holder and the IBAN with the one message, sending nothing', async () => {
    const view = await openGenerator([]);

    await view.user.type(within(addForm()).getByLabelText(/^Banca/), 'Banca Popolare');
    await view.user.click(within(addForm()).getByRole('button', { name: 'Salva IBAN' }));

    expect(await within(addForm()).findByRole('alert')).toHaveTextContent(
      'Compila almeno i campi obbligatori (Intestatario e IBAN)',
    );
    expect(within(addForm()).getByLabelText(/^Intestatario/)).toHaveAttribute('aria-invalid', 'true');
    expect(api().sent('POST /api/v1/admin/ibans')).toEqual([]);
  });

  it("shows the server's Italian reason for an IBAN with a wrong checksum", async () => {
    const view = await openGenerator([]);
    api().on('POST /api/v1/admin/ibans', {
      status: 400,
      data: {
        code: 'INVALID_IBAN',
        message: "L'IBAN non è valido: controlla di averlo copiato per intero e senza errori.",
        details: { iban: ["L'IBAN non è valido: controlla di averlo copiato per intero."] },
      },
    });

    await view.user.type(within(addForm()).getByLabelText(/^Intestatario/), 'Viaggi di Gruppo srl');
    await view.user.type(within(addForm()).getByLabelText(/^IBAN/), 'IT61X0542811101000000123456');
    await view.user.click(within(addForm()).getByRole('button', { name: 'Salva IBAN' }));

    expect(
      await within(addForm()).findByText("L'IBAN non è valido: controlla di averlo copiato per intero."),
    ).toBeInTheDocument();
    expect(within(addForm()).getByLabelText(/^IBAN/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves an IBAN, chooses it for the link and offers one link per trip, which it then makes', async () => {
    const view = await openGenerator([]);
    api()
      .on('POST /api/v1/admin/ibans', () => {
        view.setIbans([mainIban]);
        return { status: 201, data: mainIban };
      })
      .on('POST /api/v1/admin/booking-links/bulk', { status: 201, data: { count: 20 } });

    await view.user.type(within(addForm()).getByLabelText(/^Intestatario/), '  Viaggi di Gruppo srl ');
    await view.user.type(within(addForm()).getByLabelText(/^IBAN/), 'it60 x054 2811 1010 0000 0123 456');
    await view.user.click(within(addForm()).getByRole('button', { name: 'Salva IBAN' }));

    expect(await screen.findByText('IBAN salvato con successo')).toBeInTheDocument();
    expect(api().sent('POST /api/v1/admin/ibans')[0].body).toEqual({
      accountHolder: 'Viaggi di Gruppo srl',
      iban: 'it60 x054 2811 1010 0000 0123 456',
    });
    expect(await within(manager()).findByRole('radio', { name: /Viaggi di Gruppo srl/ })).toBeChecked();

    const offer = screen.getByRole('region', { name: 'Link per tutti i viaggi' });
    await view.user.click(within(offer).getByRole('button', { name: 'Genera un link per ogni viaggio' }));

    expect(await screen.findByText('Generati 20 link')).toBeInTheDocument();
    expect(api().sent('POST /api/v1/admin/booking-links/bulk')[0].body).toEqual({ ibanId: mainIban.id });
    expect(screen.queryByRole('region', { name: 'Link per tutti i viaggi' })).toBeNull();
  });

  it('tells when the links for every trip could not be made', async () => {
    const view = await openGenerator([]);
    api()
      .on('POST /api/v1/admin/ibans', { status: 201, data: mainIban })
      .on('POST /api/v1/admin/booking-links/bulk', { status: 500, data: {} });

    await view.user.type(within(addForm()).getByLabelText(/^Intestatario/), 'Viaggi di Gruppo srl');
    await view.user.type(within(addForm()).getByLabelText(/^IBAN/), 'IT60X0542811101000000123456');
    await view.user.click(within(addForm()).getByRole('button', { name: 'Salva IBAN' }));
    await view.user.click(await screen.findByRole('button', { name: 'Genera un link per ogni viaggio' }));

    expect(await screen.findByText('Errore nella generazione automatica dei link')).toBeInTheDocument();
  });

  it('deactivates the IBAN chosen for the link only after the confirmation, and the choice is cleared', async () => {
    const view = await openGenerator([mainIban, spareIban]);
    api().on(`PATCH /api/v1/admin/ibans/${spareIban.id}`, () => {
      view.setIbans([mainIban, { ...spareIban, isActive: false }]);
      return { status: 200, data: { ...spareIban, isActive: false } };
    });

    await view.user.click(await within(manager()).findByRole('radio', { name: /Mario Bianchi/ }));
    expect(within(manager()).getByRole('radio', { name: /Mario Bianchi/ })).toBeChecked();
    await view.user.click(
      within(manager()).getByRole('button', { name: 'Disattiva l’IBAN IT02 A030 1503 2000 0000 3517 230' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Disattivare questo IBAN?' });
    expect(api().sent(`PATCH /api/v1/admin/ibans/${spareIban.id}`)).toEqual([]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Disattiva' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent(`PATCH /api/v1/admin/ibans/${spareIban.id}`)[0].body).toEqual({ isActive: false });
    await waitFor(() => expect(within(manager()).getAllByRole('radio')).toHaveLength(1));
    expect(within(manager()).getByRole('radio', { name: /Viaggi di Gruppo srl/ })).not.toBeChecked();

    // With the choice cleared, the generator asks for an IBAN again.
    await view.user.click(screen.getByRole('button', { name: 'Genera link' }));
    expect(await screen.findByText('Seleziona prima un IBAN')).toBeInTheDocument();
  });

  it('keeps the choice when another IBAN is deactivated', async () => {
    const view = await openGenerator([mainIban, spareIban]);
    api().on(`PATCH /api/v1/admin/ibans/${spareIban.id}`, () => {
      view.setIbans([mainIban, { ...spareIban, isActive: false }]);
      return { status: 200, data: { ...spareIban, isActive: false } };
    });

    await view.user.click(await within(manager()).findByRole('radio', { name: /Viaggi di Gruppo srl/ }));
    await view.user.click(
      within(manager()).getByRole('button', { name: 'Disattiva l’IBAN IT02 A030 1503 2000 0000 3517 230' }),
    );
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disattiva' }));

    await waitFor(() => expect(within(manager()).getAllByRole('radio')).toHaveLength(1));
    expect(within(manager()).getByRole('radio', { name: /Viaggi di Gruppo srl/ })).toBeChecked();
  });

  it("shows the server's reason when the system IBAN cannot be deactivated", async () => {
    const view = await openGenerator([mainIban]);
    api().on(`PATCH /api/v1/admin/ibans/${mainIban.id}`, {
      status: 409,
      data: {
        code: 'ACTIVE_IBAN_DEACTIVATION',
        message: "Questo è l'IBAN attivo del sistema: scegli prima un altro IBAN attivo.",
      },
    });

    await view.user.click(
      await within(manager()).findByRole('button', { name: 'Disattiva l’IBAN IT60 X054 2811 1010 0000 0123 456' }),
    );
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disattiva' }));

    expect(
      await screen.findByText(
        "Errore nell'operazione: Questo è l'IBAN attivo del sistema: scegli prima un altro IBAN attivo.",
      ),
    ).toBeInTheDocument();
  });

  it('reactivates a deactivated IBAN after the confirmation', async () => {
    const view = await openGenerator([{ ...spareIban, isActive: false }]);
    api().on(`PATCH /api/v1/admin/ibans/${spareIban.id}`, () => {
      view.setIbans([spareIban]);
      return { status: 200, data: spareIban };
    });

    await view.user.click(
      await within(manager()).findByRole('button', { name: 'Riattiva l’IBAN IT02 A030 1503 2000 0000 3517 230' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Riattivare questo IBAN?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Riattiva' }));

    expect(await screen.findByText('IBAN riattivato')).toBeInTheDocument();
    expect(await within(manager()).findByRole('radio', { name: /Mario Bianchi/ })).toBeInTheDocument();
  });
});

describe('an IBAN waiting for approval (decision A8)', () => {
  const mine = { ...waitingIban, pendingApproval: { ...waitingIban.pendingApproval!, requestedBy: ADMIN.id } };
  const card = async () => (await within(manager()).findByText('DE89 3704 0044 0532 0130 00')).closest('li')!;

  it('is shown waiting, with who added it and when it applies by itself, and cannot be chosen for a link', async () => {
    await openGenerator([mainIban, waitingIban]);

    const waiting = await card();
    expect(within(waiting).getByText('In attesa di approvazione')).toBeInTheDocument();
    expect(within(waiting).getByText(/^Aggiunto da socio@agenzia\.it il giovedì 26 novembre 2026/)).toBeInTheDocument();
    expect(
      within(waiting).getByText(/^Si potrà usare dal venerdì 27 novembre 2026.*se nessuno lo annulla\.$/),
    ).toBeInTheDocument();
    expect(within(waiting).getByText('Fino ad allora non si possono creare link con questo IBAN.')).toBeInTheDocument();
    expect(within(waiting).queryByRole('radio')).toBeNull();
    expect(within(manager()).getAllByRole('radio')).toHaveLength(1);
    expect(within(waiting).queryByRole('button', { name: /Disattiva/ })).toBeNull();
  });

  it.each([
    [
      'another owner',
      waitingIban,
      ADMIN.role,
      ['Approva l’IBAN DE89 3704 0044 0532 0130 00', 'Annulla l’IBAN DE89 3704 0044 0532 0130 00'],
      null,
    ],
    [
      'the owner who added it',
      mine,
      ADMIN.role,
      ['Annulla l’IBAN DE89 3704 0044 0532 0130 00'],
      'L’hai aggiunto tu: lo approva un altro titolare.',
    ],
    ['a member of staff', waitingIban, 'staff' as const, [], null],
  ])('offers %s what they may do', async (_who, iban, role, buttons, note) => {
    api().on('GET /api/v1/auth/me', { status: 200, data: { ...ADMIN, role } });
    await openGenerator([mainIban, iban]);

    const waiting = await card();
    await waitFor(() =>
      expect(
        within(waiting)
          .queryAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(buttons),
    );
    if (note) expect(within(waiting).getByText(note)).toBeInTheDocument();
  });

  it('approves it, and it can then be chosen for a link', async () => {
    const view = await openGenerator([mainIban, waitingIban]);
    const approved = { ...waitingIban, approval: 'approved' as const, pendingApproval: null };
    api().on(`POST /api/v1/admin/ibans/${waitingIban.id}/approve`, () => {
      view.setIbans([mainIban, approved]);
      return { status: 200, data: approved };
    });

    await view.user.click(
      within(await card()).getByRole('button', { name: 'Approva l’IBAN DE89 3704 0044 0532 0130 00' }),
    );

    expect(await screen.findByText('IBAN approvato: ora si può usare per i link')).toBeInTheDocument();
    expect(await within(manager()).findByRole('radio', { name: /Conto Nuovo srl/ })).toBeInTheDocument();
  });

  it("cancels it, and says the server's reason when a decision is refused", async () => {
    const view = await openGenerator([mainIban, waitingIban]);
    api()
      .on(`POST /api/v1/admin/ibans/${waitingIban.id}/approve`, {
        status: 403,
        data: {
          code: 'OWNER_TOO_RECENT',
          message:
            'Sei diventato titolare dopo questa richiesta: può approvarla solo un titolare che lo era già quando è stata fatta.',
        },
      })
      .on(`POST /api/v1/admin/ibans/${waitingIban.id}/cancel`, () => {
        view.setIbans([mainIban]);
        return { status: 200, data: { ...waitingIban, approval: 'cancelled', pendingApproval: null } };
      });

    await view.user.click(
      within(await card()).getByRole('button', { name: 'Approva l’IBAN DE89 3704 0044 0532 0130 00' }),
    );
    expect(
      await screen.findByText(/^Non siamo riusciti a registrare la decisione: Sei diventato titolare dopo/),
    ).toBeInTheDocument();

    await view.user.click(
      within(await card()).getByRole('button', { name: 'Annulla l’IBAN DE89 3704 0044 0532 0130 00' }),
    );
    expect(await screen.findByText('IBAN annullato: non verrà usato')).toBeInTheDocument();
    await waitFor(() => expect(within(manager()).queryByText('DE89 3704 0044 0532 0130 00')).toBeNull());
  });

  it('when just added, is neither chosen for the link nor offered for every trip, and says it waits', async () => {
    const view = await openGenerator([mainIban]);
    api().on('POST /api/v1/admin/ibans', () => {
      view.setIbans([mainIban, mine]);
      return { status: 201, data: mine };
    });

    await view.user.type(within(addForm()).getByLabelText(/^Intestatario/), 'Conto Nuovo srl');
    await view.user.type(within(addForm()).getByLabelText(/^IBAN/), 'DE89370400440532013000');
    await view.user.click(within(addForm()).getByRole('button', { name: 'Salva IBAN' }));

    expect(
      await screen.findByText(
        'IBAN salvato: si potrà usare per i link quando un altro titolare lo approva, o dopo 24 ore se sei l’unico titolare.',
      ),
    ).toBeInTheDocument();
    expect(within(await card()).getByText('In attesa di approvazione')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Link per tutti i viaggi' })).toBeNull();
    expect(within(manager()).getByRole('radio', { name: /Viaggi di Gruppo srl/ })).not.toBeChecked();
  });
});
