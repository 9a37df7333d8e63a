import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IbanDto, IbanSwitchDto } from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { installFakeApi, signIn } from '../../__tests__/fake-api';
import { mainIban, spareIban } from './ibans-fixtures';

const api = installFakeApi();

/** The account a development start seeds into an empty database (DECISIONS 32). */
const demoIban: IbanDto = {
  ...mainIban,
  id: '88888888-8888-4888-8888-888888888888',
  accountHolder: 'Conto dimostrativo - non versare',
  bankName: 'Banca dimostrativa',
  iban: 'IT98X00000000000DEMO0000000',
  ibanFormatted: 'IT98 X000 0000 0000 DEMO 0000 000',
  bookingLinkCount: 0,
  isDemo: true,
};

const notSystem = { ...mainIban, isActiveSystem: false };

describe('the demo IBAN', () => {
  it("is marked 'Conto dimostrativo' in the saved IBANs, and no other is", async () => {
    api()
      .on('GET /api/v1/admin/ibans', { status: 200, data: [demoIban, notSystem, { ...spareIban, isActive: false }] })
      .on('GET /api/v1/trips', { status: 200, data: [] });
    signIn();
    renderApp('/link');
    const manager = await screen.findByRole('region', { name: 'IBAN salvati' }, { timeout: 10_000 });

    const demo = (await within(manager).findByText(demoIban.ibanFormatted)).closest('li')!;
    expect(within(demo).getByText('Conto dimostrativo')).toBeInTheDocument();
    // Said where the IBAN is chosen for a link, too.
    expect(within(demo).getByRole('radio')).toHaveAccessibleName(/Conto dimostrativo$/);
    expect(within(manager).getAllByText('Conto dimostrativo')).toHaveLength(1);
  });

  it('as the active IBAN, is marked and explained on its page, and marked among the choices', async () => {
    api()
      .on('GET /api/v1/admin/active-iban', { status: 200, data: { iban: demoIban, pendingSwitch: null } })
      .on('GET /api/v1/admin/ibans', { status: 200, data: [demoIban, notSystem] });
    signIn();
    renderApp('/admin/iban-attivo');
    const current = await screen.findByRole('region', { name: 'IBAN attivo ora' }, { timeout: 10_000 });

    const warning = await within(current).findByRole('note');
    expect(warning).toHaveTextContent('I clienti pagano sul conto dimostrativo');
    expect(warning).toHaveTextContent('salva l’IBAN dell’agenzia e rendilo attivo');
    expect(within(current).getByText('Conto dimostrativo')).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Cambia IBAN attivo' });
    const options = within(form)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain(
      'Conto dimostrativo - non versare · IT98 X000 0000 0000 DEMO 0000 000 · Banca dimostrativa · Conto dimostrativo',
    );
    expect(options).toContain('Viaggi di Gruppo srl · IT60 X054 2811 1010 0000 0123 456 · Banca Popolare');
  });

  it('makes the admin home warn while customers pay into it, and only then', async () => {
    const openHome = async (active: IbanDto, pendingSwitch: IbanSwitchDto | null = null) => {
      api()
        .on('GET /api/v1/admin/active-iban', { status: 200, data: { iban: active, pendingSwitch } })
        .on('GET /api/v1/admin/hold-alerts', { status: 200, data: [] })
        .on('GET /api/v1/admin/audit-events', { status: 200, data: [] })
        .on('GET /api/v1/admin/messages/health', {
          status: 200,
          data: { deliveryOff: false, failed: 0, late: 0, exampleLegalDetails: false },
        });
      signIn();
      const view = renderApp('/admin');
      await screen.findByRole('heading', { level: 1, name: 'Pannello dell’agenzia' }, { timeout: 10_000 });
      return view;
    };

    const first = await openHome(demoIban);
    const notice = await screen.findByRole('region', { name: 'I clienti pagano sul conto dimostrativo' });
    expect(within(notice).getByRole('link', { name: 'Scegli l’IBAN attivo' })).toHaveAttribute(
      'href',
      '/admin/iban-attivo',
    );
    first.unmount();

    // A switch waiting shows that the active IBAN has been read: a real one, so no warning.
    await openHome(mainIban, {
      id: '99999999-9999-4999-8999-999999999999',
      ibanId: spareIban.id,
      iban: spareIban,
      requestedBy: '55555555-5555-4555-8555-555555555555',
      requestedByEmail: 'socia@agenzia.it',
      requestedAt: '2026-11-26T09:00:00.000Z',
      effectiveAt: null,
      status: 'pending',
    });
    await screen.findByRole('region', { name: 'Cambio dell’IBAN attivo in attesa' });
    expect(screen.queryByRole('region', { name: 'I clienti pagano sul conto dimostrativo' })).toBeNull();
  });
});
