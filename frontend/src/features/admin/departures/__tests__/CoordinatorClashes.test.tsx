import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CoordinatorClashDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { installFakeApi, signIn } from '../../__tests__/fake-api';

const api = installFakeApi();

const clash: CoordinatorClashDto = {
  coordinator: 'Giulia',
  first: {
    id: '66666666-6666-4666-8666-666666666666',
    tripSlug: 'praga-tour-culturale',
    tripTitle: 'Praga, tour culturale',
    startDate: '2027-05-06',
    endDate: '2027-05-10',
  },
  second: {
    id: '77777777-7777-4777-8777-777777777777',
    tripSlug: 'vienna-tour-culturale',
    tripTitle: 'Vienna imperiale',
    startDate: '2027-05-10',
    endDate: '2027-05-15',
  },
};

async function openHome(clashes: { status: number; data?: unknown }) {
  api()
    .on('GET /api/v1/admin/audit-events', { status: 200, data: [] })
    .on('GET /api/v1/admin/departures/coordinator-clashes', clashes);
  signIn();
  const view = renderApp('/admin');
  await screen.findByRole('heading', { level: 1, name: 'Pannello dell’agenzia' }, { timeout: 10_000 });
  await waitFor(() => expect(api().sent('GET /api/v1/admin/departures/coordinator-clashes')).toHaveLength(1));
  return view;
}

describe('coordinator clashes on the admin home', () => {
  it('lists each coordinator with the two departures sharing a day, and leads to the departures', async () => {
    const view = await openHome({ status: 200, data: [clash] });
    const notice = await screen.findByRole('region', { name: 'Coordinatori su due gruppi negli stessi giorni' });
    expect(notice).toHaveTextContent(
      'Giulia: Praga, tour culturale dal 06/05/2027 al 10/05/2027 e Vienna imperiale dal 10/05/2027 al 15/05/2027',
    );
    await view.user.click(screen.getByRole('link', { name: 'Vai alle partenze' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Partenze' })).toBeInTheDocument();
  });

  it('says nothing while there is no clash', async () => {
    await openHome({ status: 200, data: [] });
    expect(screen.getByRole('heading', { level: 2, name: 'Strumenti' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Coordinatori su due gruppi/ })).not.toBeInTheDocument();
  });

  it('says nothing when the list cannot be read, leaving the rest of the home as it is', async () => {
    await openHome({ status: 500, data: { code: 'INTERNAL_ERROR', message: 'Errore' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Strumenti' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Coordinatori su due gruppi/ })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('alert').filter((alert) => /coordinat/i.test(alert.textContent ?? ''))).toEqual([]);
  });
});
