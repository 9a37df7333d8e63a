import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { installFakeApi, signIn, type FakeAnswer } from '../../__tests__/fake-api';
import { departure, mainIban, trip } from '../../ibans/__tests__/ibans-fixtures';
import { COPIED_FOR_MS } from '../../../../components/ui/CopyButton';
import type { IssuedBookingLinkDto } from '../../../../api';

const api = installFakeApi();
const TOKEN = 'a'.repeat(32);
const URL_SENT = `https://www.example.it/prenotazione/${TOKEN}`;

/** A link staff sent earlier for the fixture's departure: deposit, the departure's price, until 30/04/2027. */
const issued: IssuedBookingLinkDto = {
  id: '88888888-8888-4888-8888-888888888888',
  token: 'b'.repeat(32),
  url: `https://www.example.it/prenotazione/${'b'.repeat(32)}`,
  source: 'admin',
  tripSlug: 'praga-tour-culturale',
  tripTitle: 'Praga tour culturale',
  departureId: departure.id,
  startDate: departure.startDate,
  endDate: departure.endDate,
  paymentType: 'deposit',
  priceCents: 89_000,
  priceFrozen: false,
  childDiscountEnabled: true,
  childDiscountPercentage: 50,
  specialNotes: 'Famiglia Bianchi',
  expiresAt: '2027-04-30T12:00:00.000Z',
  untilDeparture: false,
  status: 'active',
  createdAt: '2027-03-31T09:15:00.000Z',
};
const NO_LINKS = { status: 200, data: { items: [], total: 0 } };

async function openGenerator(
  departures: () => FakeAnswer = () => ({ status: 200, data: [departure] }),
  links: () => FakeAnswer = () => NO_LINKS,
) {
  api()
    .on('GET /api/v1/admin/booking-links', links)
    .on('GET /api/v1/admin/ibans', { status: 200, data: [mainIban] })
    .on('GET /api/v1/trips', { status: 200, data: [trip] })
    .on('GET /api/v1/admin/departures', departures)
    .on('POST /api/v1/admin/booking-links', { status: 201, data: { token: TOKEN, url: URL_SENT } });
  signIn();
  const view = renderApp('/link');
  await screen.findByRole('heading', { level: 1, name: 'Link di prenotazione' }, { timeout: 10_000 });
  return view;
}

function linkForm() {
  return screen.getByRole('form', { name: 'Nuovo link' });
}

async function chooseTrip(user: ReturnType<typeof renderApp>['user']) {
  await within(linkForm()).findByRole('option', { name: 'Praga tour culturale' });
  await user.selectOptions(within(linkForm()).getByLabelText('Viaggio'), 'Praga tour culturale');
}

async function fillAndGenerate(
  user: ReturnType<typeof renderApp>['user'],
  withIban = true,
  terms: () => Promise<void> = () => Promise.resolve(),
) {
  if (withIban) await user.click(await screen.findByRole('radio', { name: /Viaggi di Gruppo srl/ }));
  await chooseTrip(user);
  await user.selectOptions(
    await within(linkForm()).findByRole('combobox', { name: 'Data di partenza' }),
    await within(linkForm()).findByRole('option', { name: '10/05/2027 - 14/05/2027 · 16 posti liberi' }),
  );
  await user.click(within(linkForm()).getByRole('radio', { name: 'Saldo' }));
  await terms();
  await user.click(within(linkForm()).getByRole('button', { name: 'Genera link' }));
}

