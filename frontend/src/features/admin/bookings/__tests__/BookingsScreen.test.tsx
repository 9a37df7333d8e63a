import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBookingDetailDto, AdminBookingDto, AdminDepartureDto, TripSummaryDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { installFakeApi, signIn, type FakeAnswer, type FakeRequest } from '../../__tests__/fake-api';
import { SEARCH_DELAY_MS } from '../BookingSearch';
import { heldAnswer } from '../../../../test/held-answer';

const api = installFakeApi();

const trip = { slug: 'praga-tour-culturale', title: 'Praga, tour culturale' } as TripSummaryDto;
const otherTrip = { slug: 'lisbona-e-porto', title: 'Lisbona e Porto' } as TripSummaryDto;

const departure = {
  id: '66666666-6666-4666-8666-666666666666',
  tripSlug: trip.slug,
  tripTitle: trip.title,
  startDate: '2027-05-10',
  endDate: '2027-05-14',
  status: 'open',
} as AdminDepartureDto;

const booking: AdminBookingDto = {
  id: '77777777-7777-4777-8777-777777777777',
  status: 'pending',
  paymentStatus: 'pending',
  paymentReference: 'Ricevuta 4821',
  tripSlug: trip.slug,
  tripTitle: trip.title,
  departureId: departure.id,
  startDate: '2027-05-10',
  endDate: '2027-05-14',
  airport: 'FCO',
  travellerCount: 3,
  adultCount: 2,
  childCount: 1,
  leadTraveller: 'Bianchi Anna',
  contactEmail: 'anna.bianchi@example.it',
  contactPhone: '+39 333 123 4567',
  totalPriceCents: 308_625,
  depositAmountCents: 123_450,
  amountToPayCents: 123_450,
  amountPaidCents: 0,
  refundDueCents: 0,
  balanceCents: 308_625,
  balanceDueCents: 0,
  balanceDueDate: null,
  paymentType: 'deposit',
  // 14:30 in Rome (summer time).
  paymentExpiresAt: '2026-06-01T12:30:00.000Z',
  transferDeclaredAt: null,
  transferReminderDueAt: null,
  confirmedAt: null,
  closedAt: null,
  createdAt: '2026-06-01T07:30:00.000Z',
  partner: null,
};

const detail: AdminBookingDetailDto = {
  ...booking,
  payments: [],
  messages: [],
  transferReceipt: null,
  travellers: [
    {
      firstName: 'Anna',
      lastName: 'Bianchi',
      birthDate: '1958-03-14',
      address: 'Via Fillungo 12, 55100 Lucca',
      passportNumber: 'YA1234567',
      isChild: false,
      singleRoom: false,
    },
    {
      firstName: 'Paolo',
      lastName: 'Rossi',
      birthDate: null,
      address: null,
      passportNumber: null,
      isChild: false,
      singleRoom: false,
    },
    {
      firstName: 'Giulia',
      lastName: 'Rossi',
      birthDate: '2018-09-02',
      address: null,
      passportNumber: 'YB7654321',
      isChild: true,
      singleRoom: false,
    },
  ],
  singleRooms: 0,
  singleSupplementCents: 0,
  iban: {
    accountHolder: 'Viaggi di Lucca srl',
    iban: 'IT60X0542811101000000123456',
    ibanFormatted: 'IT60 X054 2811 1010 0000 0123 456',
    bankName: 'Banca di Lucca',
    isDemo: false,
  },
};

/** Sold by a partner agency at 12,5 % commission: its amounts are the net the partner owes. */
const partnerBooking: AdminBookingDto = {
  ...booking,
  id: '88888888-8888-4888-8888-888888888888',
  paymentReference: 'Ricevuta 5150',
  travellerCount: 2,
  childCount: 0,
  totalPriceCents: 225_750,
  depositAmountCents: 90_300,
  amountToPayCents: 90_300,
  balanceCents: 225_750,
  partner: { name: 'Viaggi Serchio', reference: 'VS-2027-0118', retailTotalCents: 258_000 },
};

/** At the address the page tests open. */
const partnerDetail: AdminBookingDetailDto = {
  ...detail,
  ...partnerBooking,
  id: booking.id,
  paymentReference: booking.paymentReference,
  travellers: detail.travellers.slice(0, 2),
};

function page(items: AdminBookingDto[]) {
  return { status: 200, data: { items, total: items.length } };
}

async function openList(bookings: (request: FakeRequest) => FakeAnswer, path = '/admin/prenotazioni') {
  api()
    .on('GET /api/v1/trips', { status: 200, data: [trip, otherTrip] })
    .on('GET /api/v1/admin/departures', { status: 200, data: [departure] })
    .on('GET /api/v1/admin/bookings', bookings);
  signIn();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Prenotazioni' }, { timeout: 10_000 });
  await within(screen.getByRole('combobox', { name: 'Viaggio' })).findByRole('option', { name: trip.title });
  return view;
}

async function openBooking(answer: AdminBookingDetailDto | ((request: FakeRequest) => FakeAnswer)) {
  api().on(
    `GET /api/v1/admin/bookings/${booking.id}`,
    typeof answer === 'function' ? answer : { status: 200, data: answer },
  );
  signIn();
  const view = renderApp(`/admin/prenotazioni/${booking.id}`);
  await screen.findByRole('heading', { level: 1, name: 'Prenotazione Ricevuta 4821' }, { timeout: 10_000 });
  return view;
}

function list() {
  return screen.getByRole('region', { name: 'Elenco' });
}

function toasts() {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent ?? '');
}

