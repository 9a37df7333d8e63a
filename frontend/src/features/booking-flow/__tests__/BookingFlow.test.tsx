import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackEvent, trackLead } from '../../../components/tracking/tracking';
import { i18n } from '../../../i18n/i18n';
import { goToBookingPage } from '../browser';
import { SELECTED_DATE_KEY } from '../../../components/booking-flow/selected-date';
import { bookingPolicy, siteSettings } from '../../../test/site-settings.fixture';
import { body, departure, departuresRoute, fakeApi, renderFlow, siteRoute, TRIP, where } from './harness';

vi.mock('../../../components/tracking/tracking', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../components/tracking/tracking')>()),
  trackEvent: vi.fn(),
  trackLead: vi.fn(),
}));

vi.mock('../browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../browser')>()),
  goToBookingPage: vi.fn(),
}));

const HANDOFF_ROUTE = 'POST /api/v1/whatsapp-handoffs';
const CHECKOUT_ROUTE = 'POST /api/v1/checkout';
const HANDOFF = {
  id: '3f1c2d4e-0000-4000-8000-000000000001',
  // As the API gives it: digits with the country code.
  phoneNumber: '393331234567',
  url: 'https://wa.me/393331234567?text=Ciao',
};

const may10 = departure('2027-05-10', { spotsAvailable: 8 });
const may24 = departure('2027-05-24', { spotsAvailable: 3, previousPriceCents: 140_000, priceCents: 120_000 });

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [departuresRoute]: () => ({ status: 200, data: [may10, may24] }),
    [HANDOFF_ROUTE]: () => ({ status: 201, data: HANDOFF }),
    [`POST /api/v1/whatsapp-handoffs/${HANDOFF.id}/popup-blocked`]: () => ({ status: 204 }),
    ...extra,
  });
}

/** The site settings with the booking policy changed as given. */
function withPolicy(change: Partial<typeof bookingPolicy>) {
  return () => ({ status: 200, data: { ...siteSettings(), bookingPolicy: { ...bookingPolicy, ...change } } });
}

function dialogNamed(name: string) {
  return screen.findByRole('dialog', { name });
}

async function openAndPickOnCalendar(flow: ReturnType<typeof renderFlow>, dayLabel: string) {
  await flow.open();
  const dates = await dialogNamed('Date di Partenza Disponibili');
  await flow.user.click(await within(dates).findByRole('button', { name: dayLabel }));
  return dialogNamed('Dettagli prenotazione');
}

async function reachMethod(flow: ReturnType<typeof renderFlow>, airport = 'Milano Malpensa') {
  const details = await openAndPickOnCalendar(flow, 'lunedì 10 maggio 2027, partenza con posti disponibili');
  await flow.user.click(within(details).getByRole('radio', { name: airport }));
  await flow.user.click(within(details).getByRole('button', { name: 'Continua' }));
  return dialogNamed('Metodo di prenotazione');
}

