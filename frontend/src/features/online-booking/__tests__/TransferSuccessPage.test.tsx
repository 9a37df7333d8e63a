import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { leaveTo } from '../browser';
import { NOT_FOUND_REDIRECT_MS } from '../components/TransferSuccessPage';
import { BOOKING_ID, booking, serveApi } from './harness';

vi.mock('../browser', () => ({ leaveTo: vi.fn() }));

const BOOKING = `GET /api/v1/bookings/${BOOKING_ID}`;

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(leaveTo).mockReset();
});

describe('the success page', () => {
  it("says 'Grazie!' while the transfer is awaited: receipt within 24 hours, the booking's number (its reference, never the internal id) to copy, the contact page", async () => {
    serveApi({ [BOOKING]: { status: 200, data: booking({ status: 'transfer_declared' }) } });
    const { user } = renderApp(`/bank-transfer-success/${BOOKING_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Grazie!' })).toBeInTheDocument();
    expect(screen.getByText(/Inviaci la ricevuta del bonifico entro 24 ore/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copia il numero della prenotazione' }));
    expect(await navigator.clipboard.readText()).toBe('Ricevuta 4821');
    expect(document.body.textContent).not.toContain(BOOKING_ID);
    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contact');
  });

  it("says 'Pagamento Ricevuto!' once confirmed, at either address, with the details, print and the agency's contacts", async () => {
    serveApi({ [BOOKING]: { status: 200, data: booking({ status: 'confirmed', paymentStatus: 'deposit_paid' }) } });
    const print = vi.fn();
    window.print = print;
    const { user } = renderApp(`/bank-transfer-confirmation/${BOOKING_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento Ricevuto!' })).toBeInTheDocument();
    expect(screen.getByText('Numero della prenotazione').nextElementSibling).toHaveTextContent('Ricevuta 4821');
    expect(document.body.textContent).not.toContain(BOOKING_ID);
    expect(screen.getByText('Anna Rossi, Paolo Rossi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scrivici a info@ativiaggi.it' })).toHaveAttribute(
      'href',
      'mailto:info@ativiaggi.it',
    );
    expect(screen.getByRole('link', { name: 'Chiamaci al +39 0583 495100' })).toHaveAttribute(
      'href',
      'tel:+390583495100',
    );
    expect(screen.getByRole('link', { name: 'Torna alla pagina iniziale' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Stampa la conferma' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says 'Prenotazione non trovata' and then goes back to the home page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    serveApi({ [BOOKING]: { status: 404, data: { code: 'BOOKING_NOT_FOUND', message: 'x' } } });
    renderApp(`/bank-transfer-success/${BOOKING_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione non trovata' })).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(NOT_FOUND_REDIRECT_MS);
    });
    expect(leaveTo).toHaveBeenCalledWith('/');
  });
});
