import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { BOOKING_ID, booking, serveApi } from './harness';

const BOOKING = `GET /api/v1/bookings/${BOOKING_ID}`;
const DECLARE = `POST /api/v1/bookings/${BOOKING_ID}/transfer-declaration`;
const PAGE = `/payment-custom/${BOOKING_ID}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('the bank-transfer page', () => {
  it('warns that the demo account of a development start takes no money, and only for that account', async () => {
    const demo = {
      accountHolder: 'Conto dimostrativo - non versare',
      iban: 'IT98X00000000000DEMO0000000',
      ibanFormatted: 'IT98 X000 0000 0000 DEMO 0000 000',
      bankName: 'Banca dimostrativa',
      isDemo: true,
    };
    serveApi({ [BOOKING]: { status: 200, data: booking({ beneficiary: demo }) } });
    const first = renderApp(PAGE);

    const transfer = await screen.findByRole('region', { name: 'Dati per il bonifico' });
    const note = within(transfer).getByRole('note');
    expect(note).toHaveTextContent('Conto dimostrativo: non inviare denaro');
    expect(note).toHaveTextContent('Non fare alcun bonifico');
    // Before the account it speaks of.
    expect(note.compareDocumentPosition(within(transfer).getByText(demo.ibanFormatted))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    first.unmount();

    serveApi({ [BOOKING]: { status: 200, data: booking() } });
    renderApp(PAGE);
    const real = await screen.findByRole('region', { name: 'Dati per il bonifico' });
    expect(within(real).queryByRole('note')).toBeNull();
    expect(screen.queryByText(/Conto dimostrativo/)).toBeNull();
  });

  it("says 'ID prenotazione non valido' for an address that holds no booking id, without asking the API", async () => {
    const api = serveApi({});
    renderApp('/payment-custom/12345');
    expect(await screen.findByRole('heading', { level: 1, name: 'ID prenotazione non valido' })).toBeInTheDocument();
    expect(api.sent.filter((request) => request.path.startsWith('/api/v1/bookings'))).toHaveLength(0);
  });

  it('says when the booking does not exist, and when it could not be loaded', async () => {
    serveApi({ [BOOKING]: { status: 404, data: { code: 'BOOKING_NOT_FOUND', message: 'x' } } });
    const first = renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione non trovata' })).toBeInTheDocument();
    first.unmount();

    serveApi({ [BOOKING]: { status: 503 } });
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Errore nel caricamento dei dati' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('shows the transfer to make with copy buttons, the QR code and its caveat, the card notice and the trip', async () => {
    serveApi({ [BOOKING]: { status: 200, data: booking() } });
    const { user } = renderApp(PAGE);

    const transfer = await screen.findByRole('region', { name: 'Dati per il bonifico' });
    expect(transfer).toHaveTextContent('A.T.I. S.R.L.');
    expect(transfer).toHaveTextContent('IT60 X054 2811 1010 0000 0123 456');
    expect(transfer).toHaveTextContent('Banca di Lucca');
    expect(transfer).toHaveTextContent('Ricevuta 4821');
    expect(transfer).toHaveTextContent('720,00 €');
    expect(transfer).toHaveTextContent('(ora italiana)');

    await user.click(within(transfer).getByRole('button', { name: 'Copia IBAN' }));
    expect(await navigator.clipboard.readText()).toBe('IT60X0542811101000000123456');
    expect(within(transfer).getByRole('button', { name: 'Copiato!' })).toBeInTheDocument();
    await user.click(within(transfer).getByRole('button', { name: 'Copia causale' }));
    expect(await navigator.clipboard.readText()).toBe('Ricevuta 4821');

    const qr = await screen.findByRole('img', { name: /Codice QR del bonifico: 720,00\s€ a A.T.I. S.R.L./ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText(/le app delle banche italiane lo leggono di rado/)).toBeInTheDocument();
    expect(screen.getByText('Funzionalità in arrivo presto!')).toBeInTheDocument();

    const trip = screen.getByRole('region', { name: 'Riepilogo del viaggio' });
    expect(trip).toHaveTextContent('Vienna Tour Culturale');
    expect(trip).toHaveTextContent('dal 10/05/2027 al 15/05/2027');
    expect(trip).toHaveTextContent('Milano Malpensa');
    expect(trip).toHaveTextContent('Paolo Rossi');
    expect(trip).toHaveTextContent('1.800,00 €');
  });

  it('counts down to the payment deadline and then says the link has expired', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const deadline = new Date(Date.now() + 65_000).toISOString();
    serveApi({ [BOOKING]: { status: 200, data: booking({ paymentExpiresAt: deadline }) } });
    renderApp(PAGE);

    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^0 h 01 min 0[45] s$/);
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(timer.textContent).toMatch(/^0 h 00 min 5[45] s$/);

    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Link Scaduto' })).toBeInTheDocument();
    expect(
      screen.getAllByText("Il link di pagamento è scaduto. Contatta l'assistenza per ricevere un nuovo link.").length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Ho effettuato il bonifico' })).not.toBeInTheDocument();
  });

  it('says an expired booking can no longer be paid, and when no bank account is configured', async () => {
    serveApi({ [BOOKING]: { status: 200, data: booking({ status: 'expired' }) } });
    const first = renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link Scaduto' })).toBeInTheDocument();
    first.unmount();

    serveApi({
      [BOOKING]: {
        status: 200,
        data: booking({ beneficiary: { accountHolder: '', iban: '', ibanFormatted: '', bankName: '', isDemo: false } }),
      },
    });
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Configurazione IBAN non disponibile. Contatta l'assistenza.",
      }),
    ).toBeInTheDocument();
  });

  it("declares the transfer with 'Ho effettuato il bonifico' and shows 'Grazie!'", async () => {
    let declared = false;
    const api = serveApi({
      [BOOKING]: () => ({ status: 200, data: booking({ status: declared ? 'transfer_declared' : 'pending' }) }),
      [DECLARE]: () => {
        declared = true;
        return { status: 200, data: { status: 'transfer_declared' } };
      },
    });
    const { user, router } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Ho effettuato il bonifico' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Grazie!' })).toBeInTheDocument();
    expect(router.location.pathname).toBe(`/bank-transfer-success/${BOOKING_ID}`);
    expect(api.to(DECLARE)).toHaveLength(1);
  });

  it("shows the server's reason when the transfer can no longer be declared", async () => {
    serveApi({
      [BOOKING]: { status: 200, data: booking() },
      [DECLARE]: {
        status: 409,
        data: {
          statusCode: 409,
          code: 'BOOKING_NOT_PENDING',
          message: 'La prenotazione non è più in attesa di pagamento',
        },
      },
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Ho effettuato il bonifico' }));
    await waitFor(() =>
      expect(screen.getByText('La prenotazione non è più in attesa di pagamento')).toBeInTheDocument(),
    );
  });
});