function fakeClipboard(writeText: (text: string) => Promise<void>) {
  const clipboard = { writeText: vi.fn(writeText) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('booking-link generator', () => {
  it('opens at /link, linking to the active-IBAN page', async () => {
    await openGenerator();

    expect(screen.getByRole('link', { name: 'Gestisci l’IBAN attivo del sistema' })).toHaveAttribute(
      'href',
      '/admin/iban-attivo',
    );
    expect(screen.getByRole('region', { name: 'IBAN salvati' })).toBeInTheDocument();
  });

  it('asks for an IBAN, a trip and a date before sending anything', async () => {
    const view = await openGenerator();

    await view.user.click(within(linkForm()).getByRole('button', { name: 'Genera link' }));

    expect(await within(linkForm()).findByText('Seleziona prima un IBAN')).toBeInTheDocument();
    expect(within(linkForm()).getByText('Scegli un viaggio.')).toBeInTheDocument();
    expect(within(linkForm()).getByText('Scegli una data di partenza.')).toBeInTheDocument();
    expect(api().sent('POST /api/v1/admin/booking-links')).toEqual([]);
  });

  it('refuses a link without an IBAN even when the trip and date are chosen', async () => {
    const view = await openGenerator();

    await fillAndGenerate(view.user, false);

    expect(await within(linkForm()).findByText('Seleziona prima un IBAN')).toBeInTheDocument();
    expect(api().sent('POST /api/v1/admin/booking-links')).toEqual([]);
  });

  it("lists the trip's departures as dd/MM/yyyy with the seats left, and makes the link for the one chosen", async () => {
    const view = await openGenerator();

    await fillAndGenerate(view.user);

    expect(await screen.findByText('Link generato!')).toBeInTheDocument();
    expect(api().sent('GET /api/v1/admin/departures')[0].query.get('trip')).toBe('praga-tour-culturale');
    expect(api().sent('POST /api/v1/admin/booking-links')[0].body).toEqual({
      ibanId: mainIban.id,
      departureId: departure.id,
      paymentType: 'full',
      expiresInDays: 30,
      childDiscountEnabled: true,
      childDiscountPercentage: 50,
    });
    const link = screen.getByLabelText('Link da inviare al cliente');
    expect(link).toHaveValue(URL_SENT);
    expect(link).toHaveAttribute('readonly');
  });

  it('says when the dates of a trip cannot be loaded', async () => {
    const view = await openGenerator(() => ({ status: 500, data: {} }));

    await chooseTrip(view.user);

    expect(await within(linkForm()).findByText('Impossibile caricare le date disponibili')).toBeInTheDocument();
  });

  it('says when a trip has no open departure', async () => {
    const view = await openGenerator(() => ({ status: 200, data: [] }));

    await chooseTrip(view.user);

    expect(await within(linkForm()).findByText('Nessuna partenza aperta per questo viaggio.')).toBeInTheDocument();
  });

  it("shows the server's reason when the link cannot be made", async () => {
    const view = await openGenerator();
    api().on('POST /api/v1/admin/booking-links', {
      status: 409,
      data: { code: 'IBAN_INACTIVE', message: 'Questo IBAN è disattivato: riattivalo oppure scegline un altro.' },
    });

    await fillAndGenerate(view.user);

    expect(
      await screen.findByText(
        'Errore nella creazione del link di prenotazione: Questo IBAN è disattivato: riattivalo oppure scegline un altro.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Link da inviare al cliente')).toBeNull();
  });

  it("copies the link and says 'Copiato!' for two seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await openGenerator();
    await fillAndGenerate(view.user);
    const clipboard = fakeClipboard(() => Promise.resolve());

    await view.user.click(await screen.findByRole('button', { name: 'Copia link' }));

    expect(await screen.findByRole('button', { name: 'Copiato!' })).toBeInTheDocument();
    expect(clipboard.writeText).toHaveBeenCalledWith(URL_SENT);
    act(() => {
      vi.advanceTimersByTime(COPIED_FOR_MS - 100);
    });
    expect(screen.getByRole('button', { name: 'Copiato!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copia link' })).toBeInTheDocument());
  });

  it('says when the browser refuses to copy', async () => {
    const view = await openGenerator();
    await fillAndGenerate(view.user);
    fakeClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));

    await view.user.click(await screen.findByRole('button', { name: 'Copia link' }));

    expect(await screen.findByText('Impossibile copiare il link')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copia link' })).toBeInTheDocument();
  });

  it('sends the terms chosen: until departure, a frozen price typed the Italian way, no children’s discount, notes', async () => {
    const view = await openGenerator();
    const form = () => within(linkForm());

    await fillAndGenerate(view.user, true, async () => {
      await view.user.click(form().getByRole('radio', { name: 'Fino al giorno della partenza (permanente)' }));
      expect(form().queryByLabelText(/Giorni di validità/)).toBeNull();
      await view.user.click(form().getByRole('radio', { name: 'Un prezzo bloccato per questa offerta' }));
      await view.user.type(form().getByLabelText(/Prezzo bloccato a persona/), '1.190,50');
      await view.user.click(form().getByRole('checkbox', { name: 'Sconto bambini sotto i 12 anni' }));
      await view.user.type(form().getByLabelText(/Note per il cliente/), '  Camera con vista  ');
    });

    expect(await screen.findByText('Link generato!')).toBeInTheDocument();
    expect(api().sent('POST /api/v1/admin/booking-links')[0].body).toEqual({
      ibanId: mainIban.id,
      departureId: departure.id,
      paymentType: 'full',
      permanent: true,
      offerPriceCents: 119_050,
      childDiscountEnabled: false,
      specialNotes: 'Camera con vista',
    });
  });

  it('says beside each field what is wrong with the days, the frozen price and the discount, sending nothing', async () => {
    const view = await openGenerator();
    const form = () => within(linkForm());

    await fillAndGenerate(view.user, true, async () => {
      await view.user.clear(form().getByLabelText(/Giorni di validità/));
      await view.user.type(form().getByLabelText(/Giorni di validità/), '0');
      await view.user.click(form().getByRole('radio', { name: 'Un prezzo bloccato per questa offerta' }));
      await view.user.type(form().getByLabelText(/Prezzo bloccato a persona/), '0,50');
      await view.user.clear(form().getByLabelText(/Sconto bambini \(%\)/));
      await view.user.type(form().getByLabelText(/Sconto bambini \(%\)/), '120');
    });

    expect(await form().findByText('Scrivi un numero intero di giorni da 1 a 3650.')).toBeInTheDocument();
    expect(
      form().getByText('Scrivi un prezzo in euro da 1 a 100.000, per esempio 1.190 oppure 1190,50.'),
    ).toBeInTheDocument();
    expect(form().getByText('Scrivi una percentuale intera da 0 a 100.')).toBeInTheDocument();
    expect(api().sent('POST /api/v1/admin/booking-links')).toEqual([]);
  });

  it('shows the links already active for the departure chosen, to copy instead of making another', async () => {
    const view = await openGenerator(undefined, () => ({ status: 200, data: { items: [issued], total: 1 } }));
    const clipboard = fakeClipboard(() => Promise.resolve());

    await chooseTrip(view.user);
    await view.user.selectOptions(
      await within(linkForm()).findByRole('combobox', { name: 'Data di partenza' }),
      '10/05/2027 - 14/05/2027 · 16 posti liberi',
    );

    const existing = await within(linkForm()).findByRole('region', { name: 'Link già attivi per questa data' });
    const lookup = api()
      .sent('GET /api/v1/admin/booking-links')
      .find((request) => request.query.get('departureId') === departure.id);
    expect(lookup?.query.get('status')).toBe('active');
    expect(
      within(existing).getByText('Acconto · 890 € a persona (prezzo della partenza) · Bambini -50 %', { exact: false }),
    ).toBeInTheDocument();
    expect(within(existing).getByText('Fino al 30/04/2027')).toBeInTheDocument();
    expect(within(existing).getByText('Famiglia Bianchi')).toBeInTheDocument();
    await view.user.click(within(existing).getByRole('button', { name: 'Copia link' }));
    expect(clipboard.writeText).toHaveBeenCalledWith(issued.url);
  });

  it("says 'Errore nella ricerca del link esistente' when the links of the departure cannot be looked up", async () => {
    const view = await openGenerator(undefined, () => ({ status: 500, data: {} }));

    await chooseTrip(view.user);
    await view.user.selectOptions(
      await within(linkForm()).findByRole('combobox', { name: 'Data di partenza' }),
      '10/05/2027 - 14/05/2027 · 16 posti liberi',
    );

    expect(await within(linkForm()).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Errore nella ricerca del link esistente',
    );
  });
});

