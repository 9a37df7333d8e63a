import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BankStatementEntryDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { installFakeApi, signIn } from '../../__tests__/fake-api';

// The server's page is 500 movements; three stand for it here, as 500 rows take seconds to draw.
vi.mock('../review-limit', () => ({ REVIEW_LIST_LIMIT: 3 }));

const api = installFakeApi();

const entry = (index: number): BankStatementEntryDto => ({
  id: `88888888-8888-4888-8888-88888888888${index}`,
  statementId: '99999999-9999-4999-8999-999999999999',
  bookedOn: '2027-02-03',
  amountCents: 100_000 + index,
  currency: 'EUR',
  direction: 'credit',
  debtorName: 'Mario Rossi',
  debtorIban: null,
  remittance: 'BONIFICO',
  status: 'review',
  reason: 'Nessuna prenotazione citata.',
  reasonCode: 'unknown_reference',
  bookingId: null,
  decidedAt: null,
});

async function queueOf(count: number) {
  api()
    .on('GET /api/v1/admin/ibans', { status: 200, data: [] })
    .on('GET /api/v1/admin/bank-statement-entries/review', {
      status: 200,
      data: Array.from({ length: count }, (_, index) => entry(index)),
    })
    .on('GET /api/v1/admin/bank-statements', { status: 200, data: [] })
    .on('GET /api/v1/admin/bookings/balances-due', { status: 200, data: { late: [], dueThisWeek: [] } });
  signIn();
  const view = renderApp('/admin/pagamenti');
  const queue = await screen.findByRole('region', { name: 'Movimenti da controllare' }, { timeout: 10_000 });
  await within(queue).findByText(`${count} movimenti da controllare`);
  return { view, queue };
}

const NOTE =
  'Sono mostrati i 3 più vecchi: gli altri compaiono qui man mano che questi vengono assegnati o archiviati.';

describe('the movements to check, as many as the server lists at once', () => {
  it('say that only the oldest are shown', async () => {
    const { queue } = await queueOf(3);
    expect(within(queue).getByText(NOTE)).toBeInTheDocument();
  });

  it('say nothing of it below the page', async () => {
    const { queue } = await queueOf(2);
    expect(within(queue).queryByText(NOTE)).toBeNull();
  });
});
