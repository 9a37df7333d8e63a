import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBookingDetailDto, BookingMessageDto, MessagePreviewDto } from '../../../../api';
import { heldAnswer } from '../../../../test/held-answer';
import { renderApp } from '../../../../test/render-app';
import { BOOKING_ID, detail } from './booking-detail.fixture';
import { installFakeApi, signIn, type FakeAnswer, type FakeRequest } from '../../__tests__/fake-api';

const api = installFakeApi();

const received: BookingMessageDto = {
  id: 'a1111111-1111-4111-8111-111111111111',
  channel: 'email',
  kind: 'booking_received',
  to: 'anna.bianchi@example.it',
  subject: 'Prenotazione ricevuta – Ricevuta 4821 – Praga, tour culturale',
  status: 'sent',
  attempts: 1,
  lastError: null,
  attachments: ['bonifico-qr.png'],
  // 09:30 and 09:31 in Rome (summer time).
  createdAt: '2026-06-01T07:30:00.000Z',
  sentAt: '2026-06-01T07:31:00.000Z',
};

const notice: BookingMessageDto = {
  id: 'a2222222-2222-4222-8222-222222222222',
  channel: 'telegram',
  kind: 'booking.created',
  to: 'agency',
  subject: null,
  status: 'kept',
  attempts: 1,
  lastError: null,
  attachments: [],
  createdAt: '2026-06-01T07:30:00.000Z',
  sentAt: null,
};

const refused: BookingMessageDto = {
  id: 'a3333333-3333-4333-8333-333333333333',
  channel: 'email',
  kind: 'payment_window_ending',
  to: 'anna.bianchi@exmaple.it',
  subject: 'La prenotazione scade tra un’ora',
  status: 'failed',
  attempts: 1,
  lastError: 'SMTP 550 5.1.1',
  attachments: [],
  createdAt: '2026-06-01T11:30:00.000Z',
  sentAt: null,
};

const unreachable: BookingMessageDto = {
  id: 'a4444444-4444-4444-8444-444444444444',
  channel: 'email',
  kind: 'transfer_window_ending',
  to: 'anna.bianchi@example.it',
  subject: null,
  status: 'queued',
  attempts: 3,
  lastError: 'ECONNECTION',
  attachments: [],
  createdAt: '2026-06-02T07:00:00.000Z',
  sentAt: null,
};

const ours: BookingMessageDto = {
  ...unreachable,
  id: 'a5555555-5555-4555-8555-555555555555',
  kind: 'balance_due',
  status: 'failed',
  attempts: 10,
  lastError: 'INTERNAL_ERROR',
};

const kept: BookingMessageDto = {
  ...received,
  id: 'a6666666-6666-4666-8666-666666666666',
  kind: 'departure_soon',
  subject: 'Informazioni di viaggio',
  status: 'kept',
  attachments: [],
  sentAt: null,
};

const forStaff: BookingMessageDto = {
  ...received,
  id: 'a7777777-7777-4777-8777-777777777777',
  kind: 'staff_balance_late',
  to: 'amministrazione@agenzia.it',
  subject: 'Saldo in ritardo',
  attachments: [],
};

const unknownKind: BookingMessageDto = {
  ...received,
  id: 'a8888888-8888-4888-8888-888888888888',
  kind: 'partner_webhook',
  attachments: [],
};

const html =
  '<!doctype html><html><body><h1>Abbiamo ricevuto la tua prenotazione</h1>' +
  '<p>Causale del bonifico: <strong>Ricevuta 4821</strong></p>' +
  '<img src="cid:epc-qr" alt="Codice QR del bonifico"><script>parent.alert(1)</script></body></html>';

const text = 'Abbiamo ricevuto la tua prenotazione\n\nCausale del bonifico: Ricevuta 4821';

const preview: MessagePreviewDto = { ...received, html, text };

