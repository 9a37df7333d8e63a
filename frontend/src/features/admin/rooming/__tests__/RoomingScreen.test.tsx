import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RoomingListDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { installFakeApi, signIn, type FakeAnswer } from '../../__tests__/fake-api';

const api = installFakeApi();
const ID = '77777777-7777-4777-8777-777777777777';
const ROOMS = `GET /api/v1/admin/departures/${ID}/rooms`;

const rooming: RoomingListDto = {
  tripSlug: 'vienna-tour-culturale',
  tripTitle: 'Vienna imperiale',
  startDate: '2027-05-10',
  endDate: '2027-05-15',
  rooms: [
    {
      number: 1,
      type: 'single',
      occupants: [
        {
          travellerId: '99999999-9999-4999-8999-000000000001',
          reference: 'Ricevuta 4821',
          firstName: 'Anna',
          lastName: 'Bianchi',
          isChild: false,
        },
      ],
      toShare: false,
      kept: false,
    },
    {
      number: 2,
      type: 'twin',
      occupants: [
        {
          travellerId: '99999999-9999-4999-8999-000000000002',
          reference: 'Ricevuta 5120',
          firstName: 'Bruna',
          lastName: 'Neri',
          isChild: false,
        },
      ],
      toShare: true,
      kept: false,
    },
  ],
};

async function open(answer: () => FakeAnswer) {
  api().on(ROOMS, answer);
  signIn();
  const view = renderApp(`/admin/partenze/${ID}/camere`);
  await screen.findByRole('heading', { level: 1, name: /^Rooming list/ }, { timeout: 10_000 });
  return view;
}

describe('rooming list', () => {
  it('shows each room with its type and guests, the bed still to share, and downloads the CSV', async () => {
    const view = await open(() => ({ status: 200, data: rooming }));
    api().on(`GET /api/v1/admin/departures/${ID}/rooming-list`, { status: 200, data: '\ufeff"Camera"\r\n' });
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:rooming');

    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Rooming list · Vienna imperiale, 10/05/2027 - 15/05/2027',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'Singola', 'Bianchi Anna · Ricevuta 4821'],
      ['2', 'Doppia a letti separati', 'Neri Bruna · Ricevuta 5120 · Letto da abbinare'],
    ]);

    await view.user.click(screen.getByRole('button', { name: 'Scarica la rooming list (CSV)' }));
    expect(await screen.findByText('Rooming list scaricata')).toBeInTheDocument();
    expect(saved).toHaveBeenCalled();
  });

  it('says when the departure has no booking yet', async () => {
    await open(() => ({ status: 200, data: { ...rooming, rooms: [] } }));
    expect(
      await screen.findByText('Nessuna prenotazione valida per questa partenza: nessuna camera da assegnare.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the rooms cannot be loaded', async () => {
    await open(() => ({ status: 500, data: {} }));
    expect(await screen.findByText('Non siamo riusciti a caricare le camere di questa partenza.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
