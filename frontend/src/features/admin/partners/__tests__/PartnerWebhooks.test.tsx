import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { ADMIN, installFakeApi, signIn } from '../../__tests__/fake-api';
import { rossi } from './partners-fixtures';
import {
  NEW_ENDPOINT_ID,
  NEW_SECRET,
  abandonedOne,
  activeEndpoint,
  deliveredOne,
  failedOne,
  goneEndpoint,
  manyDeliveries,
  pendingOne,
} from './webhooks-fixtures';

const api = installFakeApi();

const WEBHOOKS = `/api/v1/admin/partners/${rossi.id}/webhooks`;
const DELIVERIES = `${WEBHOOKS}/${activeEndpoint.id}/deliveries`;

async function openPartner(endpoints: WebhookEndpointDto[], { failing = false } = {}) {
  let current = endpoints;
  let failed = failing;
  api().on('GET /api/v1/admin/partners', { status: 200, data: [rossi] });
  api().on(`GET ${WEBHOOKS}`, () =>
    failed ? { status: 500, data: { code: 'INTERNAL_ERROR' } } : { status: 200, data: current },
  );
  signIn();
  const view = renderApp(`/admin/partner/${rossi.id}`);
  await screen.findByRole('heading', { level: 2, name: 'Notifiche al partner (webhook)' }, { timeout: 10_000 });
  return {
    ...view,
    setEndpoints: (next: WebhookEndpointDto[]) => (current = next),
    recover: () => (failed = false),
  };
}

function webhooksPanel() {
  return screen.getByRole('region', { name: 'Notifiche al partner (webhook)' });
}

function endpointRow(url: string) {
  return within(screen.getByRole('region', { name: `Indirizzi webhook di ${rossi.name}` })).getByRole('row', {
    name: new RegExp(`^${url.replace(/[.]/g, '\\.')} `),
  });
}

async function openLog(view: Awaited<ReturnType<typeof openPartner>>, url = activeEndpoint.url) {
  await view.user.click(await screen.findByRole('button', { name: `Mostra le consegne a ${url}` }));
  return screen.findByRole('region', { name: `Consegne a ${url}` });
}

describe("a partner's webhook endpoints", () => {
  it('lists each address with its events in words, its state and a running secret overlap', async () => {
    const overlapEnd = new Date(Date.now() + 3 * 3600_000).toISOString();
    await openPartner([{ ...activeEndpoint, previousSecretUntil: overlapEnd }, goneEndpoint]);

    const active = await screen.findByRole('row', { name: new RegExp(`^${activeEndpoint.url} `) });
    expect(within(active).getByText('Prenotazione confermata')).toBeInTheDocument();
    expect(within(active).getByText('Prenotazione annullata')).toBeInTheDocument();
    expect(within(active).queryByText('Nuova prenotazione')).toBeNull();
    expect(within(active).getByText('Attivo')).toBeInTheDocument();
    expect(
      within(active).getByText(/^Il segreto precedente firma ancora fino al \d\d\/\d\d\/\d{4}/),
    ).toBeInTheDocument();
    expect(within(active).getByText(/^10\/11\/2026,? 10:00$/)).toBeInTheDocument();

    const gone = endpointRow(goneEndpoint.url);
    expect(within(gone).getByText('Nuova prenotazione')).toBeInTheDocument();
    expect(
      within(gone).getByText(
        /^Disattivato il 05\/11\/2026,? 15:00: il partner ha risposto che l’indirizzo non esiste più$/,
      ),
    ).toBeInTheDocument();
    // A disabled endpoint is never enabled again: only its log is left to read.
    expect(
      within(gone)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Consegne']);
  });

  it('says when the partner has no endpoint', async () => {
    await openPartner([]);
    expect(
      await within(webhooksPanel()).findByText(
        'Nessun indirizzo webhook: il partner non riceve notifiche automatiche.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const view = await openPartner([activeEndpoint], { failing: true });
    const alert = await within(webhooksPanel()).findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Non siamo riusciti a caricare gli indirizzi webhook del partner.');

    view.recover();
    await view.user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('row', { name: new RegExp(`^${activeEndpoint.url} `) })).toBeInTheDocument();
  });

  it('shows a member of staff the endpoints and their log without any owner action', async () => {
    api().on('GET /api/v1/auth/me', { status: 200, data: { ...ADMIN, role: 'staff' } });
    api().on(`GET ${DELIVERIES}`, { status: 200, data: { items: [failedOne], total: 1 } });
    const view = await openPartner([activeEndpoint]);

    const row = await screen.findByRole('row', { name: new RegExp(`^${activeEndpoint.url} `) });
    expect(screen.queryByRole('button', { name: 'Nuovo webhook' })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Ruota il segreto/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /^Disattiva/ })).toBeNull();

    const log = await openLog(view);
    expect(await within(log).findByText('Non consegnato')).toBeInTheDocument();
    expect(within(log).queryByRole('button', { name: /Invia di nuovo/ })).toBeNull();
  });
});

