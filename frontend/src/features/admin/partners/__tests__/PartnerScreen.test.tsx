import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { ADMIN, installFakeApi, signIn } from '../../__tests__/fake-api';
import {
  NEW_KEY,
  NEW_KEY_ID,
  NEW_KEY_PREFIX,
  bianchi,
  expiredKey,
  listedNewKey,
  revokedKey,
  rossi,
  workingKey,
} from './partners-fixtures';

const api = installFakeApi();

const KEYS = `POST /api/v1/admin/partners/${rossi.id}/api-keys`;
const REVOKE = `DELETE /api/v1/admin/partners/${rossi.id}/api-keys/${workingKey.id}`;

async function openPartner(partners: PartnerDto[], id = rossi.id) {
  let current = partners;
  api().on('GET /api/v1/admin/partners', () => ({ status: 200, data: current }));
  signIn();
  const view = renderApp(`/admin/partner/${id}`);
  await screen.findByRole('link', { name: 'Torna alle agenzie partner' }, { timeout: 10_000 });
  return { ...view, setPartners: (next: PartnerDto[]) => (current = next) };
}

function keysTable() {
  return screen.getByRole('region', { name: 'Chiavi API di Viaggi Rossi S.r.l.' });
}

function keyRow(prefix: string) {
  // A rotated key's row also names the key it replaces: the row is found by its first cell.
  return within(keysTable()).getByRole('row', { name: new RegExp(`^${prefix} `) });
}

describe("a partner's page", () => {
  it('shows its details and each key with its state, creation, last use and expiry', async () => {
    await openPartner([rossi]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Viaggi Rossi S.r.l.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'prenotazioni@viaggirossi.it' })).toHaveAttribute(
      'href',
      'mailto:prenotazioni@viaggirossi.it',
    );
    expect(screen.getByText('12,5 %')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dati del partner' })).toHaveTextContent(
      'Posti bloccati senza pagamentoAl massimo 30 per partenza',
    );

    const working = keyRow(workingKey.prefix);
    expect(within(working).getByText('Attiva')).toBeInTheDocument();
    expect(within(working).getByText(/^02\/11\/2026,? 10:00$/)).toBeInTheDocument();
    expect(within(working).getByText(/^26\/11\/2026,? 16:42$/)).toBeInTheDocument();
    expect(within(working).getByText('Nessuna')).toBeInTheDocument();
    expect(within(keyRow(revokedKey.prefix)).getByText(/^Revocata il 20\/10\/2026,? 12:00$/)).toBeInTheDocument();
    expect(within(keyRow(revokedKey.prefix)).getByText('Mai usata')).toBeInTheDocument();
    const expired = keyRow(expiredKey.prefix);
    expect(within(expired).getByText('Scaduta')).toBeInTheDocument();
    expect(within(expired).getByText(/^30\/09\/2026,? 23:59$/)).toBeInTheDocument();
    // Only a working key can be rotated or revoked.
    expect(within(expired).queryByRole('button')).toBeNull();
    expect(within(keyRow(revokedKey.prefix)).queryByRole('button')).toBeNull();

    expect(screen.getByRole('heading', { level: 2, name: 'Notifiche al partner (webhook)' })).toBeInTheDocument();
  });

  it('says a rotated key works until the end of its overlap, and names the key that replaces it', async () => {
    const ending = { ...workingKey, expiresAt: '2026-11-28T10:00:00.000Z' };
    const replacing = { ...listedNewKey, replacesKeyId: workingKey.id };
    await openPartner([{ ...rossi, keys: [replacing, ending] }]);

    const old = await screen.findByRole('row', { name: new RegExp(`^${workingKey.prefix} `) });
    expect(within(old).getByText(/^In sostituzione fino al 28\/11\/2026,? 11:00$/)).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /^Ruota/ })).toBeNull();
    expect(within(old).getByRole('button', { name: `Revoca la chiave ${workingKey.prefix}` })).toBeInTheDocument();
    const fresh = keyRow(NEW_KEY_PREFIX);
    expect(within(fresh).getByText(`Sostituisce ${workingKey.prefix}`)).toBeInTheDocument();
    expect(within(fresh).getByText('Attiva')).toBeInTheDocument();
  });

  it('says when the partner has no key yet', async () => {
    await openPartner([bianchi], bianchi.id);
    expect(
      await screen.findByText('Questo partner non ha ancora una chiave: senza non può usare l’API.'),
    ).toBeInTheDocument();
  });

  it('says when the partner is not in the list', async () => {
    await openPartner([bianchi]);
    expect(await screen.findByText('Questa agenzia partner non esiste, o non è più nell’elenco.')).toBeInTheDocument();
  });

  it('shows a member of staff the keys without making, rotating or revoking them', async () => {
    api().on('GET /api/v1/auth/me', { status: 200, data: { ...ADMIN, role: 'staff' } });
    await openPartner([rossi]);

    await screen.findByText(/^Solo un titolare aggiunge agenzie partner e ne gestisce le chiavi/);
    expect(within(keyRow(workingKey.prefix)).getByText('Attiva')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuova chiave' })).toBeNull();
    expect(within(keysTable()).queryAllByRole('button')).toEqual([]);
  });
});

