import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { installFakeApi, signIn, type FakeAnswer } from '../../__tests__/fake-api';
import { departure, mainIban, trip } from '../../ibans/__tests__/ibans-fixtures';
import { COPIED_FOR_MS } from '../../../../components/ui/CopyButton';

const api = installFakeApi();
const TOKEN = 'a'.repeat(32);
const URL_SENT = `https://www.example.it/prenotazione/${TOKEN}`;

async function openGenerator(departures: () => FakeAnswer = () => ({ status: 200, data: [departure] })) {
  api()
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

async function fillAndGenerate(user: ReturnType<typeof renderApp>['user'], withIban = true) {
  if (withIban) await user.click(await screen.findByRole('radio', { name: /Viaggi di Gruppo srl/ }));
  await chooseTrip(user);
  await user.selectOptions(
    await within(linkForm()).findByRole('combobox', { name: 'Data di partenza' }),
    await within(linkForm()).findByRole('option', { name: '10/05/2027 - 14/05/2027 · 16 posti liberi' }),
  );
  await user.click(within(linkForm()).getByRole('radio', { name: 'Saldo' }));
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
});
