import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardDepartureDto, DashboardDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { installFakeApi, signIn, type FakeAnswer } from '../../__tests__/fake-api';

const api = installFakeApi();

/** Thirteen weeks from Monday 23 November 2026, twelve back to it. */
function weeks(firstMonday: string, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(Date.parse(`${firstMonday}T00:00:00Z`) + index * 7 * 86_400_000);
    const end = new Date(start.getTime() + 6 * 86_400_000);
    return { weekStart: start.toISOString().slice(0, 10), weekEnd: end.toISOString().slice(0, 10) };
  });
}

const prague: DashboardDepartureDto = {
  id: '11111111-2222-4333-8444-555555555555',
  tripSlug: 'praga-tour-culturale',
  tripTitle: 'Praga, la città d’oro',
  startDate: '2026-12-03',
  endDate: '2026-12-07',
  status: 'open',
  totalSeats: 10,
  sold: 4,
  held: 2,
  otherTaken: 1,
  free: 3,
  minimumGroupSize: 6,
  guaranteed: false,
};

const vienna: DashboardDepartureDto = {
  ...prague,
  id: '66666666-7777-4888-8999-000000000000',
  tripSlug: 'vienna-tour-culturale',
  tripTitle: 'Vienna imperiale',
  startDate: '2026-12-06',
  endDate: '2026-12-10',
  status: 'closed',
  sold: 7,
  held: 0,
  otherTaken: 0,
  free: 3,
  guaranteed: true,
};

const nothing: DashboardDto = {
  today: '2026-11-27',
  departures: [],
  moreDepartures: false,
  money: {
    weeks: weeks('2026-11-23', 13).map((week) => ({ ...week, expectedCents: 0, receivedCents: 0 })),
    overdueCents: 0,
  },
  channels: {
    weeks: weeks('2026-09-07', 12).map((week) => ({
      ...week,
      siteBookings: 0,
      staffLinkBookings: 0,
      whatsappHandoffs: 0,
      partnerBookings: 0,
    })),
    partnersConnected: false,
  },
};

const busy: DashboardDto = {
  ...nothing,
  departures: [prague, vienna],
  moreDepartures: true,
  money: {
    weeks: nothing.money.weeks.map((week, index) =>
      index === 0 ? { ...week, expectedCents: 120_000, receivedCents: 51_650 } : week,
    ),
    overdueCents: 180_050,
  },
  channels: {
    ...nothing.channels,
    weeks: nothing.channels.weeks.map((week, index) =>
      index === 11 ? { ...week, siteBookings: 3, staffLinkBookings: 1, whatsappHandoffs: 7 } : week,
    ),
  },
};

async function openHome(dashboard: () => FakeAnswer) {
  api()
    .on('GET /api/v1/admin/dashboard', dashboard)
    .on('GET /api/v1/admin/hold-alerts', { status: 200, data: [] })
    .on('GET /api/v1/admin/audit-events', { status: 200, data: [] })
    .on('GET /api/v1/admin/messages/health', {
      status: 200,
      data: { deliveryOff: false, failed: 0, late: 0, exampleLegalDetails: false },
    });
  signIn();
  const view = renderApp('/admin');
  await screen.findByRole('heading', { level: 1, name: 'Pannello dell’agenzia' }, { timeout: 10_000 });
  return view;
}

const panel = () => screen.findByRole('region', { name: 'L’agenzia a colpo d’occhio' });

/** The rows of a table under a chart, opened as staff open it, each as its cells' texts (Intl's no-break spaces as spaces). */
async function tableRows(view: Awaited<ReturnType<typeof openHome>>, part: HTMLElement, name: string) {
  await view.user.click(within(part).getByText('Mostra i numeri in una tabella'));
  const table = within(part).getByRole('region', { name: `Tabella: ${name}` });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')));
}

