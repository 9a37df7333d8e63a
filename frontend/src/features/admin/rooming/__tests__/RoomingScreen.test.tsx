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
      ['1', 'Singola', 'Bianchi Anna · Ricevuta 4821 Sposta'],
      ['2', 'Doppia a letti separati', 'Neri Bruna · Ricevuta 5120 Sposta · Letto da abbinare'],
    ]);

    await view.user.click(screen.getByRole('button', { name: 'Scarica la rooming list (CSV)' }));
    expect(await screen.findByText('Rooming list scaricata')).toBeInTheDocument();
    expect(saved).toHaveBeenCalled();
  });

  it('moves a guest to a room with a bed to give, sending every room as it would stand', async () => {
    const view = await open(() => ({ status: 200, data: rooming }));
    const moved = {
      ...rooming,
      rooms: [
        {
          ...rooming.rooms[1],
          number: 2,
          kept: true,
          toShare: false,
          occupants: [...rooming.rooms[1].occupants, ...rooming.rooms[0].occupants],
        },
      ],
    };
    api().on(`PUT /api/v1/admin/departures/${ID}/rooms`, { status: 200, data: moved });
    await view.user.click(await screen.findByRole('button', { name: 'Sposta Bianchi Anna in un’altra camera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dove dorme Bianchi Anna?' });
    const target = within(dialog).getByLabelText('Camera');
    // Anna's own room is not offered; Bruna's twin has a bed to give.
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Nuova camera: Singola',
      'Nuova camera: Doppia',
      'Nuova camera: Doppia a letti separati',
      'Camera 2 (Doppia a letti separati) con Neri Bruna',
    ]);
    await view.user.selectOptions(target, 'Camera 2 (Doppia a letti separati) con Neri Bruna');
    await view.user.click(within(dialog).getByRole('button', { name: 'Sposta' }));
    expect(await screen.findByText('Camere aggiornate')).toBeInTheDocument();
    expect(api().sent(`PUT /api/v1/admin/departures/${ID}/rooms`)[0].body).toEqual({
      rooms: [
        {
          number: 2,
          type: 'twin',
          travellerIds: ['99999999-9999-4999-8999-000000000002', '99999999-9999-4999-8999-000000000001'],
        },
      ],
    });
    expect(await screen.findByText(/Sistemata dallo staff/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Torna alla disposizione automatica' })).toBeInTheDocument();
  });

  it('says why the server refused an arrangement', async () => {
    const view = await open(() => ({ status: 200, data: rooming }));
    const message = 'La camera 3 ha più ospiti di quanti ne può ospitare.';
    api().on(`PUT /api/v1/admin/departures/${ID}/rooms`, {
      status: 400,
      data: { statusCode: 400, code: 'VALIDATION_FAILED', message },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Sposta Neri Bruna in un’altra camera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dove dorme Neri Bruna?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Sposta' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api().sent(`PUT /api/v1/admin/departures/${ID}/rooms`)[0].body).toEqual({
      rooms: [
        { number: 1, type: 'single', travellerIds: ['99999999-9999-4999-8999-000000000001'] },
        { number: 3, type: 'single', travellerIds: ['99999999-9999-4999-8999-000000000002'] },
      ],
    });
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