function lastListQuery() {
  return Object.fromEntries(api().sent('GET /api/v1/admin/bookings').at(-1)!.query);
}

describe('bookings list', () => {
  it('is reached from the admin home and from the top bar', async () => {
    api()
      .on('GET /api/v1/admin/audit-events', { status: 200, data: [] })
      .on('GET /api/v1/trips', { status: 200, data: [] })
      .on('GET /api/v1/admin/bookings', page([]));
    signIn();
    const view = renderApp('/admin');
    const tools = await screen.findByRole('region', { name: 'Strumenti' }, { timeout: 10_000 });
    await view.user.click(within(tools).getByRole('link', { name: 'Prenotazioni' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazioni' })).toBeInTheDocument();
    expect(view.router.location.pathname).toBe('/admin/prenotazioni');
    const bar = screen.getByRole('navigation', { name: 'Strumenti dell’area riservata' });
    expect(within(bar).getByRole('link', { name: 'Prenotazioni' })).toHaveAttribute('aria-current', 'page');
  });

  it('names payments and cancellations in the latest activity of the admin home', async () => {
    const event = { adminEmail: 'direzione@agenzia.it', adminUserId: 'admin', createdAt: booking.createdAt };
    api().on('GET /api/v1/admin/audit-events', {
      status: 200,
      data: [
        { ...event, id: '1', action: 'booking.deposit_paid', subject: booking.id },
        { ...event, id: '2', action: 'booking.paid_in_full', subject: booking.id },
        { ...event, id: '3', action: 'booking.cancelled', subject: booking.id },
      ],
    });
    signIn();
    renderApp('/admin');

    const activity = await screen.findByRole('region', { name: 'Tabella: Ultime attività' }, { timeout: 10_000 });
    expect(within(activity).getByText('Acconto di una prenotazione registrato')).toBeInTheDocument();
    expect(within(activity).getByText('Prenotazione pagata per intero')).toBeInTheDocument();
    expect(within(activity).getByText('Prenotazione annullata')).toBeInTheDocument();
  });

  it('says it is loading until the bookings arrive, newest first as the server sends them', async () => {
    const held = heldAnswer();
    await openList(() => held.answer);

    expect(within(list()).getByRole('status')).toHaveTextContent('Caricamento in corso...');
    held.release(page([booking, { ...booking, id: 'second', paymentReference: 'Ricevuta 1200' }]));
    const rows = await within(list()).findAllByRole('row', { name: /Ricevuta/ });
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Ricevuta 4821', 'Ricevuta 1200']);
    expect(lastListQuery()).toEqual({ limit: '50', offset: '0' });
  });

  it('says when no booking matches', async () => {
    await openList(() => page([]));

    expect(await within(list()).findByText('Nessuna prenotazione con questi filtri.')).toBeInTheDocument();
  });

  it('says the bookings could not be loaded and tries again on request', async () => {
    let fail = true;
    const view = await openList(() => (fail ? { status: 500, data: {} } : page([booking])));

    const problem = await within(list()).findByRole('alert', {}, { timeout: 10_000 });
    expect(problem).toHaveTextContent('Non siamo riusciti a caricare questi dati.');
    fail = false;
    await view.user.click(within(problem).getByRole('button', { name: 'Riprova' }));

    expect(await within(list()).findByRole('row', { name: /Ricevuta 4821/ })).toBeInTheDocument();
  });

  it('shows on one line reference, trip and departure date, first traveller, travellers, amounts, status and the deadline in Rome', async () => {
    await openList(() => page([booking, { ...booking, id: 'paid', status: 'confirmed', childCount: 0 }]));

    const [pending, confirmed] = await within(list()).findAllByRole('row', { name: /Ricevuta 4821/ });
    expect(within(pending).getByRole('link', { name: 'Apri la prenotazione Ricevuta 4821' })).toHaveAttribute(
      'href',
      `/admin/prenotazioni/${booking.id}`,
    );
    const pendingCells = within(pending).getAllByRole('cell');
    expect(pendingCells.map((cell) => cell.textContent)).toEqual([
      'Praga, tour culturale',
      '10/05/2027',
      'Bianchi Anna',
      '2 adulti, 1 bambino',
      '1.234,50\u00a0€',
      '3.086,25\u00a0€',
      'In attesa di pagamento',
      '01/06/2026, 14:30',
    ]);
    // A title cut short for want of room is whole in its tooltip.
    expect(pendingCells[0]).toHaveAttribute('title', 'Praga, tour culturale');
    const confirmedCells = within(confirmed).getAllByRole('cell');
    expect(confirmedCells[3]).toHaveTextContent(/^2 adulti$/);
    expect(confirmedCells[6]).toHaveTextContent('Confermata');
    expect(confirmedCells[7]).toHaveTextContent(/^$/);
  });

  it('names the partner and its reference under our reference on a partner’s booking, and nothing on the site’s', async () => {
    const withoutReference: AdminBookingDto = {
      ...partnerBooking,
      id: 'no-reference',
      paymentReference: 'Ricevuta 5151',
      partner: { ...partnerBooking.partner!, reference: null },
    };
    await openList(() => page([partnerBooking, withoutReference, booking]));

    const partnerRow = await within(list()).findByRole('row', { name: /Ricevuta 5150/ });
    const partnerHeader = within(partnerRow).getByRole('rowheader');
    expect(within(partnerHeader).getByRole('link', { name: 'Apri la prenotazione Ricevuta 5150' })).toHaveTextContent(
      /^Ricevuta 5150$/,
    );
    expect(partnerHeader).toHaveTextContent(/^Ricevuta 5150Partner: Viaggi Serchio · rif\. VS-2027-0118$/);
    // Cut short for want of room, the line is whole in its tooltip.
    expect(within(partnerHeader).getByText('Partner: Viaggi Serchio · rif. VS-2027-0118')).toHaveAttribute(
      'title',
      'Partner: Viaggi Serchio · rif. VS-2027-0118',
    );
    // The amounts in the row are what the partner owes, as on the booking's page.
    expect(within(partnerRow).getAllByRole('cell')[5]).toHaveTextContent('2.257,50 €');
    const noReferenceHeader = within(within(list()).getByRole('row', { name: /Ricevuta 5151/ })).getByRole('rowheader');
    expect(noReferenceHeader).toHaveTextContent(/^Ricevuta 5151Partner: Viaggi Serchio$/);
    expect(within(list()).getByRole('row', { name: /Ricevuta 4821/ })).not.toHaveTextContent('Partner');
  });

  it('sends the chosen status, trip and departure, and offers the departures of the chosen trip only', async () => {
    const view = await openList(() => page([booking]));
    await within(list()).findByRole('row', { name: /Ricevuta 4821/ });
    const departureField = screen.getByRole('combobox', { name: 'Partenza' });
    expect(departureField).toBeDisabled();
    expect(api().sent('GET /api/v1/admin/departures')).toHaveLength(0);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'Bonifico dichiarato');
    await waitFor(() => expect(lastListQuery()).toEqual({ limit: '50', offset: '0', status: 'transfer_declared' }));

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Viaggio' }), trip.title);
    await waitFor(() => expect(lastListQuery()).toMatchObject({ status: 'transfer_declared', trip: trip.slug }));
    const departuresQuery = Object.fromEntries(api().sent('GET /api/v1/admin/departures')[0].query);
    expect(departuresQuery).toMatchObject({ trip: trip.slug, includeClosed: 'true', limit: '200' });
    expect(departuresQuery.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await view.user.selectOptions(
      departureField,
      await within(departureField).findByRole('option', { name: '10/05/2027 – 14/05/2027' }),
    );
    await waitFor(() =>
      expect(lastListQuery()).toEqual({
        limit: '50',
        offset: '0',
        status: 'transfer_declared',
        trip: trip.slug,
        departureId: departure.id,
      }),
    );
    expect(view.router.location.search).toBe(`?stato=transfer_declared&viaggio=${trip.slug}&partenza=${departure.id}`);

    // Another trip drops the departure of the first.
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Viaggio' }), otherTrip.title);
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ limit: '50', offset: '0', status: 'transfer_declared', trip: otherTrip.slug }),
    );
  });

  it('reads its filters from the address and pages through the older bookings', async () => {
    const view = await openList(
      (request) => ({
        status: 200,
        data: { items: [{ ...booking, id: `at-${request.query.get('offset')}` }], total: 120 },
      }),
      '/admin/prenotazioni?stato=confirmed',
    );
    await within(list()).findByRole('row', { name: /Ricevuta 4821/ });
    expect(screen.getByRole('combobox', { name: 'Stato' })).toHaveValue('confirmed');
    expect(within(list()).getByText('120 prenotazioni')).toBeInTheDocument();
    expect(within(list()).getByText('Pagina 1 di 3')).toBeInTheDocument();

    await view.user.click(within(list()).getByRole('button', { name: 'Meno recenti' }));

    await waitFor(() => expect(lastListQuery()).toEqual({ limit: '50', offset: '50', status: 'confirmed' }));
    expect(await within(list()).findByText('Pagina 2 di 3')).toBeInTheDocument();
  });
});