describe('links issued', () => {
  function issuedPanel() {
    return screen.getByRole('region', { name: 'Link emessi' });
  }

  it('lists the active links with their terms and validity, and finds them by what is typed', async () => {
    const view = await openGenerator(undefined, () => ({ status: 200, data: { items: [issued], total: 1 } }));

    const table = await within(issuedPanel()).findByRole('table');
    expect(within(table).getByText('Praga tour culturale · 10/05/2027 - 14/05/2027')).toBeInTheDocument();
    expect(within(table).getByText('Famiglia Bianchi')).toBeInTheDocument();
    expect(within(table).getByText('890 € a persona (prezzo della partenza)')).toBeInTheDocument();
    expect(within(table).getByText('Fino al 30/04/2027')).toBeInTheDocument();
    expect(within(table).getByText('Attivo')).toBeInTheDocument();
    expect(api().sent('GET /api/v1/admin/booking-links')[0].query.get('status')).toBe('active');

    await view.user.type(within(issuedPanel()).getByRole('searchbox', { name: /Cerca per viaggio/ }), ' Praga ');
    await view.user.click(within(issuedPanel()).getByRole('button', { name: 'Cerca' }));
    await waitFor(() =>
      expect(
        api()
          .sent('GET /api/v1/admin/booking-links')
          .some((request) => request.query.get('q') === 'Praga'),
      ).toBe(true),
    );
    await view.user.click(within(issuedPanel()).getByRole('checkbox', { name: /anche i link scaduti e revocati/ }));
    await waitFor(() => expect(api().sent('GET /api/v1/admin/booking-links').at(-1)?.query.get('status')).toBe('all'));
  });

  it('revokes a link after asking, and says so', async () => {
    const view = await openGenerator(undefined, () => ({ status: 200, data: { items: [issued], total: 1 } }));
    api().on(`POST /api/v1/admin/booking-links/${issued.id}/revoke`, {
      status: 200,
      data: { ...issued, status: 'revoked' },
    });

    await view.user.click(
      await within(issuedPanel()).findByRole('button', {
        name: 'Revoca il link di Praga tour culturale del 10/05/2027',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revocare questo link?' });
    expect(api().sent(`POST /api/v1/admin/booking-links/${issued.id}/revoke`)).toEqual([]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Revoca il link' }));

    expect(await screen.findByText('Link revocato')).toBeInTheDocument();
    expect(api().sent(`POST /api/v1/admin/booking-links/${issued.id}/revoke`)).toHaveLength(1);
  });

  it('says when nothing is found, and when the search fails', async () => {
    await openGenerator();
    expect(await within(issuedPanel()).findByText('Nessun link trovato.')).toBeInTheDocument();
  });

  it("says 'Errore nella ricerca del link esistente' with a retry when the links cannot be loaded", async () => {
    await openGenerator(undefined, () => ({ status: 500, data: {} }));
    expect(await within(issuedPanel()).findByText('Errore nella ricerca del link esistente')).toBeInTheDocument();
    expect(within(issuedPanel()).getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