function storedChoice() {
  const raw = localStorage.getItem(SELECTED_DATE_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

function fakeWindow() {
  return {
    closed: false,
    opener: {} as unknown,
    close: vi.fn(),
    location: { href: '' },
    document: { title: '', body: { textContent: '' } },
  };
}

afterEach(() => {
  vi.mocked(trackEvent).mockReset();
  vi.mocked(trackLead).mockReset();
  vi.mocked(goToBookingPage).mockReset();
});

describe('choosing a departure', () => {
  it('closes the dates and asks for the booking details, with focus on the airport choice', async () => {
    api();
    const flow = renderFlow();
    const details = await openAndPickOnCalendar(flow, 'lunedì 10 maggio 2027, partenza con posti disponibili');

    expect(screen.queryByRole('dialog', { name: 'Date di Partenza Disponibili' })).not.toBeInTheDocument();
    expect(within(details).getByText(TRIP.title)).toBeVisible();
    expect(within(details).getByText(/10\/05\/2027 - 15\/05\/2027/)).toBeVisible();
    await waitFor(() => expect(within(details).getByRole('radio', { name: 'Milano Malpensa' })).toHaveFocus());
    expect(trackEvent).toHaveBeenCalledWith(
      'booking_date_selected',
      expect.objectContaining({ trip: 'vienna', departure_date: '2027-05-10' }),
    );
  });

  it('takes a card of the list chosen with the keyboard alone', async () => {
    api();
    const flow = renderFlow();
    await flow.open();
    const dates = await dialogNamed('Date di Partenza Disponibili');
    const card = await within(dates).findByRole('button', { name: /Partenza lunedì 24 maggio 2027/ });
    card.focus();
    await flow.user.keyboard(' ');

    const details = await dialogNamed('Dettagli prenotazione');
    expect(within(details).getByText(/24\/05\/2027 - 29\/05\/2027/)).toBeVisible();
  });

  it('requires an airport before going on', async () => {
    api();
    const flow = renderFlow();
    const details = await openAndPickOnCalendar(flow, 'lunedì 10 maggio 2027, partenza con posti disponibili');

    await flow.user.click(within(details).getByRole('button', { name: 'Continua' }));

    expect(await within(details).findByRole('alert')).toHaveTextContent("Scegli l'aeroporto da cui vuoi partire.");
    expect(within(details).getByRole('radio', { name: 'Milano Malpensa' })).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Metodo di prenotazione' })).not.toBeInTheDocument();
  });

  it('offers at most as many travellers as there are seats left', async () => {
    api();
    const flow = renderFlow();
    const details = await openAndPickOnCalendar(flow, 'lunedì 24 maggio 2027, partenza con gli ultimi 3 posti');
    const more = within(details).getByRole('button', { name: 'Un viaggiatore in più' });
    const travellers = within(details).getByRole('group', { name: 'Numero di viaggiatori' });

    expect(travellers).toHaveAccessibleDescription('Per questa data restano 3 posti.');
    for (let click = 0; click < 5; click += 1) await flow.user.click(more);

    expect(within(travellers).getByText('3 viaggiatori')).toBeVisible();
    expect(more).toHaveAttribute('aria-disabled', 'true');
  });

  it("offers up to the policy's group limit when seats are plenty", async () => {
    api({
      [departuresRoute]: () => ({ status: 200, data: [departure('2027-05-10', { spotsAvailable: 30 })] }),
      [siteRoute]: withPolicy({ maxTravellers: 6 }),
    });
    const flow = renderFlow();
    const details = await openAndPickOnCalendar(flow, 'lunedì 10 maggio 2027, partenza con posti disponibili');
    const more = within(details).getByRole('button', { name: 'Un viaggiatore in più' });

    for (let click = 0; click < 8; click += 1) await flow.user.click(more);

    expect(within(details).getByText('6 viaggiatori')).toBeVisible();
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(within(details).getByText('Da 1 a 6 persone.')).toBeVisible();
  });

  it('offers the airports the policy lists', async () => {
    api({ [siteRoute]: withPolicy({ airports: [{ code: 'FCO', name: 'Roma Fiumicino' }] }) });
    const flow = renderFlow();
    const details = await openAndPickOnCalendar(flow, 'lunedì 10 maggio 2027, partenza con posti disponibili');

    expect(
      within(details)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['FCO']);
    expect(within(details).getByRole('radio', { name: 'Roma Fiumicino' })).toBeVisible();
  });

  it('sums the choice up in the booking method dialog', async () => {
    api();
    const flow = renderFlow();
    const details = await openAndPickOnCalendar(flow, 'lunedì 24 maggio 2027, partenza con gli ultimi 3 posti');
    await flow.user.click(within(details).getByRole('radio', { name: 'Roma Fiumicino' }));
    await flow.user.click(within(details).getByRole('button', { name: 'Un viaggiatore in più' }));
    await flow.user.click(within(details).getByRole('button', { name: 'Continua' }));

    const method = await dialogNamed('Metodo di prenotazione');
    expect(method).toHaveAccessibleDescription('Scegli come preferisci procedere con la prenotazione');
    const summary = within(method).getByRole('region', { name: 'Il tuo viaggio' });
    expect(summary).toHaveTextContent(TRIP.title);
    expect(summary).toHaveTextContent('24/05/2027 - 29/05/2027');
    expect(summary).toHaveTextContent('Roma Fiumicino');
    expect(summary).toHaveTextContent('2 viaggiatori');
    expect(summary).toHaveTextContent('Marco & Giulia');
    expect(summary.querySelector('s')).toHaveTextContent('1.400 €');
    expect(summary).toHaveTextContent(/1\.200\s€/);
    expect(within(method).getByRole('button', { name: /Prenota su WhatsApp/ })).toHaveTextContent(
      'Parla con un nostro esperto su WhatsApp',
    );
    expect(within(method).getByRole('button', { name: /Prenota online/ })).toHaveTextContent(
      'Prenota direttamente online',
    );
    expect(
      within(method).getByText("La prenotazione sarà confermata solo dopo il pagamento dell'acconto"),
    ).toBeVisible();
    expect(trackEvent).toHaveBeenCalledWith(
      'booking_airport_chosen',
      expect.objectContaining({ trip: 'vienna', airport: 'FCO', travellers: 2 }),
    );
  });

  it.each([
    ['deposit', "La prenotazione sarà confermata solo dopo il pagamento dell'acconto"],
    ['full', "La prenotazione sarà confermata solo dopo il pagamento dell'intero importo"],
  ] as const)('says what confirms the booking when the server asks %s payment', async (paymentType, footer) => {
    api({ [departuresRoute]: () => ({ status: 200, data: [{ ...may10, paymentType }, may24] }) });
    const flow = renderFlow();
    const method = await reachMethod(flow);

    expect(within(method).getByText(footer)).toBeVisible();
    expect(method).not.toHaveTextContent(paymentType === 'full' ? /acconto/ : /intero importo/);
  });

  it('says it in English to English readers, full payment too', async () => {
    i18n.changeLanguage('en');
    api({ [departuresRoute]: () => ({ status: 200, data: [{ ...may10, paymentType: 'full' }, may24] }) });
    const flow = renderFlow();
    await flow.open();
    const dates = await dialogNamed('Available departure dates');
    await flow.user.click(
      await within(dates).findByRole('button', { name: 'Monday, 10 May 2027, departure with seats available' }),
    );
    const details = await dialogNamed('Booking details');
    await flow.user.click(within(details).getByRole('radio', { name: 'Milan Malpensa' }));
    await flow.user.click(within(details).getByRole('button', { name: 'Continue' }));

    const method = await dialogNamed('How to book');
    expect(within(method).getByText('The booking is confirmed only once the full amount has been paid')).toBeVisible();
  });

  it('goes back to change the date or the airport', async () => {
    api();
    const flow = renderFlow();
    const method = await reachMethod(flow);

    await flow.user.click(within(method).getByRole('button', { name: 'Cambia aeroporto o viaggiatori' }));
    const details = await dialogNamed('Dettagli prenotazione');
    expect(within(details).getByRole('radio', { name: 'Milano Malpensa' })).toBeChecked();

    await flow.user.click(within(details).getByRole('button', { name: 'Cambia data' }));
    const dates = await dialogNamed('Date di Partenza Disponibili');
    expect(await within(dates).findByRole('button', { name: /Partenza lunedì 10 maggio 2027/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('gives focus back to the page button when the visitor closes the flow', async () => {
    api();
    const flow = renderFlow();
    const method = await reachMethod(flow);

    await flow.user.click(within(method).getByRole('button', { name: 'Chiudi la finestra' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scopri le Date Disponibili' })).toHaveFocus());
  });
});

describe('the choice kept for 30 minutes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-01T10:00:00Z') });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores the trip, the departure, the airport and the travellers, nothing personal', async () => {
    api();
    const flow = renderFlow();
    await reachMethod(flow);

    expect(storedChoice()).toEqual({
      destinationTitle: TRIP.title,
      tripSlug: 'vienna',
      departureId: may10.id,
      startDate: '2027-05-10',
      endDate: '2027-05-15',
      airport: 'MXP',
      travellers: 1,
      formattedDateRange: '10/05/2027 - 15/05/2027',
      timestamp: Date.parse('2027-03-01T10:00:00Z'),
    });
  });

  it('resumes at the booking method within 30 minutes, and offers to change', async () => {
    const api1 = api();
    const first = renderFlow();
    await reachMethod(first);
    first.unmount();

    vi.setSystemTime(new Date('2027-03-01T10:29:00Z'));
    const second = renderFlow();
    await second.open();

    const method = await dialogNamed('Metodo di prenotazione');
    expect(await within(method).findByText('Abbiamo ripreso la scelta che avevi fatto poco fa.')).toBeVisible();
    expect(within(method).getByRole('region', { name: 'Il tuo viaggio' })).toHaveTextContent('10/05/2027 - 15/05/2027');
    expect(within(method).getByRole('button', { name: 'Cambia data' })).toBeVisible();
    // The seats were asked again before the choice was offered.
    expect(api1.calls(departuresRoute)).toHaveLength(2);
  });

  it('ignores and removes a choice older than 30 minutes', async () => {
    api();
    const first = renderFlow();
    await reachMethod(first);
    first.unmount();

    vi.setSystemTime(new Date('2027-03-01T10:31:00Z'));
    const second = renderFlow();
    await second.open();

    expect(await dialogNamed('Date di Partenza Disponibili')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Metodo di prenotazione' })).not.toBeInTheDocument();
    expect(storedChoice()).toBeNull();
  });

  it('asks the details again when the kept airport is no longer offered', async () => {
    const first = api();
    const flow = renderFlow();
    await reachMethod(flow);
    flow.unmount();
    first.adapter.mockClear();

    api({ [siteRoute]: withPolicy({ airports: [{ code: 'FCO', name: 'Roma Fiumicino' }] }) });
    const again = renderFlow();
    await again.open();

    const details = await dialogNamed('Dettagli prenotazione');
    expect(within(details).getByRole('radio', { name: 'Roma Fiumicino' })).not.toBeChecked();
    expect(screen.queryByRole('dialog', { name: 'Metodo di prenotazione' })).not.toBeInTheDocument();
  });

  it('starts from the dates when the kept departure has sold out since', async () => {
    const first = api();
    const flow = renderFlow();
    await reachMethod(flow);
    flow.unmount();
    first.adapter.mockClear();

    api({
      [departuresRoute]: () => ({ status: 200, data: [{ ...may10, spotsAvailable: 0, availability: 'soldout' }] }),
    });
    const again = renderFlow();
    await again.open();

    expect(await dialogNamed('Date di Partenza Disponibili')).toBeInTheDocument();
    expect(storedChoice()).toBeNull();
  });
});

describe('booking on WhatsApp', () => {
  it('opens the link the server gives in a window opened with the click', async () => {
    const calls = api();
    const popup = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const flow = renderFlow();
    const method = await reachMethod(flow);

    await flow.user.click(within(method).getByRole('button', { name: /Prenota su WhatsApp/ }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(popup.location.href).toBe(HANDOFF.url));
    expect(popup.opener).toBeNull();
    expect(body(calls.calls(HANDOFF_ROUTE)[0][0])).toEqual({
      tripSlug: 'vienna',
      departureId: may10.id,
      airport: 'MXP',
      travellers: 1,
    });
    expect(await within(method).findByRole('status')).toHaveTextContent(
      'WhatsApp si è aperto in una nuova finestra. Se non lo vedi, scrivici al numero +39 333 123 4567.',
    );
    expect(trackEvent).toHaveBeenCalledWith(
      'booking_whatsapp_opened',
      expect.objectContaining({ trip: 'vienna', airport: 'MXP', travellers: 1, popup_blocked: false }),
    );
  });

  it('copies the number and says so when the browser blocks the window, and counts it', async () => {
    const calls = api();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const flow = renderFlow();
    const method = await reachMethod(flow);

    await flow.user.click(within(method).getByRole('button', { name: /Prenota su WhatsApp/ }));

    const alert = await within(method).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Il browser non ha aperto WhatsApp. Abbiamo copiato il nostro numero +39 333 123 4567: scrivici su WhatsApp e ti risponderemo.',
    );
    expect(within(alert).getByRole('link', { name: /Apri la chat su WhatsApp/ })).toHaveAttribute('href', HANDOFF.url);
    expect(await navigator.clipboard.readText()).toBe('+39 333 123 4567');
    await waitFor(() =>
      expect(calls.calls(`POST /api/v1/whatsapp-handoffs/${HANDOFF.id}/popup-blocked`)).toHaveLength(1),
    );
    expect(trackEvent).toHaveBeenCalledWith(
      'booking_whatsapp_opened',
      expect.objectContaining({ popup_blocked: true }),
    );
  });

  it("shows the server's message when the hand-off is refused, and closes the empty window", async () => {
    api({
      [HANDOFF_ROUTE]: () => ({
        status: 429,
        data: { statusCode: 429, code: 'WHATSAPP_RATE_LIMITED', message: 'Troppe richieste. Riprova tra un minuto.' },
      }),
    });
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const flow = renderFlow();
    const method = await reachMethod(flow);

    await flow.user.click(within(method).getByRole('button', { name: /Prenota su WhatsApp/ }));

    expect(await screen.findByText('Troppe richieste. Riprova tra un minuto.')).toBeVisible();
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('');
  });
});

describe('booking online', () => {
  it('goes to the booking page the server answers with, whose address carries the choice', async () => {
    const url = '/prenotazione/abc?aeroporto=FCO&viaggiatori=2';
    const calls = api({
      [CHECKOUT_ROUTE]: () => ({ status: 201, data: { token: 'abc', url, airport: 'FCO', travellers: 2 } }),
    });
    const flow = renderFlow();
    const details = await openAndPickOnCalendar(flow, 'lunedì 10 maggio 2027, partenza con posti disponibili');
    await flow.user.click(within(details).getByRole('radio', { name: 'Roma Fiumicino' }));
    await flow.user.click(within(details).getByRole('button', { name: 'Un viaggiatore in più' }));
    await flow.user.click(within(details).getByRole('button', { name: 'Continua' }));
    const method = await dialogNamed('Metodo di prenotazione');

    await flow.user.click(within(method).getByRole('button', { name: /Prenota online/ }));

    await waitFor(() => expect(goToBookingPage).toHaveBeenCalledWith(url));
    expect(body(calls.calls(CHECKOUT_ROUTE)[0][0])).toEqual({ departureId: may10.id, airport: 'FCO', travellers: 2 });
    // The press is the lead; the booking pages that follow send nothing.
    expect(trackLead).toHaveBeenCalledOnce();
    expect(trackLead).toHaveBeenCalledWith(
      expect.objectContaining({ trip: TRIP.slug, departure_date: may10.startDate, airport: 'FCO', travellers: 2 }),
    );
  });

  it("says the link could not be made when the server's answer does not arrive", async () => {
    api({ [CHECKOUT_ROUTE]: () => ({ status: 502, data: '<html>Bad gateway</html>' }) });
    const flow = renderFlow();
    const method = await reachMethod(flow);

    await flow.user.click(within(method).getByRole('button', { name: /Prenota online/ }));

    expect(await screen.findByText('Errore nella generazione del link')).toBeVisible();
    expect(await within(method).findByRole('alert')).toHaveTextContent('Puoi prenotare su WhatsApp');
    expect(goToBookingPage).not.toHaveBeenCalled();
  });

  it("shows the server's message and offers WhatsApp and the contact page when it cannot", async () => {
    api({
      [CHECKOUT_ROUTE]: () => ({
        status: 503,
        data: {
          statusCode: 503,
          code: 'PAYMENT_UNAVAILABLE',
          message: 'Sistema di pagamento temporaneamente non disponibile',
        },
      }),
    });
    const flow = renderFlow();
    const method = await reachMethod(flow);

    await flow.user.click(within(method).getByRole('button', { name: /Prenota online/ }));

    const toast = (await screen.findByText('Sistema di pagamento temporaneamente non disponibile')).closest(
      '[data-sonner-toast]',
    );
    expect(within(toast as HTMLElement).getByText('Errore')).toBeInTheDocument();
    const notice = await within(method).findByRole('alert');
    expect(notice).toHaveTextContent('Puoi prenotare su WhatsApp');
    expect(within(method).getByRole('button', { name: /Prenota su WhatsApp/ })).toBeVisible();
    expect(goToBookingPage).not.toHaveBeenCalled();

    await flow.user.click(within(notice).getByRole('link', { name: 'Scrivici dalla pagina Contatti' }));
    const query = new URLSearchParams(where.current.split('?')[1]);
    expect(where.current.startsWith('/contact?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({
      destination: 'vienna',
      date: '10/05/2027 - 15/05/2027',
      airport: 'Milano Malpensa',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
