import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserDto } from '../../../api';
import { renderApp } from '../../../test/render-app';
import { isSignedIn } from '../session';
import { ADMIN, signIn, installFakeApi } from './fake-api';

const api = installFakeApi();

const me: AdminUserDto = {
  id: ADMIN.id,
  email: ADMIN.email,
  role: 'owner',
  isActive: true,
  lastLoginAt: '2026-11-25T08:00:00.000Z',
  createdAt: '2026-01-10T08:00:00.000Z',
  ownerGrant: null,
};
const colleague: AdminUserDto = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'segreteria@agenzia.it',
  role: 'staff',
  isActive: true,
  lastLoginAt: null,
  createdAt: '2026-02-10T08:00:00.000Z',
  ownerGrant: null,
};

/** A request to make the colleague an owner, asked by `requestedBy` (decision A8). */
const grant = (requestedBy: string, effectiveAt: string | null = '2026-11-28T09:00:00.000Z') => ({
  id: '44444444-4444-4444-8444-444444444444',
  requestedBy,
  requestedByEmail: requestedBy === ADMIN.id ? ADMIN.email : 'socio@agenzia.it',
  requestedAt: '2026-11-27T09:00:00.000Z',
  effectiveAt,
});
const OTHER_OWNER = '99999999-9999-4999-8999-999999999999';

async function openStaff(users: AdminUserDto[]) {
  let current = users;
  api().on('GET /api/v1/admin/users', () => ({ status: 200, data: current }));
  signIn();
  const view = renderApp('/admin/staff');
  await screen.findByRole('heading', { level: 1, name: 'Staff' }, { timeout: 10_000 });
  return { ...view, setUsers: (next: AdminUserDto[]) => (current = next) };
}

function row(email: string) {
  return screen.getByRole('row', { name: new RegExp(email) });
}

