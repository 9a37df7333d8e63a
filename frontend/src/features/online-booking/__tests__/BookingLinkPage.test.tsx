import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_DATE_KEY } from '../../../components/booking-flow/selected-date';
import { i18n } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render-app';
import { bookingPolicy, siteSettings } from '../../../test/site-settings.fixture';
import { EXPIRY_CHECK_MS } from '../use-link-expiry';
import {
  BOOKING_ID,
  bookingLink,
  booking,
  DEPARTURE_ID,
  preContractInformation,
  quote,
  serveApi,
  TOKEN,
  type SentRequest,
} from './harness';

const LINK = `GET /api/v1/booking-links/${TOKEN}`;
const QUOTE = `POST /api/v1/booking-links/${TOKEN}/quote`;
const CREATE = `POST /api/v1/booking-links/${TOKEN}/bookings`;
const INFORMATION = `POST /api/v1/booking-links/${TOKEN}/information`;
const INFORMATION_TITLE = 'Informazioni precontrattuali e modulo informativo standard';
const CONFIRM = 'Ho letto le informazioni precontrattuali e il modulo informativo standard';

/** The server's text changes with what it is written for; so does its version. */
function versionOf(body: unknown): string {
  return `v-${JSON.stringify(body)}`;
}
const DEPARTURES = 'GET /api/v1/trips/vienna-tour-culturale/departures';

function created() {
  const { id, status, paymentReference, totalPriceCents, depositAmountCents, amountToPayCents, paymentType } =
    booking();
  return {
    status: 201,
    data: {
      id,
      status,
      paymentReference,
      totalPriceCents,
      depositAmountCents,
      amountToPayCents,
      paymentType,
      paymentExpiresAt: '2099-01-01T00:00:00.000Z',
    },
  };
}

function standardApi(routes: Parameters<typeof serveApi>[0] = {}) {
  return serveApi({
    [LINK]: { status: 200, data: bookingLink() },
    [QUOTE]: (request: SentRequest) => {
      const { travellers, singleRooms = 0 } = request.body as {
        travellers: Array<{ birthDate?: string }>;
        singleRooms?: number;
      };
      const children = travellers.filter((traveller) => traveller.birthDate?.startsWith('2020')).length;
      const adults = travellers.length - children;
      const total = adults * 90_000 + children * 45_000 + singleRooms * 29_000;
      return {
        status: 200,
        data: quote({
          adultCount: adults,
          childCount: children,
          childDiscountCents: children * 45_000,
          singleRooms,
          singleSupplementCents: singleRooms * 29_000,
          totalPriceCents: total,
          depositAmountCents: total * 0.4,
          amountToPayCents: total * 0.4,
        }),
      };
    },
    [INFORMATION]: (request: SentRequest) => ({
      status: 200,
      data: preContractInformation({ version: versionOf(request.body) }),
    }),
    ...routes,
  });
}

/** Ticks the box once the information for what was typed has arrived. */
async function confirmInformation(user: ReturnType<typeof renderApp>['user']) {
  const section = screen.getByRole('region', { name: INFORMATION_TITLE });
  await within(section).findByRole('heading', { name: 'Informazioni precontrattuali sul pacchetto turistico' });
  await waitFor(() => expect(section.querySelector('[aria-busy]')).toBeNull());
  await user.click(within(section).getByRole('checkbox', { name: new RegExp(CONFIRM) }));
}

