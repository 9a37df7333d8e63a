import { cleanup as cleanupView, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepartureDto, TripDetailDto } from '../../../api';
import { useTrip } from '../../../api/queries/catalogue';
import { useDepartures } from '../../../api/queries/departures';
import type { BookingFlow } from '../../../components/booking-flow/booking-flow';
import { i18n } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render-app';
import { buildDeparture, buildTrip } from './fixtures';

vi.mock('../../../api/queries/catalogue', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/queries/catalogue')>()),
  useTrip: vi.fn(),
  useTrips: vi.fn(() => ({ data: [], isPending: false, isError: false, isFetching: false, refetch: vi.fn() })),
}));

vi.mock('../../../api/queries/departures', () => ({ useDepartures: vi.fn() }));

vi.mock('../../../api/queries/site', async () => {
  const { siteSettings } = await import('./fixtures');
  return { useSiteSettings: () => ({ data: siteSettings, isPending: false, isError: false }) };
});

type TripQuery = ReturnType<typeof useTrip>;
type DeparturesQuery = ReturnType<typeof useDepartures>;

function answer(state: Partial<TripQuery>): TripQuery {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    ...state,
  } as unknown as TripQuery;
}

/** The API as the page sees it: a trip per slug or alias, null for an id it does not know. */
function serveTrips(trips: Record<string, TripDetailDto>) {
  vi.mocked(useTrip).mockImplementation((id) => answer({ data: id && id in trips ? trips[id] : null }));
}

function serveDepartures(state: Partial<DeparturesQuery>) {
  vi.mocked(useDepartures).mockImplementation(
    () => ({ data: undefined, isPending: false, isError: false, ...state }) as unknown as DeparturesQuery,
  );
}

function serveDepartureList(departures: DepartureDto[]) {
  serveDepartures({ data: departures });
}

// The first page of a run also downloads the lazy page's code.
const PAGE_LOAD = { timeout: 10_000 };

let bookingFlow: BookingFlow;

async function openTripPage(path: string) {
  const view = renderApp(path, { bookingFlow });
  await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
  return view;
}

function dayButton(day: number) {
  return screen.getByRole('button', { name: new RegExp(`^Giorno ${day} · `) });
}

