import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { installFakeApi, signIn } from '../../__tests__/fake-api';
import { NEW_KEY, NEW_KEY_ID, NEW_KEY_PREFIX, rossi, workingKey } from './partners-fixtures';

const api = installFakeApi();

const KEYS = `POST /api/v1/admin/partners/${rossi.id}/api-keys`;
const READ_ONLY = { ...workingKey, scopes: ['catalogue:read' as const, 'bookings:read' as const] };

async function openPartner(partner: PartnerDto) {
  api().on('GET /api/v1/admin/partners', { status: 200, data: [partner] });
  api().on(`GET /api/v1/admin/partners/${partner.id}/webhooks`, { status: 200, data: [] });
  api().on(KEYS, { status: 201, data: { id: NEW_KEY_ID, key: NEW_KEY, prefix: NEW_KEY_PREFIX } });
  signIn();
  const view = renderApp(`/admin/partner/${partner.id}`);
  await screen.findByRole('link', { name: 'Torna alle agenzie partner' }, { timeout: 10_000 });
  return view;
}

describe("a key's permissions", () => {
  it('are listed in words beside each key', async () => {
    await openPartner({ ...rossi, keys: [READ_ONLY] });

    const row = await screen.findByRole('row', { name: new RegExp(`^${workingKey.prefix} `) });
    expect(within(row).getByText('Leggere viaggi e partenze')).toBeInTheDocument();
    expect(within(row).getByText('Leggere le proprie prenotazioni')).toBeInTheDocument();
    expect(within(row).queryByText('Bloccare posti, prenotare e annullare')).toBeNull();
  });

  it('are all ticked for a new key, and only those left ticked are sent', async () => {
    const view = await openPartner(rossi);

    await view.user.click(await screen.findByRole('button', { name: 'Nuova chiave' }));
    const ask = await screen.findByRole('dialog', { name: `Nuova chiave API per ${rossi.name}` });
    const choice = within(ask).getByRole('group', { name: 'Che cosa può fare la chiave' });
    const boxes = within(choice).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Leggere viaggi e partenze',
      'Leggere le proprie prenotazioni',
      'Bloccare posti, prenotare e annullare',
    ]);
    for (const box of boxes) expect(box).toBeChecked();

    await view.user.click(within(choice).getByRole('checkbox', { name: 'Bloccare posti, prenotare e annullare' }));
    await view.user.click(within(ask).getByRole('button', { name: 'Crea la chiave' }));

    await screen.findByRole('dialog', { name: `La nuova chiave di ${rossi.name}` });
    expect(api().sent(KEYS)[0].body).toEqual({ scopes: ['catalogue:read', 'bookings:read'] });
  });

  it('must be at least one', async () => {
    const view = await openPartner(rossi);

    await view.user.click(await screen.findByRole('button', { name: 'Nuova chiave' }));
    const ask = await screen.findByRole('dialog', { name: `Nuova chiave API per ${rossi.name}` });
    const choice = within(ask).getByRole('group', { name: 'Che cosa può fare la chiave' });
    for (const box of within(choice).getAllByRole('checkbox')) await view.user.click(box);
    await view.user.click(within(ask).getByRole('button', { name: 'Crea la chiave' }));

    expect(await within(choice).findByText('Scegli almeno un permesso.')).toBeInTheDocument();
    expect(choice).toHaveAccessibleDescription(expect.stringContaining('Scegli almeno un permesso.'));
    expect(api().sent(KEYS)).toEqual([]);
  });

  it('are kept by a rotation, as its dialog says', async () => {
    const view = await openPartner({ ...rossi, keys: [READ_ONLY] });

    await view.user.click(await screen.findByRole('button', { name: `Ruota la chiave ${workingKey.prefix}` }));
    const ask = await screen.findByRole('dialog', { name: 'Ruotare questa chiave?' });
    expect(
      within(ask).getByText(
        'La chiave nuova ha gli stessi permessi: Leggere viaggi e partenze, Leggere le proprie prenotazioni.',
      ),
    ).toBeInTheDocument();
    await view.user.click(within(ask).getByRole('button', { name: 'Crea la chiave nuova' }));

    await screen.findByRole('dialog', { name: `La nuova chiave di ${rossi.name}` });
    // The server copies the replaced key's permissions: the rotation does not send its own.
    expect(api().sent(KEYS)[0].body).toEqual({ replaces: workingKey.id, overlapHours: 24 });
  });
});
