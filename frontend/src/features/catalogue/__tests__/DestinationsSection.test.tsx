import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTrips } from '../../../api/queries/catalogue';
import { DestinationsSection } from '../components/DestinationsSection';
import { catalogue, tripsQuery } from './fixtures';
import { renderWithProviders } from './render';

vi.mock('../../../api/queries/catalogue', () => ({ useTrips: vi.fn() }));

describe('DestinationsSection', () => {
  beforeEach(() => {
    vi.mocked(useTrips).mockReturnValue(tripsQuery({ data: catalogue }));
  });

  it('shows a card for every trip of the catalogue', () => {
    renderWithProviders(<DestinationsSection />);

    const section = screen.getByRole('region', { name: 'Le nostre destinazioni' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(catalogue.length);
    expect(within(cards[0]).getByText('da 800 €')).toBeInTheDocument();
    expect(within(cards[2]).getByText('da 2.900 €')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Vedi tutti i viaggi' })).toHaveAttribute('href', '/travel');
  });

  it('shows skeleton cards and says it is loading while the catalogue arrives', () => {
    vi.mocked(useTrips).mockReturnValue(tripsQuery({ isPending: true, isFetching: true }));
    renderWithProviders(<DestinationsSection />);

    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei viaggi...');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a failure and tries again on request', async () => {
    const refetch = vi.fn();
    vi.mocked(useTrips).mockReturnValue(tripsQuery({ isError: true, refetch }));
    const { user } = renderWithProviders(<DestinationsSection />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Non siamo riusciti a caricare i viaggi');
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));

    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state again while retrying after a failure', () => {
    vi.mocked(useTrips).mockReturnValue(tripsQuery({ isError: true, isFetching: true }));
    renderWithProviders(<DestinationsSection />);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei viaggi...');
  });

  it('says so when there is no trip, with a way to ask', () => {
    vi.mocked(useTrips).mockReturnValue(tripsQuery({ data: [] }));
    renderWithProviders(<DestinationsSection />);

    expect(screen.getByText('Nessun viaggio in programma')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scrivici' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
