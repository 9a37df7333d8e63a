import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDepartureDto, TripSummaryDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { bookingPolicy } from '../../../../test/site-settings.fixture';
import { installFakeApi, signIn, type FakeAnswer, type FakeRequest } from '../../__tests__/fake-api';
import { todayInRome } from '../euro';
import { heldAnswer } from '../../../../test/held-answer';

const api = installFakeApi();

const trip = { slug: 'praga-tour-culturale', title: 'Praga, tour culturale' } as TripSummaryDto;
const otherTrip = { slug: 'lisbona-e-porto', title: 'Lisbona e Porto' } as TripSummaryDto;

const departure: AdminDepartureDto = {
  id: '66666666-6666-4666-8666-666666666666',
  tripSlug: trip.slug,
  tripTitle: trip.title,
  startDate: '2027-05-10',
  endDate: '2027-05-14',
  priceCents: 123_450,
  previousPriceCents: 139_000,
  totalSpots: 10,
  seatsTaken: 4,
  spotsAvailable: 6,
  coordinators: ['Giulia', 'Marco'],
  meetingTimes: { MXP: '06:30' },
  status: 'open',
  minGroupSize: 6,
  confirmedTravellers: 4,
  guaranteed: false,
  minimumGroupStatus: null,
  minimumGroupDeadline: '2027-05-03',
};

async function openDepartures(departures: (request: FakeRequest) => FakeAnswer) {
  api()
    .on('GET /api/v1/trips', { status: 200, data: [trip, otherTrip] })
    .on('GET /api/v1/admin/departures', departures)
    .on('GET /api/v1/admin/departures/minimum-group-decisions', { status: 200, data: [] })
    .on('GET /api/v1/admin/trips', { status: 200, data: [] });
  signIn();
  const view = renderApp('/admin/partenze');
  await screen.findByRole('heading', { level: 1, name: 'Partenze' }, { timeout: 10_000 });
  await within(screen.getByRole('combobox', { name: 'Viaggio' })).findByRole('option', { name: trip.title });
  return view;
}

function calendar() {
  return screen.getByRole('region', { name: 'Calendario' });
}

function addForm() {
  return screen.getByRole('form', { name: 'Aggiungi una partenza' });
}

function toasts() {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent ?? '');
}

