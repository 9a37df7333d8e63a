import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBookingDetailDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { installFakeApi, signIn } from '../../__tests__/fake-api';
import { BOOKING_ID, detail } from './booking-detail.fixture';

const api = installFakeApi();

async function openBooking() {
  let current: AdminBookingDetailDto = { ...detail, contactEmail: 'anna.bianchi@exmaple.it' };
  api()
    .on(`GET /api/v1/admin/bookings/${BOOKING_ID}`, () => ({ status: 200, data: current }))
    .on(`PATCH /api/v1/admin/bookings/${BOOKING_ID}/contact`, (request) => {
      current = { ...current, ...(request.body as object) };
      return { status: 200, data: current };
    });
  signIn();
  const view = renderApp(`/admin/prenotazioni/${BOOKING_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Prenotazione Ricevuta 4821' }, { timeout: 10_000 });
  return view;
}

const contactPanel = () => screen.getByRole('region', { name: 'Contatti' });

describe('correcting a booking’s contact details', () => {
  it('sends only the corrected e-mail, and the panel shows it', async () => {
    const view = await openBooking();

    await view.user.click(within(contactPanel()).getByRole('button', { name: 'Correggi i contatti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correggi i contatti' });
    expect(dialog).toHaveTextContent('con «Invia di nuovo» partono verso i contatti corretti');
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveValue('anna.bianchi@exmaple.it');
    await view.user.clear(email);
    await view.user.type(email, 'anna.bianchi@example.it');
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva i contatti' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      api()
        .sent(`PATCH /api/v1/admin/bookings/${BOOKING_ID}/contact`)
        .map((call) => call.body),
    ).toEqual([{ contactEmail: 'anna.bianchi@example.it' }]);
    expect(await within(contactPanel()).findByRole('link', { name: 'anna.bianchi@example.it' })).toHaveAttribute(
      'href',
      'mailto:anna.bianchi@example.it',
    );
  });

  it("says the server's refusal beside the field, keeping the dialog open", async () => {
    const view = await openBooking();
    const message = "Inserisci un'email valida, per esempio nome@dominio.it.";
    api().on(`PATCH /api/v1/admin/bookings/${BOOKING_ID}/contact`, {
      status: 400,
      data: { statusCode: 400, code: 'VALIDATION_FAILED', message, details: { contactEmail: [message] } },
    });

    await view.user.click(within(contactPanel()).getByRole('button', { name: 'Correggi i contatti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correggi i contatti' });
    const email = within(dialog).getByLabelText(/^Email/);
    await view.user.clear(email);
    await view.user.type(email, 'anna@');
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva i contatti' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Correggi i contatti' })).toBeInTheDocument();
  });

  it('closes without asking the server when nothing changed, and refuses an empty phone', async () => {
    const view = await openBooking();

    await view.user.click(within(contactPanel()).getByRole('button', { name: 'Correggi i contatti' }));
    let dialog = await screen.findByRole('dialog', { name: 'Correggi i contatti' });
    await view.user.clear(within(dialog).getByLabelText(/^Telefono/));
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva i contatti' }));
    expect(within(dialog).getByLabelText(/^Telefono/)).toHaveAttribute('aria-invalid', 'true');
    await view.user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await view.user.click(within(contactPanel()).getByRole('button', { name: 'Correggi i contatti' }));
    dialog = await screen.findByRole('dialog', { name: 'Correggi i contatti' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva i contatti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent(`PATCH /api/v1/admin/bookings/${BOOKING_ID}/contact`)).toEqual([]);
  });
});
