import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTrips } from '../../../api/queries/catalogue';
import type { BookingFlow } from '../../../components/booking-flow/booking-flow';
import { i18n } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render-app';
import { siteSettings, tripSummary } from '../../../test/site-settings.fixture';

vi.mock('../../../api/queries/catalogue', () => ({ useTrips: vi.fn(), useTrip: vi.fn() }));

const settings = siteSettings();
vi.mock('../../../api/queries/site', () => ({
  useSiteSettings: () => ({ data: settings, isPending: false, isError: false, refetch: vi.fn() }),
}));

type TripsQuery = ReturnType<typeof useTrips>;

function serveCatalogue(state: Partial<TripsQuery>) {
  vi.mocked(useTrips).mockReturnValue({
    data: undefined,
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    ...state,
  } as unknown as TripsQuery);
}

const PRAGUE = tripSummary('praga-tour-culturale', "Praga, la città d'oro");
const PAGE_LOAD = { timeout: 10_000 };

let bookingFlow: BookingFlow;

async function openPage(path: string) {
  const view = renderApp(path, { bookingFlow });
  await screen.findByRole('heading', { level: 1, name: 'Richiesta di informazioni viaggio' }, PAGE_LOAD);
  return view;
}

describe('information-request page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    bookingFlow = { openDates: vi.fn() };
    serveCatalogue({ data: [tripSummary('vienna-tour-culturale', 'Vienna imperiale'), PRAGUE] });
  });

  it('names the trip and opens its dates dialog on arrival, once', async () => {
    await openPage('/richiesta-informazioni?destination=praga-tour-culturale');

    expect(screen.getByRole('heading', { level: 2, name: "Praga, la città d'oro" })).toBeVisible();
    await waitFor(() => expect(bookingFlow.openDates).toHaveBeenCalled());
    expect(bookingFlow.openDates).toHaveBeenCalledExactlyOnceWith({
      slug: 'praga-tour-culturale',
      title: "Praga, la città d'oro",
    });
  });

  it('opens the dialog again from its button', async () => {
    const { user } = await openPage('/richiesta-informazioni?destination=praga-tour-culturale');
    await waitFor(() => expect(bookingFlow.openDates).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Scopri le Date Disponibili' }));

    expect(bookingFlow.openDates).toHaveBeenCalledTimes(2);
    expect(bookingFlow.openDates).toHaveBeenLastCalledWith({
      slug: 'praga-tour-culturale',
      title: "Praga, la città d'oro",
    });
  });

  it('links to the contact page and to the trip page with the trip', async () => {
    await openPage('/richiesta-informazioni?destination=praga-tour-culturale');

    const main = screen.getByRole('region', { name: 'Richiesta di informazioni viaggio' });
    expect(within(main).getByRole('link', { name: 'Scrivici per informazioni su questo viaggio' })).toHaveAttribute(
      'href',
      '/contact?destination=praga-tour-culturale',
    );
    expect(within(main).getByRole('link', { name: 'Leggi il programma del viaggio' })).toHaveAttribute(
      'href',
      '/travel/praga-tour-culturale',
    );
  });

  it('keeps an advertising visitor under /ads-special', async () => {
    localStorage.setItem('referralSource', 'ads');
    await openPage('/ads-special/richiesta-informazioni?destination=praga-tour-culturale');

    await waitFor(() => expect(bookingFlow.openDates).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('link', { name: 'Scrivici per informazioni su questo viaggio' })).toHaveAttribute(
      'href',
      '/ads-special/contact?destination=praga-tour-culturale',
    );
  });

  it('is titled and kept out of search engines', async () => {
    await openPage('/richiesta-informazioni?destination=praga-tour-culturale');

    await waitFor(() => expect(document.title).toBe('Richiesta di informazioni viaggio | ATI Viaggi'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it.each([
    ['an unknown trip', '/richiesta-informazioni?destination=atlantide'],
    ['no trip at all', '/richiesta-informazioni'],
  ])('says so for %s, opens no dialog and leads to the list of trips', async (_case, path) => {
    await openPage(path);

    expect(screen.getByRole('heading', { level: 2, name: 'Non troviamo questo viaggio' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Guarda tutti i viaggi' })).toHaveAttribute('href', '/travel');
    expect(screen.queryByRole('button', { name: 'Scopri le Date Disponibili' })).not.toBeInTheDocument();
    expect(bookingFlow.openDates).not.toHaveBeenCalled();
  });

  it('waits quietly for the catalogue, without calling the trip unknown', async () => {
    serveCatalogue({ isPending: true, isFetching: true });
    await openPage('/richiesta-informazioni?destination=praga-tour-culturale');

    const main = screen.getByRole('region', { name: 'Richiesta di informazioni viaggio' });
    expect(within(main).getByRole('status')).toHaveTextContent('Caricamento...');
    expect(within(main).queryByText('Non troviamo questo viaggio')).not.toBeInTheDocument();
    expect(bookingFlow.openDates).not.toHaveBeenCalled();
  });

  it('explains a failed catalogue load and tries again on "Riprova"', async () => {
    const refetch = vi.fn();
    serveCatalogue({ isError: true, error: new Error('offline'), refetch });
    const { user } = await openPage('/richiesta-informazioni?destination=praga-tour-culturale');

    expect(screen.getByRole('alert')).toHaveTextContent('Non riusciamo a mostrare il viaggio');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));

    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('speaks English', async () => {
    i18n.changeLanguage('en');
    renderApp('/richiesta-informazioni?destination=praga-tour-culturale', { bookingFlow });

    expect(await screen.findByRole('heading', { level: 1, name: 'Trip information request' }, PAGE_LOAD)).toBeVisible();
    expect(screen.getByRole('button', { name: 'See the Available Dates' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Write to us about this trip' })).toBeVisible();
  });
});
