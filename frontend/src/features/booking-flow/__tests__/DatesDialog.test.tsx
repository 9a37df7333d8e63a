import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { departure, departuresRoute, fakeApi, renderFlow, TRIP } from './harness';

async function openDatesDialog() {
  const flow = renderFlow();
  await flow.open();
  const dialog = await screen.findByRole('dialog', { name: 'Date di Partenza Disponibili' });
  return { ...flow, dialog };
}

function list() {
  return screen.getByRole('region', { name: 'Oppure scegli dall’elenco' });
}

describe('dates dialog', () => {
  it('names the destination and says the dates are loading until they arrive', async () => {
    let answer: (value: { status: number; data: unknown }) => void = () => {};
    fakeApi({ [departuresRoute]: () => new Promise((resolve) => (answer = resolve)) });
    const { dialog } = await openDatesDialog();

    expect(within(dialog).getByText(TRIP.title)).toBeVisible();
    expect(await within(dialog).findByText('Caricamento date disponibili...')).toBeVisible();

    answer({ status: 200, data: [departure('2027-05-10')] });
    expect(await within(dialog).findByText('Gruppi max 10 persone')).toBeVisible();
    expect(within(dialog).queryByText('Caricamento date disponibili...')).not.toBeInTheDocument();
  });

  it('shows the empty state when the trip has no departures', async () => {
    fakeApi({ [departuresRoute]: () => ({ status: 200, data: [] }) });
    const { dialog } = await openDatesDialog();

    expect(await within(dialog).findByText('Nessuna data disponibile')).toBeVisible();
    expect(
      within(dialog).getByText(
        'Al momento non ci sono date di partenza disponibili per questa destinazione. Ti invitiamo a contattarci per maggiori informazioni.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('Nuove date saranno aggiunte presto')).toBeVisible();
    expect(within(dialog).queryByRole('grid')).not.toBeInTheDocument();
  });

  it('says the dates could not be loaded and loads them again on request', async () => {
    let fail = true;
    fakeApi({
      [departuresRoute]: () =>
        fail ? { status: 500, data: { message: 'Errore' } } : { status: 200, data: [departure('2027-05-10')] },
    });
    const { dialog, user } = await openDatesDialog();

    expect(await within(dialog).findByText('Errore nel caricamento delle date')).toBeVisible();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Riprova' }));

    expect(await within(dialog).findByRole('button', { name: /Partenza lunedì 10 maggio 2027/ })).toBeEnabled();
  });

  it('lists the departures by month, in date order, with their facts', async () => {
    fakeApi({
      [departuresRoute]: () => ({
        status: 200,
        data: [
          departure('2027-06-03', { coordinators: ['Anna', 'Luca'], priceCents: 154_800 }),
          departure('2027-05-24'),
          departure('2027-05-10'),
        ],
      }),
    });
    const { dialog } = await openDatesDialog();
    await within(dialog).findByText('Gruppi max 10 persone');

    const months = within(list())
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(months).toEqual(['Partenze di maggio 2027', 'Partenze di giugno 2027']);
    const may = within(list()).getByRole('region', { name: 'Partenze di maggio 2027' });
    const mayCards = within(may).getAllByRole('button');
    expect(mayCards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('10mag'),
      expect.stringContaining('24mag'),
    ]);

    const june = within(list()).getByRole('button', { name: /Partenza giovedì 3 giugno 2027/ });
    expect(june).toHaveTextContent('6gg');
    expect(june).toHaveTextContent("Dall'Italia");
    expect(june).toHaveTextContent('Anna & Luca');
    expect(june).toHaveTextContent('Totale');
    expect(june).toHaveTextContent('1.548 €');
    expect(june).toHaveTextContent('per persona');
    expect(june).toHaveTextContent('Prenota ora');
    // No earlier price stored: nothing struck through.
    expect(june.querySelector('s')).toBeNull();
  });

  it('strikes through an earlier price only when the departure has one stored', async () => {
    fakeApi({
      [departuresRoute]: () => ({
        status: 200,
        data: [departure('2027-05-10', { priceCents: 120_000, previousPriceCents: 140_000 })],
      }),
    });
    const { dialog } = await openDatesDialog();

    const card = await within(dialog).findByRole('button', { name: /Partenza lunedì 10 maggio 2027/ });
    expect(card.querySelector('s')).toHaveTextContent('1.400 €');
    expect(card).toHaveAccessibleName(/Prezzo precedente 1\.400\s€\s1\.200\s€ per persona/);
  });

  it('marks the last seats with a badge from the seat count', async () => {
    fakeApi({ [departuresRoute]: () => ({ status: 200, data: [departure('2027-05-10', { spotsAvailable: 3 })] }) });
    const { dialog } = await openDatesDialog();

    const card = await within(dialog).findByRole('button', { name: /Partenza lunedì 10 maggio 2027/ });
    expect(card).toHaveTextContent('ULTIMI 3 POSTI');
    expect(card).toBeEnabled();
  });

  it('offers a sold-out departure neither in the list nor on the calendar', async () => {
    fakeApi({
      [departuresRoute]: () => ({
        status: 200,
        data: [departure('2027-05-10', { spotsAvailable: 0 }), departure('2027-05-24')],
      }),
    });
    const { dialog, user } = await openDatesDialog();

    const card = await within(dialog).findByRole('button', { name: /Partenza lunedì 10 maggio 2027/ });
    expect(card).toBeDisabled();
    expect(card).toHaveTextContent('SOLD OUT');
    expect(card).toHaveTextContent('Esaurito');
    expect(card).not.toHaveTextContent('Prenota ora');

    const soldOutDay = within(dialog).getByRole('button', { name: 'lunedì 10 maggio 2027, partenza esaurita' });
    expect(soldOutDay).toBeDisabled();
    await user.click(soldOutDay);
    await user.click(card);
    expect(screen.getByRole('dialog', { name: 'Date di Partenza Disponibili' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Dettagli prenotazione' })).not.toBeInTheDocument();
  });

  it('shows a month calendar from Monday, between the first and the last month with departures', async () => {
    fakeApi({
      [departuresRoute]: () => ({ status: 200, data: [departure('2027-05-10'), departure('2027-06-03')] }),
    });
    const { dialog, user } = await openDatesDialog();

    const grid = await within(dialog).findByRole('grid');
    expect(
      within(grid)
        .getAllByRole('columnheader', { hidden: true })
        .map((header) => header.textContent),
    ).toEqual(['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom']);
    expect(within(dialog).getByText('Maggio 2027')).toBeVisible();
    const previous = within(dialog).getByRole('button', { name: 'Mese precedente' });
    const next = within(dialog).getByRole('button', { name: 'Mese successivo' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(next);
    expect(within(dialog).getByText('Giugno 2027')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Mese successivo' })).toHaveAttribute('aria-disabled', 'true');

    // A day without a departure cannot be chosen; a day with one can, and says its seats.
    expect(within(dialog).getByRole('button', { name: 'mercoledì 2 giugno 2027, nessuna partenza' })).toBeDisabled();
    expect(
      within(dialog).getByRole('button', { name: 'giovedì 3 giugno 2027, partenza con posti disponibili' }),
    ).toBeEnabled();
  });

  it('explains the day marks in a legend, not by colour alone', async () => {
    fakeApi({ [departuresRoute]: () => ({ status: 200, data: [departure('2027-05-10')] }) });
    const { dialog } = await openDatesDialog();

    const legend = await within(dialog).findByRole('list', { name: 'Legenda' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Posti disponibili', 'Ultimi posti', 'Esaurito']);
    expect(legend.querySelectorAll('svg circle, svg path')).toHaveLength(3);
  });

  it('asks for the seats again at every opening', async () => {
    const api = fakeApi({ [departuresRoute]: () => ({ status: 200, data: [departure('2027-05-10')] }) });
    const { dialog, user, open } = await openDatesDialog();
    await within(dialog).findByText('Gruppi max 10 persone');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    await screen.findByText('Gruppi max 10 persone');

    expect(api.calls(departuresRoute)).toHaveLength(2);
  });

  it('speaks English to English readers', async () => {
    i18n.changeLanguage('en');
    fakeApi({ [departuresRoute]: () => ({ status: 200, data: [departure('2027-05-10', { spotsAvailable: 2 })] }) });
    const flow = renderFlow();
    await flow.open();

    const dialog = await screen.findByRole('dialog', { name: 'Available departure dates' });
    expect(await within(dialog).findByText('Groups of at most 10 people')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Departures in May 2027' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Departure Monday, 10 May 2027/ })).toHaveTextContent(
      'LAST 2 SEATS',
    );
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeInTheDocument();
  });
});
