import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactRequestAdminDto } from '../../../api';
import { renderApp } from '../../../test/render-app';
import { signIn, installFakeApi, type FakeAnswer } from './fake-api';
import { heldAnswer } from '../../../test/held-answer';

const api = installFakeApi();

const request: ContactRequestAdminDto = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Maria Rossi',
  email: 'maria.rossi@example.it',
  phone: '+39 333 1234567',
  reason: null,
  message: 'Vorrei sapere le date di maggio.',
  destinationId: 'praga-tour-culturale',
  travelDate: '10/05/2027',
  airport: 'Milano Malpensa',
  createdAt: '2026-11-20T09:30:00.000Z',
  handledAt: null,
};

async function openInbox(requests: () => FakeAnswer, clicks: FakeAnswer = { status: 200, data: [] }) {
  api()
    .on('GET /api/v1/admin/contact-requests', requests)
    .on('GET /api/v1/admin/whatsapp-clicks', () => clicks);
  signIn();
  const view = renderApp('/admin/richieste');
  await screen.findByRole('heading', { level: 1, name: 'Richieste di contatto' }, { timeout: 10_000 });
  return view;
}

function messages() {
  return screen.getByRole('region', { name: 'Messaggi' });
}

describe('contact inbox', () => {
  it('says it is loading until the requests arrive', async () => {
    const held = heldAnswer();
    await openInbox(() => held.answer);

    expect(within(messages()).getByRole('status')).toHaveTextContent('Caricamento in corso...');
    held.release({ status: 200, data: { items: [request], total: 1, waiting: 1 } });
    expect(await within(messages()).findByRole('heading', { name: 'Maria Rossi' })).toBeInTheDocument();
  });

  it('says when there is no request and no WhatsApp click yet', async () => {
    await openInbox(() => ({ status: 200, data: { items: [], total: 0, waiting: 0 } }));

    expect(await within(messages()).findByText('Nessuna richiesta di contatto per ora.')).toBeInTheDocument();
    expect(await screen.findByText('Nessun clic verso WhatsApp per ora.')).toBeInTheDocument();
  });

  it('says the requests could not be loaded and tries again on request', async () => {
    let fail = true;
    const view = await openInbox(() =>
      fail ? { status: 500, data: {} } : { status: 200, data: { items: [request], total: 1, waiting: 1 } },
    );

    const problem = await within(messages()).findByRole('alert', {}, { timeout: 10_000 });
    expect(problem).toHaveTextContent('Non siamo riusciti a caricare questi dati.');
    fail = false;
    await view.user.click(within(problem).getByRole('button', { name: 'Riprova' }));

    expect(await within(messages()).findByRole('heading', { name: 'Maria Rossi' })).toBeInTheDocument();
  });

  it('shows what the visitor wrote and marks it handled, then reads the inbox again', async () => {
    let current = request;
    const view = await openInbox(() => ({
      status: 200,
      data: { items: [current], total: 1, waiting: current.handledAt ? 0 : 1 },
    }));
    api().on(`PATCH /api/v1/admin/contact-requests/${request.id}`, () => {
      current = { ...request, handledAt: '2026-11-25T10:00:00.000Z' };
      return { status: 200, data: current };
    });

    expect(await within(messages()).findByText('1 da gestire')).toBeInTheDocument();
    expect(within(messages()).getByText('Vorrei sapere le date di maggio.')).toBeInTheDocument();
    expect(within(messages()).getByText('praga-tour-culturale')).toBeInTheDocument();
    expect(within(messages()).getByRole('link', { name: 'maria.rossi@example.it' })).toHaveAttribute(
      'href',
      'mailto:maria.rossi@example.it',
    );
    await view.user.click(within(messages()).getByRole('button', { name: 'Segna come gestita' }));

    expect(await within(messages()).findByText('0 da gestire')).toBeInTheDocument();
    expect(api().sent(`PATCH /api/v1/admin/contact-requests/${request.id}`)[0].body).toEqual({ handled: true });
    expect(within(messages()).getByText(/^Gestita il/)).toBeInTheDocument();
    await waitFor(() => expect(api().sent('GET /api/v1/admin/contact-requests')).toHaveLength(2));
  });

  it('lists the WhatsApp clicks with their trip, departure and blocked windows', async () => {
    await openInbox(() => ({ status: 200, data: { items: [], total: 0, waiting: 0 } }), {
      status: 200,
      data: [
        {
          id: '55555555-5555-4555-8555-555555555555',
          phoneNumber: '393331111111',
          tripSlug: 'praga-tour-culturale',
          departureStartDate: '2027-05-10',
          airport: 'MXP',
          travellers: 2,
          clickedAt: '2026-11-24T15:00:00.000Z',
          popupBlocked: true,
        },
      ],
    });

    const table = within(screen.getByRole('region', { name: 'Clic verso WhatsApp' }));
    const row = await table.findByRole('row', { name: /praga-tour-culturale/ });
    expect(row).toHaveTextContent('+393331111111');
    expect(row).toHaveTextContent('10/05/2027');
    expect(row).toHaveTextContent('MXP');
    expect(row).toHaveTextContent('Sì');
  });
});
