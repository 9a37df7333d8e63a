import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSiteSettings, listAdminUsers } from '../../../api';
import { renderApp } from '../../../test/render-app';
import { endAdminSession, readAdminToken, startAdminSession } from '../session';
import { signIn, installFakeApi } from './fake-api';

const api = installFakeApi();

afterEach(() => {
  vi.useRealTimers();
});

describe('the admin token', () => {
  it('lives in memory and sessionStorage, never in localStorage', () => {
    startAdminSession('token-abc', 600);

    expect(readAdminToken()).toBe('token-abc');
    expect(sessionStorage.getItem('adminSession')).toContain('token-abc');
    expect(Object.values({ ...localStorage }).join()).not.toContain('token-abc');
    expect(localStorage.length).toBe(0);
  });

  it('is dropped at its expiry (expiresIn)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T09:00:00Z') });
    startAdminSession('token-abc', 600);

    vi.advanceTimersByTime(599_000);
    expect(readAdminToken()).toBe('token-abc');
    vi.advanceTimersByTime(1_000);

    expect(readAdminToken()).toBeUndefined();
    expect(sessionStorage.getItem('adminSession')).toBeNull();
  });

  it('is ended by sign-out and gone from the tab', () => {
    startAdminSession('token-abc', 600);
    endAdminSession();

    expect(readAdminToken()).toBeUndefined();
    expect(sessionStorage.getItem('adminSession')).toBeNull();
  });

  it('goes with admin operations only, never with the public ones', async () => {
    api().on('GET /api/v1/site', { status: 200, data: {} }).on('GET /api/v1/admin/users', { status: 200, data: [] });
    startAdminSession('token-abc', 600);

    await getSiteSettings();
    await listAdminUsers();

    expect(api().sent('GET /api/v1/site')[0].authorization).toBeUndefined();
    expect(api().sent('GET /api/v1/admin/users')[0].authorization).toBe('Bearer token-abc');
  });

  it('is dropped at a 401 from an admin call, which leads to the login with the way back', async () => {
    api()
      .on('GET /api/v1/admin/contact-requests', { status: 401, data: { code: 'UNAUTHORIZED', message: 'x' } })
      .on('GET /api/v1/admin/whatsapp-clicks', { status: 200, data: [] });
    signIn();

    const view = renderApp('/admin/richieste');

    await screen.findByRole('heading', { level: 1, name: 'Accesso area riservata' }, { timeout: 10_000 });
    expect(readAdminToken()).toBeUndefined();
    expect(sessionStorage.getItem('adminSession')).toBeNull();
    expect(view.router.location.pathname).toBe('/admin/login');
    expect(new URLSearchParams(view.router.location.search).get('ritorno')).toBe('/admin/richieste');
  });

  it('signs out through the API, then forgets the token and shows the login', async () => {
    api()
      .on('POST /api/v1/auth/logout', { status: 204 })
      .on('GET /api/v1/admin/audit-events', { status: 200, data: [] });
    signIn();
    const view = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Pannello dell’agenzia' }, { timeout: 10_000 });

    await view.user.click(screen.getByRole('button', { name: 'Esci' }));

    await screen.findByRole('heading', { level: 1, name: 'Accesso area riservata' });
    expect(api().sent('POST /api/v1/auth/logout')[0].authorization).toBe('Bearer token-of-the-test');
    await waitFor(() => expect(readAdminToken()).toBeUndefined());
    expect(view.router.location.search).toBe('');
  });
});
