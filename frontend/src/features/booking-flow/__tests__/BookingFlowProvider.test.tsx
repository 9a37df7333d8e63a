import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { BookingFlowContext, useBookingFlow } from '../../../components/booking-flow/booking-flow';
import { Toaster } from '../../../components/ui/Toaster';
import { BookingFlowProvider } from '../BookingFlowProvider';

// The dialogs' code fails to arrive (offline, or a new deployment removed the old file).
vi.mock('../components/BookingFlowDialogs', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const TRIP = { slug: 'vienna', title: 'Vienna e i Mercatini' };

function Opener() {
  const flow = useBookingFlow();
  return (
    <button type="button" onClick={() => flow.openDates(TRIP)}>
      Scopri le Date Disponibili
    </button>
  );
}

describe('booking flow provider', () => {
  it('says the dates could not be opened when their code does not arrive, and tries again next time', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MemoryRouter>
          <BookingFlowProvider>
            <Opener />
          </BookingFlowProvider>
        </MemoryRouter>
        <Toaster />
      </AppProviders>,
    );

    await user.click(screen.getByRole('button', { name: 'Scopri le Date Disponibili' }));

    // The notice fades in: it is visible once its entry ends, a moment after it is written.
    await waitFor(() =>
      expect(
        screen.getByText('Non siamo riusciti ad aprire le date di partenza. Controlla la connessione e riprova.'),
      ).toBeVisible(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Scopri le Date Disponibili' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('Non siamo riusciti ad aprire le date di partenza. Controlla la connessione e riprova.'),
      ).toHaveLength(2),
    );
  });

  it('leaves a flow given from above in charge', async () => {
    const user = userEvent.setup();
    const standIn = { openDates: vi.fn() };
    render(
      <AppProviders>
        <MemoryRouter>
          <BookingFlowContext.Provider value={standIn}>
            <BookingFlowProvider>
              <Opener />
            </BookingFlowProvider>
          </BookingFlowContext.Provider>
        </MemoryRouter>
      </AppProviders>,
    );

    await user.click(screen.getByRole('button', { name: 'Scopri le Date Disponibili' }));

    expect(standIn.openDates).toHaveBeenCalledExactlyOnceWith(TRIP);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