// Rendering the whole app with its lazy pages is slow in jsdom.
describe('trip page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    serveTrips({ 'praga-tour-culturale': buildTrip() });
    serveDepartures({ isPending: true });
    bookingFlow = { openDates: vi.fn() };
  });

  it('shows the per-person price and no single-room line when the trip has none', async () => {
    await openTripPage('/travel/praga-tour-culturale');

    const hero = screen.getByRole('region', { name: "Praga, la città d'oro" });
    expect(within(hero).getByText('800 €')).toBeVisible();
    expect(hero).toHaveTextContent('da 800 € per persona');
    expect(hero).toHaveTextContent('5 giorni / 4 notti');
    expect(hero).toHaveTextContent('Gruppi di massimo 10 persone');
    expect(within(hero).queryByText(/Supplemento camera singola/)).not.toBeInTheDocument();
    expect(within(hero).getByRole('img', { name: 'Il Ponte Carlo al tramonto' })).toHaveAttribute('loading', 'eager');
  });

  it('shows the single-room supplement when the trip has one', async () => {
    serveTrips({
      'vienna-tour-culturale': buildTrip({
        slug: 'vienna-tour-culturale',
        title: 'Vienna imperiale',
        priceCents: 90000,
        singleSupplementCents: 29000,
      }),
    });
    await openTripPage('/travel/vienna-tour-culturale');

    const hero = screen.getByRole('region', { name: 'Vienna imperiale' });
    expect(hero).toHaveTextContent('da 900 € per persona');
    expect(within(hero).getByText('Supplemento camera singola 290 €')).toBeVisible();
  });

  it('opens the dates dialog for the trip from the hero and from the closing call to action', async () => {
    const { user } = await openTripPage('/travel/praga-tour-culturale');

    const datesButtons = screen.getAllByRole('link', { name: 'Scopri le Date Disponibili' });
    expect(datesButtons).toHaveLength(2);
    for (const button of datesButtons) {
      // Before the app takes the page over, the same button leads to the page that opens the dialog.
      expect(button).toHaveAttribute('href', '/richiesta-informazioni?destination=praga-tour-culturale');
    }

    await user.click(datesButtons[0]);
    await user.click(datesButtons[1]);

    expect(bookingFlow.openDates).toHaveBeenCalledTimes(2);
    expect(bookingFlow.openDates).toHaveBeenNthCalledWith(1, {
      slug: 'praga-tour-culturale',
      title: "Praga, la città d'oro",
    });
    expect(bookingFlow.openDates).toHaveBeenNthCalledWith(2, {
      slug: 'praga-tour-culturale',
      title: "Praga, la città d'oro",
    });
  });

  it('keeps an advertising visitor under /ads-special on the dates button fallback', async () => {
    localStorage.setItem('referralSource', 'ads');
    await openTripPage('/ads-special/travel/praga-tour-culturale');

    expect(screen.getAllByRole('link', { name: 'Scopri le Date Disponibili' })[0]).toHaveAttribute(
      'href',
      '/ads-special/richiesta-informazioni?destination=praga-tour-culturale',
    );
  });

  it('sends the information link to the contact page with the trip slug', async () => {
    await openTripPage('/travel/praga-tour-culturale');

    expect(screen.getByRole('link', { name: 'Scrivici per informazioni' })).toHaveAttribute(
      'href',
      '/contact?destination=praga-tour-culturale',
    );
  });

  it('shows the next departure in words and the seats left when there are few', async () => {
    serveDepartureList([
      buildDeparture({ startDate: '2027-05-10', spotsAvailable: 3 }),
      buildDeparture({ startDate: '2027-05-15', spotsAvailable: 9 }),
    ]);
    await openTripPage('/travel/praga-tour-culturale');

    const hero = screen.getByRole('region', { name: "Praga, la città d'oro" });
    expect(hero).toHaveTextContent('Prossima partenza: lunedì 10 maggio 2027');
    expect(within(hero).getByText('Solo 3 posti rimasti!')).toBeVisible();
    expect(useDepartures).toHaveBeenCalledWith('praga-tour-culturale');
  });

  it('says "posto" for the last seat', async () => {
    serveDepartureList([buildDeparture({ spotsAvailable: 1 })]);
    await openTripPage('/travel/praga-tour-culturale');

    expect(screen.getByText('Solo 1 posto rimasto!')).toBeVisible();
  });

  it('names no seat count when five or more seats are left', async () => {
    serveDepartureList([buildDeparture({ startDate: '2027-06-03', spotsAvailable: 5 })]);
    await openTripPage('/travel/praga-tour-culturale');

    const hero = screen.getByRole('region', { name: "Praga, la città d'oro" });
    expect(hero).toHaveTextContent('Prossima partenza: giovedì 3 giugno 2027');
    expect(hero).not.toHaveTextContent(/rimast/);
  });

  it('skips a sold-out departure for the next one with seats', async () => {
    serveDepartureList([
      buildDeparture({ startDate: '2027-05-10', spotsAvailable: 0 }),
      buildDeparture({ startDate: '2027-05-15', spotsAvailable: 4 }),
    ]);
    await openTripPage('/travel/praga-tour-culturale');

    const hero = screen.getByRole('region', { name: "Praga, la città d'oro" });
    expect(hero).toHaveTextContent('Prossima partenza: sabato 15 maggio 2027');
    expect(within(hero).getByText('Solo 4 posti rimasti!')).toBeVisible();
  });

  it('shows no next departure when there is none', async () => {
    serveDepartureList([]);
    await openTripPage('/travel/praga-tour-culturale');

    const hero = screen.getByRole('region', { name: "Praga, la città d'oro" });
    expect(hero).not.toHaveTextContent('Prossima partenza');
    expect(hero).not.toHaveTextContent(/rimast/);
  });

  it('shows nothing about departures while they load, and a quiet note when they fail', async () => {
    await openTripPage('/travel/praga-tour-culturale');
    const hero = screen.getByRole('region', { name: "Praga, la città d'oro" });
    expect(hero).not.toHaveTextContent('Prossima partenza');
    expect(within(hero).queryByRole('alert')).not.toBeInTheDocument();
    cleanupView();

    serveDepartures({ isError: true, error: new Error('offline') });
    await openTripPage('/travel/praga-tour-culturale');

    expect(screen.getByText('Non riusciamo a mostrare la prossima partenza in questo momento.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the next departure in English', async () => {
    i18n.changeLanguage('en');
    serveDepartureList([buildDeparture({ startDate: '2027-05-10', spotsAvailable: 2 })]);
    await openTripPage('/travel/praga-tour-culturale');

    expect(screen.getByText('Next departure:', { exact: false })).toHaveTextContent(
      'Next departure: Monday, 10 May 2027',
    );
    expect(screen.getByText('Only 2 seats left!')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'See the Available Dates' })).toHaveLength(2);
  });

  it('states the facts, the flights and the deposit policy in words', async () => {
    serveTrips({ kenya: buildTrip({ slug: 'kenya', depositPolicy: { kind: 'fixedPerPerson', value: 80000 } }) });
    await openTripPage('/travel/kenya');

    const overview = screen.getByRole('region', { name: 'Il viaggio in breve' });
    expect(within(overview).getByText('Hotel').tagName).toBe('DT');
    expect(within(overview).getByText('4 stelle in posizione centrale').tagName).toBe('DD');
    expect(overview).toHaveTextContent('Voli di linea da Milano Malpensa o Roma Fiumicino.');
    expect(overview).toHaveTextContent(
      'Acconto di 800 € per persona alla prenotazione, saldo 30 giorni prima della partenza.',
    );
    expect(overview).toHaveTextContent("Prenotando a 40 giorni o meno dalla partenza si paga subito l'intero importo.");
    expect(
      within(overview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Il Castello di Praga', 'Il Ponte Carlo al tramonto']);
    expect(within(overview).getByText('Praga si lascia scoprire a piedi, un passo alla volta.')).toBeVisible();
  });

  it('opens the first day with its morning and afternoon panels, and closes it on a click', async () => {
    const { user } = await openTripPage('/travel/praga-tour-culturale');

    const firstDay = dayButton(1);
    expect(firstDay).toHaveAttribute('aria-expanded', 'true');
    expect(dayButton(2)).toHaveAttribute('aria-expanded', 'false');
    const panel = screen.getByRole('region', { name: /^Giorno 1 · Benvenuti a Praga/ });
    expect(within(panel).getByText('Mattina')).toBeVisible();
    expect(within(panel).getByRole('heading', { level: 4, name: "Volo dall'Italia" })).toBeVisible();
    expect(within(panel).getByText('Pomeriggio/Sera')).toBeVisible();
    expect(within(panel).getByText("Passeggiata fino all'Orologio Astronomico.")).toBeVisible();

    await user.click(firstDay);

    expect(firstDay).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText("Ritrovo in aeroporto con l'accompagnatore.")).not.toBeInTheDocument();
  });

  it('closes the open day when another day opens', async () => {
    const { user } = await openTripPage('/travel/praga-tour-culturale');

    await user.click(dayButton(2));

    expect(dayButton(2)).toHaveAttribute('aria-expanded', 'true');
    expect(dayButton(1)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Visita alla Cattedrale di San Vito.')).toBeVisible();
    expect(screen.queryByText("Ritrovo in aeroporto con l'accompagnatore.")).not.toBeInTheDocument();
  });

  it('says the itinerary is being defined when the trip has no days yet', async () => {
    serveTrips({ 'praga-tour-culturale': buildTrip({ itinerary: [] }) });
    await openTripPage('/travel/praga-tour-culturale');

    const itinerary = screen.getByRole('region', { name: 'Itinerario giorno per giorno' });
    expect(within(itinerary).getByText("Itinerario in fase di definizione per Praga, la città d'oro")).toBeVisible();
    expect(within(itinerary).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the information sections closed and splits "Heading|Text" items', async () => {
    const { user } = await openTripPage('/travel/praga-tour-culturale');

    const included = screen.getByRole('button', { name: 'La quota comprende' });
    expect(included).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Cosa mettere in valigia' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(included);

    const section = screen.getByRole('region', { name: 'La quota comprende' });
    const heading = within(section).getByText('Voli');
    expect(heading.tagName).toBe('STRONG');
    expect(heading.closest('li')).toHaveTextContent(/^VoliAndata e ritorno da Milano o Roma\.$/);
    expect(within(section).getByText('Nessuna cassa comune').tagName).toBe('LI');
    expect(section).not.toHaveTextContent('|');
  });

  it('shows "Label|Value" answer lines as the rows of a table, one question open at a time', async () => {
    const { user } = await openTripPage('/travel/praga-tour-culturale');

    await user.click(screen.getByRole('button', { name: 'Quali sono le penali in caso di cancellazione?' }));

    const table = screen.getByRole('table', { name: 'Quali sono le penali in caso di cancellazione?' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('rowheader', { name: 'Da 29 a 15 giorni prima' })).toBeVisible();
    expect(within(rows[1]).getByRole('cell', { name: '50%' })).toBeVisible();
    expect(screen.getByText('La penale dipende da quanti giorni mancano alla partenza:').tagName).toBe('P');

    await user.click(screen.getByRole('button', { name: 'Quali pasti sono compresi?' }));

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('È compresa la colazione ogni mattina.')).toBeVisible();
  });

  it('lists the hotels with their stars read out in words', async () => {
    await openTripPage('/travel/praga-tour-culturale');

    const hotels = screen.getByRole('region', { name: 'Gli hotel' });
    const hotel = within(hotels).getByRole('listitem');
    expect(within(hotel).getByRole('heading', { name: 'Hotel 4* in centro storico' })).toBeVisible();
    expect(within(hotel).getByText('4 stelle')).toBeInTheDocument();
    expect(within(hotel).getByText('★★★★')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the not-found screen for an unknown trip and raises the toast once', async () => {
    renderApp('/travel/atlantide', { bookingFlow });

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Pagina non trovata' }, PAGE_LOAD)).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('Pagina non trovata')).toBeVisible();
    // One in the page, one in the toast.
    expect(screen.getAllByText('La pagina che stai cercando non esiste.')).toHaveLength(2);
  });

  it('moves an alias to the canonical address of the trip', async () => {
    const trip = buildTrip();
    serveTrips({ praga: trip, 'praga-tour-culturale': trip });
    const { router } = renderApp('/travel/praga', { bookingFlow });

    await waitFor(() => expect(router.location.pathname).toBe('/travel/praga-tour-culturale'));
    expect(screen.getByRole('heading', { level: 1, name: "Praga, la città d'oro" })).toBeVisible();
  });

  it('keeps advertising visitors under /ads-special when moving an alias', async () => {
    localStorage.setItem('referralSource', 'ads');
    const trip = buildTrip();
    serveTrips({ praga: trip, 'praga-tour-culturale': trip });
    const { router } = renderApp('/ads-special/travel/praga', { bookingFlow });

    await waitFor(() => expect(router.location.pathname).toBe('/ads-special/travel/praga-tour-culturale'));
  });

  it('shows the outline of the page while the trip loads', async () => {
    vi.mocked(useTrip).mockImplementation(() => answer({ isPending: true }));
    renderApp('/travel/praga-tour-culturale', { bookingFlow });

    const status = await screen.findByRole('status', { busy: true }, PAGE_LOAD);
    expect(status).toHaveTextContent('Caricamento...');
  });

  it('explains a failed load and tries again on "Riprova"', async () => {
    const refetch = vi.fn();
    vi.mocked(useTrip).mockImplementation(() => answer({ isError: true, isPending: false, refetch }));
    const { user } = renderApp('/travel/praga-tour-culturale', { bookingFlow });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Non riusciamo a mostrare questo viaggio' }, PAGE_LOAD),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));

    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('titles the page after the trip and describes it as a TouristTrip', async () => {
    await openTripPage('/travel/praga-tour-culturale');

    await waitFor(() => expect(document.title).toBe("Praga, la città d'oro | ATI Viaggi"));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/travel/praga-tour-culturale`,
    );
    const touristTrip = await waitFor(() => {
      // react-helmet-async leaves scripts where <Seo> renders under React 19; search engines read them anywhere.
      const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? ''),
      );
      const found = structured.find((data) => data['@type'] === 'TouristTrip');
      expect(found).toBeDefined();
      return found;
    });
    expect(touristTrip).toMatchObject({
      name: "Praga, la città d'oro",
      offers: { price: 800, priceCurrency: 'EUR' },
      provider: { '@type': 'TravelAgency', name: 'ATI Viaggi' },
    });
    expect(touristTrip.itinerary.itemListElement).toHaveLength(2);
  });
});