describe('staff accounts', () => {
  it('lists the accounts and never offers to disable your own', async () => {
    await openStaff([me, colleague]);

    await screen.findByText('segreteria@agenzia.it');
    expect(within(row('direzione@agenzia.it')).queryByRole('button')).toBeNull();
    expect(within(row('direzione@agenzia.it')).getByText('Non puoi disattivare il tuo account.')).toBeInTheDocument();
    expect(within(row('segreteria@agenzia.it')).getByText('Mai')).toBeInTheDocument();
    expect(
      within(row('segreteria@agenzia.it')).getByRole('button', { name: 'Disattiva segreteria@agenzia.it' }),
    ).toBeInTheDocument();
  });

  it('disables an account only after the confirmation, then shows the list again from the server', async () => {
    const view = await openStaff([me, colleague]);
    api().on('PATCH /api/v1/admin/users/22222222-2222-4222-8222-222222222222', () => {
      view.setUsers([me, { ...colleague, isActive: false }]);
      return { status: 200, data: { ...colleague, isActive: false } };
    });

    await view.user.click(await screen.findByRole('button', { name: 'Disattiva segreteria@agenzia.it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disattivare questo account?' });
    expect(api().sent('PATCH /api/v1/admin/users/22222222-2222-4222-8222-222222222222')).toEqual([]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Disattiva' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent('PATCH /api/v1/admin/users/22222222-2222-4222-8222-222222222222')[0].body).toEqual({
      isActive: false,
    });
    await waitFor(() => expect(within(row('segreteria@agenzia.it')).getByText('Disattivato')).toBeInTheDocument());
    expect(api().sent('GET /api/v1/admin/users')).toHaveLength(2);
  });

  it('keeps an account as it was when the confirmation is cancelled', async () => {
    const view = await openStaff([me, colleague]);

    await view.user.click(await screen.findByRole('button', { name: 'Disattiva segreteria@agenzia.it' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annulla' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('refuses a password under 12 characters in Italian, sending nothing', async () => {
    const view = await openStaff([me]);
    const form = screen.getByRole('form', { name: 'Aggiungi un account' });

    await view.user.type(within(form).getByLabelText(/^Email/), 'nuovo@agenzia.it');
    await view.user.type(within(form).getByLabelText(/^Password iniziale/), 'corta');
    await view.user.click(within(form).getByRole('button', { name: 'Aggiungi account' }));

    expect(await within(form).findByText('La password deve avere almeno 12 caratteri.')).toBeInTheDocument();
    expect(api().sent('POST /api/v1/admin/users')).toEqual([]);
  });

  it('adds an account and lists it', async () => {
    const added = { ...colleague, id: '33333333-3333-4333-8333-333333333333', email: 'nuovo@agenzia.it' };
    const view = await openStaff([me]);
    api().on('POST /api/v1/admin/users', () => {
      view.setUsers([me, added]);
      return { status: 201, data: added };
    });
    const form = screen.getByRole('form', { name: 'Aggiungi un account' });

    await view.user.type(within(form).getByLabelText(/^Email/), 'nuovo@agenzia.it');
    await view.user.type(within(form).getByLabelText(/^Password iniziale/), 'una-password-lunga');
    await view.user.click(within(form).getByRole('button', { name: 'Aggiungi account' }));

    expect(await screen.findByRole('row', { name: /nuovo@agenzia\.it/ })).toBeInTheDocument();
    expect(api().sent('POST /api/v1/admin/users')[0].body).toEqual({
      email: 'nuovo@agenzia.it',
      password: 'una-password-lunga',
      role: 'staff',
    });
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('');
  });

  it("shows the server's reason when the e-mail is taken", async () => {
    const view = await openStaff([me]);
    api().on('POST /api/v1/admin/users', {
      status: 409,
      data: { code: 'ADMIN_USER_EMAIL_TAKEN', message: 'Esiste già un amministratore con questa email.' },
    });
    const form = screen.getByRole('form', { name: 'Aggiungi un account' });

    await view.user.type(within(form).getByLabelText(/^Email/), 'direzione@agenzia.it');
    await view.user.type(within(form).getByLabelText(/^Password iniziale/), 'una-password-lunga');
    await view.user.click(within(form).getByRole('button', { name: 'Aggiungi account' }));

    expect(await within(form).findByText('Esiste già un amministratore con questa email.')).toBeInTheDocument();
  });

  it('shows each role, and asks to make a colleague owner only after the confirmation, showing the request waiting', async () => {
    const view = await openStaff([me, colleague]);
    const asked = { ...colleague, ownerGrant: grant(ADMIN.id) };
    api().on('PATCH /api/v1/admin/users/22222222-2222-4222-8222-222222222222', () => {
      view.setUsers([me, asked]);
      return { status: 200, data: asked };
    });

    await screen.findByText('segreteria@agenzia.it');
    expect(within(row('direzione@agenzia.it')).getByText('Titolare')).toBeInTheDocument();
    expect(within(row('segreteria@agenzia.it')).getByText('Staff')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Rendi titolare segreteria@agenzia.it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rendere titolare questo account?' });
    expect(dialog).toHaveTextContent('potrà gestire gli account dello staff, gli IBAN e l’IBAN attivo');
    expect(dialog).toHaveTextContent('Diventa titolare quando un altro titolare approva, o dopo 24 ore');
    await view.user.click(within(dialog).getByRole('button', { name: 'Rendi titolare' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent('PATCH /api/v1/admin/users/22222222-2222-4222-8222-222222222222')[0].body).toEqual({
      role: 'owner',
    });
    expect(
      await screen.findByText('Richiesta inviata: diventa titolare quando un altro titolare approva, o dopo 24 ore.'),
    ).toBeInTheDocument();
    const waiting = row('segreteria@agenzia.it');
    expect(await within(waiting).findByText('In attesa di approvazione come titolare')).toBeInTheDocument();
    expect(within(waiting).getByText('Staff')).toBeInTheDocument();
    expect(
      within(waiting).getByText(/^Chiesto da direzione@agenzia\.it il venerdì 27 novembre 2026/),
    ).toBeInTheDocument();
    expect(
      within(waiting).getByText(/^Diventa titolare dal sabato 28 novembre 2026.*se nessuno annulla\.$/),
    ).toBeInTheDocument();
    expect(within(waiting).getByText('L’hai chiesto tu: lo approva un altro titolare.')).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: /^Rendi titolare/ })).toBeNull();
  });

  it('adds an account asked as an owner, saying it waits for approval', async () => {
    const view = await openStaff([me]);
    api().on('POST /api/v1/admin/users', { status: 201, data: { ...colleague, ownerGrant: grant(ADMIN.id) } });
    const form = screen.getByRole('form', { name: 'Aggiungi un account' });

    await view.user.type(within(form).getByLabelText(/^Email/), 'socia@agenzia.it');
    await view.user.type(within(form).getByLabelText(/^Password iniziale/), 'una-password-lunga');
    await view.user.selectOptions(within(form).getByLabelText(/^Ruolo/), 'Titolare');
    await view.user.click(within(form).getByRole('button', { name: 'Aggiungi account' }));

    await waitFor(() => expect(api().sent('POST /api/v1/admin/users')).toHaveLength(1));
    expect(api().sent('POST /api/v1/admin/users')[0].body).toMatchObject({ role: 'owner' });
    expect(
      await screen.findByText(
        'Account aggiunto come staff: diventa titolare quando un altro titolare approva, o dopo 24 ore.',
      ),
    ).toBeInTheDocument();
  });
});

describe('an account waiting to become an owner (decision A8)', () => {
  const APPROVE = 'POST /api/v1/admin/users/owner-grants/44444444-4444-4444-8444-444444444444/approve';
  const CANCEL = 'POST /api/v1/admin/users/owner-grants/44444444-4444-4444-8444-444444444444/cancel';

  it.each([
    [
      'another owner',
      OTHER_OWNER,
      'owner' as const,
      ['Approva segreteria@agenzia.it come titolare', 'Annulla la richiesta di rendere titolare segreteria@agenzia.it'],
    ],
    [
      'the owner who asked',
      ADMIN.id,
      'owner' as const,
      ['Annulla la richiesta di rendere titolare segreteria@agenzia.it'],
    ],
    ['a member of staff', OTHER_OWNER, 'staff' as const, []],
  ])('offers %s what they may do about it', async (_who, requestedBy, role, buttons) => {
    api().on('GET /api/v1/auth/me', { status: 200, data: { ...ADMIN, role } });
    await openStaff([me, { ...colleague, ownerGrant: grant(requestedBy, null) }]);

    const waiting = await screen.findByText('In attesa di approvazione come titolare');
    const cell = waiting.closest('td')!;
    expect(within(cell).getByText('Diventa titolare quando un altro titolare approva.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(cell)
          .queryAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(buttons),
    );
  });

  it('approves it, and the account is then listed as an owner', async () => {
    const view = await openStaff([me, { ...colleague, ownerGrant: grant(OTHER_OWNER) }]);
    api().on(APPROVE, () => {
      view.setUsers([me, { ...colleague, role: 'owner' }]);
      return { status: 200, data: { ...colleague, role: 'owner' } };
    });

    await view.user.click(await screen.findByRole('button', { name: 'Approva segreteria@agenzia.it come titolare' }));

    expect(await screen.findByText('Approvato: l’account ora è titolare')).toBeInTheDocument();
    await waitFor(() => expect(within(row('segreteria@agenzia.it')).getByText('Titolare')).toBeInTheDocument());
    expect(screen.queryByText('In attesa di approvazione come titolare')).toBeNull();
  });

  it("cancels it, and says the server's reason when an approval is refused", async () => {
    const view = await openStaff([me, { ...colleague, ownerGrant: grant(OTHER_OWNER) }]);
    api()
      .on(APPROVE, {
        status: 403,
        data: {
          code: 'OWNER_TOO_RECENT',
          message:
            'Sei diventato titolare dopo questa richiesta: può approvarla solo un titolare che lo era già quando è stata fatta.',
        },
      })
      .on(CANCEL, () => {
        view.setUsers([me, colleague]);
        return { status: 200, data: colleague };
      });

    await view.user.click(await screen.findByRole('button', { name: 'Approva segreteria@agenzia.it come titolare' }));
    expect(
      await screen.findByText(/^Non siamo riusciti a registrare la decisione: Sei diventato titolare dopo/),
    ).toBeInTheDocument();

    await view.user.click(
      screen.getByRole('button', { name: 'Annulla la richiesta di rendere titolare segreteria@agenzia.it' }),
    );
    expect(await screen.findByText('Richiesta annullata: l’account resta staff')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('In attesa di approvazione come titolare')).toBeNull());
    expect(api().sent(CANCEL)).toHaveLength(1);
  });
});

describe('the password typed again for an owner operation', () => {
  const PATCH = 'PATCH /api/v1/admin/users/22222222-2222-4222-8222-222222222222';
  const stepUpRequired = {
    status: 403,
    data: { code: 'STEP_UP_REQUIRED', message: 'Per questa operazione inserisci di nuovo la tua password.' },
  };
  /** The server as it is: the owner route takes the step-up token only. */
  const ownerRoute = () => (request: { authorization: string | undefined }) =>
    request.authorization === 'Bearer step-up-token'
      ? { status: 200, data: { ...colleague, isActive: false } }
      : stepUpRequired;

  async function disableColleague() {
    const view = await openStaff([me, colleague]);
    await view.user.click(await screen.findByRole('button', { name: 'Disattiva segreteria@agenzia.it' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disattivare questo account?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Disattiva' }));
    return view;
  }

  it('asks for the password, then sends the refused change again with the token it bought, once', async () => {
    api()
      .on(PATCH, ownerRoute())
      .on('POST /api/v1/auth/step-up', (request) =>
        (request.body as { password: string }).password === 'la-mia-password-2026'
          ? { status: 200, data: { accessToken: 'step-up-token', expiresIn: 600 } }
          : { status: 401, data: { code: 'INVALID_CREDENTIALS', message: 'Email o password non corretti.' } },
      );
    const view = await disableColleague();

    const ask = await screen.findByRole('dialog', { name: 'Conferma con la tua password' });
    expect(ask).toHaveTextContent('Vale 10 minuti');
    const password = within(ask).getByLabelText(/^La tua password/);
    await view.user.type(password, 'sbagliata');
    await view.user.click(within(ask).getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('La password non è corretta.')),
    );
    // A wrong password typed again does not end the session.
    expect(isSignedIn()).toBe(true);

    await view.user.clear(password);
    await view.user.type(password, 'la-mia-password-2026');
    await view.user.click(within(ask).getByRole('button', { name: 'Conferma' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      api()
        .sent(PATCH)
        .map((request) => request.authorization),
    ).toEqual(['Bearer token-of-the-test', 'Bearer step-up-token']);
    expect(api().sent('POST /api/v1/auth/step-up')[0].authorization).toBe('Bearer token-of-the-test');
    expect(await screen.findByText('Account disattivato')).toBeInTheDocument();
  });

  it('gives up the change when the password is not given, saying why', async () => {
    api().on(PATCH, ownerRoute());
    const view = await disableColleague();

    const ask = await screen.findByRole('dialog', { name: 'Conferma con la tua password' });
    await view.user.click(within(ask).getByRole('button', { name: 'Annulla' }));

    expect(await screen.findByText('Per questa operazione inserisci di nuovo la tua password.')).toBeInTheDocument();
    expect(api().sent(PATCH)).toHaveLength(1);
    expect(api().sent('POST /api/v1/auth/step-up')).toEqual([]);
  });
});
