import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { installFakeApi, signIn } from './fake-api';

const api = installFakeApi();

async function openPassword() {
  signIn();
  const view = renderApp('/admin/password');
  await screen.findByRole('heading', { level: 1, name: 'Cambia password' }, { timeout: 10_000 });
  const form = screen.getByRole('form', { name: 'Cambia password' });
  const fill = async (current: string, next: string, repeat: string) => {
    if (current) await view.user.type(within(form).getByLabelText(/^Password attuale/), current);
    await view.user.type(within(form).getByLabelText(/^Nuova password/), next);
    await view.user.type(within(form).getByLabelText(/^Ripeti la nuova password/), repeat);
    await view.user.click(within(form).getByRole('button', { name: 'Cambia password' }));
  };
  return { form, fill };
}

describe('password change', () => {
  it('asks for the current password again and a repeated new one, in Italian', async () => {
    const { form, fill } = await openPassword();

    await fill('', 'nuova-password-lunga', 'nuova-password-diversa');

    expect(await within(form).findByText('Questo campo è obbligatorio.')).toBeInTheDocument();
    expect(within(form).getByText('Le due password non coincidono.')).toBeInTheDocument();
    expect(api().sent('PUT /api/v1/auth/password')).toEqual([]);
  });

  it('sends the current and the new password, and shows the server’s word on a wrong current one', async () => {
    api().on('PUT /api/v1/auth/password', {
      status: 400,
      data: { code: 'CURRENT_PASSWORD_INCORRECT', message: 'La password attuale non è corretta.' },
    });
    const { form, fill } = await openPassword();

    await fill('vecchia-password-1', 'nuova-password-lunga', 'nuova-password-lunga');

    expect(await within(form).findByText('La password attuale non è corretta.')).toBeInTheDocument();
    expect(api().sent('PUT /api/v1/auth/password')[0].body).toEqual({
      currentPassword: 'vecchia-password-1',
      newPassword: 'nuova-password-lunga',
    });
  });
});
