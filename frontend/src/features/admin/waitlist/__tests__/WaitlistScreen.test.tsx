import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminWaitlistDto, BookingMessageDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { bookingPolicy } from '../../../../test/site-settings.fixture';
import { installFakeApi, signIn, type FakeAnswer } from '../../__tests__/fake-api';

const api = installFakeApi();
const ID = '77777777-7777-4777-8777-777777777778';
const LIST = `GET /api/v1/admin/departures/${ID}/waitlist`;

const entry = (overrides: Partial<AdminWaitlistDto['entries'][number]>): AdminWaitlistDto['entries'][number] => ({
  id: '88888888-8888-4888-8888-000000000001',
  status: 'waiting',
  name: 'Anna Bianchi',
  email: 'anna@example.it',
  phone: null,
  travellers: 2,
  language: 'it',
  createdAt: '2027-03-01T08:00:00.000Z',
  confirmedAt: '2027-03-01T08:05:00.000Z',
  placeInLine: 1,
  offerExpiresAt: null,
  heldSeats: 0,
  bookingId: null,
  ...overrides,
});

const waitlist: AdminWaitlistDto = {
  departureId: ID,
  tripTitle: 'Andalusia',
  startDate: '2027-05-10',
  endDate: '2027-05-17',
  spotsAvailable: 0,
  entries: [
    entry({
      id: '88888888-8888-4888-8888-000000000002',
      status: 'offered',
      name: 'Bruno Neri',
      email: 'bruno@example.it',
      phone: '+39 347 1234567',
      placeInLine: null,
      offerExpiresAt: '2027-03-02T20:00:00.000Z',
      heldSeats: 1,
      travellers: 1,
    }),
    entry({}),
    entry({
      id: '88888888-8888-4888-8888-000000000003',
      status: 'unconfirmed',
      name: 'Carla Verdi',
      confirmedAt: null,
      placeInLine: null,
    }),
    entry({ id: '88888888-8888-4888-8888-000000000004', status: 'left', name: 'Dario Blu', placeInLine: null }),
  ],
};

async function open(answer: () => FakeAnswer) {
  api().on(LIST, answer).on('GET /api/v1/booking-policy', { status: 200, data: bookingPolicy });
  signIn();
  const view = renderApp(`/admin/partenze/${ID}/lista-attesa`);
  await screen.findByRole('heading', { level: 1, name: /^Lista d’attesa/ }, { timeout: 10_000 });
  return view;
}