async function openBooking(answer: AdminBookingDetailDto | ((request: FakeRequest) => FakeAnswer)) {
  api().on(
    `GET /api/v1/admin/bookings/${BOOKING_ID}`,
    typeof answer === 'function' ? answer : { status: 200, data: answer },
  );
  signIn();
  const view = renderApp(`/admin/prenotazioni/${BOOKING_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Prenotazione Ricevuta 4821' }, { timeout: 10_000 });
  return view;
}

function panel() {
  return screen.getByRole('region', { name: 'Messaggi' });
}

/** The list's entry of a message, found by its name in words. */
function entry(name: string) {
  const heading = within(panel()).getAllByRole('heading', { level: 3, name }).at(-1)!;
  return heading.closest('li')!;
}

function toasts() {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent ?? '');
}

describe('a booking’s messages', () => {
  it('lists every message oldest first, in words, with what became of it', async () => {
    await openBooking({
      ...detail,
      messages: [received, notice, refused, unreachable, ours, kept, forStaff, unknownKind],
    });

    const items = within(panel()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Prenotazione ricevuta',
      'Avviso Telegram all’agenzia',
      'Scadenza pagamento tra un’ora',
      'Bonifico dichiarato: scade domani',
      'Promemoria saldo',
      'Informazioni di viaggio',
      'Saldo in ritardo (staff)',
      'partner_webhook',
    ]);

    const first = entry('Prenotazione ricevuta');
    expect(first).toHaveTextContent('Inviato lunedì 1 giugno 2026 alle ore 09:31');
    expect(first).toHaveTextContent('CanaleE-mail');
    expect(first).toHaveTextContent('Destinatarioanna.bianchi@example.it');
    expect(first).toHaveTextContent(`Oggetto${received.subject}`);
    expect(first).not.toHaveTextContent('Tentativi');

    const agency = entry('Avviso Telegram all’agenzia');
    expect(agency).toHaveTextContent('Conservato (avvisi Telegram disattivati)');
    expect(agency).toHaveTextContent('CanaleTelegram');
    expect(agency).toHaveTextContent('DestinatarioLa chat dell’agenzia');
    // Telegram notices keep no words to read, and are not the customer's to send again.
    expect(within(agency).queryByRole('button')).toBeNull();

    const bounced = entry('Scadenza pagamento tra un’ora');
    expect(bounced).toHaveTextContent('Non consegnato');
    expect(bounced).toHaveTextContent('Il server di posta ha rifiutato l’indirizzo: verificalo con il cliente.');
    expect(bounced).toHaveTextContent('Codice dell’errore: SMTP 550 5.1.1');

    const retried = entry('Bonifico dichiarato: scade domani');
    expect(retried).toHaveTextContent('In coda');
    expect(retried).toHaveTextContent('Server di posta non raggiungibile: riproviamo da soli.');
    expect(retried).toHaveTextContent('Tentativi3');

    const ourFault = entry('Promemoria saldo');
    expect(ourFault).toHaveTextContent('Non consegnato');
    expect(ourFault).toHaveTextContent('Errore nostro, anche all’ultimo tentativo: invia di nuovo il messaggio.');
    expect(ourFault).toHaveTextContent('Tentativi10');

    expect(entry('Informazioni di viaggio')).toHaveTextContent('Conservato (invio e-mail disattivato)');

    // A copy of the staff's reminder would go to the customer's address.
    const staffOnly = entry('Saldo in ritardo (staff)');
    expect(within(staffOnly).getByRole('button', { name: 'Leggi' })).toBeInTheDocument();
    expect(within(staffOnly).queryByRole('button', { name: 'Invia di nuovo' })).toBeNull();

    expect(within(first).getByRole('button', { name: 'Invia di nuovo' })).toHaveAccessibleDescription(
      'Prenotazione ricevuta',
    );
  });

  it('says when the booking has no message', async () => {
    await openBooking(detail);

    expect(panel()).toHaveTextContent('Nessun messaggio per questa prenotazione.');
    expect(within(panel()).queryByRole('listitem')).toBeNull();
  });

  it('shows an e-mail as it was received, in a sandboxed frame, and its plain text on request', async () => {
    const held = heldAnswer();
    const view = await openBooking({ ...detail, messages: [received] });
    api().on(`GET /api/v1/admin/messages/${received.id}`, () => held.answer);

    await view.user.click(within(entry('Prenotazione ricevuta')).getByRole('button', { name: 'Leggi' }));

    const dialog = await screen.findByRole('dialog', { name: received.subject! });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Caricamento in corso...');
    expect(dialog).toHaveAccessibleDescription('Prenotazione ricevuta, per anna.bianchi@example.it.');
    held.release({ status: 200, data: preview });

    const frame = await within(dialog).findByTitle('Il messaggio come lo vede chi lo riceve');
    expect(frame.tagName).toBe('IFRAME');
    // Nothing allowed: no script runs, and the frame is of no origin, so it cannot reach the page.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Ricevuta 4821');
    expect(frame.getAttribute('srcdoc')).toBe(html);
    expect(within(dialog).getByText(/Le immagini allegate, come il codice QR del bonifico/)).toBeInTheDocument();
    const attachments = within(dialog).getByRole('region', { name: 'Allegati' });
    expect(within(attachments).getByRole('listitem')).toHaveTextContent('bonifico-qr.png');

    const toggle = within(dialog).getByRole('button', { name: 'Testo semplice' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await view.user.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).queryByTitle('Il messaggio come lo vede chi lo riceve')).toBeNull();
    const plain = dialog.querySelector('pre');
    expect(plain?.textContent).toBe(text);

    await view.user.click(toggle);
    expect(within(dialog).getByTitle('Il messaggio come lo vede chi lo riceve')).toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when a message is not written yet, and when its words could not be loaded', async () => {
    let fails = true;
    const view = await openBooking({ ...detail, messages: [unreachable, kept] });
    api()
      .on(`GET /api/v1/admin/messages/${unreachable.id}`, {
        status: 200,
        data: { ...unreachable, html: null, text: null },
      })
      .on(`GET /api/v1/admin/messages/${kept.id}`, () =>
        fails
          ? { status: 500, data: {} }
          : { status: 200, data: { ...kept, html: '<p>Si parte!</p>', text: 'Si parte!' } },
      );

    await view.user.click(within(entry('Bonifico dichiarato: scade domani')).getByRole('button', { name: 'Leggi' }));
    let dialog = await screen.findByRole('dialog', { name: 'Bonifico dichiarato: scade domani' });
    expect(
      await within(dialog).findByText(
        'Questo messaggio non è ancora stato scritto: lo sarà al primo tentativo di invio.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Testo semplice' })).toBeNull();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await view.user.click(within(entry('Informazioni di viaggio')).getByRole('button', { name: 'Leggi' }));
    dialog = await screen.findByRole('dialog', { name: 'Informazioni di viaggio' });
    const failure = await within(dialog).findByRole('alert', undefined, { timeout: 5000 });
    expect(failure).toHaveTextContent('Non siamo riusciti a caricare il testo del messaggio.');

    fails = false;
    await view.user.click(within(failure).getByRole('button', { name: 'Riprova' }));
    expect(await within(dialog).findByTitle('Il messaggio come lo vede chi lo riceve')).toHaveAttribute(
      'srcdoc',
      '<p>Si parte!</p>',
    );
  });

  it('sends an e-mail again after asking, to the booking’s address, then lists the copy', async () => {
    const copy: BookingMessageDto = {
      ...refused,
      id: 'a9999999-9999-4999-8999-999999999999',
      to: detail.contactEmail,
      subject: null,
      status: 'queued',
      lastError: null,
      createdAt: '2026-06-01T12:00:00.000Z',
    };
    let current: AdminBookingDetailDto = { ...detail, messages: [received, refused] };
    const view = await openBooking(() => ({ status: 200, data: current }));
    api().on(`POST /api/v1/admin/messages/${refused.id}/resend`, () => {
      current = { ...current, messages: [...current.messages, copy] };
      return { status: 201, data: copy };
    });

    const resendButton = within(entry('Scadenza pagamento tra un’ora')).getByRole('button', { name: 'Invia di nuovo' });
    await view.user.click(resendButton);
    let dialog = await screen.findByRole('dialog', { name: 'Inviare di nuovo questo messaggio?' });
    expect(dialog).toHaveTextContent(
      '«Scadenza pagamento tra un’ora» parte di nuovo, come messaggio nuovo, verso l’indirizzo che la prenotazione ha ora: anna.bianchi@example.it.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent(`POST /api/v1/admin/messages/${refused.id}/resend`)).toHaveLength(0);

    const reads = api().sent(`GET /api/v1/admin/bookings/${BOOKING_ID}`).length;
    await view.user.click(resendButton);
    dialog = await screen.findByRole('dialog', { name: 'Inviare di nuovo questo messaggio?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Invia di nuovo' }));

    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(3));
    expect(api().sent(`POST /api/v1/admin/messages/${refused.id}/resend`)).toHaveLength(1);
    expect(api().sent(`GET /api/v1/admin/bookings/${BOOKING_ID}`).length).toBeGreaterThan(reads);
    const again = within(panel()).getAllByRole('listitem')[2];
    expect(again).toHaveTextContent('Scadenza pagamento tra un’ora');
    expect(again).toHaveTextContent('In coda');
    await waitFor(
      () =>
        expect(toasts()).toContainEqual(
          expect.stringContaining('Messaggio rimesso in coda per anna.bianchi@example.it'),
        ),
      { timeout: 5000 },
    );
  });

  it('says in the server’s words when a message cannot be sent again', async () => {
    const message = 'Questo messaggio non esiste.';
    const view = await openBooking({ ...detail, messages: [received] });
    api().on(`POST /api/v1/admin/messages/${received.id}/resend`, {
      status: 404,
      data: { statusCode: 404, code: 'MESSAGE_NOT_FOUND', message },
    });

    await view.user.click(within(entry('Prenotazione ricevuta')).getByRole('button', { name: 'Invia di nuovo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviare di nuovo questo messaggio?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Invia di nuovo' }));

    const refusal = await within(panel()).findByRole('alert');
    expect(refusal).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