describe('bookings with messages not delivered', () => {
  it('narrows the list to them, keeps the choice in the address with the other filters, and lets it go', async () => {
    const view = await openList(() => page([booking]), '/admin/prenotazioni?stato=pending');
    await within(list()).findByRole('row', { name: /Ricevuta 4821/ });

    await view.user.selectOptions(
      screen.getByRole('combobox', { name: 'Messaggi' }),
      'Con un messaggio non consegnato (ultimi 7 giorni)',
    );
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ limit: '50', offset: '0', status: 'pending', messages: 'failed' }),
    );
    expect(view.router.location.search).toBe('?stato=pending&messaggi=non-consegnati');

    // Back to every booking: the list the screen opened with (read again only when stale).
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Messaggi' }), 'Tutte le prenotazioni');
    await waitFor(() => expect(view.router.location.search).toBe('?stato=pending'));
    expect(screen.getByRole('combobox', { name: 'Messaggi' })).toHaveValue('');
    expect(
      api()
        .sent('GET /api/v1/admin/bookings')
        .map((call) => call.query.get('messages')),
    ).toEqual([null, 'failed']);
  });
});

describe('bookings search', () => {
  const searchField = () => screen.getByRole('searchbox', { name: 'Cerca per ricevuta, nome, e-mail o telefono' });
  const searches = () =>
    api()
      .sent('GET /api/v1/admin/bookings')
      .map((request) => request.query.get('q'))
      .filter((q) => q !== null);

  it('sends the search once typing pauses, not at every key, and keeps it in the address with the other filters', async () => {
    const view = await openList(() => page([booking]), '/admin/prenotazioni?stato=pending&pagina=2');
    await within(list()).findByRole('row', { name: /Ricevuta 4821/ });

    await view.user.type(searchField(), 'Rossi Anna');

    await waitFor(() =>
      expect(lastListQuery()).toEqual({ limit: '50', offset: '0', status: 'pending', q: 'Rossi Anna' }),
    );
    expect(searches()).toEqual(['Rossi Anna']);
    expect(view.router.location.search).toBe('?stato=pending&cerca=Rossi+Anna');
  });

  it('sends at once on Enter, trimmed', async () => {
    const view = await openList(() => page([booking]));

    await view.user.type(searchField(), '  Ricevuta 4821 {Enter}');

    await waitFor(() => expect(lastListQuery()).toEqual({ limit: '50', offset: '0', q: 'Ricevuta 4821' }));
    expect(view.router.location.search).toBe('?cerca=Ricevuta+4821');
    // The pause that follows sends nothing more: waited out as long as the search's own pause
    // and a margin, so that a longer pause cannot let a late search slip past the check.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS + 200));
    expect(searches()).toEqual(['Ricevuta 4821']);
  });

  it('reads the search from the address and clears it with its button', async () => {
    const view = await openList(() => page([booking]), '/admin/prenotazioni?cerca=3331234567&stato=pending');
    expect(searchField()).toHaveValue('3331234567');
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ limit: '50', offset: '0', status: 'pending', q: '3331234567' }),
    );

    await view.user.click(screen.getByRole('button', { name: 'Cancella la ricerca' }));

    await waitFor(() => expect(lastListQuery()).toEqual({ limit: '50', offset: '0', status: 'pending' }));
    expect(searchField()).toHaveValue('');
    expect(searchField()).toHaveFocus();
    expect(view.router.location.search).toBe('?stato=pending');
    expect(screen.queryByRole('button', { name: 'Cancella la ricerca' })).toBeNull();
  });

  it('sends no search shorter than 2 characters', async () => {
    const view = await openList(() => page([booking]));

    await view.user.type(searchField(), 'R{Enter}');

    await waitFor(() => expect(view.router.location.search).toBe('?cerca=R'));
    expect(searches()).toEqual([]);
  });

  it('says when no booking matches the search', async () => {
    await openList(() => page([]), '/admin/prenotazioni?cerca=Verdi');

    expect(await within(list()).findByText('Nessuna prenotazione corrisponde alla ricerca.')).toBeInTheDocument();
  });
});

