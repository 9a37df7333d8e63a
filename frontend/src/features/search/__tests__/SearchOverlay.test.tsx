import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTrips } from '../../../api/queries/catalogue';
import { AppProviders } from '../../../app/AppProviders';
import { SearchOverlay } from '../components/SearchOverlay';
import { catalogue } from './fixtures';

vi.mock('../../../api/queries/catalogue', () => ({ useTrips: vi.fn() }));

type TripsQuery = ReturnType<typeof useTrips>;

function tripsQuery(state: Partial<TripsQuery>): TripsQuery {
  return {
    data: undefined,
    isError: false,
    isFetching: false,
    isPending: false,
    refetch: vi.fn(),
    ...state,
  } as unknown as TripsQuery;
}

const where: { location?: Location } = {};

function LocationSpy() {
  where.location = useLocation();
  return null;
}

function Harness() {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={openerRef} type="button" onClick={() => setOpen(true)}>
        Apri la ricerca
      </button>
      <SearchOverlay open={open} onOpenChange={setOpen} returnFocusTo={openerRef} />
    </>
  );
}

async function openSearch() {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/about']}>
        <Harness />
        <LocationSpy />
      </MemoryRouter>
    </AppProviders>,
  );
  await user.click(screen.getByRole('button', { name: 'Apri la ricerca' }));
  const dialog = screen.getByRole('dialog', { name: 'Cerca la tua destinazione' });
  const input = within(dialog).getByRole('searchbox', { name: 'Destinazione' });
  return { user, dialog, input };
}

function resultLinks(dialog: HTMLElement) {
  const list = within(dialog).queryByRole('list', { name: 'Viaggi trovati' });
  return list ? within(list).getAllByRole('link') : [];
}

describe('SearchOverlay', () => {
  beforeEach(() => {
    vi.mocked(useTrips).mockReturnValue(tripsQuery({ data: catalogue }));
  });

  it('is a dialog with a title, a labelled field that has the focus, and the four suggestions', async () => {
    const { dialog, input } = await openSearch();

    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', 'Tokyo, Maldive, New York, Dubai...');
    expect(within(dialog).getByRole('button', { name: 'Chiudi la ricerca' })).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('region', { name: 'Idee di viaggio' }))
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual(['Tokyo & Kyoto', 'Maldive', 'New York', 'Dubai']);
    expect(resultLinks(dialog)).toHaveLength(0);
  });

  it('lists the trips matching what the visitor types, by country or by a city on the way', async () => {
    const { user, dialog, input } = await openSearch();

    await user.type(input, 'giappone');
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 viaggio trovato');
    const [japan] = resultLinks(dialog);
    expect(japan).toHaveAttribute('href', '/travel/giappone-tokyo-kyoto-nara');
    expect(japan).toHaveTextContent('Giappone: Tokyo, Kyoto e Nara');
    expect(japan).toHaveTextContent('9 giorni / 8 notti');
    expect(japan).toHaveTextContent('da 2.400 € per persona');

    await user.clear(input);
    await user.type(input, 'Kyoto');
    expect(resultLinks(dialog).map((link) => link.getAttribute('href'))).toEqual(['/travel/giappone-tokyo-kyoto-nara']);

    await user.clear(input);
    await user.type(input, 'islanda');
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 viaggi trovati');
  });

  it('ignores accents and finds highlights', async () => {
    const { user, dialog, input } = await openSearch();

    await user.type(input, 'CORDOBA');
    expect(resultLinks(dialog).map((link) => link.getAttribute('href'))).toEqual([
      '/travel/andalusia-siviglia-cordoba-granada',
    ]);

    await user.clear(input);
    await user.type(input, 'fushimi');
    expect(resultLinks(dialog).map((link) => link.getAttribute('href'))).toEqual(['/travel/giappone-tokyo-kyoto-nara']);
  });

  it('says when nothing matches and offers to ask about that destination', async () => {
    const { user, dialog, input } = await openSearch();

    await user.type(input, 'Isole Fær Øer');

    expect(within(dialog).getByRole('status')).toHaveTextContent('Nessun viaggio trovato per «Isole Fær Øer»');
    expect(resultLinks(dialog)).toHaveLength(0);
    expect(within(dialog).getByRole('link', { name: 'Chiedi informazioni su Isole Fær Øer' })).toHaveAttribute(
      'href',
      '/contact?destination=Isole%20F%C3%A6r%20%C3%98er',
    );
  });

  it('searches for a suggestion when it is chosen', async () => {
    const { user, dialog, input } = await openSearch();

    await user.click(within(dialog).getByRole('button', { name: 'Tokyo & Kyoto' }));
    expect(input).toHaveValue('Tokyo & Kyoto');
    expect(resultLinks(dialog).map((link) => link.getAttribute('href'))).toEqual(['/travel/giappone-tokyo-kyoto-nara']);

    await user.click(within(dialog).getByRole('button', { name: 'Maldive' }));
    expect(input).toHaveValue('Maldive');
    expect(resultLinks(dialog)).toHaveLength(0);
    expect(within(dialog).getByRole('link', { name: 'Chiedi informazioni su Maldive' })).toHaveAttribute(
      'href',
      '/contact?destination=Maldive',
    );
  });

  it('closes when a trip is chosen and goes to its page', async () => {
    const { user, dialog, input } = await openSearch();
    await user.type(input, 'petra');

    await user.click(resultLinks(dialog)[0]);

    expect(where.location?.pathname).toBe('/travel/giordania-petra-wadi-rum');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and with its close button, giving the focus back', async () => {
    const { user } = await openSearch();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apri la ricerca' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Apri la ricerca' }));
    await user.click(screen.getByRole('button', { name: 'Chiudi la ricerca' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apri la ricerca' })).toHaveFocus();
  });

  it('waits for the catalogue, and offers a retry when it fails', async () => {
    const refetch = vi.fn();
    vi.mocked(useTrips).mockReturnValue(tripsQuery({ isPending: true, isFetching: true }));
    const { user, dialog, input } = await openSearch();
    await user.type(input, 'kyoto');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Caricamento dei viaggi...');

    vi.mocked(useTrips).mockReturnValue(tripsQuery({ isError: true, refetch }));
    await user.type(input, ' ');
    await user.click(within(within(dialog).getByRole('alert')).getByRole('button', { name: 'Riprova' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