beforeEach(() => {
  // jsdom has no 2D canvas: the charts stay undrawn and the tables carry the numbers, as they would.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('the agency dashboard on the admin home', () => {
  it('says it is loading, then shows the three pictures above the tools', async () => {
    let answer: (value: { status: number; data: DashboardDto }) => void = () => undefined;
    await openHome(() => new Promise((resolve) => (answer = resolve)));

    expect(within(await panel()).getByRole('status')).toHaveTextContent('Caricamento in corso...');
    answer({ status: 200, data: busy });

    const box = await panel();
    for (const title of [
      'Posti delle prossime partenze',
      'Incassi attesi e ricevuti, settimana per settimana',
      'Prenotazioni per canale, settimana per settimana',
    ]) {
      expect(await within(box).findByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(
      await within(box).findByRole('img', {
        name: 'Grafico a barre dei posti delle prossime 2 partenze, con il gruppo minimo segnato su ciascuna. Gli stessi numeri sono nella tabella che segue.',
      }),
    ).toBeInTheDocument();
    expect(
      await within(box).findByRole('img', { name: /^Grafico a barre degli incassi attesi e ricevuti/ }),
    ).toBeVisible();
    expect(
      await within(box).findByRole('img', { name: /^Grafico a barre delle prenotazioni per canale/ }),
    ).toBeVisible();
    const tools = screen.getByRole('heading', { level: 2, name: 'Strumenti' });
    expect(box.compareDocumentPosition(tools) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives each departure’s seats and minimum in the table, leading to its bookings', async () => {
    const view = await openHome(() => ({ status: 200, data: busy }));
    const part = await within(await panel()).findByRole('region', { name: 'Posti delle prossime partenze' });

    expect(await tableRows(view, part, 'Posti delle prossime partenze')).toEqual([
      ['Partenza', 'Venduti', 'Bloccati', 'Fuori sistema', 'Liberi', 'Totale', 'Minimo', 'Stato'],
      ['Praga, la città d’oro, 03/12/2026', '4', '2', '1', '3', '10', '6', 'Mancano 2 persone confermate'],
      ['Vienna imperiale, 06/12/2026 (chiusa alla vendita)', '7', '0', '0', '3', '10', '6', 'Partenza confermata'],
    ]);
    expect(within(part).getByRole('link', { name: 'Praga, la città d’oro, 03/12/2026' })).toHaveAttribute(
      'href',
      `/admin/prenotazioni?viaggio=praga-tour-culturale&partenza=${prague.id}`,
    );
    expect(part).toHaveTextContent('Seguono altre partenze: le trovi tutte in «Partenze».');
    expect(within(part).getByRole('link', { name: 'Vai alle partenze' })).toHaveAttribute('href', '/admin/partenze');
  });

  it('says one confirmed traveller is missing in the singular', async () => {
    const view = await openHome(() => ({
      status: 200,
      data: { ...nothing, departures: [{ ...prague, sold: 5 }] },
    }));
    const part = await within(await panel()).findByRole('region', { name: 'Posti delle prossime partenze' });
    const [, row] = await tableRows(view, part, 'Posti delle prossime partenze');
    expect(row.at(-1)).toBe('Manca 1 persona confermata');
  });

  it('gives the money expected and received each week to the cent, and what is late', async () => {
    const view = await openHome(() => ({ status: 200, data: busy }));
    const name = 'Incassi attesi e ricevuti, settimana per settimana';
    const part = await within(await panel()).findByRole('region', { name });

    expect(part).toHaveTextContent('In ritardo: 1.800,50 € scaduti prima di questa settimana e non ancora arrivati.');
    expect(within(part).getByRole('link', { name: 'Vedi i saldi da ricevere' })).toHaveAttribute(
      'href',
      '/admin/pagamenti',
    );
    const rows = await tableRows(view, part, name);
    expect(rows).toHaveLength(14);
    expect(rows.slice(0, 3)).toEqual([
      ['Settimana', 'Atteso', 'Ricevuto'],
      ['dal 23/11/2026 al 29/11/2026', '1.200,00 €', '516,50 €'],
      ['dal 30/11/2026 al 06/12/2026', '0,00 €', '0,00 €'],
    ]);
  });

  it('gives the bookings and WhatsApp contacts of each channel by week, and why partners count none', async () => {
    const view = await openHome(() => ({ status: 200, data: busy }));
    const name = 'Prenotazioni per canale, settimana per settimana';
    const part = await within(await panel()).findByRole('region', { name });

    expect(part).toHaveTextContent('Nessuna agenzia partner è ancora collegata: la colonna «Partner» resta a 0.');
    const rows = await tableRows(view, part, name);
    expect(rows[0]).toEqual(['Settimana', 'Sito', 'Link dello staff', 'Contatti WhatsApp', 'Partner']);
    expect(rows.at(-1)).toEqual(['dal 23/11/2026 al 29/11/2026', '3', '1', '7', '0']);
    expect(rows).toHaveLength(13);
  });

  it('says plainly when there are no departures, no money and no bookings, without empty charts', async () => {
    await openHome(() => ({ status: 200, data: nothing }));
    const box = await panel();

    expect(await within(box).findByText('Nessuna partenza in programma da oggi in poi.')).toBeInTheDocument();
    expect(within(box).getByText('Nessun incasso atteso né ricevuto nelle prossime 13 settimane.')).toBeInTheDocument();
    expect(
      within(box).getByText('Nessuna prenotazione né contatto WhatsApp nelle ultime 12 settimane.'),
    ).toBeInTheDocument();
    expect(within(box).queryByRole('img')).toBeNull();
    expect(within(box).queryByText('Mostra i numeri in una tabella')).toBeNull();
  });

  it('says it could not load, and loads again on request', async () => {
    let fail = true;
    const view = await openHome(() => (fail ? { status: 500, data: {} } : { status: 200, data: busy }));

    const alert = await within(await panel()).findByRole('alert', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent('Non siamo riusciti a caricare posti, incassi e canali dell’agenzia.');
    expect(screen.getByRole('region', { name: 'Strumenti' })).toBeInTheDocument();

    fail = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'L’agenzia a colpo d’occhio' })).queryByRole('alert'),
      ).toBeNull(),
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Posti delle prossime partenze' })).toBeInTheDocument();
  });
});
