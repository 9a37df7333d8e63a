import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTrips } from '../../../api/queries/catalogue';
import { TravelList } from '../components/TravelList';
import { catalogue, tripsQuery } from './fixtures';
import { renderWithProviders } from './render';

vi.mock('../../../api/queries/catalogue', () => ({ useTrips: vi.fn() }));

function cardTitles() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('TravelList', () => {
  beforeEach(() => {
    vi.mocked(useTrips).mockReturnValue(tripsQuery({ data: catalogue }));
  });

  it('lists every trip under the page title', () => {
    renderWithProviders(<TravelList />, '/travel');

    expect(screen.getByRole('heading', { level: 1, name: 'I nostri viaggi' })).toBeInTheDocument();
    expect(cardTitles()).toEqual([
      "Praga, la città d'oro",
      'Islanda Classic',
      'Kenya: safari e mare di Diani',
      'Giappone: Tokyo, Kyoto e Nara',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('4 viaggi');
  });

  it('offers only the kinds of trip the catalogue has, and narrows the list to one', async () => {
    const { user, location } = renderWithProviders(<TravelList />, '/travel');
    const filter = screen.getByRole('group', { name: 'Mostra i viaggi per tipo' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tutti', 'Culturali', 'Natura', 'Safari']);
    expect(within(filter).getByRole('button', { name: 'Tutti' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: 'Safari' }));

    expect(within(filter).getByRole('button', { name: 'Safari' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'Tutti' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(['Kenya: safari e mare di Diani']);
    expect(screen.getByRole('status')).toHaveTextContent('1 viaggio');
    expect(location.current?.search).toBe('?categoria=safari');

    await user.click(within(filter).getByRole('button', { name: 'Tutti' }));

    expect(cardTitles()).toHaveLength(4);
    expect(location.current?.search).toBe('');
  });

  it('opens on the kind of trip named in the address, and ignores an unknown one', () => {
    const { unmount } = renderWithProviders(<TravelList />, '/travel?categoria=culturale');
    expect(cardTitles()).toEqual(["Praga, la città d'oro", 'Giappone: Tokyo, Kyoto e Nara']);
    unmount();

    renderWithProviders(<TravelList />, '/travel?categoria=crociere');
    expect(cardTitles()).toHaveLength(4);
  });

  it('shows the loading and error states of the catalogue', () => {
    vi.mocked(useTrips).mockReturnValue(tripsQuery({ isPending: true, isFetching: true }));
    const { unmount } = renderWithProviders(<TravelList />, '/travel');
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei viaggi...');
    unmount();

    vi.mocked(useTrips).mockReturnValue(tripsQuery({ isError: true }));
    renderWithProviders(<TravelList />, '/travel');
    expect(screen.getByRole('alert')).toHaveTextContent('Non siamo riusciti a caricare i viaggi');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
