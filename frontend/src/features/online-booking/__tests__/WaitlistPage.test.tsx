import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WaitlistEntryPageDto } from '../../../api';
import { renderApp } from '../../../test/render-app';
import { serveApi } from './harness';

const TOKEN = 'q7Rk2-Lm_9XzT4bN8vH0cYs3dJ6eA1uW';
const PAGE = `GET /api/v1/waitlist/${TOKEN}`;

const entry = (overrides: Partial<WaitlistEntryPageDto> = {}): WaitlistEntryPageDto => ({
  status: 'waiting',
  name: 'Teresa Galli',
  travellers: 2,
  tripSlug: 'andalusia-siviglia-cordoba-granada',
  tripTitle: 'Andalusia',
  startDate: '2030-05-10',
  endDate: '2030-05-17',
  placeInLine: 3,
  offer: null,
  departureClosed: false,
  spotsAvailable: 0,
  ...overrides,
});

async function openPage(data: WaitlistEntryPageDto, routes: Parameters<typeof serveApi>[0] = {}) {
  const api = serveApi({ [PAGE]: { status: 200, data }, ...routes });
  const view = renderApp(`/lista-attesa/${TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: 'Lista d’attesa – Andalusia' });
  return { ...view, api };
}

describe('the waiting list’s personal page', () => {
  it('asks to confirm the request, and shows the place in line once confirmed', async () => {
    const { user, api } = await openPage(entry({ status: 'unconfirmed', placeInLine: null }), {
      [`POST /api/v1/waitlist/${TOKEN}/confirm`]: { status: 200, data: entry({ placeInLine: 1 }) },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Conferma la tua iscrizione' })).toBeVisible();
    expect(screen.getByText('Hai chiesto 2 posti.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Conferma e entra in lista' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sei in lista d’attesa' })).toBeVisible();
    expect(screen.getByText('Sei il numero 1 in lista.')).toBeVisible();
    expect(api.sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('shows the seats held and how long, with the link that books them, in Rome time', async () => {
    await openPage(
      entry({
        status: 'offered',
        placeInLine: null,
        // 22:30 in Rome (summer time).
        offer: {
          bookingUrl: 'https://www.example.it/prenotazione/Ab3dEf6hIj9lMn2pQr5t',
          expiresAt: '2030-04-01T20:30:00.000Z',
          seats: 2,
        },
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Si è liberato un posto per te' })).toBeVisible();
    expect(
      screen.getByText('Teniamo per te 2 posti fino alle 22:30 di lunedì 1 aprile 2030 (ora di Roma).'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Prenota i posti' })).toHaveAttribute(
      'href',
      '/prenotazione/Ab3dEf6hIj9lMn2pQr5t',
    );
  });

  it('says the departure was cancelled for too few participants, with the trip’s other dates', async () => {
    await openPage(entry({ status: 'cancelled', placeInLine: null, departureClosed: true }));
    expect(screen.getByRole('heading', { level: 2, name: 'La partenza è stata annullata' })).toBeVisible();
    expect(screen.getByText(/Non si è raggiunto il numero minimo di partecipanti/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vedi le altre date del viaggio' })).toHaveAttribute(
      'href',
      expect.stringContaining('andalusia-siviglia-cordoba-granada'),
    );
    expect(screen.queryByRole('button', { name: 'Esci dalla lista d’attesa' })).toBeNull();
  });

  it('leaves the list only after asking, and then says the request is closed', async () => {
    const { user } = await openPage(entry(), {
      [`POST /api/v1/waitlist/${TOKEN}/leave`]: { status: 200, data: entry({ status: 'left', placeInLine: null }) },
    });
    await user.click(screen.getByRole('button', { name: 'Esci dalla lista d’attesa' }));
    expect(screen.getByText('Vuoi davvero uscire dalla lista d’attesa? Perdi il tuo posto in fila.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sì, esci dalla lista' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Non sei più in lista d’attesa' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Esci dalla lista d’attesa' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Vedi le altre date del viaggio' })).toHaveAttribute(
      'href',
      '/travel/andalusia-siviglia-cordoba-granada',
    );
  });

  it('says when the choice could not be saved', async () => {
    const { user } = await openPage(entry({ status: 'unconfirmed', placeInLine: null }), {
      [`POST /api/v1/waitlist/${TOKEN}/confirm`]: { status: 500, data: {} },
    });
    await user.click(screen.getByRole('button', { name: 'Conferma e entra in lista' }));
    expect(
      await screen.findByText('Non siamo riusciti a salvare la scelta. Riprova tra qualche istante.'),
    ).toBeVisible();
  });

  it('says a link is not valid, without asking the server about a token that cannot be one', async () => {
    const api = serveApi({});
    renderApp('/lista-attesa/ab-cd');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link non valido' })).toBeVisible();
    expect(api.sent.filter((request) => request.path.startsWith('/api/v1/waitlist'))).toEqual([]);
  });

  it('says a known-shaped token the server does not know is not valid', async () => {
    serveApi({ [PAGE]: { status: 404, data: { statusCode: 404, code: 'WAITLIST_ENTRY_NOT_FOUND' } } });
    renderApp(`/lista-attesa/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link non valido' })).toBeVisible();
  });
});