describe('departures', () => {
  it('is reached from the admin home', async () => {
    api().on('GET /api/v1/admin/audit-events', { status: 200, data: [] });
    signIn();
    const view = renderApp('/admin');
    await view.user.click(await screen.findByRole('link', { name: 'Partenze' }, { timeout: 10_000 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Partenze' })).toBeInTheDocument();
    expect(view.router.location.pathname).toBe('/admin/partenze');
  });

  it('says it is loading until the departures arrive', async () => {
    const held = heldAnswer();
    await openDepartures(() => held.answer);

    expect(within(calendar()).getByRole('status')).toHaveTextContent('Caricamento in corso...');
    held.release({ status: 200, data: [departure] });
    expect(await within(calendar()).findByRole('row', { name: /Praga, tour culturale/ })).toBeInTheDocument();
  });

  it('says when no departure matches', async () => {
    await openDepartures(() => ({ status: 200, data: [] }));

    expect(
      await within(calendar()).findByText('Nessuna partenza da oggi in poi con questi filtri.'),
    ).toBeInTheDocument();
  });

  it('says the departures could not be loaded and tries again on request', async () => {
    let fail = true;
    const view = await openDepartures(() => (fail ? { status: 500, data: {} } : { status: 200, data: [departure] }));

    const problem = await within(calendar()).findByRole('alert', {}, { timeout: 10_000 });
    expect(problem).toHaveTextContent('Non siamo riusciti a caricare questi dati.');
    fail = false;
    await view.user.click(within(problem).getByRole('button', { name: 'Riprova' }));

    expect(await within(calendar()).findByRole('row', { name: /Praga, tour culturale/ })).toBeInTheDocument();
  });

  it('shows dates, the price with the earlier one struck through, seats, minimum group, coordinators and status', async () => {
    await openDepartures(() => ({ status: 200, data: [departure] }));

    const row = await within(calendar()).findByRole('row', { name: /Praga, tour culturale/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      '10/05/2027 – 14/05/2027',
      'Prezzo precedente: 1.390\u00a0€1.390\u00a0€ 1.234,50\u00a0€',
      '10',
      '4',
      '6',
      '4 su 6, termine 03/05/2027',
      'Giulia, Marco',
      'Aperta',
    ]);
    expect(row.querySelector('s')).toHaveTextContent('1.390 €');
  });

  it('asks for one trip and the closed ones when told', async () => {
    const view = await openDepartures(() => ({ status: 200, data: [departure] }));
    await within(calendar()).findByRole('row', { name: /Praga/ });

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Viaggio' }), 'Praga, tour culturale');
    await view.user.click(screen.getByRole('checkbox', { name: 'Mostra anche le chiuse' }));

    await waitFor(() => {
      const last = api().sent('GET /api/v1/admin/departures').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({ limit: '200', trip: trip.slug, includeClosed: 'true' });
    });
    expect(Object.fromEntries(api().sent('GET /api/v1/admin/departures')[0].query)).toEqual({ limit: '200' });
  });

  it("never shows the rows of the trips left behind while the chosen trip's load", async () => {
    const lisbon = { ...departure, tripSlug: otherTrip.slug, tripTitle: otherTrip.title };
    const view = await openDepartures((request) =>
      request.query.get('trip') === trip.slug ? new Promise(() => {}) : { status: 200, data: [lisbon] },
    );
    await within(calendar()).findByRole('row', { name: /Lisbona e Porto/ });

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Viaggio' }), trip.slug);

    expect(await within(calendar()).findByRole('status')).toHaveTextContent('Caricamento in corso...');
    expect(within(calendar()).queryByRole('row', { name: /Lisbona e Porto/ })).toBeNull();
  });

  it('says when the list stops at the first 200', async () => {
    const many = Array.from({ length: 200 }, (_, index) => ({ ...departure, id: `departure-${index}` }));
    await openDepartures(() => ({ status: 200, data: many }));

    expect(
      await within(calendar()).findByText(
        'Sono mostrate le prime 200 partenze: scegli un viaggio per vedere tutte le sue.',
      ),
    ).toBeInTheDocument();
  });

  it('adds a departure with the price in cents, then reads the list again', async () => {
    let listed: AdminDepartureDto[] = [];
    const view = await openDepartures(() => ({ status: 200, data: listed }));
    api().on('POST /api/v1/admin/departures', () => {
      listed = [departure];
      return { status: 201, data: departure };
    });
    const form = addForm();

    await view.user.selectOptions(within(form).getByRole('combobox', { name: /^Viaggio/ }), trip.slug);
    await view.user.type(within(form).getByLabelText(/^Data di partenza/), '2027-05-10');
    await view.user.type(within(form).getByLabelText(/^Prezzo a persona in euro/), '1.234,50');
    await view.user.type(within(form).getByLabelText(/^Posti/), '12');
    await view.user.click(within(form).getByRole('button', { name: 'Aggiungi partenza' }));

    expect(await within(calendar()).findByRole('row', { name: /Praga/ })).toBeInTheDocument();
    expect(api().sent('POST /api/v1/admin/departures')[0].body).toEqual({
      tripSlug: trip.slug,
      startDate: '2027-05-10',
      priceCents: 123_450,
      totalSpots: 12,
    });
    expect(within(form).getByLabelText(/^Data di partenza/)).toHaveValue('');
  });

  it('leaves price, seats and coordinators to the trip when empty', async () => {
    const view = await openDepartures(() => ({ status: 200, data: [] }));
    api().on('POST /api/v1/admin/departures', { status: 201, data: departure });
    const form = addForm();

    await view.user.selectOptions(within(form).getByRole('combobox', { name: /^Viaggio/ }), trip.slug);
    await view.user.type(within(form).getByLabelText(/^Data di partenza/), '2027-05-10');
    await view.user.click(within(form).getByRole('button', { name: 'Aggiungi partenza' }));

    await waitFor(() =>
      expect(api().sent('POST /api/v1/admin/departures')[0]?.body).toEqual({
        tripSlug: trip.slug,
        startDate: '2027-05-10',
      }),
    );
  });

  it('refuses, in Italian and sending nothing, a price that is no amount, a past day and a lone coordinator', async () => {
    const view = await openDepartures(() => ({ status: 200, data: [] }));
    const form = addForm();
    const yesterday = new Date(`${todayInRome()}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);

    await view.user.selectOptions(within(form).getByRole('combobox', { name: /^Viaggio/ }), trip.slug);
    await view.user.type(within(form).getByLabelText(/^Data di partenza/), yesterday.toISOString().slice(0, 10));
    await view.user.type(within(form).getByLabelText(/^Prezzo a persona in euro/), '12,5,0');
    await view.user.type(within(form).getByLabelText(/^Primo coordinatore/), 'Giulia');
    await view.user.click(within(form).getByRole('button', { name: 'Aggiungi partenza' }));

    expect(await within(form).findByText('Scrivi il prezzo in euro, per esempio 1.234,50.')).toBeInTheDocument();
    expect(
      within(form).getByText('La data di partenza è già passata: scegli oggi o un giorno successivo.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Indica due coordinatori diversi, oppure nessuno.')).toBeInTheDocument();
    expect(api().sent('POST /api/v1/admin/departures')).toEqual([]);
  });

  it("holds price and seats to the ceilings the server's policy states", async () => {
    api().on('GET /api/v1/booking-policy', {
      status: 200,
      data: { ...bookingPolicy, departureLimits: { maxPriceCents: 500_000, maxTotalSpots: 40 } },
    });
    const view = await openDepartures(() => ({ status: 200, data: [] }));
    api().on('POST /api/v1/admin/departures', { status: 201, data: departure });
    const form = addForm();
    const price = within(form).getByLabelText(/^Prezzo a persona in euro/);
    const seats = within(form).getByLabelText(/^Posti/);
    await waitFor(() => expect(seats).toHaveAttribute('max', '40'));
    expect(within(form).getByText(/^Facoltativo, da 1 a 40\./)).toBeInTheDocument();

    await view.user.selectOptions(within(form).getByRole('combobox', { name: /^Viaggio/ }), trip.slug);
    await view.user.type(within(form).getByLabelText(/^Data di partenza/), '2027-05-10');
    await view.user.type(price, '5.000,01');
    await view.user.type(seats, '41');
    await view.user.click(within(form).getByRole('button', { name: 'Aggiungi partenza' }));

    // The words state the server's ceilings, not figures of the page's own.
    expect(
      await within(form).findByText(/^Il prezzo deve essere tra 0,01 € e 5\.000[\s\u00a0\u202f]€\.$/),
    ).toBeInTheDocument();
    expect(within(form).getByText('Indica i posti: un numero intero da 1 a 40.')).toBeInTheDocument();
    expect(api().sent('POST /api/v1/admin/departures')).toEqual([]);

    await view.user.clear(price);
    await view.user.type(price, '5.000');
    await view.user.clear(seats);
    await view.user.type(seats, '40');
    await view.user.click(within(form).getByRole('button', { name: 'Aggiungi partenza' }));

    await waitFor(() =>
      expect(api().sent('POST /api/v1/admin/departures')[0]?.body).toEqual({
        tripSlug: trip.slug,
        startDate: '2027-05-10',
        priceCents: 500_000,
        totalSpots: 40,
      }),
    );
  });

  it.each([
    ['DEPARTURE_EXISTS', 'Questo viaggio ha già una partenza in questa data.', /^Data di partenza/],
    [
      'COORDINATORS_UNAVAILABLE',
      'Non ci sono due coordinatori liberi per queste date: indicali tu oppure scegli un altro giorno.',
      null,
    ],
  ])("shows the server's refusal %s next to the form", async (code, message, field) => {
    const view = await openDepartures(() => ({ status: 200, data: [] }));
    api().on('POST /api/v1/admin/departures', { status: 409, data: { statusCode: 409, code, message } });
    const form = addForm();

    await view.user.selectOptions(within(form).getByRole('combobox', { name: /^Viaggio/ }), trip.slug);
    await view.user.type(within(form).getByLabelText(/^Data di partenza/), '2027-05-10');
    await view.user.click(within(form).getByRole('button', { name: 'Aggiungi partenza' }));

    const shown = await within(form).findByText(message);
    expect(shown).toHaveAttribute('role', 'alert');
    if (field) expect(within(form).getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('links each departure to its rooming list', async () => {
    await openDepartures(() => ({ status: 200, data: [departure] }));
    expect(
      await screen.findByRole('link', { name: 'Rooming list della partenza di Praga, tour culturale del 10/05/2027' }),
    ).toHaveAttribute('href', `/admin/partenze/${departure.id}/camere`);
  });

  it('changes price and seats in a dialog, sending only what changed in cents', async () => {
    let listed = departure;
    const view = await openDepartures(() => ({ status: 200, data: [listed] }));
    api().on(`PATCH /api/v1/admin/departures/${departure.id}`, () => {
      listed = { ...departure, priceCents: 99_900, previousPriceCents: 123_450 };
      return { status: 200, data: listed };
    });

    await view.user.click(
      await screen.findByRole('button', { name: 'Modifica la partenza di Praga, tour culturale del 10/05/2027' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifica la partenza' });
    const price = within(dialog).getByLabelText(/^Prezzo a persona in euro/);
    expect(price).toHaveValue('1234,50');
    expect(within(dialog).getByLabelText(/^Posti totali/)).toHaveAccessibleDescription(
      expect.stringContaining('Sono già occupati 4 posti'),
    );
    await view.user.clear(price);
    await view.user.type(price, '999');
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent(`PATCH /api/v1/admin/departures/${departure.id}`)[0].body).toEqual({ priceCents: 99_900 });
    const row = await within(calendar()).findByRole('row', { name: /999\s€/ });
    expect(row.querySelector('s')).toHaveTextContent('1.234,50 €');
  });

  it('sets the meeting time at each airport, sending every airport and null for an empty one', async () => {
    const view = await openDepartures(() => ({ status: 200, data: [departure] }));
    api().on(`PATCH /api/v1/admin/departures/${departure.id}`, (request) => ({
      status: 200,
      data: { ...departure, ...(request.body as object) },
    }));

    await view.user.click(
      await screen.findByRole('button', { name: 'Modifica la partenza di Praga, tour culturale del 10/05/2027' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifica la partenza' });
    const malpensa = within(dialog).getByLabelText(/^Orario di ritrovo a Milano Malpensa/);
    const fiumicino = within(dialog).getByLabelText(/^Orario di ritrovo a Roma Fiumicino/);
    expect(malpensa).toHaveValue('06:30');
    expect(fiumicino).toHaveValue('');
    expect(fiumicino).toHaveAccessibleDescription(expect.stringContaining('Ora di Roma, il primo giorno'));
    await view.user.clear(malpensa);
    await view.user.type(fiumicino, '07:15');
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent(`PATCH /api/v1/admin/departures/${departure.id}`)[0].body).toEqual({
      meetingTimes: { MXP: null, FCO: '07:15' },
    });
  });

  it('changes the coordinators, and shows COORDINATOR_BUSY on them keeping the dialog open', async () => {
    const view = await openDepartures(() => ({ status: 200, data: [departure] }));
    const message = 'Lucia guida già un gruppo di Vienna dal 09/05/2027 al 13/05/2027.';
    let answer: { status: number; data: unknown } = {
      status: 409,
      data: { statusCode: 409, code: 'COORDINATOR_BUSY', message },
    };
    api().on(`PATCH /api/v1/admin/departures/${departure.id}`, () => answer);

    await view.user.click(
      await screen.findByRole('button', { name: 'Modifica la partenza di Praga, tour culturale del 10/05/2027' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifica la partenza' });
    const first = within(dialog).getByLabelText(/^Primo coordinatore/);
    const second = within(dialog).getByLabelText(/^Secondo coordinatore/);
    expect([first, second].map((field) => (field as HTMLInputElement).value)).toEqual(departure.coordinators);
    await view.user.clear(first);
    await view.user.type(first, 'Lucia');
    await view.user.clear(second);
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(api().sent(`PATCH /api/v1/admin/departures/${departure.id}`)[0].body).toEqual({ coordinators: ['Lucia'] });

    answer = { status: 200, data: { ...departure, coordinators: ['Lucia'] } };
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's message on the meeting time it refused", async () => {
    const view = await openDepartures(() => ({ status: 200, data: [departure] }));
    const message = "Indica l'orario di ritrovo a Roma Fiumicino come ore e minuti, per esempio 06:30.";
    api().on(`PATCH /api/v1/admin/departures/${departure.id}`, {
      status: 400,
      data: { statusCode: 400, code: 'VALIDATION_FAILED', message, details: { 'meetingTimes.FCO': [message] } },
    });

    await view.user.click(
      await screen.findByRole('button', { name: 'Modifica la partenza di Praga, tour culturale del 10/05/2027' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifica la partenza' });
    const fiumicino = within(dialog).getByLabelText(/^Orario di ritrovo a Roma Fiumicino/);
    await view.user.type(fiumicino, '07:15');
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    await waitFor(() => expect(fiumicino).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(screen.getByRole('dialog', { name: 'Modifica la partenza' })).toBeInTheDocument();
  });

  it('shows the 409 SEATS_BELOW_TAKEN message on the seats, keeping the dialog open', async () => {
    const view = await openDepartures(() => ({ status: 200, data: [departure] }));
    const message = 'Non puoi ridurre i posti sotto quelli già prenotati su questa partenza.';
    api().on(`PATCH /api/v1/admin/departures/${departure.id}`, {
      status: 409,
      data: { statusCode: 409, code: 'SEATS_BELOW_TAKEN', message },
    });

    await view.user.click(
      await screen.findByRole('button', { name: 'Modifica la partenza di Praga, tour culturale del 10/05/2027' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifica la partenza' });
    const seats = within(dialog).getByLabelText(/^Posti totali/);
    await view.user.clear(seats);
    await view.user.type(seats, '5');
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(await within(dialog).findByText(message)).toHaveAttribute('role', 'alert');
    expect(seats).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api().sent(`PATCH /api/v1/admin/departures/${departure.id}`)[0].body).toEqual({ totalSpots: 5 });
  });

  it('closes a departure only after a confirmation that says its bookings stay, then reopens it', async () => {
    let listed = departure;
    const view = await openDepartures(() => ({ status: 200, data: [listed] }));
    api().on(`PATCH /api/v1/admin/departures/${departure.id}`, (request) => {
      listed = { ...departure, status: (request.body as { status: 'open' | 'closed' }).status };
      return { status: 200, data: listed };
    });

    await view.user.click(
      await screen.findByRole('button', { name: 'Chiudi la partenza di Praga, tour culturale del 10/05/2027' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Chiudere questa partenza?' });
    expect(dialog).toHaveTextContent('sparisce dal sito');
    expect(dialog).toHaveTextContent('Le prenotazioni già ricevute restano valide.');
    expect(api().sent(`PATCH /api/v1/admin/departures/${departure.id}`)).toEqual([]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));

    const row = await within(calendar()).findByRole('row', { name: /Chiusa/ });
    await view.user.click(
      within(row).getByRole('button', { name: 'Riapri la partenza di Praga, tour culturale del 10/05/2027' }),
    );
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Riaprire questa partenza?' })).getByRole('button', {
        name: 'Riapri',
      }),
    );

    expect(await within(calendar()).findByRole('row', { name: /Aperta/ })).toBeInTheDocument();
    expect(
      api()
        .sent(`PATCH /api/v1/admin/departures/${departure.id}`)
        .map((request) => request.body),
    ).toEqual([{ status: 'closed' }, { status: 'open' }]);
  });

  it.each([
    [12, 'Aggiunte 12 nuove date'],
    [1, 'Aggiunta 1 nuova data'],
    [0, 'Nessuna nuova data: il calendario copre già i prossimi 12 mesi'],
  ])('generates the chosen trip’s dates and says %i were added', async (added, text) => {
    const view = await openDepartures(() => ({ status: 200, data: [departure] }));
    api().on(`POST /api/v1/admin/trips/${otherTrip.slug}/departures/generate`, { status: 200, data: { added } });
    expect(screen.queryByRole('button', { name: 'Genera date' })).toBeNull();

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Viaggio' }), otherTrip.slug);
    const listReads = api().sent('GET /api/v1/admin/departures').length;
    await view.user.click(screen.getByRole('button', { name: 'Genera date' }));

    await waitFor(() => expect(toasts()).toContainEqual(expect.stringContaining(text)));
    expect(api().sent(`POST /api/v1/admin/trips/${otherTrip.slug}/departures/generate`)).toHaveLength(1);
    await waitFor(() => expect(api().sent('GET /api/v1/admin/departures').length).toBeGreaterThan(listReads));
  });
});