async function fillFirstTraveller(user: ReturnType<typeof renderApp>['user']) {
  await user.selectOptions(screen.getByLabelText(/Aeroporto di partenza/), 'MXP');
  const first = screen.getByRole('group', { name: 'Viaggiatore 1 (referente della prenotazione)' });
  await user.type(within(first).getByLabelText(/^Nome/), 'Anna');
  await user.type(within(first).getByLabelText(/^Cognome/), 'Rossi');
  await user.type(within(first).getByLabelText(/^Email/), 'anna.rossi@example.it');
  await user.type(within(first).getByLabelText(/^Telefono/), '+39 333 1234567');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the booking page of a link', () => {
  it("says 'Token mancante' at /booking without asking the API for a link", async () => {
    const api = standardApi();
    renderApp('/booking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Token mancante' })).toBeInTheDocument();
    expect(api.sent.filter((request) => request.path.startsWith('/api/v1/booking-links'))).toHaveLength(0);
  });

  it('speaks English to a visitor who chose it', async () => {
    standardApi();
    i18n.changeLanguage('en');
    renderApp('/booking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Missing token' })).toBeInTheDocument();
  });

  it('says when the link does not exist, and when it could not be loaded', async () => {
    standardApi({ [LINK]: { status: 404, data: { code: 'BOOKING_LINK_NOT_FOUND', message: 'x' } } });
    const first = renderApp(`/prenotazione/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link di prenotazione non trovato' }),
    ).toBeInTheDocument();
    first.unmount();

    standardApi({ [LINK]: { status: 500 } });
    renderApp(`/booking/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Errore nel caricamento del link' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  it('shows the trip, its dates as dd/MM/yyyy, the coordinators, the notes and the live price from the server', async () => {
    const api = standardApi();
    const { user } = renderApp(`/prenotazione/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' })).toBeInTheDocument();
    expect(screen.getByText('dal 10/05/2027 al 15/05/2027')).toBeInTheDocument();
    expect(screen.getByText('Marco & Giulia')).toBeInTheDocument();
    expect(screen.getByText('Ritrovo in aeroporto due ore prima')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Riepilogo prezzo' });
    await within(summary).findByText('Da pagare ora');
    expect(summary).toHaveTextContent('900,00 €');
    expect(summary).toHaveTextContent('Acconto 40 %');
    expect(summary).toHaveTextContent('360,00 €');

    await user.click(screen.getByRole('button', { name: 'Aggiungi un viaggiatore' }));
    const second = screen.getByRole('group', { name: 'Viaggiatore 2' });
    await waitFor(() => expect(summary).toHaveTextContent('1.800,00 €'));
    // Half a date asks nothing; the whole date asks for the price of a child. The price is
    // asked by what is typed, not after a pause: the one request that follows the whole date is
    // the only one since, whenever the half date's would have gone.
    const quotesBefore = api.to(QUOTE).length;
    const birthDate = within(second).getByLabelText(/^Data di nascita/);
    await user.type(birthDate, '15/03/20');
    await user.type(birthDate, '20');
    await waitFor(() => expect(summary).toHaveTextContent('1.350,00 €'));
    expect(summary).toHaveTextContent('Sconto bambini');
    expect(
      api
        .to(QUOTE)
        .slice(quotesBefore)
        .map((request) => request.body),
    ).toEqual([{ travellers: [{}, { birthDate: '2020-03-15' }] }]);
  });

  it("shows the server's reason when it will not price the travellers, without a useless retry", async () => {
    const reason = 'Con questi viaggiatori il prezzo del viaggio risulta zero: serve almeno un viaggiatore che paga.';
    standardApi({
      [QUOTE]: { status: 422, data: { statusCode: 422, code: 'BOOKING_TOTAL_NOT_POSITIVE', message: reason } },
    });
    renderApp(`/prenotazione/${TOKEN}`);
    const summary = await screen.findByRole('region', { name: 'Riepilogo prezzo' });
    expect(await within(summary).findByRole('alert')).toHaveTextContent(reason);
    expect(within(summary).queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();
  });

  it('adds travellers up to the seats left and removes only those after the first', async () => {
    standardApi({ [LINK]: { status: 200, data: bookingLink({ spotsAvailable: 2 }) } });
    const { user } = renderApp(`/booking/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    await screen.findByRole('button', { name: 'Aggiungi un viaggiatore' });

    expect(screen.queryByRole('button', { name: /Rimuovi il viaggiatore/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiungi un viaggiatore' }));
    expect(
      await screen.findByText('Per questa partenza si possono prenotare al massimo 2 viaggiatori.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aggiungi un viaggiatore' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rimuovi il viaggiatore 2' }));
    expect(screen.queryByRole('group', { name: 'Viaggiatore 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi un viaggiatore' })).toBeInTheDocument();
  });

  it('starts with the airport and the travellers chosen on the trip page, which its address carries', async () => {
    const api = standardApi();
    renderApp(`/prenotazione/${TOKEN}?aeroporto=FCO&viaggiatori=3`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });

    expect(screen.getByLabelText(/Aeroporto di partenza/)).toHaveValue('FCO');
    expect(screen.getByRole('group', { name: 'Viaggiatore 1 (referente della prenotazione)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Viaggiatore 2' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Viaggiatore 3' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Viaggiatore 4' })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Riepilogo prezzo' });
    await waitFor(() => expect(summary).toHaveTextContent('2.700,00 €'));
    // The seats come with the link: the trip's departures are not asked for again.
    expect(api.to(DEPARTURES)).toHaveLength(0);
  });

  it('offers no traveller beyond the seats the link has left, whatever the address asks', async () => {
    standardApi({ [LINK]: { status: 200, data: bookingLink({ spotsAvailable: 3 }) } });
    const { user } = renderApp(`/prenotazione/${TOKEN}?aeroporto=LIN&viaggiatori=2`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });

    // An airport the agency does not fly from is no choice.
    expect(screen.getByLabelText(/Aeroporto di partenza/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Aggiungi un viaggiatore' }));

    expect(screen.getByRole('group', { name: 'Viaggiatore 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aggiungi un viaggiatore' })).not.toBeInTheDocument();
    expect(screen.getByText('Per questa partenza si possono prenotare al massimo 3 viaggiatori.')).toBeInTheDocument();
  });

  it('takes no more travellers from the address than the seats left and the group limit allow', async () => {
    standardApi({
      [LINK]: { status: 200, data: bookingLink({ spotsAvailable: 30 }) },
      'GET /api/v1/site': {
        status: 200,
        data: { ...siteSettings(), bookingPolicy: { ...bookingPolicy, maxTravellers: 4 } },
      },
    });
    renderApp(`/prenotazione/${TOKEN}?aeroporto=MXP&viaggiatori=12`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });

    expect(screen.getByLabelText(/Aeroporto di partenza/)).toHaveValue('MXP');
    expect(screen.getByRole('group', { name: 'Viaggiatore 4' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Viaggiatore 5' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aggiungi un viaggiatore' })).not.toBeInTheDocument();
  });

  it('starts empty without a choice in its address, whatever the browser kept from the trip page', async () => {
    localStorage.setItem(
      SELECTED_DATE_KEY,
      JSON.stringify({
        destinationTitle: 'Vienna Tour Culturale',
        tripSlug: 'vienna-tour-culturale',
        departureId: DEPARTURE_ID,
        startDate: '2027-05-10',
        endDate: '2027-05-15',
        airport: 'MXP',
        travellers: 3,
        formattedDateRange: '10/05/2027 - 15/05/2027',
        timestamp: Date.now(),
      }),
    );
    standardApi();
    renderApp(`/prenotazione/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });

    expect(screen.getByLabelText(/Aeroporto di partenza/)).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Viaggiatore 2' })).not.toBeInTheDocument();
  });

  it('asks for the required fields, says a birth date must be GG/MM/AAAA, and focuses the first error', async () => {
    const api = standardApi();
    const { user } = renderApp(`/booking/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    const first = screen.getByRole('group', { name: 'Viaggiatore 1 (referente della prenotazione)' });
    await user.type(within(first).getByLabelText(/^Data di nascita/), '31/02/1960');

    await user.click(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }));

    const airport = screen.getByLabelText(/Aeroporto di partenza/);
    await waitFor(() => expect(airport).toHaveFocus());
    expect(airport).toHaveAccessibleDescription('Questo campo è obbligatorio.');
    expect(within(first).getByLabelText(/^Email/)).toHaveAccessibleDescription(
      expect.stringContaining('Questo campo è obbligatorio.'),
    );
    expect(within(first).getByLabelText(/^Data di nascita/)).toHaveAccessibleDescription(
      expect.stringContaining('Scrivi la data come GG/MM/AAAA'),
    );
    expect(api.to(CREATE)).toHaveLength(0);
  });

  it('books once for a double click, with an Idempotency-Key, and goes to the payment page', async () => {
    const api = standardApi({ [CREATE]: created() });
    const { user, router } = renderApp(`/prenotazione/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    await fillFirstTraveller(user);
    const first = screen.getByRole('group', { name: 'Viaggiatore 1 (referente della prenotazione)' });
    await user.type(within(first).getByLabelText(/^Data di nascita/), '24/05/1961');
    await user.type(within(first).getByLabelText(/^Numero del passaporto/), 'YA1234567');
    await confirmInformation(user);

    await user.dblClick(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }));

    await waitFor(() => expect(router.location.pathname).toBe(`/payment-custom/${BOOKING_ID}`));
    expect(api.to(CREATE)).toHaveLength(1);
    const [request] = api.to(CREATE);
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,100}$/);
    expect(request.body).toEqual({
      airport: 'MXP',
      contactEmail: 'anna.rossi@example.it',
      contactPhone: '+39 333 1234567',
      // The version of the text shown, written for these travellers, this airport, in Italian.
      informationVersion: versionOf({ travellers: [{ birthDate: '1961-05-24' }], airport: 'MXP', language: 'it' }),
      language: 'it',
      travellers: [
        {
          firstName: 'Anna',
          lastName: 'Rossi',
          birthDate: '1961-05-24',
          passportNumber: 'YA1234567',
          singleRoom: false,
        },
      ],
    });
  });

  it("offers each traveller a single room at the trip's supplement, priced by the server and sent with the booking", async () => {
    const api = standardApi({ [CREATE]: created() });
    const { user } = renderApp(`/prenotazione/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    await fillFirstTraveller(user);
    const summary = screen.getByRole('region', { name: 'Riepilogo prezzo' });
    await within(summary).findByText('Da pagare ora');

    const first = screen.getByRole('group', { name: 'Viaggiatore 1 (referente della prenotazione)' });
    await user.click(within(first).getByRole('checkbox', { name: /^Camera singola \(supplemento 290,00\s€\)$/ }));

    await waitFor(() => expect(summary).toHaveTextContent('Supplemento camera singola+290,00 €'));
    expect(summary).toHaveTextContent('1.190,00 €');
    expect(api.to(QUOTE).at(-1)?.body).toEqual({ travellers: [{}], singleRooms: 1 });
    await confirmInformation(user);
    await user.click(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }));
    await waitFor(() => expect(api.to(CREATE)).toHaveLength(1));
    expect(api.to(CREATE)[0].body).toMatchObject({
      travellers: [{ firstName: 'Anna', lastName: 'Rossi', singleRoom: true }],
    });
    expect((api.to(INFORMATION).at(-1)?.body as { singleRooms?: number }).singleRooms).toBe(1);
  });

  it('offers no single room on a trip without a supplement', async () => {
    standardApi({ [LINK]: { status: 200, data: bookingLink({ singleSupplementCents: null }) } });
    renderApp(`/prenotazione/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    expect(screen.queryByRole('checkbox', { name: /Camera singola/ })).toBeNull();
  });

  it('keeps the same Idempotency-Key when retrying after a lost answer, and everything typed', async () => {
    let attempts = 0;
    const api = standardApi({
      [CREATE]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 0 } : created();
      },
    });
    const { user, router } = renderApp(`/booking/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    await fillFirstTraveller(user);
    await confirmInformation(user);

    await user.click(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }));
    expect((await screen.findAllByText('Errore nella creazione della prenotazione. Riprova.')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Anna');

    await user.click(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }));
    await waitFor(() => expect(router.location.pathname).toBe(`/payment-custom/${BOOKING_ID}`));
    const [firstTry, retry] = api.to(CREATE);
    expect(retry.headers.get('Idempotency-Key')).toBe(firstTry.headers.get('Idempotency-Key'));
  });

  it("shows the server's message for seats that ran out, keeping what was typed, and the server's field errors beside their fields", async () => {
    let attempts = 0;
    standardApi({
      [CREATE]: () => {
        attempts += 1;
        if (attempts === 1) {
          return {
            status: 409,
            data: { statusCode: 409, code: 'NOT_ENOUGH_SEATS', message: 'Non ci sono abbastanza posti disponibili' },
          };
        }
        return {
          status: 400,
          data: {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Dati non validi',
            details: { contactPhone: ['Numero di telefono non valido'] },
          },
        };
      },
    });
    const { user } = renderApp(`/booking/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    await fillFirstTraveller(user);
    await confirmInformation(user);

    await user.click(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }));
    expect((await screen.findAllByText('Non ci sono abbastanza posti disponibili')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Cognome/)).toHaveValue('Rossi');

    await user.click(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }));
    const phone = screen.getByLabelText(/^Telefono/);
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining('Numero di telefono non valido')),
    );
    expect(phone).toHaveFocus();
  });

  it("says the payment system is unavailable in the server's words, and takes a new key after a refusal", async () => {
    let attempts = 0;
    const api = standardApi({
      [CREATE]: () => {
        attempts += 1;
        if (attempts === 1) {
          return {
            status: 503,
            data: {
              statusCode: 503,
              code: 'PAYMENT_UNAVAILABLE',
              message: 'Sistema di pagamento temporaneamente non disponibile',
            },
          };
        }
        return { status: 404, data: { statusCode: 404, code: 'DEPARTURE_NOT_FOUND' } };
      },
    });
    const { user } = renderApp(`/booking/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    await fillFirstTraveller(user);
    await confirmInformation(user);

    await user.click(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }));
    expect((await screen.findAllByText('Sistema di pagamento temporaneamente non disponibile')).length).toBeGreaterThan(
      0,
    );
    await user.click(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }));
    expect(
      (await screen.findAllByText("Errore nell'elaborazione della prenotazione. Riprova.")).length,
    ).toBeGreaterThan(0);

    const [refused, next] = api.to(CREATE);
    expect(next.headers.get('Idempotency-Key')).not.toBe(refused.headers.get('Idempotency-Key'));
  });

  it("disables the form of an expired link: 'Link Scaduto' on the button and in a notice", async () => {
    const api = standardApi({
      [LINK]: { status: 200, data: bookingLink({ expired: true, expiresAt: '2020-01-01T00:00:00.000Z' }) },
    });
    renderApp(`/prenotazione/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Link di prenotazione scaduto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link Scaduto' })).toBeDisabled();
    expect(screen.getByLabelText(/^Nome/)).toBeDisabled();
    expect(
      await screen.findByText('Questo link di prenotazione è scaduto. Contatta il nostro team per assistenza.'),
    ).toBeInTheDocument();
    expect(api.to(QUOTE)).toHaveLength(0);
  });

  it('disables the form when the server says at booking time that the link has expired', async () => {
    standardApi({
      [CREATE]: {
        status: 410,
        data: { statusCode: 410, code: 'BOOKING_LINK_EXPIRED', message: 'Link di prenotazione scaduto' },
      },
    });
    const { user } = renderApp(`/booking/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    await fillFirstTraveller(user);
    await confirmInformation(user);

    await user.click(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }));

    expect(await screen.findByRole('button', { name: 'Link Scaduto' })).toBeDisabled();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Anna');
  });

  it('notices that the link expires while the page is open, checking every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const expiresAt = new Date(Date.now() + 3 * EXPIRY_CHECK_MS).toISOString();
    standardApi({ [LINK]: { status: 200, data: bookingLink({ expiresAt }) } });
    renderApp(`/booking/${TOKEN}`);
    const submit = await screen.findByRole('button', { name: 'Prenota e vai al pagamento' });
    expect(submit).toBeEnabled();

    await act(async () => {
      vi.advanceTimersByTime(3 * EXPIRY_CHECK_MS);
    });

    expect(await screen.findByRole('button', { name: 'Link Scaduto' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Link di prenotazione scaduto' })).toBeInTheDocument();
  });

  it('loads no marketing tag, even for a visitor who accepted them', async () => {
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: true, decidedAt: new Date().toISOString() }));
    standardApi({
      'GET /api/v1/site': { status: 200, data: siteSettings({ facebookPixelId: '1234567890', googleAdsId: 'AW-1' }) },
    });
    renderApp(`/prenotazione/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    await screen.findByText(/Assistenza:/);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(document.querySelectorAll('script[src*="facebook"], script[src*="googletagmanager"]')).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    expect(screen.queryByRole('region', { name: 'Cookie e pubblicità' })).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });
});

describe('the pre-contract information before the booking button', () => {
  it('asks for it with the price, for the travellers, the airport and the language, and shows each part closed until opened', async () => {
    const api = standardApi();
    const { user } = renderApp(`/prenotazione/${TOKEN}?aeroporto=FCO`);
    const section = await screen.findByRole('region', { name: INFORMATION_TITLE });
    expect(within(section).getByText('Caricamento delle informazioni...')).toHaveAttribute('role', 'status');

    expect(
      await within(section).findByRole('heading', { name: 'Informazioni precontrattuali sul pacchetto turistico' }),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent('Vienna Tour Culturale · da lunedì 10 maggio 2027 a sabato 15 maggio 2027');
    expect(api.to(INFORMATION).map((request) => request.body)).toEqual([
      { travellers: [{}], airport: 'FCO', language: 'it' },
    ]);
    // Before the booking button, with its box unticked.
    const box = within(section).getByRole('checkbox', { name: new RegExp(CONFIRM) });
    expect(box).not.toBeChecked();
    expect(section.compareDocumentPosition(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    const fees = within(section).getByText('Se rinunci al viaggio: le penali');
    const part = fees.closest('details')!;
    expect(part.open).toBe(false);
    await user.click(fees);
    expect(part.open).toBe(true);
    expect(within(part).getByText('30 giorni o più prima della partenza').tagName).toBe('DT');
    expect(within(part).getByText('10 % del prezzo').tagName).toBe('DD');
    expect(within(part).getByRole('listitem')).toHaveTextContent('Le percentuali si applicano');
    expect(within(section).getByText('Protezione in caso di insolvenza').closest('details')!.open).toBe(false);

    // Asked when the price is: half a date asks nothing, the whole date and another airport do.
    const before = api.to(INFORMATION).length;
    const birthDate = screen.getByLabelText(/^Data di nascita/);
    await user.type(birthDate, '24/05/19');
    await user.type(birthDate, '61');
    await user.selectOptions(screen.getByLabelText(/Aeroporto di partenza/), 'MXP');
    await waitFor(() =>
      expect(
        api
          .to(INFORMATION)
          .slice(before)
          .map((request) => request.body),
      ).toEqual([
        { travellers: [{ birthDate: '1961-05-24' }], airport: 'FCO', language: 'it' },
        { travellers: [{ birthDate: '1961-05-24' }], airport: 'MXP', language: 'it' },
      ]),
    );
  });

  it('is asked for and confirmed in English on an English page, and the booking says so', async () => {
    const api = standardApi({ [CREATE]: created() });
    i18n.changeLanguage('en');
    const { user, router } = renderApp(`/booking/${TOKEN}?aeroporto=MXP`);
    const section = await screen.findByRole('region', {
      name: 'Pre-contract information and standard information form',
    });
    await within(section).findByRole('heading', { name: 'Informazioni precontrattuali sul pacchetto turistico' });
    expect(api.to(INFORMATION)[0].body).toEqual({ travellers: [{}], airport: 'MXP', language: 'en' });

    await user.type(screen.getByLabelText(/^First name/), 'Anne');
    await user.type(screen.getByLabelText(/^Last name/), 'Smith');
    await user.type(screen.getByLabelText(/^E-mail/), 'anne.smith@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '+44 20 7946 0958');
    await user.click(
      within(section).getByRole('checkbox', {
        name: /I have read the pre-contract information and the standard information form/,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Book and go to payment' }));

    await waitFor(() => expect(router.location.pathname).toBe(`/payment-custom/${BOOKING_ID}`));
    expect(api.to(CREATE)[0].body).toMatchObject({
      language: 'en',
      informationVersion: versionOf({ travellers: [{}], airport: 'MXP', language: 'en' }),
    });
  });

  it('says when it could not be loaded, and loads it again with Riprova', async () => {
    let attempts = 0;
    standardApi({
      [INFORMATION]: (request) => {
        attempts += 1;
        if (attempts === 1) return { status: 429, data: { statusCode: 429, code: 'BOOKING_RATE_LIMITED' } };
        return { status: 200, data: preContractInformation({ version: versionOf(request.body) }) };
      },
    });
    const { user } = renderApp(`/prenotazione/${TOKEN}`);
    const section = await screen.findByRole('region', { name: INFORMATION_TITLE });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Non riusciamo a mostrare le informazioni in questo momento.',
    );

    await user.click(within(section).getByRole('button', { name: 'Riprova' }));
    expect(
      await within(section).findByRole('heading', { name: 'Informazioni precontrattuali sul pacchetto turistico' }),
    ).toBeInTheDocument();
  });

  it('refuses to book without the box ticked: the error beside it, the focus on it, nothing sent', async () => {
    const api = standardApi({ [CREATE]: created() });
    const { user, router } = renderApp(`/prenotazione/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    await fillFirstTraveller(user);
    const section = screen.getByRole('region', { name: INFORMATION_TITLE });
    await within(section).findByRole('heading', { name: 'Informazioni precontrattuali sul pacchetto turistico' });

    const submit = screen.getByRole('button', { name: 'Prenota e vai al pagamento' });
    expect(submit).toBeEnabled();
    await user.click(submit);

    const box = within(section).getByRole('checkbox', { name: new RegExp(CONFIRM) });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Per prenotare conferma di aver letto le informazioni precontrattuali e il modulo informativo standard.',
    );
    expect(api.to(CREATE)).toHaveLength(0);

    await user.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
    await user.click(submit);
    await waitFor(() => expect(router.location.pathname).toBe(`/payment-custom/${BOOKING_ID}`));
    expect(api.to(CREATE)).toHaveLength(1);
  });

  it('says beside the box what else is missing while the fields above take the focus', async () => {
    const api = standardApi();
    const { user } = renderApp(`/prenotazione/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    await screen.findByRole('heading', { name: 'Informazioni precontrattuali sul pacchetto turistico' });

    await user.click(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }));

    await waitFor(() => expect(screen.getByLabelText(/Aeroporto di partenza/)).toHaveFocus());
    expect(screen.getByRole('checkbox', { name: new RegExp(CONFIRM) })).toHaveAccessibleDescription(
      expect.stringContaining('Per prenotare conferma di aver letto'),
    );
    expect(api.to(CREATE)).toHaveLength(0);
  });

  it('unticks the box when the travellers change the text, with a note saying it was updated', async () => {
    const api = standardApi();
    const { user } = renderApp(`/prenotazione/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    await confirmInformation(user);
    const section = screen.getByRole('region', { name: INFORMATION_TITLE });
    const box = within(section).getByRole('checkbox', { name: new RegExp(CONFIRM) });
    expect(box).toBeChecked();
    const asked = api.to(INFORMATION).length;

    await user.click(screen.getByRole('button', { name: 'Aggiungi un viaggiatore' }));

    await waitFor(() => expect(api.to(INFORMATION)).toHaveLength(asked + 1));
    await waitFor(() => expect(box).not.toBeChecked());
    const note =
      'Le informazioni sono state aggiornate per i viaggiatori indicati: rileggile e spunta di nuovo la casella.';
    expect(within(section).getByText(note)).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(note);

    // Back to one traveller, the first text is shown again: the box stays unticked until ticked.
    await user.click(screen.getByRole('button', { name: 'Rimuovi il viaggiatore 2' }));
    await waitFor(() => expect(section.querySelector('[aria-busy]')).toBeNull());
    expect(box).not.toBeChecked();

    await user.click(box);
    expect(box).toBeChecked();
    expect(within(section).queryByText(note)).not.toBeInTheDocument();
  });

  it("on INFORMATION_CHANGED shows the server's message, reads the information again, unticks the box and keeps what was typed", async () => {
    const changed =
      'Le informazioni sul viaggio sono cambiate da quando le hai aperte: rileggile e conferma di nuovo prima di prenotare.';
    let edition = 1;
    let attempts = 0;
    const api = standardApi({
      [INFORMATION]: (request) => ({
        status: 200,
        data: preContractInformation({ version: `${versionOf(request.body)}-edition-${edition}` }),
      }),
      [CREATE]: () => {
        attempts += 1;
        if (attempts === 1) {
          // The agency changed the text after the customer read it.
          edition = 2;
          return { status: 409, data: { statusCode: 409, code: 'INFORMATION_CHANGED', message: changed } };
        }
        return created();
      },
    });
    const { user, router } = renderApp(`/booking/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Vienna Tour Culturale' });
    await fillFirstTraveller(user);
    await confirmInformation(user);
    const asked = api.to(INFORMATION).length;

    await user.click(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }));

    expect((await screen.findAllByText(changed)).length).toBeGreaterThan(0);
    await waitFor(() => expect(api.to(INFORMATION)).toHaveLength(asked + 1));
    const box = screen.getByRole('checkbox', { name: new RegExp(CONFIRM) });
    expect(box).not.toBeChecked();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Anna');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('anna.rossi@example.it');

    await confirmInformation(user);
    await user.click(screen.getByRole('button', { name: 'Prenota e vai al pagamento' }));
    await waitFor(() => expect(router.location.pathname).toBe(`/payment-custom/${BOOKING_ID}`));
    const [refused, accepted] = api.to(CREATE);
    expect((refused.body as { informationVersion: string }).informationVersion).toMatch(/-edition-1$/);
    expect((accepted.body as { informationVersion: string }).informationVersion).toMatch(/-edition-2$/);
  });

  it('is not asked for on an expired link', async () => {
    const api = standardApi({
      [LINK]: { status: 200, data: bookingLink({ expired: true, expiresAt: '2020-01-01T00:00:00.000Z' }) },
    });
    renderApp(`/prenotazione/${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Link Scaduto' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: INFORMATION_TITLE })).not.toBeInTheDocument();
    expect(api.to(INFORMATION)).toHaveLength(0);
  });
});