describe('waiting list', () => {
  it('shows who waits, in line order, with what staff may do to each', async () => {
    await open(() => ({ status: 200, data: waitlist }));
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Lista d’attesa · Andalusia, 10/05/2027 - 17/05/2027',
    );
    expect(screen.getByText('Posti in vendita ora: 0.')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Bruno Neri',
      'Anna Bianchi',
      'Carla Verdi',
      'Dario Blu',
    ]);
    expect(within(rows[0]).getByText('Posti offerti')).toBeInTheDocument();
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent('1');
    // Offered seats can be taken back, not changed; of a closed request only its messages are left.
    expect(within(rows[0]).queryByRole('button', { name: 'Cambia i posti di Bruno Neri' })).toBeNull();
    expect(within(rows[0]).getByRole('button', { name: 'Togli Bruno Neri dalla lista d’attesa' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('button', { name: 'Cambia i posti di Carla Verdi' })).toBeInTheDocument();
    expect(
      within(rows[3])
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Messaggi a Dario Blu']);
  });

  it('changes the seats an entry waits for, and shows the list the server answers', async () => {
    const view = await open(() => ({ status: 200, data: waitlist }));
    const changed = {
      ...waitlist,
      entries: waitlist.entries.map((e) => (e.name === 'Anna Bianchi' ? { ...e, travellers: 3 } : e)),
    };
    api().on('PATCH /api/v1/admin/waitlist/88888888-8888-4888-8888-000000000001', { status: 200, data: changed });
    await view.user.click(await screen.findByRole('button', { name: 'Cambia i posti di Anna Bianchi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quanti posti aspetta Anna Bianchi?' });
    await view.user.selectOptions(within(dialog).getByLabelText('Posti richiesti'), '3');
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Lista d’attesa aggiornata')).toBeInTheDocument();
    expect(api().sent('PATCH /api/v1/admin/waitlist/88888888-8888-4888-8888-000000000001')[0].body).toEqual({
      travellers: 3,
    });
    const row = screen.getByRole('rowheader', { name: 'Anna Bianchi' }).closest('tr')!;
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('3');
  });

  it('says why a removal was refused, in the server’s words', async () => {
    const view = await open(() => ({ status: 200, data: waitlist }));
    api().on('POST /api/v1/admin/waitlist/88888888-8888-4888-8888-000000000002/remove', {
      status: 409,
      data: {
        statusCode: 409,
        code: 'WAITLIST_ENTRY_NOT_EDITABLE',
        message: 'Questa richiesta non è più in lista d’attesa: non si può modificare.',
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Togli Bruno Neri dalla lista d’attesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Togliere Bruno Neri dalla lista?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Togli dalla lista' }));
    expect(
      await screen.findByText('Questa richiesta non è più in lista d’attesa: non si può modificare.'),
    ).toBeInTheDocument();
  });

  it('says when nobody waits', async () => {
    await open(() => ({ status: 200, data: { ...waitlist, entries: [] } }));
    expect(await screen.findByText('Nessuno in lista d’attesa per questa partenza.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    await open(() => ({ status: 500, data: {} }));
    expect(
      await screen.findByText('Non siamo riusciti a caricare la lista d’attesa di questa partenza.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });

  describe('messages of an entry', () => {
    const bruno = '88888888-8888-4888-8888-000000000002';
    const MESSAGES = `GET /api/v1/admin/waitlist/${bruno}/messages`;
    const message = (overrides: Partial<BookingMessageDto> = {}): BookingMessageDto => ({
      id: '99999999-9999-4999-8999-000000000001',
      channel: 'email',
      kind: 'waitlist_offer',
      to: 'bruno@example.it',
      subject: 'Si è liberato un posto per te – Andalusia',
      status: 'failed',
      attempts: 1,
      lastError: 'SMTP 550 5.1.1',
      sentAt: null,
      attachments: [],
      createdAt: '2027-03-01T20:00:00.000Z',
      ...overrides,
    });

    it('lists the e-mails written to the entry, what became of them, and sends one again after asking', async () => {
      let sent = [message()];
      const view = await open(() => ({ status: 200, data: waitlist }));
      api()
        .on(MESSAGES, () => ({ status: 200, data: sent }))
        .on('POST /api/v1/admin/messages/99999999-9999-4999-8999-000000000001/resend', () => {
          const copy = message({
            id: '99999999-9999-4999-8999-000000000002',
            status: 'sent',
            lastError: null,
            sentAt: '2027-03-01T20:05:00.000Z',
          });
          sent = [...sent, copy];
          return { status: 201, data: copy };
        });

      await view.user.click(await screen.findByRole('button', { name: 'Messaggi a Bruno Neri' }));
      const panel = await screen.findByRole('region', { name: 'Messaggi a Bruno Neri' });
      expect(screen.getByRole('heading', { level: 2, name: 'Messaggi a Bruno Neri' })).toHaveFocus();
      expect(
        await within(panel).findByRole('heading', { level: 3, name: 'Posti offerti dalla lista d’attesa' }),
      ).toBeInTheDocument();
      expect(panel).toHaveTextContent('Non consegnato');

      await view.user.click(within(panel).getByRole('button', { name: 'Invia di nuovo' }));
      const confirm = await screen.findByRole('dialog', { name: 'Inviare di nuovo questo messaggio?' });
      expect(confirm).toHaveTextContent('bruno@example.it');
      await view.user.click(within(confirm).getByRole('button', { name: 'Invia di nuovo' }));

      await waitFor(() => expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(2));
      expect(within(panel).getAllByRole('listitem')[1]).toHaveTextContent('Inviato');
      expect(api().sent('POST /api/v1/admin/messages/99999999-9999-4999-8999-000000000001/resend')).toHaveLength(1);
    });

    it('says when the messages cannot be loaded, and tries again on request', async () => {
      let readable = false;
      const view = await open(() => ({ status: 200, data: waitlist }));
      api().on(MESSAGES, () =>
        readable ? { status: 200, data: [] } : { status: 500, data: { code: 'INTERNAL_ERROR' } },
      );

      await view.user.click(await screen.findByRole('button', { name: 'Messaggi a Bruno Neri' }));
      const panel = await screen.findByRole('region', { name: 'Messaggi a Bruno Neri' });
      expect(
        await within(panel).findByText('Non siamo riusciti a caricare i messaggi di questa persona.'),
      ).toBeInTheDocument();
      readable = true;
      await view.user.click(within(panel).getByRole('button', { name: 'Riprova' }));
      expect(await within(panel).findByText('Nessuna e-mail scritta a questa persona.')).toBeInTheDocument();
    });
  });
});