describe('a new key', () => {
  it('is shown once with a copy button and a warning, and is gone once the dialog is closed', async () => {
    const view = await openPartner([bianchi], bianchi.id);
    api().on(`POST /api/v1/admin/partners/${bianchi.id}/api-keys`, () => {
      view.setPartners([{ ...bianchi, keys: [listedNewKey] }]);
      return { status: 201, data: { id: NEW_KEY_ID, key: NEW_KEY, prefix: NEW_KEY_PREFIX } };
    });

    await view.user.click(await screen.findByRole('button', { name: 'Nuova chiave' }));
    const ask = await screen.findByRole('dialog', { name: 'Nuova chiave API per Bianchi Tour' });
    await view.user.click(within(ask).getByRole('button', { name: 'Crea la chiave' }));

    const shown = await screen.findByRole('dialog', { name: 'La nuova chiave di Bianchi Tour' });
    expect(within(shown).getByLabelText('Chiave API')).toHaveValue(NEW_KEY);
    expect(within(shown).getByText(/Non la mostreremo più/)).toBeInTheDocument();
    expect(api().sent(`POST /api/v1/admin/partners/${bianchi.id}/api-keys`)[0].body).toEqual({
      scopes: ['catalogue:read', 'bookings:read', 'bookings:write'],
    });

    await view.user.click(within(shown).getByRole('button', { name: 'Copia la chiave' }));
    expect(await within(shown).findByRole('button', { name: 'Copiata!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY);

    await view.user.click(within(shown).getByRole('button', { name: 'Ho copiato la chiave, chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(NEW_KEY)).toBeNull();
    expect(screen.queryByDisplayValue(NEW_KEY)).toBeNull();
    // The list shows its start only.
    expect(await screen.findByText(NEW_KEY_PREFIX)).toBeInTheDocument();
  });

  it('works until the end of the day chosen, Italian time', async () => {
    const view = await openPartner([rossi]);
    api().on(KEYS, { status: 201, data: { id: NEW_KEY_ID, key: NEW_KEY, prefix: NEW_KEY_PREFIX } });

    await view.user.click(await screen.findByRole('button', { name: 'Nuova chiave' }));
    const ask = await screen.findByRole('dialog', { name: 'Nuova chiave API per Viaggi Rossi S.r.l.' });
    await view.user.type(within(ask).getByLabelText(/^Valida fino al/), '2099-06-30');
    await view.user.click(within(ask).getByRole('button', { name: 'Crea la chiave' }));

    await screen.findByRole('dialog', { name: 'La nuova chiave di Viaggi Rossi S.r.l.' });
    expect(api().sent(KEYS)[0].body).toEqual({
      expiresAt: '2099-06-30T23:59:59+02:00',
      scopes: ['catalogue:read', 'bookings:read', 'bookings:write'],
    });
  });

  it("keeps the dialog open with the server's reason when the key cannot be made", async () => {
    const view = await openPartner([rossi]);
    api().on(KEYS, {
      status: 400,
      data: {
        code: 'VALIDATION_FAILED',
        message: 'La scadenza deve essere nel futuro.',
        details: { expiresAt: ['La scadenza deve essere nel futuro.'] },
      },
    });

    await view.user.click(await screen.findByRole('button', { name: 'Nuova chiave' }));
    const ask = await screen.findByRole('dialog', { name: 'Nuova chiave API per Viaggi Rossi S.r.l.' });
    await view.user.type(within(ask).getByLabelText(/^Valida fino al/), '2099-01-01');
    await view.user.click(within(ask).getByRole('button', { name: 'Crea la chiave' }));

    await waitFor(() =>
      expect(within(ask).getByLabelText(/^Valida fino al/)).toHaveAccessibleDescription(
        expect.stringContaining('La scadenza deve essere nel futuro.'),
      ),
    );
    expect(screen.queryByRole('dialog', { name: /La nuova chiave/ })).toBeNull();
  });
});

describe('rotating a key', () => {
  it('offers 24 hours of overlap, takes 0 to 168, and shows the new key once', async () => {
    const view = await openPartner([rossi]);
    api().on(KEYS, { status: 201, data: { id: NEW_KEY_ID, key: NEW_KEY, prefix: NEW_KEY_PREFIX } });

    await view.user.click(await screen.findByRole('button', { name: `Ruota la chiave ${workingKey.prefix}` }));
    const ask = await screen.findByRole('dialog', { name: 'Ruotare questa chiave?' });
    const hours = within(ask).getByLabelText(/^Ore in cui la vecchia chiave funziona ancora/);
    expect(hours).toHaveValue('24');

    await view.user.clear(hours);
    await view.user.type(hours, '169');
    await view.user.click(within(ask).getByRole('button', { name: 'Crea la chiave nuova' }));
    expect(hours).toHaveAccessibleDescription(expect.stringContaining('Indica un numero intero di ore da 0 a 168.'));
    expect(api().sent(KEYS)).toEqual([]);

    await view.user.clear(hours);
    await view.user.type(hours, '48');
    await view.user.click(within(ask).getByRole('button', { name: 'Crea la chiave nuova' }));

    const shown = await screen.findByRole('dialog', { name: 'La nuova chiave di Viaggi Rossi S.r.l.' });
    expect(within(shown).getByLabelText('Chiave API')).toHaveValue(NEW_KEY);
    expect(api().sent(KEYS)[0].body).toEqual({ replaces: workingKey.id, overlapHours: 48 });
  });

  it('says in the dialog why a key that ended meanwhile cannot be rotated', async () => {
    const view = await openPartner([rossi]);
    api().on(KEYS, {
      status: 409,
      data: { code: 'PARTNER_KEY_INACTIVE', message: 'La chiave da sostituire è revocata, scaduta o già sostituita.' },
    });

    await view.user.click(await screen.findByRole('button', { name: `Ruota la chiave ${workingKey.prefix}` }));
    const ask = await screen.findByRole('dialog', { name: 'Ruotare questa chiave?' });
    await view.user.click(within(ask).getByRole('button', { name: 'Crea la chiave nuova' }));

    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'Non siamo riusciti a creare la chiave: La chiave da sostituire è revocata, scaduta o già sostituita.',
    );
  });
});

describe('revoking a key', () => {
  it('asks first, sends nothing when staff step back, and revokes once confirmed', async () => {
    const view = await openPartner([rossi]);
    api().on(REVOKE, () => {
      view.setPartners([
        { ...rossi, keys: [{ ...workingKey, status: 'revoked', revokedAt: '2026-11-27T10:30:00.000Z' }, revokedKey] },
      ]);
      return { status: 204 };
    });
    const revokeButton = `Revoca la chiave ${workingKey.prefix}`;

    await view.user.click(await screen.findByRole('button', { name: revokeButton }));
    let ask = await screen.findByRole('dialog', { name: 'Revocare questa chiave?' });
    expect(ask).toHaveTextContent(`La chiave ${workingKey.prefix} smette di funzionare subito`);
    await view.user.click(within(ask).getByRole('button', { name: 'Non revocare' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent(REVOKE)).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: revokeButton }));
    ask = await screen.findByRole('dialog', { name: 'Revocare questa chiave?' });
    await view.user.click(within(ask).getByRole('button', { name: 'Revoca la chiave' }));

    expect(await screen.findByText('Chiave revocata: non funziona più.')).toBeInTheDocument();
    expect(api().sent(REVOKE)).toHaveLength(1);
    await waitFor(() =>
      expect(within(keyRow(workingKey.prefix)).getByText(/^Revocata il 27\/11\/2026,? 11:30$/)).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: revokeButton })).toBeNull();
  });
});