describe('a new webhook', () => {
  it('sends the address and the events ticked, and shows the secret once with a copy button', async () => {
    const view = await openPartner([]);
    api().on(`POST ${WEBHOOKS}`, () => {
      view.setEndpoints([{ ...activeEndpoint, id: NEW_ENDPOINT_ID, events: ['booking.confirmed'] }]);
      return { status: 201, data: { id: NEW_ENDPOINT_ID, secret: NEW_SECRET } };
    });

    await view.user.click(await screen.findByRole('button', { name: 'Nuovo webhook' }));
    const ask = await screen.findByRole('dialog', { name: `Nuovo indirizzo webhook per ${rossi.name}` });
    const events = within(ask).getByRole('group', { name: 'Eventi da inviare' });
    for (const label of [
      /^Nuova prenotazione/,
      /^Prenotazione confermata/,
      /^Prenotazione scaduta/,
      /^Prenotazione annullata/,
      /^Partenza modificata/,
    ]) {
      expect(within(events).getByRole('checkbox', { name: label })).toBeChecked();
    }
    for (const label of [/^Nuova prenotazione/, /^Prenotazione scaduta/, /^Prenotazione annullata/, /^Partenza/]) {
      await view.user.click(within(events).getByRole('checkbox', { name: label }));
    }
    await view.user.type(within(ask).getByLabelText(/^Indirizzo \(https\)/), activeEndpoint.url);
    await view.user.click(within(ask).getByRole('button', { name: 'Registra il webhook' }));

    const shown = await screen.findByRole('dialog', { name: 'Il segreto del webhook' });
    expect(within(shown).getByLabelText('Segreto di firma')).toHaveValue(NEW_SECRET);
    expect(within(shown).getByText(/Non lo mostreremo più/)).toBeInTheDocument();
    expect(api().sent(`POST ${WEBHOOKS}`)[0].body).toEqual({ url: activeEndpoint.url, events: ['booking.confirmed'] });

    await view.user.click(within(shown).getByRole('button', { name: 'Copia il segreto' }));
    expect(await navigator.clipboard.readText()).toBe(NEW_SECRET);
    await view.user.click(within(shown).getByRole('button', { name: 'Ho copiato il segreto, chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(NEW_SECRET)).toBeNull();
    expect(await screen.findByRole('row', { name: new RegExp(`^${activeEndpoint.url} `) })).toBeInTheDocument();
  });

  it('asks for an address and at least one event before sending anything', async () => {
    const view = await openPartner([]);

    await view.user.click(await screen.findByRole('button', { name: 'Nuovo webhook' }));
    const ask = await screen.findByRole('dialog', { name: `Nuovo indirizzo webhook per ${rossi.name}` });
    const events = within(ask).getByRole('group', { name: 'Eventi da inviare' });
    for (const box of within(events).getAllByRole('checkbox')) await view.user.click(box);
    await view.user.type(within(ask).getByLabelText(/^Indirizzo \(https\)/), 'viaggirossi');
    await view.user.click(within(ask).getByRole('button', { name: 'Registra il webhook' }));

    expect(within(ask).getByLabelText(/^Indirizzo \(https\)/)).toHaveAccessibleDescription(
      expect.stringContaining('Indica un indirizzo completo che inizi con https://'),
    );
    expect(events).toHaveAccessibleDescription('Scegli almeno un evento.');
    expect(api().sent(`POST ${WEBHOOKS}`)).toEqual([]);
  });

  it("shows the server's refusal of a private address on the address field", async () => {
    const view = await openPartner([]);
    const refusal = 'L’indirizzo deve essere pubblico: 10.0.0.5 è su una rete privata.';
    api().on(`POST ${WEBHOOKS}`, {
      status: 400,
      data: { code: 'VALIDATION_FAILED', message: refusal, details: { url: [refusal] } },
    });

    await view.user.click(await screen.findByRole('button', { name: 'Nuovo webhook' }));
    const ask = await screen.findByRole('dialog', { name: `Nuovo indirizzo webhook per ${rossi.name}` });
    await view.user.type(within(ask).getByLabelText(/^Indirizzo \(https\)/), 'https://10.0.0.5/hooks');
    await view.user.click(within(ask).getByRole('button', { name: 'Registra il webhook' }));

    await waitFor(() =>
      expect(within(ask).getByLabelText(/^Indirizzo \(https\)/)).toHaveAccessibleDescription(
        expect.stringContaining(refusal),
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Il segreto del webhook' })).toBeNull();
  });
});

describe("an endpoint's secret and state", () => {
  it('rotates the secret with the hours chosen and says until when the old one signs', async () => {
    const view = await openPartner([activeEndpoint]);
    const rotate = `POST ${WEBHOOKS}/${activeEndpoint.id}/rotate-secret`;
    api().on(rotate, {
      status: 200,
      data: { secret: NEW_SECRET, previousSecretUntil: '2026-11-29T10:00:00.000Z' },
    });

    await view.user.click(await screen.findByRole('button', { name: `Ruota il segreto di ${activeEndpoint.url}` }));
    const ask = await screen.findByRole('dialog', { name: 'Ruotare il segreto?' });
    const hours = within(ask).getByLabelText(/^Ore in cui il segreto attuale firma ancora/);
    expect(hours).toHaveValue('24');
    await view.user.clear(hours);
    await view.user.type(hours, '200');
    await view.user.click(within(ask).getByRole('button', { name: 'Crea il segreto nuovo' }));
    expect(hours).toHaveAccessibleDescription(expect.stringContaining('Indica un numero intero di ore da 0 a 168.'));
    expect(api().sent(rotate)).toEqual([]);

    await view.user.clear(hours);
    await view.user.type(hours, '48');
    await view.user.click(within(ask).getByRole('button', { name: 'Crea il segreto nuovo' }));

    const shown = await screen.findByRole('dialog', { name: 'Il segreto del webhook' });
    expect(within(shown).getByLabelText('Segreto di firma')).toHaveValue(NEW_SECRET);
    expect(
      within(shown).getByText(/^Il segreto precedente firma ancora fino al 29\/11\/2026,? 11:00\.$/),
    ).toBeInTheDocument();
    expect(api().sent(rotate)[0].body).toEqual({ overlapHours: 48 });
  });

  it('disables an endpoint only once confirmed', async () => {
    const view = await openPartner([activeEndpoint]);
    const disable = `DELETE ${WEBHOOKS}/${activeEndpoint.id}`;
    api().on(disable, () => {
      view.setEndpoints([
        { ...activeEndpoint, status: 'disabled', disabledReason: 'by_owner', disabledAt: '2026-11-27T10:30:00.000Z' },
      ]);
      return { status: 204 };
    });
    const open = `Disattiva ${activeEndpoint.url}`;

    await view.user.click(await screen.findByRole('button', { name: open }));
    let ask = await screen.findByRole('dialog', { name: 'Disattivare questo webhook?' });
    expect(ask).toHaveTextContent('Non si può riattivare');
    await view.user.click(within(ask).getByRole('button', { name: 'Non disattivare' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent(disable)).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: open }));
    ask = await screen.findByRole('dialog', { name: 'Disattivare questo webhook?' });
    await view.user.click(within(ask).getByRole('button', { name: 'Disattiva il webhook' }));

    expect(await screen.findByText('Webhook disattivato: non riceve più eventi.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(endpointRow(activeEndpoint.url)).getByText(/^Disattivato il 27\/11\/2026,? 11:30$/),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: open })).toBeNull();
  });
});

describe("an endpoint's delivery log", () => {
  function row(log: HTMLElement, delivery: WebhookDeliveryDto) {
    return within(log).getByRole('row', { name: new RegExp(delivery.webhookId) });
  }

  it('shows each delivery: event, id, state, attempts, last outcome, next attempt and arrival', async () => {
    api().on(`GET ${DELIVERIES}`, {
      status: 200,
      data: { items: [pendingOne, deliveredOne, failedOne, abandonedOne], total: 4 },
    });
    const view = await openPartner([activeEndpoint]);
    const log = await openLog(view);

    await within(log).findByText(pendingOne.webhookId);
    const pending = row(log, pendingOne);
    expect(within(pending).getByRole('rowheader')).toHaveTextContent('Prenotazione annullata');
    expect(within(pending).getByText('In corso')).toBeInTheDocument();
    expect(within(pending).getByText('3')).toBeInTheDocument();
    expect(within(pending).getByText('Risposta 503')).toBeInTheDocument();
    expect(within(pending).getByText(/^27\/11\/2026,? 11:30$/)).toBeInTheDocument();

    const delivered = row(log, deliveredOne);
    expect(within(delivered).getByText('Consegnato')).toBeInTheDocument();
    expect(within(delivered).getByText('Risposta 200')).toBeInTheDocument();
    expect(within(delivered).getByText(/^26\/11\/2026,? 10:00$/)).toBeInTheDocument();

    const failed = row(log, failedOne);
    expect(within(failed).getByText('Non consegnato')).toBeInTheDocument();
    expect(within(failed).getByText('Nessuna risposta entro 15 secondi')).toBeInTheDocument();
    expect(within(failed).getByText('10')).toBeInTheDocument();

    const abandoned = row(log, abandonedOne);
    expect(within(abandoned).getByText('Interrotto')).toBeInTheDocument();
    expect(within(abandoned).getByText('Indirizzo non trovato')).toBeInTheDocument();
    expect(within(abandoned).getByRole('rowheader')).toHaveTextContent('Nuova prenotazione');
  });

  it('says when nothing was sent yet', async () => {
    api().on(`GET ${DELIVERIES}`, { status: 200, data: { items: [], total: 0 } });
    const view = await openPartner([activeEndpoint]);
    const log = await openLog(view);
    expect(await within(log).findByText('Nessun evento inviato finora a questo indirizzo.')).toBeInTheDocument();
  });

  it('pages through a long log', async () => {
    api().on(`GET ${DELIVERIES}`, (request) => {
      const offset = Number(request.query.get('offset'));
      return { status: 200, data: { items: manyDeliveries(offset === 0 ? 20 : 5, offset), total: 25 } };
    });
    const view = await openPartner([activeEndpoint]);
    const log = await openLog(view);

    expect(await within(log).findByText('Consegne 1-20 di 25')).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: 'Più recenti' })).toBeDisabled();
    await view.user.click(within(log).getByRole('button', { name: 'Meno recenti' }));

    expect(await within(log).findByText('Consegne 21-25 di 25')).toBeInTheDocument();
    expect(within(log).getByText(manyDeliveries(1, 24)[0].webhookId)).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: 'Meno recenti' })).toBeDisabled();
    expect(
      api()
        .sent(`GET ${DELIVERIES}`)
        .map((request) => request.query.get('offset')),
    ).toEqual(['0', '20']);
  });

  it('sends a delivery again, with the same id, and shows its new state', async () => {
    let items = [failedOne];
    api().on(`GET ${DELIVERIES}`, () => ({ status: 200, data: { items, total: 1 } }));
    const resend = `POST ${DELIVERIES}/${failedOne.id}/resend`;
    api().on(resend, () => {
      items = [{ ...failedOne, status: 'pending', nextAttemptAt: '2026-11-27T10:00:05.000Z' }];
      return { status: 202 };
    });
    const view = await openPartner([activeEndpoint]);
    const log = await openLog(view);

    await view.user.click(
      await within(log).findByRole('button', { name: `Invia di nuovo la consegna ${failedOne.webhookId}` }),
    );

    expect(
      await screen.findByText('Consegna rimessa in coda: parte tra pochi secondi, con lo stesso id.'),
    ).toBeInTheDocument();
    expect(api().sent(resend)).toHaveLength(1);
    await waitFor(() => expect(within(row(log, failedOne)).getByText('In corso')).toBeInTheDocument());
  });

  it("offers no resend on a disabled endpoint's log", async () => {
    api().on(`GET ${WEBHOOKS}/${goneEndpoint.id}/deliveries`, {
      status: 200,
      data: { items: [abandonedOne], total: 1 },
    });
    const view = await openPartner([goneEndpoint]);
    const log = await openLog(view, goneEndpoint.url);

    expect(await within(log).findByText('Interrotto')).toBeInTheDocument();
    expect(within(log).queryByRole('button', { name: /Invia di nuovo/ })).toBeNull();
  });
});
