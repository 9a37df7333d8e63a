import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiAxios } from '../../../api';
import { departuresQueryKey } from '../../../api/queries/departures';
import { createQueryStore } from '../../../api/query-store';
import { i18n } from '../../../i18n/i18n';
import { siteSettings } from '../../../test/site-settings.fixture';
import { PAGE_DEPARTURES_FRESH_MS } from '../departures-query';
import { departure, departuresRoute, fakeApi, renderFlow, siteRoute, TRIP } from './harness';
import { heldAnswer } from '../../../test/held-answer';

async function openDatesDialog() {
  const flow = renderFlow();
  await flow.open();
  const dialog = await screen.findByRole('dialog', { name: 'Date di Partenza Disponibili' });
  return { ...flow, dialog };
}

function list() {
  return screen.getByRole('region', { name: 'Oppure scegli dall’elenco' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('dates dialog', () => {
  it('names the destination and says the dates are loading until they arrive', async () => {
    const held = heldAnswer();
    fakeApi({ [departuresRoute]: () => held.answer });
    const { dialog } = await openDatesDialog();

    expect(within(dialog).getByText(TRIP.title)).toBeVisible();
    expect(await within(dialog).findByText('Caricamento date disponibili...')).toBeVisible();

    held.release({ status: 200, data: [departure('2027-05-10')] });
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

  it('marks the last seats with a badge, as the server judges them few', async () => {
    fakeApi({
      [departuresRoute]: () => ({
        status: 200,
        // The server's threshold, not one of the page's: 6 seats may be few, 3 may not.
        data: [
          departure('2027-05-10', { spotsAvailable: 6, availability: 'few' }),
          departure('2027-05-24', { spotsAvailable: 3, availability: 'available' }),
        ],
      }),
    });
    const { dialog } = await openDatesDialog();

    const few = await within(dialog).findByRole('button', { name: /Partenza lunedì 10 maggio 2027/ });
    expect(few).toHaveTextContent('ULTIMI 6 POSTI');
    expect(few).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /Partenza lunedì 24 maggio 2027/ })).not.toHaveTextContent(
      'ULTIMI',
    );
    expect(
      within(dialog).getByRole('button', { name: 'lunedì 10 maggio 2027, partenza con gli ultimi 6 posti' }),
    ).toBeEnabled();
  });

  it('says whether each departure runs, as the server judges it', async () => {
    fakeApi({
      [departuresRoute]: () => ({
        status: 200,
        data: [
          departure('2027-05-10', { guaranteed: true, travellersToGuarantee: 0 }),
          departure('2027-05-17', { travellersToGuarantee: 1 }),
          departure('2027-05-24', { travellersToGuarantee: 4 }),
          // Not reached and sold out: the seats held unpaid may still be paid; nothing to promise.
          departure('2027-05-31', { spotsAvailable: 0, travellersToGuarantee: 2 }),
        ],
      }),
    });
    const { dialog } = await openDatesDialog();

    const card = (name: RegExp) => within(dialog).getByRole('button', { name });
    const guaranteed = await within(dialog).findByRole('button', { name: /Partenza lunedì 10 maggio 2027/ });
    expect(guaranteed).toHaveTextContent('Partenza confermata');
    expect(guaranteed).not.toHaveTextContent('Manca');
    expect(card(/Partenza lunedì 17 maggio 2027/)).toHaveTextContent('Manca 1 persona');
    expect(card(/Partenza lunedì 17 maggio 2027/)).toHaveAccessibleName(/Manca 1 persona per confermare la partenza/);
    expect(card(/Partenza lunedì 24 maggio 2027/)).toHaveTextContent('Mancano 4 persone');
    expect(card(/Partenza lunedì 24 maggio 2027/)).not.toHaveTextContent('Partenza confermata');
    expect(card(/Partenza lunedì 31 maggio 2027/)).not.toHaveTextContent('Manca');
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

  it('shares the request the trip page has under way', async () => {
    const held = heldAnswer();
    const api = fakeApi({ [departuresRoute]: () => held.answer });
    const queryStore = createQueryStore();
    const pageRequest = queryStore.fetch(departuresQueryKey(TRIP.slug), async () => {
      const response = await apiAxios.get<unknown>(`/api/v1/trips/${TRIP.slug}/departures`);
      return response.data;
    });
    const flow = renderFlow({ queryStore });
    await flow.open();
    const dialog = await screen.findByRole('dialog', { name: 'Date di Partenza Disponibili' });
    expect(await within(dialog).findByText('Caricamento date disponibili...')).toBeVisible();

    held.release({ status: 200, data: [departure('2027-05-10')] });
    await pageRequest;
    expect(await within(dialog).findByRole('button', { name: /Partenza lunedì 10 maggio 2027/ })).toBeEnabled();
    expect(api.calls(departuresRoute)).toHaveLength(1);
  });

  it('shows the seats the trip page has just read, without asking again', async () => {
    const api = fakeApi({ [departuresRoute]: () => ({ status: 200, data: [departure('2027-05-10')] }) });
    const queryStore = createQueryStore();
    queryStore.setData(departuresQueryKey(TRIP.slug), [departure('2027-05-24', { spotsAvailable: 2 })]);
    const flow = renderFlow({ queryStore });
    await flow.open();

    const dialog = await screen.findByRole('dialog', { name: 'Date di Partenza Disponibili' });
    expect(await within(dialog).findByRole('button', { name: /Partenza lunedì 24 maggio 2027/ })).toHaveTextContent(
      'ULTIMI 2 POSTI',
    );
    expect(api.calls(departuresRoute)).toHaveLength(0);
  });

  it('asks again when what the trip page read is older than a minute', async () => {
    const api = fakeApi({ [departuresRoute]: () => ({ status: 200, data: [departure('2027-05-10')] }) });
    const queryStore = createQueryStore();
    const readAt = Date.now() - PAGE_DEPARTURES_FRESH_MS - 1;
    queryStore.setData(departuresQueryKey(TRIP.slug), [departure('2027-05-24', { spotsAvailable: 2 })], readAt);
    const flow = renderFlow({ queryStore });
    await flow.open();

    const dialog = await screen.findByRole('dialog', { name: 'Date di Partenza Disponibili' });
    expect(await within(dialog).findByRole('button', { name: /Partenza lunedì 10 maggio 2027/ })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: /Partenza lunedì 24 maggio 2027/ })).not.toBeInTheDocument();
    expect(api.calls(departuresRoute)).toHaveLength(1);
  });

  it('says the dates cannot be offered while the booking rules are missing, and asks for them again', async () => {
    let fail = true;
    fakeApi({
      [departuresRoute]: () => ({ status: 200, data: [departure('2027-05-10')] }),
      [siteRoute]: () => (fail ? { status: 500, data: {} } : { status: 200, data: siteSettings() }),
    });
    const { dialog, user } = await openDatesDialog();

    expect(await within(dialog).findByText('Errore nel caricamento delle date', {}, { timeout: 5000 })).toBeVisible();
    expect(within(dialog).queryByRole('grid')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Riprova' }));

    expect(await within(dialog).findByRole('button', { name: /Partenza lunedì 10 maggio 2027/ })).toBeEnabled();
  });

  it('asks for the seats again at an opening a minute after the last answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-01T10:00:00Z') });
    const api = fakeApi({ [departuresRoute]: () => ({ status: 200, data: [departure('2027-05-10')] }) });
    const { dialog, user, open } = await openDatesDialog();
    await within(dialog).findByText('Gruppi max 10 persone');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    await screen.findByText('Gruppi max 10 persone');
    expect(api.calls(departuresRoute)).toHaveLength(1);

    await user.keyboard('{Escape}');
    vi.setSystemTime(Date.now() + PAGE_DEPARTURES_FRESH_MS);
    await open();
    await screen.findByText('Gruppi max 10 persone');
    expect(api.calls(departuresRoute)).toHaveLength(2);
    vi.useRealTimers();
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
    expect(within(dialog).getByRole('button', { name: /Departure Monday, 10 May 2027/ })).toHaveTextContent(
      '6 more people needed',
    );
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeInTheDocument();
  });
});
