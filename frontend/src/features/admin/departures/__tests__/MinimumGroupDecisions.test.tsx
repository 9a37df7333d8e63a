import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDepartureDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { heldAnswer } from '../../../../test/held-answer';
import { installFakeApi, signIn, type FakeAnswer, type FakeRequest } from '../../__tests__/fake-api';

const api = installFakeApi();

const asked: AdminDepartureDto = {
  id: '77777777-7777-4777-8777-777777777777',
  tripSlug: 'praga-tour-culturale',
  tripTitle: 'Praga, tour culturale',
  startDate: '2027-05-10',
  endDate: '2027-05-14',
  priceCents: 123_450,
  previousPriceCents: null,
  totalSpots: 10,
  seatsTaken: 5,
  spotsAvailable: 5,
  coordinators: ['Giulia', 'Marco'],
  meetingTimes: {},
  status: 'open',
  minGroupSize: 6,
  confirmedTravellers: 3,
  guaranteed: false,
  minimumGroupStatus: 'asked',
  minimumGroupDeadline: '2027-05-03',
};

const DECISIONS = 'GET /api/v1/admin/departures/minimum-group-decisions';
const DECIDE = `POST /api/v1/admin/departures/${asked.id}/minimum-group-decision`;

async function openDepartures(decisions: (request: FakeRequest) => FakeAnswer) {
  api()
    .on('GET /api/v1/trips', { status: 200, data: [] })
    .on('GET /api/v1/admin/departures', { status: 200, data: [asked] })
    .on(DECISIONS, decisions);
  signIn();
  const view = renderApp('/admin/partenze');
  await screen.findByRole('heading', { level: 1, name: 'Partenze' }, { timeout: 10_000 });
  return view;
}

const panel = () => screen.findByRole('region', { name: 'Da decidere: gruppo minimo non raggiunto' });

describe('departures short of their minimum group', () => {
  it('lists nothing while no departure waits for a decision', async () => {
    await openDepartures(() => ({ status: 200, data: [] }));
    await screen.findByRole('row', { name: /Praga, tour culturale/ });

    expect(screen.queryByRole('region', { name: /Da decidere/ })).not.toBeInTheDocument();
    // The calendar says where the departure stands all the same.
    expect(screen.getByRole('row', { name: /Praga, tour culturale/ })).toHaveTextContent('3 su 6, da decidere');
  });

  it('says the list could not be read and reads it again on request', async () => {
    let fail = true;
    const view = await openDepartures(() => (fail ? { status: 500, data: {} } : { status: 200, data: [asked] }));

    const problem = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(problem).toHaveTextContent('Non siamo riusciti a caricare le partenze da decidere.');
    fail = false;
    await view.user.click(within(problem).getByRole('button', { name: 'Riprova' }));

    expect(await within(await panel()).findByText(/3 persone confermate su 6/)).toBeInTheDocument();
  });

  it('runs a departure only after a confirmation, sending no note, then reads the lists again', async () => {
    let waiting = [asked];
    const view = await openDepartures(() => ({ status: 200, data: waiting }));
    api().on(DECIDE, () => {
      waiting = [];
      return { status: 200, data: { ...asked, minimumGroupStatus: 'run', guaranteed: true } };
    });
    const region = await panel();
    expect(region).toHaveTextContent(
      'Praga, tour culturale, partenza del 10/05/2027: 3 persone confermate su 6. Termine per annullare: 03/05/2027.',
    );

    await view.user.click(
      within(region).getByRole('button', { name: 'Fai partire il gruppo di Praga, tour culturale del 10/05/2027' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Far partire il gruppo con meno persone?' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(api().sent(DECIDE)).toHaveLength(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Sì, fai partire' }));

    await waitFor(() => expect(api().sent(DECIDE)).toHaveLength(1));
    expect(api().sent(DECIDE)[0].body).toEqual({ decision: 'run' });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Da decidere/ })).not.toBeInTheDocument());
    expect(api().sent(DECISIONS).length).toBeGreaterThan(1);
  });

  it('cancels with the note for the customers, saying so while it saves', async () => {
    const held = heldAnswer();
    const view = await openDepartures(() => ({ status: 200, data: [asked] }));
    api().on(DECIDE, () => held.answer);

    await view.user.click(
      within(await panel()).getByRole('button', {
        name: 'Annulla la partenza di Praga, tour culturale del 10/05/2027',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Annullare la partenza?' });
    expect(dialog).toHaveTextContent('Chi ha già pagato va rimborsato per intero');
    await view.user.type(
      within(dialog).getByRole('textbox', { name: /Nota per i clienti/ }),
      '  Vi proponiamo la partenza del 24 maggio.  ',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Sì, annulla la partenza' }));

    expect(await within(dialog).findByRole('button', { name: 'Salvataggio...' })).toBeDisabled();
    expect(api().sent(DECIDE)[0].body).toEqual({
      decision: 'cancel',
      reason: 'Vi proponiamo la partenza del 24 maggio.',
    });
    held.release({ status: 200, data: { ...asked, status: 'closed', minimumGroupStatus: 'cancelled' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the server's refusal in sight when someone decided meanwhile", async () => {
    const view = await openDepartures(() => ({ status: 200, data: [asked] }));
    api().on(DECIDE, {
      status: 409,
      data: {
        code: 'MINIMUM_GROUP_DECIDED',
        message: 'Per questa partenza è già stato deciso se confermarla o annullarla per il gruppo minimo.',
      },
    });

    await view.user.click(
      within(await panel()).getByRole('button', {
        name: 'Fai partire il gruppo di Praga, tour culturale del 10/05/2027',
      }),
    );
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì, fai partire' }));

    expect(await within(await panel()).findByRole('alert')).toHaveTextContent(
      'Per questa partenza è già stato deciso se confermarla o annullarla per il gruppo minimo.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
