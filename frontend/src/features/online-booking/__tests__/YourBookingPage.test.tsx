import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDto } from '../../../api';
import { i18n, languageCookieName } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render-app';
import { siteSettings } from '../../../test/site-settings.fixture';
import { BOOKING_ID, booking, PAGE_TOKEN, serveApi, type Answer } from './harness';

const PAGE = `GET /api/v1/booking-pages/${PAGE_TOKEN}`;
const DECLARE = `POST /api/v1/bookings/${BOOKING_ID}/transfer-declaration`;
const RECEIPT = `POST /api/v1/bookings/${BOOKING_ID}/transfer-receipt`;
const INFORMATION = `/api/v1/bookings/${BOOKING_ID}/documents/information.pdf`;
const CONFIRMATION = `/api/v1/bookings/${BOOKING_ID}/documents/confirmation.pdf`;
const NOT_FOUND: Answer = {
  status: 404,
  data: { statusCode: 404, code: 'BOOKING_PAGE_NOT_FOUND', message: 'Pagina della prenotazione non trovata' },
};

/** 15:30 of Thursday 13 June 2030 in Rome (summer time). */
const PAYMENT_DEADLINE = '2030-06-13T13:30:00.000Z';

async function openPage(data: Partial<BookingDto>, routes: Parameters<typeof serveApi>[0] = {}) {
  const api = serveApi({ [PAGE]: { status: 200, data: booking(data) }, ...routes });
  const view = renderApp(`/la-mia-prenotazione/${PAGE_TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: /Ricevuta 4821$/ });
  return { ...view, api };
}

function statusRegion(): HTMLElement {
  return screen.getByRole('region', { name: /^(Stato|Status):/ });
}

function documentLinks(): Array<string | null> {
  const documents = screen.getByRole('region', { name: /documenti|documents/ });
  return within(documents)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

function receiptPicker(): HTMLElement | null {
  return screen.queryByLabelText(/^(Carica|Sostituisci) la ricevuta del bonifico$/);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the customer's booking page", () => {
  it('while the transfer is awaited: the state with its deadline in Rome time, the transfer with copy buttons and the QR code, the receipt, the documents and the agency', async () => {
    const { user } = await openPage({ paymentExpiresAt: PAYMENT_DEADLINE });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('La tua prenotazione – Ricevuta 4821');
    await waitFor(() => expect(document.title).toBe('La tua prenotazione – Ricevuta 4821'));
    expect(statusRegion()).toHaveAccessibleName('Stato: In attesa del bonifico');
    expect(statusRegion()).toHaveTextContent(
      'I posti sono riservati per te fino alle 15:30 di giovedì 13 giugno 2030 (ora italiana).',
    );

    const transfer = screen.getByRole('region', { name: 'Dati per il bonifico' });
    expect(transfer).toHaveTextContent('A.T.I. S.R.L.');
    expect(transfer).toHaveTextContent('IT60 X054 2811 1010 0000 0123 456');
    expect(transfer).toHaveTextContent('Banca di Lucca');
    expect(transfer).toHaveTextContent('Causale');
    expect(transfer).toHaveTextContent('720,00 € (Acconto)');
    expect(transfer).toHaveTextContent('entro le 15:30 di giovedì 13 giugno 2030 (ora italiana)');
    expect(within(transfer).getByRole('timer')).toBeInTheDocument();
    await user.click(within(transfer).getByRole('button', { name: 'Copia IBAN' }));
    expect(await navigator.clipboard.readText()).toBe('IT60X0542811101000000123456');
    await user.click(within(transfer).getByRole('button', { name: 'Copia causale' }));
    expect(await navigator.clipboard.readText()).toBe('Ricevuta 4821');
    const qr = await screen.findByRole('img', { name: /Codice QR del bonifico: 720,00\s€ a A.T.I. S.R.L./ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    expect(screen.getByRole('button', { name: 'Ho effettuato il bonifico' })).toBeInTheDocument();
    expect(receiptPicker()).toBeInTheDocument();

    const trip = screen.getByRole('region', { name: 'Il viaggio' });
    expect(trip).toHaveTextContent('Vienna Tour Culturale');
    expect(trip).toHaveTextContent('dal lunedì 10 maggio 2027 al sabato 15 maggio 2027');
    expect(trip).toHaveTextContent('6 giorni / 5 notti');
    expect(trip).toHaveTextContent('Milano Malpensa');
    expect(trip).toHaveTextContent('Anna Rossi');
    expect(trip).toHaveTextContent('Paolo Rossi');

    const payments = screen.getByRole('region', { name: 'Pagamenti' });
    expect(payments).toHaveTextContent('Totale del viaggio1.800,00 €');
    expect(payments).toHaveTextContent('Acconto720,00 €');
    expect(payments).toHaveTextContent('Ricevuto finora0,00 €');
    expect(payments).toHaveTextContent('Da pagare ora720,00 € entro le 15:30 di giovedì 13 giugno 2030 (ora italiana)');
    expect(payments).toHaveTextContent('Saldo1.080,00 € entro sabato 10 aprile 2027');

    expect(documentLinks()).toEqual([INFORMATION]);
    expect(screen.getByRole('link', { name: /Informazioni precontrattuali/ })).toHaveAttribute('download');
    expect(screen.getByText(/La conferma di prenotazione con il contratto di viaggio sarà qui/)).toBeInTheDocument();

    const help = screen.getByRole('region', { name: 'Hai bisogno di aiuto?' });
    expect(await within(help).findByRole('link', { name: 'Chiamaci al +39 0583 495100' })).toHaveAttribute(
      'href',
      'tel:+390583495100',
    );
    expect(within(help).getByRole('link', { name: 'Scrivici a info@ativiaggi.it' })).toHaveAttribute(
      'href',
      'mailto:info@ativiaggi.it',
    );
    // The customer's number is the reference; the internal id is never shown (DECISIONS 31).
    expect(document.body.textContent).not.toContain(BOOKING_ID);
  });

  it('once the transfer is reported: the seats held to the end of the window, the transfer for whoever has not sent it yet, the receipt, no second declaration', async () => {
    await openPage({ status: 'transfer_declared', paymentExpiresAt: '2027-06-10T22:00:00.000Z' });

    expect(statusRegion()).toHaveAccessibleName('Stato: Bonifico segnalato, in attesa dell’accredito');
    expect(statusRegion()).toHaveTextContent('Teniamo i tuoi posti per tutto giovedì 10 giugno 2027 (ora italiana)');
    const transfer = screen.getByRole('region', { name: 'Dati per il bonifico' });
    expect(transfer).toHaveTextContent('Se il bonifico non è ancora partito, puoi farlo ora con questi dati.');
    expect(transfer).toHaveTextContent('720,00 € (Acconto)');
    expect(transfer).toHaveTextContent('entro giovedì 10 giugno 2027');
    expect(screen.getByRole('region', { name: 'Pagamenti' })).toHaveTextContent(
      'Bonifico atteso720,00 € entro giovedì 10 giugno 2027',
    );
    expect(receiptPicker()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ho effettuato il bonifico' })).not.toBeInTheDocument();
    expect(documentLinks()).toEqual([INFORMATION]);
  });

  it("confirmed with the deposit: the balance to pay by its date with the same account and reference and the balance's QR code, the confirmation to download", async () => {
    await openPage({
      status: 'confirmed',
      paymentStatus: 'deposit_paid',
      amountPaidCents: 72_000,
      balanceEpcQrPayload: 'BCD\n002\n1\nSCT\n\nATI\nIT60X0542811101000000123456\nEUR1080.00\n\n\nRicevuta 4821',
    });

    expect(statusRegion()).toHaveAccessibleName('Stato: Confermata – acconto ricevuto');
    expect(statusRegion()).toHaveTextContent('Il saldo di 1.080,00 € è da pagare entro sabato 10 aprile 2027.');
    const transfer = screen.getByRole('region', { name: 'Dati per il bonifico' });
    expect(transfer).toHaveTextContent('1.080,00 € (Saldo)');
    expect(transfer).toHaveTextContent('IT60 X054 2811 1010 0000 0123 456');
    expect(transfer).toHaveTextContent('Ricevuta 4821');
    expect(transfer).toHaveTextContent('entro sabato 10 aprile 2027');
    // The code holds the balance, not the deposit the first transfer paid.
    expect(await screen.findByRole('img', { name: /Codice QR.*1\.080,00/ })).toBeInTheDocument();

    const payments = screen.getByRole('region', { name: 'Pagamenti' });
    expect(payments).toHaveTextContent('Ricevuto finora720,00 €');
    expect(payments).toHaveTextContent('Saldo1.080,00 € entro sabato 10 aprile 2027');
    expect(documentLinks()).toEqual([INFORMATION, CONFIRMATION]);
    expect(screen.getByRole('link', { name: /Conferma di prenotazione e contratto di viaggio/ })).toHaveAttribute(
      'download',
    );
    expect(receiptPicker()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ho effettuato il bonifico' })).not.toBeInTheDocument();
  });

  it('paid in full: nothing to pay and no transfer, both documents', async () => {
    await openPage({ status: 'confirmed', paymentStatus: 'paid', amountPaidCents: 180_000 });

    expect(statusRegion()).toHaveAccessibleName('Stato: Confermata – pagata per intero');
    expect(screen.queryByRole('region', { name: 'Dati per il bonifico' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Codice QR/ })).not.toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Pagamenti' });
    expect(payments).toHaveTextContent('Ricevuto finora1.800,00 €');
    expect(payments).toHaveTextContent('Da pagareNiente: il viaggio è pagato per intero');
    expect(documentLinks()).toEqual([INFORMATION, CONFIRMATION]);
    expect(receiptPicker()).not.toBeInTheDocument();
  });

  it('expired: says so, offers to book again, asks for no transfer', async () => {
    await openPage({ status: 'expired' });

    expect(statusRegion()).toHaveAccessibleName('Stato: Scaduta');
    expect(within(statusRegion()).getByRole('link', { name: /Prenota di nuovo/ })).toHaveAttribute(
      'href',
      '/travel/vienna-tour-culturale',
    );
    expect(screen.queryByRole('region', { name: 'Dati per il bonifico' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ho effettuato il bonifico' })).not.toBeInTheDocument();
    expect(receiptPicker()).not.toBeInTheDocument();
    expect(documentLinks()).toEqual([INFORMATION]);
  });

  it('a pending booking past its deadline reads as expired, and one whose deadline passes while open turns so', async () => {
    const first = await openPage({ paymentExpiresAt: '2026-01-01T00:00:00.000Z' });
    expect(statusRegion()).toHaveAccessibleName('Stato: Scaduta');
    expect(screen.queryByRole('region', { name: 'Dati per il bonifico' })).not.toBeInTheDocument();
    first.unmount();

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    await openPage({ paymentExpiresAt: new Date(Date.now() + 30_000).toISOString() });
    expect(statusRegion()).toHaveAccessibleName('Stato: In attesa del bonifico');
    await act(async () => {
      vi.advanceTimersByTime(35_000);
    });
    await waitFor(() => expect(statusRegion()).toHaveAccessibleName('Stato: Scaduta'));
    expect(screen.queryByRole('region', { name: 'Dati per il bonifico' })).not.toBeInTheDocument();
  });

  it('cancelled: says so, with no transfer and no receipt', async () => {
    await openPage({ status: 'cancelled' });

    expect(statusRegion()).toHaveAccessibleName('Stato: Annullata');
    expect(statusRegion()).toHaveTextContent('Questa prenotazione è stata annullata.');
    expect(screen.queryByRole('region', { name: 'Dati per il bonifico' })).not.toBeInTheDocument();
    expect(receiptPicker()).not.toBeInTheDocument();
  });

  it('declares the transfer and shows the booking as the server has it now, at the same address', async () => {
    let declared = false;
    const { user, router, api } = await openPage(
      {},
      {
        [PAGE]: () => ({ status: 200, data: booking({ status: declared ? 'transfer_declared' : 'pending' }) }),
        [DECLARE]: () => {
          declared = true;
          return { status: 200, data: { status: 'transfer_declared' } };
        },
      },
    );

    await user.click(screen.getByRole('button', { name: 'Ho effettuato il bonifico' }));

    await waitFor(() =>
      expect(statusRegion()).toHaveAccessibleName('Stato: Bonifico segnalato, in attesa dell’accredito'),
    );
    expect(router.location.pathname).toBe(`/la-mia-prenotazione/${PAGE_TOKEN}`);
    expect(api.to(DECLARE)).toHaveLength(1);
  });

  it('takes the transfer receipt and says when it arrived', async () => {
    const { user, api } = await openPage(
      { status: 'transfer_declared' },
      {
        [RECEIPT]: {
          status: 201,
          data: { mediaType: 'application/pdf', sizeBytes: 180_000, uploadedAt: '2027-06-08T08:05:00.000Z' },
        },
      },
    );

    await user.upload(receiptPicker()!, new File(['%PDF-1.7'], 'ricevuta.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Ricevuta ricevuta il 08/06/2027 alle 10:05.')).toBeInTheDocument();
    expect(api.to(RECEIPT)).toHaveLength(1);
    expect(receiptPicker()).toHaveAccessibleName('Sostituisci la ricevuta del bonifico');
  });

  it("speaks the booking's language, unless the visitor chose one on this site", async () => {
    const first = await openPage({ language: 'en', paymentExpiresAt: PAYMENT_DEADLINE });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your booking – Ricevuta 4821');
    expect(statusRegion()).toHaveAccessibleName('Status: Awaiting your bank transfer');
    expect(statusRegion()).toHaveTextContent(
      'Your seats are held until 15:30 on Thursday, 13 June 2030 (Italian time).',
    );
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent('Trip total€1,800.00');
    expect(document.documentElement.lang).toBe('en');
    first.unmount();

    // A new visit, by someone who chose Italian on this site (the app starts in the cookie's language).
    document.cookie = `${languageCookieName}=it; Path=/`;
    i18n.changeLanguage('it');
    await openPage({ language: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('La tua prenotazione – Ricevuta 4821');
  });

  it("says 'Questo link non è valido o è scaduto' with the agency's phone and e-mail for a token no booking or link knows", async () => {
    serveApi({ [PAGE]: NOT_FOUND });
    const first = renderApp(`/la-mia-prenotazione/${PAGE_TOKEN}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Questo link non è valido o è scaduto' });
    expect(heading).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Chiamaci al +39 0583 495100' })).toHaveAttribute(
      'href',
      'tel:+390583495100',
    );
    expect(screen.getByRole('link', { name: 'Scrivici a info@ativiaggi.it' })).toHaveAttribute(
      'href',
      'mailto:info@ativiaggi.it',
    );
    first.unmount();

    // One that is no booking page's token is not asked at all.
    const none = serveApi({});
    renderApp('/la-mia-prenotazione/ab-cd');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Questo link non è valido o è scaduto' }),
    ).toBeInTheDocument();
    expect(none.sent.filter((request) => request.path.startsWith('/api/v1/booking'))).toHaveLength(0);
  });

  it('says when the booking could not be loaded, and loads it again on request', async () => {
    let answer: Answer = { status: 503 };
    serveApi({ [PAGE]: () => answer });
    const { user } = renderApp(`/la-mia-prenotazione/${PAGE_TOKEN}`);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Non riusciamo a mostrare la tua prenotazione' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    answer = { status: 200, data: booking() };
    await user.click(screen.getByRole('button', { name: 'Riprova' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Ricevuta 4821$/ })).toBeInTheDocument();
  });

  it('loads no marketing tag, even for a visitor who accepted them, and is kept out of search engines and referrers', async () => {
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: true, decidedAt: new Date().toISOString() }));
    await openPage(
      {},
      {
        'GET /api/v1/site': { status: 200, data: siteSettings({ facebookPixelId: '1234567890', googleAdsId: 'AW-1' }) },
      },
    );
    await screen.findByText(/Assistenza:/);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(document.querySelectorAll('script[src*="facebook"], script[src*="googletagmanager"]')).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });
});
