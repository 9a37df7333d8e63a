import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTrips } from '../../../api/queries/catalogue';
import { useSiteSettings } from '../../../api/queries/site';
import type { BookingFlow } from '../../../components/booking-flow/booking-flow';
import { renderApp } from '../../../test/render-app';
import { islandaClassic, queryResult, settings, vienna } from './fixtures';

vi.mock('../../../api/queries/catalogue', () => ({ useTrips: vi.fn(), useTrip: vi.fn() }));
vi.mock('../../../api/queries/site', () => ({ useSiteSettings: vi.fn() }));

// The first visit of a page loads its code; on a busy machine that takes more than a second.
const PAGE_LOAD = { timeout: 10_000 };

function scrollWindowTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

let bookingFlow: BookingFlow;

describe('home page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    // Loads the lazily imported page once, so that no test pays for compiling it.
    await import('../../../app/pages/HomePage');
  });

  beforeEach(() => {
    bookingFlow = { openDates: vi.fn() };
    vi.mocked(useTrips).mockReturnValue(queryResult<ReturnType<typeof useTrips>>({ data: [vienna, islandaClassic] }));
    vi.mocked(useSiteSettings).mockReturnValue(queryResult<ReturnType<typeof useSiteSettings>>({ data: settings }));
  });

  it('promotes the Iceland trip with its length and price from the catalogue', async () => {
    renderApp('/', { bookingFlow });

    const promo = (await screen.findByRole('heading', { level: 2, name: 'Islanda Classic' }, PAGE_LOAD)).parentElement!;
    expect(within(promo).getByText('Viaggio in evidenza')).toBeInTheDocument();
    expect(within(promo).getByText('6 giorni / 5 notti')).toBeInTheDocument();
    expect(within(promo).getByText('da 1.600 €')).toBeInTheDocument();
    expect(within(promo).getByText('per persona')).toBeInTheDocument();
    expect(within(promo).getByRole('link', { name: 'Scopri le date di partenza' })).toHaveAttribute(
      'href',
      '/richiesta-informazioni?destination=islanda-classic',
    );
  });

  it("remembers the promotion and opens the trip on 'Scopri l'itinerario'", async () => {
    const { user, router } = renderApp('/', { bookingFlow });

    await user.click(await screen.findByRole('link', { name: "Scopri l'itinerario" }, PAGE_LOAD));

    expect(localStorage.getItem('referralSource')).toBe('home-promo-islanda');
    expect(router.location.pathname).toBe('/travel/islanda-classic');
  });

  it('keeps an advertising visitor under /ads-special when they follow the promotion', async () => {
    const { user, router } = renderApp('/ads-special', { bookingFlow });

    await user.click(await screen.findByRole('link', { name: "Scopri l'itinerario" }, PAGE_LOAD));

    expect(router.location.pathname).toBe('/ads-special/travel/islanda-classic');
    expect(localStorage.getItem('referralSource')).toBe('ads');
    expect(localStorage.getItem('referralCampaign')).toBe('home-promo-islanda');
  });

  it("opens the Iceland trip's dates dialog on 'Scopri le date di partenza', staying on the home page", async () => {
    const { user, router } = renderApp('/', { bookingFlow });

    await user.click(await screen.findByRole('link', { name: 'Scopri le date di partenza' }, PAGE_LOAD));

    expect(bookingFlow.openDates).toHaveBeenCalledExactlyOnceWith({
      slug: 'islanda-classic',
      title: 'Islanda Classic',
    });
    expect(router.location.pathname).toBe('/');
    expect(localStorage.getItem('referralSource')).toBeNull();
  });

  it('shows a placeholder for the promotion while the catalogue loads, and no promotion without the trip', async () => {
    vi.mocked(useTrips).mockReturnValue(
      queryResult<ReturnType<typeof useTrips>>({ isPending: true, isFetching: true }),
    );
    const { unmount } = renderApp('/', { bookingFlow });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(screen.queryByRole('link', { name: "Scopri l'itinerario" })).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Caricamento dei viaggi...')).toBe(
      true,
    );
    unmount();

    vi.mocked(useTrips).mockReturnValue(queryResult<ReturnType<typeof useTrips>>({ data: [vienna] }));
    renderApp('/', { bookingFlow });
    await screen.findByRole('heading', { level: 3, name: 'Vienna imperiale' }, PAGE_LOAD);
    expect(screen.queryByRole('link', { name: "Scopri l'itinerario" })).not.toBeInTheDocument();
  });

  it('lists a card per trip below the hero', async () => {
    renderApp('/', { bookingFlow });

    const section = await screen.findByRole('region', { name: 'Le nostre destinazioni' }, PAGE_LOAD);
    const links = within(section).getAllByRole('link', { name: /^Scopri itinerario/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/travel/vienna-tour-culturale',
      '/travel/islanda-classic',
    ]);
    expect(within(section).getByText('da 900 €')).toBeInTheDocument();
  });

  it('shows the rating, the travellers and the reviews, with the stars spoken', async () => {
    renderApp('/', { bookingFlow });

    const section = await screen.findByRole('region', { name: 'Cosa dicono i nostri viaggiatori' }, PAGE_LOAD);
    expect(within(section).getByText('4,9 su 5')).toBeInTheDocument();
    expect(within(section).getByText('da 127 recensioni')).toBeInTheDocument();
    expect(within(section).getByText('350+')).toBeInTheDocument();

    const reviews = within(within(section).getByRole('list', { name: 'Recensioni' })).getAllByRole('figure');
    expect(reviews).toHaveLength(2);
    expect(within(reviews[0]).getByText('Valutazione: 5 su 5')).toBeInTheDocument();
    expect(within(reviews[0]).getByText('Maria Grazia')).toBeInTheDocument();
    expect(within(reviews[0]).queryByRole('img')).not.toBeInTheDocument();
    expect(within(reviews[1]).getByText('Valutazione: 4 su 5')).toBeInTheDocument();
    expect(
      within(reviews[1]).getByRole('img', { name: 'Recensione di Lucia sul viaggio in Andalusia' }),
    ).toHaveAttribute('src', '/images/reviews/lucia.png');

    const readAll = within(section).getByRole('link', {
      name: 'Leggi tutte le recensioni (si apre in una nuova scheda)',
    });
    expect(readAll).toHaveAttribute('href', 'https://www.trustpilot.com/review/ativiaggi.it');
    expect(readAll).toHaveAttribute('target', '_blank');
    expect(readAll.getAttribute('rel')).toContain('noopener');
  });

  it('introduces the team in the reader language', async () => {
    renderApp('/', { bookingFlow });

    const section = await screen.findByRole('region', { name: 'Le persone che ti accompagnano' }, PAGE_LOAD);
    expect(within(section).getByRole('heading', { level: 3, name: 'Giulia Martini' })).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Ritratto di Giulia Martini' })).toHaveAttribute(
      'src',
      '/images/team/giulia.svg',
    );
    expect(within(section).getByText('Fondatrice e responsabile dei viaggi')).toBeInTheDocument();
    expect(within(section).getByText('Lavora a Lucca')).toBeInTheDocument();
  });

  it('offers a retry when the site settings fail', async () => {
    const refetch = vi.fn();
    vi.mocked(useSiteSettings).mockReturnValue(
      queryResult<ReturnType<typeof useSiteSettings>>({ isError: true, refetch }),
    );
    const { user } = renderApp('/', { bookingFlow });

    const section = await screen.findByRole('region', { name: 'Cosa dicono i nostri viaggiatori' }, PAGE_LOAD);
    await user.click(within(within(section).getByRole('alert')).getByRole('button', { name: 'Riprova' }));

    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("shows 'Torna su' only after scrolling more than 400px, and goes back to the top", async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;
    const { user } = renderApp('/', { bookingFlow });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    const backToTop = () => screen.queryByRole('button', { name: 'Torna su, in cima alla pagina' });

    expect(backToTop()).not.toBeInTheDocument();
    scrollWindowTo(400);
    expect(backToTop()).not.toBeInTheDocument();
    scrollWindowTo(401);
    expect(backToTop()).toBeVisible();
    expect(backToTop()).toHaveTextContent('Torna su');

    await user.click(backToTop()!);

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
    scrollWindowTo(0);
    expect(backToTop()).not.toBeInTheDocument();
  });

  it('jumps to the top without animation for readers who ask for reduced motion', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    const { user } = renderApp('/', { bookingFlow });
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    scrollWindowTo(1200);

    await user.click(screen.getByRole('button', { name: 'Torna su, in cima alla pagina' }));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
