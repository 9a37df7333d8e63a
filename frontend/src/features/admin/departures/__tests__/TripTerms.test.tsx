import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminTripDto, TripSummaryDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { heldAnswer } from '../../../../test/held-answer';
import { installFakeApi, signIn, type FakeAnswer } from '../../__tests__/fake-api';

const api = installFakeApi();

const vienna: AdminTripDto = {
  slug: 'vienna-tour-culturale',
  title: 'Vienna imperiale',
  durationDays: 5,
  priceCents: 119_000,
  singleSupplementCents: 29_000,
  minGroupSize: 6,
  maxGroupSize: 16,
};

async function chooseVienna(adminTrips: () => FakeAnswer = () => ({ status: 200, data: [vienna] })) {
  api()
    .on('GET /api/v1/trips', { status: 200, data: [{ slug: vienna.slug, title: vienna.title } as TripSummaryDto] })
    .on('GET /api/v1/admin/departures', { status: 200, data: [] })
    .on('GET /api/v1/admin/departures/minimum-group-decisions', { status: 200, data: [] })
    .on('GET /api/v1/admin/trips', adminTrips);
  signIn();
  const view = renderApp('/admin/partenze');
  const select = await screen.findByRole('combobox', { name: 'Viaggio' }, { timeout: 10_000 });
  await within(select).findByRole('option', { name: vienna.title });
  await view.user.selectOptions(select, vienna.slug);
  return view;
}

const terms = () => screen.getByRole('region', { name: 'Il viaggio' });

describe("the chosen trip's supplement and minimum group", () => {
  it('are shown only once a trip is chosen, in words and euro', async () => {
    await chooseVienna();

    expect(await within(terms()).findByText('290 € per camera singola')).toBeInTheDocument();
    expect(within(terms()).getByText('6 viaggiatori confermati (il gruppo arriva a 16)')).toBeInTheDocument();
  });

  it('say when the trip offers no single room', async () => {
    await chooseVienna(() => ({ status: 200, data: [{ ...vienna, singleSupplementCents: null }] }));

    expect(
      await within(terms()).findByText('Nessuna camera singola: il modulo di prenotazione non la offre'),
    ).toBeInTheDocument();
  });

  it('say they are loading, and offer to try again when they cannot be read', async () => {
    const held = heldAnswer();
    let readable = false;
    const view = await chooseVienna(() => (readable ? { status: 200, data: [vienna] } : held.answer));

    expect(within(terms()).getByRole('status')).toHaveTextContent('Caricamento in corso...');
    held.release({ status: 500, data: { code: 'INTERNAL_ERROR' } });
    const retry = await within(terms()).findByRole('button', { name: 'Riprova' });
    readable = true;
    await view.user.click(retry);
    expect(await within(terms()).findByText('290 € per camera singola')).toBeInTheDocument();
  });

  it('send only what changed, in cents, and show the saved terms', async () => {
    let saved = vienna;
    const view = await chooseVienna(() => ({ status: 200, data: [saved] }));
    api().on('PATCH /api/v1/admin/trips/vienna-tour-culturale', (request) => {
      saved = { ...saved, ...(request.body as Partial<AdminTripDto>) };
      return { status: 200, data: saved };
    });

    await view.user.click(await screen.findByRole('button', { name: 'Modifica supplemento e gruppo minimo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supplemento e gruppo minimo' });
    const supplement = within(dialog).getByRole('textbox', { name: /Supplemento singola in euro/ });
    expect(supplement).toHaveValue('290');
    await view.user.clear(supplement);
    await view.user.type(supplement, '315,50');
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(await within(terms()).findByText('315,50 € per camera singola')).toBeInTheDocument();
    expect(
      api()
        .sent('PATCH /api/v1/admin/trips/vienna-tour-culturale')
        .map((request) => request.body),
    ).toEqual([{ singleSupplementCents: 31_550 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('take an empty supplement as no single rooms', async () => {
    const view = await chooseVienna();
    api().on('PATCH /api/v1/admin/trips/vienna-tour-culturale', {
      status: 200,
      data: { ...vienna, singleSupplementCents: null },
    });

    await view.user.click(await screen.findByRole('button', { name: 'Modifica supplemento e gruppo minimo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supplemento e gruppo minimo' });
    await view.user.clear(within(dialog).getByRole('textbox', { name: /Supplemento singola in euro/ }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    await screen.findByText('Viaggio modificato');
    expect(api().sent('PATCH /api/v1/admin/trips/vienna-tour-culturale')[0].body).toEqual({
      singleSupplementCents: null,
    });
  });

  it("put the server's refusal under the field, keeping the dialog and what was typed", async () => {
    const view = await chooseVienna();
    api().on('PATCH /api/v1/admin/trips/vienna-tour-culturale', {
      status: 400,
      data: {
        code: 'VALIDATION_FAILED',
        message: 'Dati non validi',
        details: {
          minGroupSize: ['Il gruppo minimo non può superare il numero massimo di viaggiatori del viaggio (16).'],
        },
      },
    });

    await view.user.click(await screen.findByRole('button', { name: 'Modifica supplemento e gruppo minimo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supplemento e gruppo minimo' });
    const minimum = within(dialog).getByRole('spinbutton', { name: /Gruppo minimo/ });
    await view.user.clear(minimum);
    await view.user.type(minimum, '20');
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(
      await within(dialog).findByText(
        'Il gruppo minimo non può superare il numero massimo di viaggiatori del viaggio (16).',
      ),
    ).toBeInTheDocument();
    expect(minimum).toHaveValue(20);
  });

  it('refuse an amount that is not one before sending anything', async () => {
    const view = await chooseVienna();

    await view.user.click(await screen.findByRole('button', { name: 'Modifica supplemento e gruppo minimo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supplemento e gruppo minimo' });
    const supplement = within(dialog).getByRole('textbox', { name: /Supplemento singola in euro/ });
    await view.user.clear(supplement);
    await view.user.type(supplement, 'duecento');
    await view.user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(await within(dialog).findByText('Scrivi un importo in euro, per esempio 290 o 290,50.')).toBeInTheDocument();
    expect(api().sent('PATCH /api/v1/admin/trips/vienna-tour-culturale')).toEqual([]);
  });
});
