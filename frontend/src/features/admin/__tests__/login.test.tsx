import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { safeReturnAddress } from '../return-address';
import { readAdminToken } from '../session';
import { installFakeApi } from './fake-api';

const api = installFakeApi();

async function openLoginFrom(path: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Accesso area riservata' }, { timeout: 10_000 });
  return view;
}

async function signInWith(view: Awaited<ReturnType<typeof openLoginFrom>>, password: string) {
  await view.user.type(screen.getByLabelText(/^Email/), 'direzione@agenzia.it');
  await view.user.type(screen.getByLabelText(/^Password/), password);
  await view.user.click(screen.getByRole('button', { name: 'Accedi' }));
}

describe('admin login', () => {
  it('asks for the login before an admin page, keeping where the admin was going', async () => {
    const view = await openLoginFrom('/admin/staff?x=1');

    expect(view.router.location.pathname).toBe('/admin/login');
    expect(new URLSearchParams(view.router.location.search).get('ritorno')).toBe('/admin/staff?x=1');
    expect(api().sent('GET /api/v1/admin/users')).toEqual([]);
  });

  it('says the e-mail or password is wrong on a 401, and stays signed out', async () => {
    api().on('POST /api/v1/auth/login', {
      status: 401,
      data: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Email o password non corretti.' },
    });
    const view = await openLoginFrom('/admin');

    await signInWith(view, 'password-sbagliata');

    expect(await screen.findByRole('alert')).toHaveTextContent('Email o password non corretti.');
    expect(readAdminToken()).toBeUndefined();
    expect(view.router.location.pathname).toBe('/admin/login');
  });

  it("shows the server's own message when sign-ins are throttled (429)", async () => {
    api().on('POST /api/v1/auth/login', {
      status: 429,
      data: { statusCode: 429, code: 'LOGIN_THROTTLED', message: 'Troppi tentativi: attendi 15 minuti.' },
    });
    const view = await openLoginFrom('/admin');

    await signInWith(view, 'tre-gatti-sul-tetto');

    expect(await screen.findByRole('alert')).toHaveTextContent('Troppi tentativi: attendi 15 minuti.');
  });

  it('asks for both fields in Italian before sending anything', async () => {
    const view = await openLoginFrom('/admin');

    await view.user.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(await screen.findAllByText('Questo campo è obbligatorio.')).toHaveLength(2);
    expect(api().sent('POST /api/v1/auth/login')).toEqual([]);
  });

  it('returns to the page asked for once signed in, and its calls carry the token', async () => {
    api()
      .on('POST /api/v1/auth/login', { status: 200, data: { accessToken: 'token-1', expiresIn: 28_800 } })
      .on('GET /api/v1/admin/contact-requests', { status: 200, data: { items: [], total: 0, waiting: 0 } })
      .on('GET /api/v1/admin/whatsapp-clicks', { status: 200, data: [] });
    const view = await openLoginFrom('/admin/richieste');

    await signInWith(view, 'tre-gatti-sul-tetto');

    expect(await screen.findByRole('heading', { level: 1, name: 'Richieste di contatto' })).toBeInTheDocument();
    expect(view.router.location.pathname).toBe('/admin/richieste');
    expect(api().sent('POST /api/v1/auth/login')[0]).toMatchObject({
      body: { email: 'direzione@agenzia.it', password: 'tre-gatti-sul-tetto' },
      authorization: undefined,
    });
    await waitFor(() => expect(api().sent('GET /api/v1/admin/contact-requests')).toHaveLength(1));
    expect(api().sent('GET /api/v1/admin/contact-requests')[0].authorization).toBe('Bearer token-1');
  });

  it.each([
    [null, '/admin'],
    ['/admin/staff', '/admin/staff'],
    ['/link', '/link'],
    ['//elsewhere.example/admin', '/admin'],
    ['https://elsewhere.example/admin', '/admin'],
    ['/administrator', '/admin'],
    ['/admin/login?ritorno=/admin/staff', '/admin'],
  ])('returns to %s as %s: only to the admin area', (asked, returned) => {
    expect(safeReturnAddress(asked)).toBe(returned);
  });
});
