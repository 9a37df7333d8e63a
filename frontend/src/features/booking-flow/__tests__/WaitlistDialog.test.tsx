import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { body, departure, departuresRoute, fakeApi, renderFlow } from './harness';

const FULL = departure('2027-05-10', { spotsAvailable: 0 });
const OPEN = departure('2027-06-14', { spotsAvailable: 6 });
const joinRoute = `POST /api/v1/departures/${FULL.id}/waitlist`;

async function openWaitlist(answer: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({ [departuresRoute]: () => ({ status: 200, data: [FULL, OPEN] }), [joinRoute]: answer });
  const flow = renderFlow();
  await flow.open();
  const dates = await screen.findByRole('dialog', { name: 'Date di Partenza Disponibili' });
  const join = await within(dates).findByRole('button', {
    name: 'Avvisami se si libera un posto per la partenza del lunedì 10 maggio 2027',
  });
  // Only the full departure takes names.
  expect(within(dates).getAllByRole('button', { name: /^Avvisami se si libera un posto/ })).toHaveLength(1);
  await flow.user.click(join);
  const dialog = await screen.findByRole('dialog', { name: 'Avvisami se si libera un posto' });
  return { ...flow, api, dialog };
}

async function fill(user: ReturnType<typeof renderFlow>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Nome e cognome/), 'Teresa Galli');
  await user.type(within(dialog).getByLabelText(/^E-mail/), 'teresa@example.it');
  await user.click(within(dialog).getByRole('button', { name: 'Un viaggiatore in più' }));
}

describe('waiting list dialog', () => {
  it('asks for the privacy consent, sends who waits and for how many, and says to confirm from the e-mail', async () => {
    const { user, dialog, api } = await openWaitlist(() => ({ status: 201, data: { email: 'teresa@example.it' } }));
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Inserisci nella lista d’attesa' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Per favore, accetta i termini sulla privacy.');
    expect(api.calls(joinRoute)).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: /informativa sulla privacy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Inserisci nella lista d’attesa' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Ti abbiamo scritto a teresa@example.it. Apri il messaggio e conferma l’indirizzo',
    );
    expect(body(api.calls(joinRoute)[0][0])).toEqual({
      name: 'Teresa Galli',
      email: 'teresa@example.it',
      travellers: 2,
      privacyAccepted: true,
      language: 'it',
    });
  });

  it('shows the server’s word next to the field it refused', async () => {
    const message = 'Inserisci un indirizzo email valido.';
    const { user, dialog } = await openWaitlist(() => ({
      status: 400,
      data: { statusCode: 400, code: 'VALIDATION_FAILED', message, details: { email: [message] } },
    }));
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /informativa sulla privacy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Inserisci nella lista d’attesa' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when seats freed up meanwhile, and leads back to the dates', async () => {
    const { user, dialog } = await openWaitlist(() => ({
      status: 409,
      data: { statusCode: 409, code: 'SEATS_AVAILABLE', message: 'Ci sono posti liberi per questa partenza.' },
    }));
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /informativa sulla privacy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Inserisci nella lista d’attesa' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nel frattempo si sono liberati dei posti: puoi prenotare subito.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Vedi le date' }));
    expect(await screen.findByRole('dialog', { name: 'Date di Partenza Disponibili' })).toBeVisible();
  });
});
