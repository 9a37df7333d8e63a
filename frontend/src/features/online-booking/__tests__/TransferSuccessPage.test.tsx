import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render-app';
import { leaveTo } from '../browser';
import { NOT_FOUND_REDIRECT_MS } from '../components/TransferSuccessPage';
import { BOOKING_ID, booking, serveApi, type SentRequest } from './harness';

vi.mock('../browser', () => ({ leaveTo: vi.fn() }));

const BOOKING = `GET /api/v1/bookings/${BOOKING_ID}`;
const RECEIPT = `POST /api/v1/bookings/${BOOKING_ID}/transfer-receipt`;

/** A file of `size` bytes without holding them: only its size, name and type are read before sending. */
function fileOf(name: string, type: string, size = 180_000): File {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openThanks(routes: Parameters<typeof serveApi>[0] = {}) {
  const api = serveApi({ [BOOKING]: { status: 200, data: booking({ status: 'transfer_declared' }) }, ...routes });
  const view = renderApp(`/bank-transfer-success/${BOOKING_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Grazie!' });
  return { ...view, api };
}

function picker() {
  return screen.getByLabelText(/^(Carica|Sostituisci) la ricevuta del bonifico$/);
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(leaveTo).mockReset();
});

describe('the success page', () => {
  it("says 'Grazie!' while the transfer is awaited: the receipt to upload within 24 hours or send by e-mail, the booking's number (its reference, never the internal id) to copy, the contact page", async () => {
    // The declared transfer's window: to the end of Thursday 10 June 2027 in Rome (summer time).
    serveApi({
      [BOOKING]: {
        status: 200,
        data: booking({ status: 'transfer_declared', paymentExpiresAt: '2027-06-10T22:00:00.000Z' }),
      },
    });
    const { user } = renderApp(`/bank-transfer-success/${BOOKING_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Grazie!' })).toBeInTheDocument();
    expect(screen.getByText(/Carica qui sotto la ricevuta del bonifico entro 24 ore/)).toBeInTheDocument();
    expect(
      screen.getByText(/Teniamo i tuoi posti per tutto giovedì 10 giugno 2027 \(ora italiana\)/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'In alternativa puoi inviarla per email a info@ativiaggi.it, indicando il numero della prenotazione.',
      ),
    ).toBeInTheDocument();
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

  it('does not thank for a transfer not declared yet: says so, without the receipt, and leads to the payment page', async () => {
    serveApi({ [BOOKING]: { status: 200, data: booking({ status: 'pending' }) } });
    const { user, router } = renderApp(`/bank-transfer-success/${BOOKING_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Il bonifico non è ancora stato segnalato' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nella pagina del pagamento trovi i dati per il bonifico e la scadenza. Quando lo hai fatto, premi «Ho effettuato il bonifico».',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Grazie!' })).toBeNull();
    expect(screen.queryByLabelText(/la ricevuta del bonifico$/)).toBeNull();
    const toPayment = screen.getByRole('link', { name: 'Vai alla pagina del pagamento' });
    expect(toPayment).toHaveAttribute('href', `/payment-custom/${BOOKING_ID}`);

    await user.click(toPayment);

    expect(router.location.pathname).toBe(`/payment-custom/${BOOKING_ID}`);
    expect(await screen.findByRole('button', { name: 'Ho effettuato il bonifico' })).toBeInTheDocument();
  });

  it("goes from 'Ho effettuato il bonifico' to 'Grazie!' without ever saying the transfer is not declared", async () => {
    let declared = false;
    let answerDeclared: () => void = () => {};
    serveApi({
      [BOOKING]: () =>
        declared
          ? new Promise((resolve) => {
              answerDeclared = () => resolve({ status: 200, data: booking({ status: 'transfer_declared' }) });
            })
          : { status: 200, data: booking({ status: 'pending' }) },
      [`POST /api/v1/bookings/${BOOKING_ID}/transfer-declaration`]: () => {
        declared = true;
        return { status: 200, data: { status: 'transfer_declared' } };
      },
    });
    const { user, router } = renderApp(`/payment-custom/${BOOKING_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Ho effettuato il bonifico' }));

    await waitFor(() => expect(router.location.pathname).toBe(`/bank-transfer-success/${BOOKING_ID}`));
    expect(await screen.findByRole('status')).toHaveTextContent('Caricamento...');
    expect(screen.queryByText('Il bonifico non è ancora stato segnalato')).toBeNull();
    answerDeclared();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grazie!' })).toBeInTheDocument();
  });

  it('speaks English to English readers whose transfer is not declared yet', async () => {
    i18n.changeLanguage('en');
    serveApi({ [BOOKING]: { status: 200, data: booking({ status: 'pending' }) } });
    renderApp(`/bank-transfer-success/${BOOKING_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The transfer has not been reported yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The payment page has the details for the bank transfer and its deadline. Once you have made it, press “I have made the transfer”.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the payment page' })).toHaveAttribute(
      'href',
      `/payment-custom/${BOOKING_ID}`,
    );
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

describe('the transfer receipt', () => {
  it('uploads the chosen file as the multipart field `file` and says when it was received, in Rome time', async () => {
    const { user, api } = await openThanks({
      // 12:15 in Rome (summer time).
      [RECEIPT]: {
        status: 201,
        data: { mediaType: 'application/pdf', sizeBytes: 180_000, uploadedAt: '2026-06-05T10:15:00.000Z' },
      },
    });
    const input = screen.getByLabelText('Carica la ricevuta del bonifico');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png');
    expect(input).toHaveAccessibleDescription(
      'Un file PDF, JPEG o PNG, al massimo 5 MB: va bene anche una foto fatta con il telefono.',
    );
    const file = fileOf('ricevuta.pdf', 'application/pdf');

    await user.upload(input, file);

    expect(await screen.findByText('Ricevuta ricevuta il 05/06/2026 alle 12:15.')).toHaveAttribute('role', 'status');
    const [sent] = api.to(RECEIPT);
    expect(sent.body).toBeInstanceOf(FormData);
    expect((sent.body as FormData).get('file')).toBe(file);
    expect(sent.headers.getContentType()).not.toMatch(/json/);
    expect(screen.getByText(/la ricevuta del bonifico: un consulente conferma/)).toBeInTheDocument();
    expect(screen.getByLabelText('Sostituisci la ricevuta del bonifico')).toBeInTheDocument();
    expect(screen.queryByText(/In alternativa puoi inviarla per email/)).toBeNull();
  });

  it('says a receipt already sent was received, and takes another in its place', async () => {
    let uploadedAt = '2026-12-03T16:40:00.000Z';
    const { user, api } = await openThanks({
      [BOOKING]: () => ({
        status: 200,
        data: booking({ status: 'transfer_declared', transferReceiptUploadedAt: uploadedAt }),
      }),
      [RECEIPT]: () => {
        uploadedAt = '2026-12-04T08:05:00.000Z';
        return { status: 201, data: { mediaType: 'image/jpeg', sizeBytes: 900_000, uploadedAt } };
      },
    });
    // 17:40 in Rome (winter time).
    expect(await screen.findByText('Ricevuta ricevuta il 03/12/2026 alle 17:40.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Sostituisci la ricevuta del bonifico'), fileOf('foto.jpg', 'image/jpeg'));

    expect(await screen.findByText('Ricevuta ricevuta il 04/12/2026 alle 09:05.')).toBeInTheDocument();
    expect(api.to(RECEIPT)).toHaveLength(1);
  });

  it('says at once when the file is over 5 MB or of another kind, without sending it', async () => {
    const { api } = await openThanks();
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(picker(), fileOf('scansione.pdf', 'application/pdf', 7_654_321));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il file scelto pesa 7,3 MB, più dei 5 MB possibili: carica una foto più leggera o il PDF.',
    );
    expect(picker()).toHaveAttribute('aria-invalid', 'true');

    await user.upload(
      picker(),
      fileOf('ricevuta.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il file scelto non è un PDF, un JPEG o un PNG: carica la ricevuta in uno di questi formati.',
    );
    expect(api.to(RECEIPT)).toHaveLength(0);
  });

  it('leaves to the server a file the browser cannot name a type for', async () => {
    const { api } = await openThanks({
      [RECEIPT]: {
        status: 415,
        data: {
          statusCode: 415,
          code: 'RECEIPT_TYPE_UNSUPPORTED',
          message: 'Carica la ricevuta come PDF, JPEG o PNG.',
        },
      },
    });
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(picker(), fileOf('ricevuta', ''));

    expect(await screen.findByRole('alert')).toHaveTextContent('Carica la ricevuta come PDF, JPEG o PNG.');
    expect(api.to(RECEIPT)).toHaveLength(1);
  });

  it.each([
    [413, 'RECEIPT_TOO_LARGE', 'La ricevuta supera i 5 MB: caricane una foto più leggera o il PDF.'],
    [429, 'BOOKING_RATE_LIMITED', 'Troppe richieste in poco tempo. Attendi qualche minuto e riprova.'],
  ])('shows the server’s words when it refuses the file (%i)', async (status, code, message) => {
    const { user } = await openThanks({ [RECEIPT]: { status, data: { statusCode: status, code, message } } });

    await user.upload(picker(), fileOf('ricevuta.png', 'image/png'));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // The same file can be chosen again.
    expect((picker() as HTMLInputElement).value).toBe('');
  });

  it('says the sending is under way, then reads the booking again when it no longer waits for a transfer', async () => {
    let answer: (value: { status: number; data: unknown }) => void = () => {};
    let status: 'transfer_declared' | 'expired' = 'transfer_declared';
    const { user } = await openThanks({
      [BOOKING]: () => ({ status: 200, data: booking({ status }) }),
      [RECEIPT]: (_request: SentRequest) =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });

    await user.upload(picker(), fileOf('ricevuta.pdf', 'application/pdf'));
    expect(await screen.findByText('Invio della ricevuta in corso...')).toHaveAttribute('role', 'status');
    expect(picker()).toBeDisabled();
    status = 'expired';
    answer({
      status: 409,
      data: {
        statusCode: 409,
        code: 'BOOKING_NOT_PENDING',
        message: 'Questa prenotazione non è più in attesa di pagamento.',
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Link Scaduto' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Questa prenotazione non è più attiva.')).toBeInTheDocument());
  });
});