describe('passenger list', () => {
  let clicked: { href: string; download: string }[];
  beforeEach(() => {
    clicked = [];
    // jsdom keeps no files: the object address and the link's click are what the browser would get.
    URL.createObjectURL = vi.fn(() => 'blob:passengers');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the chosen departure’s list with the token in the header, named after trip and date', async () => {
    const view = await openList(() => page([booking]), `/admin/prenotazioni?viaggio=${trip.slug}`);
    expect(screen.queryByRole('button', { name: 'Scarica la lista passeggeri (CSV)' })).toBeNull();
    api().on(`GET /api/v1/admin/departures/${departure.id}/passengers`, {
      status: 200,
      data: '\ufeffCognome;Nome\r\nBianchi;Anna\r\n',
    });

    const departureField = screen.getByRole('combobox', { name: 'Partenza' });
    await view.user.selectOptions(
      departureField,
      await within(departureField).findByRole('option', { name: /10\/05/ }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Scarica la lista passeggeri (CSV)' }));

    await waitFor(() =>
      expect(clicked).toEqual([
        { href: 'blob:passengers', download: 'passeggeri-praga-tour-culturale-2027-05-10.csv' },
      ]),
    );
    const [request] = api().sent(`GET /api/v1/admin/departures/${departure.id}/passengers`);
    expect(request.authorization).toBe('Bearer token-of-the-test');
    expect(request.query.toString()).toBe('');
    const file = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(file.type).toBe('text/csv;charset=utf-8');
    await waitFor(() => expect(toasts()).toContainEqual(expect.stringContaining('Lista passeggeri scaricata')), {
      timeout: 5000,
    });
  });

  it('says when the list could not be downloaded', async () => {
    const view = await openList(
      () => page([booking]),
      `/admin/prenotazioni?viaggio=${trip.slug}&partenza=${departure.id}`,
    );
    api().on(`GET /api/v1/admin/departures/${departure.id}/passengers`, { status: 500, data: {} });

    await view.user.click(await screen.findByRole('button', { name: 'Scarica la lista passeggeri (CSV)' }));

    await waitFor(
      () =>
        expect(toasts()).toContainEqual(expect.stringContaining('Non siamo riusciti a scaricare la lista passeggeri.')),
      { timeout: 5000 },
    );
    expect(clicked).toEqual([]);
  });
});

describe('one booking', () => {
  it('keeps the bookings marked as the current tool in the top bar', async () => {
    await openBooking(detail);

    const bar = screen.getByRole('navigation', { name: 'Strumenti dell’area riservata' });
    expect(within(bar).getByRole('link', { name: 'Prenotazioni' })).toHaveAttribute('aria-current', 'page');
  });

  it('is opened from the list and leads back to the same filters', async () => {
    const view = await openList(() => page([booking]), '/admin/prenotazioni?stato=pending');
    api().on(`GET /api/v1/admin/bookings/${booking.id}`, { status: 200, data: detail });

    await view.user.click(await within(list()).findByRole('link', { name: 'Apri la prenotazione Ricevuta 4821' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione Ricevuta 4821' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('link', { name: 'Torna alle prenotazioni' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazioni' })).toBeInTheDocument();
    expect(view.router.location.search).toBe('?stato=pending');
  });

  it('shows travellers, contacts, airport, amounts, payment terms, the IBAN and the dates', async () => {
    await openBooking(detail);

    const travellers = screen.getByRole('region', { name: 'Viaggiatori' });
    const first = within(travellers).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Anna Bianchi');
    expect(first).toHaveTextContent('14/03/1958');
    expect(first).toHaveTextContent('Via Fillungo 12, 55100 Lucca');
    expect(first).toHaveTextContent('YA1234567');
    expect(within(travellers).getAllByRole('listitem')[1]).toHaveTextContent('Data di nascitaNon indicato');
    expect(within(travellers).getAllByRole('listitem')[2]).toHaveTextContent('Bambino (sotto i 12 anni)');

    const contact = screen.getByRole('region', { name: 'Contatti' });
    expect(within(contact).getByRole('link', { name: 'anna.bianchi@example.it' })).toHaveAttribute(
      'href',
      'mailto:anna.bianchi@example.it',
    );
    expect(within(contact).getByRole('link', { name: '+39 333 123 4567' })).toHaveAttribute(
      'href',
      'tel:+393331234567',
    );
    expect(screen.getByRole('region', { name: 'Riepilogo' })).toHaveTextContent('Roma Fiumicino (FCO)');

    const payment = screen.getByRole('region', { name: 'Pagamento' });
    expect(payment).toHaveTextContent('Acconto, poi il saldo');
    expect(payment).toHaveTextContent('Totale3.086,25 €');
    expect(payment).toHaveTextContent('Da pagare1.234,50 €');
    expect(payment).toHaveTextContent('IT60 X054 2811 1010 0000 0123 456');
    expect(payment).toHaveTextContent('Viaggi di Lucca srl');
    expect(payment).not.toHaveTextContent('Saldo da ricevere');
    expect(screen.getByRole('region', { name: 'Cronologia' })).toHaveTextContent(
      'Scadenza pagamentolunedì 1 giugno 2026 alle ore 14:30',
    );
  });

  it('names a partner’s booking’s partner and reference, and gives the travellers’ retail price beside the net the partner owes', async () => {
    await openBooking(partnerDetail);

    const summary = screen.getByRole('region', { name: 'Riepilogo' });
    expect(summary).toHaveTextContent(
      'RiferimentoRicevuta 4821PartnerViaggi SerchioRiferimento del partnerVS-2027-0118',
    );

    const payment = screen.getByRole('region', { name: 'Pagamento' });
    expect(payment).toHaveTextContent(
      'Prenotazione dell’agenzia partner Viaggi Serchio: gli importi qui sotto sono il netto che il partner ci deve, cioè il prezzo pagato dai viaggiatori meno la sua commissione.',
    );
    expect(payment).toHaveTextContent('Prezzo pagato dai viaggiatori2.580 €Totale netto dovuto dal partner2.257,50 €');
    expect(payment).toHaveTextContent('Acconto903 €Da pagare903 €');
    expect(payment).toHaveTextContent('IBAN indicato al partnerIT60 X054 2811 1010 0000 0123 456');
    expect(within(payment).queryByText('Totale')).toBeNull();
  });

  it('says when the partner gave no reference of its own', async () => {
    await openBooking({ ...partnerDetail, partner: { ...partnerDetail.partner!, reference: null } });

    expect(screen.getByRole('region', { name: 'Riepilogo' })).toHaveTextContent('Riferimento del partnerNon indicato');
  });

  it('says nothing of partners on a booking made on the site', async () => {
    await openBooking(detail);

    expect(screen.getByRole('region', { name: 'Riepilogo' })).not.toHaveTextContent('Partner');
    const payment = screen.getByRole('region', { name: 'Pagamento' });
    expect(payment).not.toHaveTextContent('partner');
    expect(payment).toHaveTextContent('IBAN indicato al cliente');
  });

  it('shows the balance and its due date once the deposit is in', async () => {
    await openBooking({
      ...detail,
      status: 'confirmed',
      paymentStatus: 'deposit_paid',
      amountPaidCents: 123_450,
      balanceCents: 185_175,
      balanceDueCents: 185_175,
      balanceDueDate: '2027-04-10',
      confirmedAt: '2026-06-01T10:00:00.000Z',
    });

    const payment = screen.getByRole('region', { name: 'Pagamento' });
    expect(payment).toHaveTextContent('Acconto ricevuto');
    expect(screen.getByRole('region', { name: 'Pagamenti ricevuti' })).toHaveTextContent(
      'Saldo da ricevere1.851,75 € entro il 10/04/2027',
    );
    expect(screen.getByRole('button', { name: 'Registra il saldo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annulla la prenotazione' })).toBeNull();
  });

  it('says so when the booking does not exist', async () => {
    api().on(`GET /api/v1/admin/bookings/${booking.id}`, {
      status: 404,
      data: { statusCode: 404, code: 'BOOKING_NOT_FOUND', message: 'Prenotazione non trovata.' },
    });
    signIn();
    renderApp(`/admin/prenotazioni/${booking.id}`);

    expect(
      await screen.findByText(
        'Questa prenotazione non esiste: forse l’indirizzo è incompleto.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('records the deposit or the whole amount after asking, then reads the lists again', async () => {
    let current: AdminBookingDetailDto = detail;
    const view = await openBooking(() => ({ status: 200, data: current }));
    api().on(`POST /api/v1/admin/bookings/${booking.id}/confirm-payment`, () => {
      current = { ...detail, status: 'confirmed', paymentStatus: 'paid', amountPaidCents: detail.totalPriceCents };
      return { status: 200, data: current };
    });

    await view.user.click(screen.getByRole('button', { name: 'Registra il pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrare il pagamento?' });
    expect(dialog).toHaveTextContent('Ricevuta 4821 di Bianchi Anna');
    const choice = within(dialog).getByRole('group', { name: 'Cosa è arrivato sul conto?' });
    expect(within(choice).getByRole('radio', { name: 'L’acconto: 1.234,50\u00a0€' })).toBeChecked();
    await view.user.click(within(choice).getByRole('radio', { name: 'L’intero importo: 3.086,25\u00a0€' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Registra' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent(`POST /api/v1/admin/bookings/${booking.id}/confirm-payment`)[0].body).toEqual({
      payment: 'full',
    });
    expect(
      await screen.findByText('Nessuna azione possibile: la prenotazione è confermata e pagata per intero.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pagamento' })).toHaveTextContent('Pagata per intero');
    await waitFor(() => expect(toasts()).toContainEqual(expect.stringContaining('Pagamento registrato')), {
      timeout: 5000,
    });
    await waitFor(() => expect(api().sent(`GET /api/v1/admin/bookings/${booking.id}`).length).toBeGreaterThan(1));
  });

  it('offers no choice for a booking on full terms', async () => {
    const view = await openBooking({ ...detail, paymentType: 'full', amountToPayCents: detail.totalPriceCents });
    api().on(`POST /api/v1/admin/bookings/${booking.id}/confirm-payment`, {
      status: 200,
      data: { ...detail, status: 'confirmed', paymentStatus: 'paid' },
    });

    await view.user.click(screen.getByRole('button', { name: 'Registra il pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrare il pagamento?' });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await view.user.click(within(dialog).getByRole('button', { name: 'Registra' }));

    await waitFor(() =>
      expect(api().sent(`POST /api/v1/admin/bookings/${booking.id}/confirm-payment`)[0]?.body).toEqual({
        payment: 'full',
      }),
    );
  });

  it('cancels only after asking, saying the seats are freed', async () => {
    let current: AdminBookingDetailDto = detail;
    const view = await openBooking(() => ({ status: 200, data: current }));
    api().on(`POST /api/v1/admin/bookings/${booking.id}/cancel`, () => {
      current = { ...detail, status: 'cancelled', closedAt: '2026-06-01T11:00:00.000Z' };
      return { status: 200, data: current };
    });

    await view.user.click(screen.getByRole('button', { name: 'Annulla la prenotazione' }));
    let dialog = await screen.findByRole('dialog', { name: 'Annullare questa prenotazione?' });
    expect(dialog).toHaveTextContent('Le prenotazioni annullate liberano i posti');
    await view.user.click(within(dialog).getByRole('button', { name: 'Non annullare' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent(`POST /api/v1/admin/bookings/${booking.id}/cancel`)).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Annulla la prenotazione' }));
    dialog = await screen.findByRole('dialog', { name: 'Annullare questa prenotazione?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Annulla la prenotazione' }));

    expect(await screen.findByText('Nessuna azione possibile: la prenotazione è annullata.')).toBeInTheDocument();
    expect(api().sent(`POST /api/v1/admin/bookings/${booking.id}/cancel`)).toHaveLength(1);
    // No reason written, none sent: the e-mail only says that the booking is cancelled.
    expect(api().sent(`POST /api/v1/admin/bookings/${booking.id}/cancel`)[0].body).toEqual({});
    await waitFor(() => expect(toasts()).toContainEqual(expect.stringContaining('Prenotazione annullata')), {
      timeout: 5000,
    });
  });

  it('sends the reason the customer reads in the e-mail, trimmed, counting its characters', async () => {
    let current: AdminBookingDetailDto = detail;
    const view = await openBooking(() => ({ status: 200, data: current }));
    api().on(`POST /api/v1/admin/bookings/${booking.id}/cancel`, () => {
      current = { ...detail, status: 'cancelled', closedAt: '2026-06-01T11:00:00.000Z' };
      return { status: 200, data: current };
    });

    await view.user.click(screen.getByRole('button', { name: 'Annulla la prenotazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annullare questa prenotazione?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo (lo legge il cliente nell’e-mail)' });
    expect(reason).not.toBeRequired();
    expect(reason).toHaveAccessibleDescription(/Facoltativo, al massimo 500 caratteri/);
    expect(dialog).toHaveTextContent('0 caratteri su 500');

    await view.user.type(reason, '  Il volo è stato soppresso dalla compagnia aerea.  ');
    expect(dialog).toHaveTextContent('48 caratteri su 500');
    await view.user.click(within(dialog).getByRole('button', { name: 'Annulla la prenotazione' }));

    expect(await screen.findByText('Nessuna azione possibile: la prenotazione è annullata.')).toBeInTheDocument();
    expect(
      api()
        .sent(`POST /api/v1/admin/bookings/${booking.id}/cancel`)
        .map((request) => request.body),
    ).toEqual([{ reason: 'Il volo è stato soppresso dalla compagnia aerea.' }]);
  });

  it('refuses a reason over 500 characters before sending, and shows the server’s refusal beside it', async () => {
    const view = await openBooking(detail);
    const refusal = 'Il motivo può avere al massimo 500 caratteri.';
    api().on(`POST /api/v1/admin/bookings/${booking.id}/cancel`, {
      status: 400,
      data: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Dati non validi.', details: { reason: [refusal] } },
    });

    await view.user.click(screen.getByRole('button', { name: 'Annulla la prenotazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annullare questa prenotazione?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo (lo legge il cliente nell’e-mail)' });
    // Pasted rather than typed: a long text arrives whole, and is not cut short without a word.
    reason.focus();
    await view.user.paste('a'.repeat(502));
    expect(dialog).toHaveTextContent('502 caratteri su 500');
    await view.user.click(within(dialog).getByRole('button', { name: 'Annulla la prenotazione' }));

    expect(
      within(dialog).getByText('Il motivo supera il massimo di 500 caratteri: accorcialo di 2 caratteri.'),
    ).toHaveAttribute('role', 'alert');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api().sent(`POST /api/v1/admin/bookings/${booking.id}/cancel`)).toHaveLength(0);

    // What the server counts otherwise (characters the browser counts twice) is its word.
    await view.user.clear(reason);
    await view.user.type(reason, 'Volo soppresso');
    await view.user.click(within(dialog).getByRole('button', { name: 'Annulla la prenotazione' }));

    expect(await within(dialog).findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(screen.getByRole('dialog', { name: 'Annullare questa prenotazione?' })).toBe(dialog);
    expect(api().sent(`POST /api/v1/admin/bookings/${booking.id}/cancel`)[0].body).toEqual({
      reason: 'Volo soppresso',
    });
  });

  it('shows the server’s words when the booking cannot be cancelled any more', async () => {
    const message = 'La prenotazione è già annullata.';
    const view = await openBooking(detail);
    api().on(`POST /api/v1/admin/bookings/${booking.id}/cancel`, {
      status: 409,
      data: { statusCode: 409, code: 'BOOKING_NOT_CANCELLABLE', message },
    });

    await view.user.click(screen.getByRole('button', { name: 'Annulla la prenotazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annullare questa prenotazione?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Annulla la prenotazione' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(message);
    expect(screen.getByRole('region', { name: 'Azioni' })).toContainElement(refusal);
  });
});

describe('a booking’s money', () => {
  const receipt = { mediaType: 'application/pdf', sizeBytes: 245_760, uploadedAt: '2026-06-01T09:05:00.000Z' } as const;
  const paidInFull: AdminBookingDetailDto = {
    ...detail,
    status: 'confirmed',
    paymentStatus: 'paid',
    amountPaidCents: detail.totalPriceCents,
    balanceCents: 0,
    confirmedAt: '2026-06-03T08:00:00.000Z',
    payments: [
      { amountCents: 103_200, receivedOn: '2026-06-03', source: 'statement', entryId: 'entry-1' },
      { amountCents: 205_425, receivedOn: '2027-03-30', source: 'manual', entryId: null },
    ],
  };

  let clicked: { href: string; download: string }[];
  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  function received() {
    return screen.getByRole('region', { name: 'Pagamenti ricevuti' });
  }

  it('lists each payment received to the cent, by hand or from a statement, and says nothing is left', async () => {
    await openBooking(paidInFull);

    const items = within(received()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '03/06/2026 · 1.032,00\u00a0€ · da estratto conto',
      '30/03/2027 · 2.054,25\u00a0€ · registrato a mano',
    ]);
    expect(received()).toHaveTextContent('Resta da pagareNulla: la prenotazione è pagata per intero.');
    expect(within(received()).queryByRole('button')).toBeNull();
  });

  it('says what is due now and by when for a booking waiting for its money, and that no receipt came yet', async () => {
    await openBooking({ ...detail, status: 'transfer_declared', transferReminderDueAt: '2026-06-02T07:00:00.000Z' });

    expect(received()).toHaveTextContent('Nessun pagamento ricevuto finora.');
    expect(received()).toHaveTextContent('Da ricevere1.234,50 € entro lunedì 1 giugno 2026 alle ore 14:30');
    expect(received()).toHaveTextContent('Il cliente non ha ancora caricato la ricevuta del bonifico.');
    expect(screen.getByRole('region', { name: 'Cronologia' })).toHaveTextContent(
      'Promemoria della scadenza al clientemartedì 2 giugno 2026 alle ore 09:00',
    );
  });

  it('downloads the customer’s transfer receipt with the token in the header, as a file never opened in the page', async () => {
    const view = await openBooking({ ...detail, status: 'transfer_declared', transferReceipt: receipt });
    api().on(`GET /api/v1/admin/bookings/${booking.id}/transfer-receipt`, {
      status: 200,
      data: new Blob(['%PDF-1.7 ricevuta'], { type: 'application/pdf' }),
    });
    expect(received()).toHaveTextContent(
      'Ricevuta del bonificoCaricata dal cliente lunedì 1 giugno 2026 alle ore 11:05 (PDF, 240 KB)',
    );

    await view.user.click(within(received()).getByRole('button', { name: 'Scarica la ricevuta del bonifico' }));

    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:receipt', download: 'ricevuta-bonifico-4821.pdf' }]));
    const [request] = api().sent(`GET /api/v1/admin/bookings/${booking.id}/transfer-receipt`);
    expect(request.authorization).toBe('Bearer token-of-the-test');
    expect(request.query.toString()).toBe('');
    const file = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(file.type).toBe('application/octet-stream');
    expect(await file.text()).toBe('%PDF-1.7 ricevuta');
    await waitFor(() => expect(toasts()).toContainEqual(expect.stringContaining('Ricevuta del bonifico scaricata')), {
      timeout: 5000,
    });
  });

  it('says in the server’s words when the receipt could not be downloaded', async () => {
    const message = 'Per questa prenotazione non è stata caricata una ricevuta.';
    const view = await openBooking({ ...detail, transferReceipt: receipt });
    api().on(`GET /api/v1/admin/bookings/${booking.id}/transfer-receipt`, {
      status: 404,
      data: { statusCode: 404, code: 'RECEIPT_NOT_FOUND', message },
    });

    await view.user.click(within(received()).getByRole('button', { name: 'Scarica la ricevuta del bonifico' }));

    await waitFor(() => expect(toasts()).toContainEqual(expect.stringContaining(message)), { timeout: 5000 });
    expect(clicked).toEqual([]);
  });

  it('records the balance without asking what arrived, and lists the new payment', async () => {
    const depositIn: AdminBookingDetailDto = {
      ...detail,
      status: 'confirmed',
      paymentStatus: 'deposit_paid',
      amountPaidCents: 123_450,
      balanceCents: 185_175,
      balanceDueCents: 185_175,
      balanceDueDate: '2027-04-10',
      payments: [{ amountCents: 123_450, receivedOn: '2026-06-03', source: 'statement', entryId: 'entry-1' }],
    };
    let current = depositIn;
    const view = await openBooking(() => ({ status: 200, data: current }));
    api().on(`POST /api/v1/admin/bookings/${booking.id}/confirm-payment`, () => {
      current = {
        ...depositIn,
        paymentStatus: 'paid',
        amountPaidCents: detail.totalPriceCents,
        balanceCents: 0,
        balanceDueCents: 0,
        payments: [
          ...depositIn.payments,
          { amountCents: 185_175, receivedOn: '2027-04-02', source: 'manual', entryId: null },
        ],
      };
      return { status: 200, data: current };
    });

    await view.user.click(screen.getByRole('button', { name: 'Registra il saldo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrare il saldo?' });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await view.user.click(within(dialog).getByRole('button', { name: 'Registra' }));

    await waitFor(() => expect(within(received()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(received()).getAllByRole('listitem')[1]).toHaveTextContent(
      '02/04/2027 · 1.851,75 € · registrato a mano',
    );
    expect(api().sent(`POST /api/v1/admin/bookings/${booking.id}/confirm-payment`)[0].body).toEqual({
      payment: 'full',
    });
  });
});

describe('a booking’s payment deadline', () => {
  function actions() {
    return screen.getByRole('region', { name: 'Azioni' });
  }

  it('shows the deadline and moves it by the working days chosen, then reads the lists again', async () => {
    let current: AdminBookingDetailDto = { ...detail, status: 'transfer_declared' };
    const view = await openBooking(() => ({ status: 200, data: current }));
    api().on(`POST /api/v1/admin/bookings/${booking.id}/payment-window`, () => {
      // 12:00 in Rome, eight days on.
      current = { ...current, paymentExpiresAt: '2026-06-09T10:00:00.000Z' };
      return { status: 200, data: current };
    });
    expect(actions()).toHaveTextContent('Scadenza del pagamento: lunedì 1 giugno 2026 alle ore 14:30.');

    await view.user.click(within(actions()).getByRole('button', { name: 'Prolunga la scadenza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prolungare la scadenza del pagamento?' });
    expect(dialog).toHaveTextContent('Ricevuta 4821 di Bianchi Anna, scadenza attuale lunedì 1 giugno 2026');
    const days = within(dialog).getByRole('combobox', { name: 'Di quanti giorni lavorativi' });
    expect(days).toHaveValue('3');
    expect(
      within(days)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '1 giorno lavorativo',
      '2 giorni lavorativi',
      '3 giorni lavorativi',
      '5 giorni lavorativi',
      '10 giorni lavorativi',
    ]);
    await view.user.selectOptions(days, '5 giorni lavorativi');
    await view.user.click(within(dialog).getByRole('button', { name: 'Prolunga' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent(`POST /api/v1/admin/bookings/${booking.id}/payment-window`)[0].body).toEqual({
      workingDays: 5,
    });
    expect(
      await within(actions()).findByText('Scadenza del pagamento: martedì 9 giugno 2026 alle ore 12:00.'),
    ).toBeInTheDocument();
    await waitFor(
      () =>
        expect(toasts()).toContainEqual(
          expect.stringContaining('Scadenza prolungata: ora martedì 9 giugno 2026 alle ore 12:00'),
        ),
      { timeout: 5000 },
    );
    await waitFor(() => expect(api().sent(`GET /api/v1/admin/bookings/${booking.id}`).length).toBeGreaterThan(1));
  });

  it('shows the server’s words when the deadline can no longer be moved, and reads the booking again', async () => {
    const message = 'Si può prolungare solo la scadenza di una prenotazione ancora in attesa di pagamento.';
    let current: AdminBookingDetailDto = detail;
    const view = await openBooking(() => ({ status: 200, data: current }));
    api().on(`POST /api/v1/admin/bookings/${booking.id}/payment-window`, () => {
      current = { ...detail, status: 'expired', closedAt: '2026-06-01T12:30:00.000Z' };
      return { status: 409, data: { statusCode: 409, code: 'BOOKING_WINDOW_NOT_EXTENDABLE', message } };
    });

    await view.user.click(within(actions()).getByRole('button', { name: 'Prolunga la scadenza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prolungare la scadenza del pagamento?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Prolunga' }));

    const refusal = await within(actions()).findByRole('alert');
    expect(refusal).toHaveTextContent(message);
    expect(
      await within(actions()).findByText('Nessuna azione possibile: la prenotazione è scaduta.'),
    ).toBeInTheDocument();
    expect(within(actions()).queryByRole('button', { name: 'Prolunga la scadenza' })).toBeNull();
  });

  it('is offered only while the booking waits for its money', async () => {
    await openBooking({ ...detail, status: 'confirmed', paymentStatus: 'paid' });

    expect(within(actions()).queryByRole('button', { name: 'Prolunga la scadenza' })).toBeNull();
    expect(actions()).not.toHaveTextContent('Scadenza del pagamento');
  });
});
