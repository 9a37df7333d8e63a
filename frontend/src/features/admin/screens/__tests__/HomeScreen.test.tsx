import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  AdminUserDto,
  AuditEventDto,
  DashboardDto,
  HoldAlertDto,
  IbanDto,
  MessagesHealthDto,
} from '../../../../api';
import { renderApp } from '../../../../test/render-app';
import { installFakeApi, signIn, type FakeAnswer } from '../../__tests__/fake-api';

const api = installFakeApi();

const burst: HoldAlertDto = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  kind: 'burst',
  departureId: '66666666-6666-4666-8666-666666666666',
  tripSlug: 'praga-tour-culturale',
  tripTitle: 'Praga, tour culturale',
  startDate: '2027-05-10',
  occurrences: 3,
  unpaidSeats: 12,
  spotsAvailable: 2,
  // 14:10 and 14:52 in Rome (summer time).
  firstSeenAt: '2026-06-01T12:10:00.000Z',
  lastSeenAt: '2026-06-01T12:52:00.000Z',
};

const capReached: HoldAlertDto = {
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  kind: 'cap_reached',
  departureId: '77777777-7777-4777-8777-777777777777',
  tripSlug: 'lisbona-e-porto',
  tripTitle: 'Lisbona e Porto',
  startDate: '2027-06-12',
  occurrences: 1,
  unpaidSeats: 6,
  spotsAvailable: 20,
  firstSeenAt: '2026-05-31T08:00:00.000Z',
  lastSeenAt: '2026-05-31T08:00:00.000Z',
};

const EMPTY_DASHBOARD: DashboardDto = {
  today: '2026-11-27',
  departures: [],
  moreDepartures: false,
  money: { weeks: [], overdueCents: 0 },
  channels: { weeks: [], partnersConnected: false },
};

const healthy: MessagesHealthDto = {
  deliveryOff: false,
  failed: 0,
  failedBookings: 0,
  failedWaitlist: 0,
  failedStaff: 0,
  late: 0,
  exampleLegalDetails: false,
};

async function openHome(
  alerts: () => FakeAnswer,
  events: AuditEventDto[] = [],
  health: () => FakeAnswer = () => ({ status: 200, data: healthy }),
) {
  api()
    .on('GET /api/v1/admin/hold-alerts', alerts)
    .on('GET /api/v1/admin/audit-events', { status: 200, data: events })
    .on('GET /api/v1/admin/messages/health', health)
    // The agency dashboard's own states are AgencyDashboard.test.tsx's: an empty one here.
    .on('GET /api/v1/admin/dashboard', { status: 200, data: EMPTY_DASHBOARD });
  signIn();
  const view = renderApp('/admin');
  await screen.findByRole('heading', { level: 1, name: 'Pannello dell’agenzia' }, { timeout: 10_000 });
  return view;
}

function toasts() {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent ?? '');
}

describe('alerts on seats held without payment', () => {
  it('shows nothing when there are none', async () => {
    await openHome(() => ({ status: 200, data: [] }));

    await screen.findByText('Nessuna attività registrata finora.');
    await waitFor(() => expect(api().sent('GET /api/v1/admin/hold-alerts')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Posti bloccati senza pagamento' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what happened, where, how many seats are held and free, and when, above the latest activity', async () => {
    await openHome(() => ({ status: 200, data: [burst, capReached] }));

    const box = await screen.findByRole('region', { name: 'Posti bloccati senza pagamento' });
    const activity = screen.getByRole('heading', { level: 2, name: 'Ultime attività' });
    expect(box.compareDocumentPosition(activity) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const [first, second] = within(box).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Praga, tour culturale, partenza del 10/05/2027',
    );
    expect(first).toHaveTextContent(
      'In meno di un’ora la maggior parte dei posti liberi di questa partenza è stata bloccata da prenotazioni non ancora pagate. È successo 3 volte.',
    );
    expect(first).toHaveTextContent('Posti bloccati senza pagamento: 12. Posti liberi ora: 2.');
    expect(first).toHaveTextContent(
      'La prima volta lunedì 1 giugno 2026 alle ore 14:10, l’ultima lunedì 1 giugno 2026 alle ore 14:52.',
    );

    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Lisbona e Porto, partenza del 12/06/2027',
    );
    expect(second).toHaveTextContent('il limite per cliente lo ha fermato.');
    expect(second).not.toHaveTextContent('È successo');
    expect(second).toHaveTextContent('Posti bloccati senza pagamento: 6. Posti liberi ora: 20.');
    expect(second).toHaveTextContent('Quando: domenica 31 maggio 2026 alle ore 10:00.');
  });

  it('leads to the bookings of the departure, filtered in the address as the list writes it', async () => {
    const view = await openHome(() => ({ status: 200, data: [burst] }));
    api()
      .on('GET /api/v1/trips', { status: 200, data: [] })
      .on('GET /api/v1/admin/bookings', {
        status: 200,
        data: { items: [], total: 0 },
      });

    const link = await within(await screen.findByRole('region', { name: 'Posti bloccati senza pagamento' })).findByRole(
      'link',
      { name: 'Vedi le prenotazioni della partenza' },
    );
    expect(link).toHaveAttribute(
      'href',
      `/admin/prenotazioni?viaggio=praga-tour-culturale&partenza=${burst.departureId}`,
    );

    await view.user.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazioni' })).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(api().sent('GET /api/v1/admin/bookings').at(-1)!.query)).toMatchObject({
        trip: 'praga-tour-culturale',
        departureId: burst.departureId,
      }),
    );
  });

  it('takes an alert away once marked seen, and the box once the last one is', async () => {
    let open = [burst, capReached];
    const view = await openHome(() => ({ status: 200, data: open }));
    api().on(`POST /api/v1/admin/hold-alerts/${burst.id}/acknowledge`, () => {
      open = open.filter((alert) => alert.id !== burst.id);
      return { status: 204 };
    });
    // A colleague saw this one first.
    api().on(`POST /api/v1/admin/hold-alerts/${capReached.id}/acknowledge`, () => {
      open = [];
      return { status: 404, data: { statusCode: 404, code: 'HOLD_ALERT_NOT_FOUND', message: 'Già visto.' } };
    });
    const box = await screen.findByRole('region', { name: 'Posti bloccati senza pagamento' });
    const auditReads = api().sent('GET /api/v1/admin/audit-events').length;

    await view.user.click(
      within(box).getByRole('button', { name: 'Visto: Praga, tour culturale, partenza del 10/05/2027' }),
    );

    await waitFor(() => expect(within(box).getAllByRole('listitem')).toHaveLength(1));
    expect(within(box).queryByText(/Praga/)).toBeNull();
    expect(api().sent(`POST /api/v1/admin/hold-alerts/${burst.id}/acknowledge`)).toHaveLength(1);
    expect(within(box).getByRole('heading', { level: 2 })).toHaveFocus();
    await waitFor(() => expect(api().sent('GET /api/v1/admin/audit-events').length).toBeGreaterThan(auditReads));
    await waitFor(() => expect(toasts()).toContainEqual(expect.stringContaining('Avviso segnato come visto')), {
      timeout: 5000,
    });

    await view.user.click(within(box).getByRole('button', { name: /^Visto: Lisbona e Porto/ }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Posti bloccati senza pagamento' })).toBeNull());
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(toasts()).not.toContainEqual(expect.stringContaining('Già visto.'));
  });

  it('says in one line that they could not be loaded, and the rest of the home works', async () => {
    await openHome(
      () => ({ status: 500, data: {} }),
      [
        {
          id: '1',
          action: 'booking.window_extended',
          adminEmail: 'direzione@agenzia.it',
          adminUserId: 'admin',
          subject: 'x',
          createdAt: '2026-06-01T07:30:00.000Z',
        },
      ],
    );

    expect(
      await screen.findByText('Non siamo riusciti a caricare gli avvisi sui posti bloccati senza pagamento.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('region', { name: 'Strumenti' })).toBeInTheDocument();
    expect(screen.getByText('Scadenza del pagamento prolungata')).toBeInTheDocument();
  });
});

describe('latest activity', () => {
  it('names the actions of payments, statements, deadlines and alerts', async () => {
    const actions = [
      'booking.window_extended',
      'booking.reinstated',
      'payment.matched',
      'payment.assigned',
      'payment.dismissed',
      'bank_statement.imported',
      'hold_alert.acknowledged',
      'statement_layout.saved',
      'message.resent',
    ];
    await openHome(
      () => ({ status: 200, data: [] }),
      actions.map((action, index) => ({
        id: String(index),
        action,
        adminEmail: 'direzione@agenzia.it',
        adminUserId: 'admin',
        subject: 'x',
        createdAt: '2026-06-01T07:30:00.000Z',
      })),
    );

    const activity = await screen.findByRole('region', { name: 'Tabella: Ultime attività' });
    const said = within(activity)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2].textContent);
    expect(said).toEqual([
      'Scadenza del pagamento prolungata',
      'Prenotazione scaduta riattivata da un pagamento',
      'Pagamento abbinato da un estratto conto',
      'Movimento assegnato a una prenotazione',
      'Movimento archiviato',
      'Estratto conto importato',
      'Avviso sui posti bloccati segnato come visto',
      'Disposizione delle colonne dell’estratto conto salvata',
      'Messaggio di una prenotazione inviato di nuovo',
    ]);
  });
});

describe('warnings on the sending of messages', () => {
  const noAlerts = () => ({ status: 200, data: [] });
  const box = () => screen.findByRole('region', { name: 'Invio dei messaggi' });

  it('shows nothing when e-mail goes out and nothing failed or waits', async () => {
    await openHome(noAlerts);

    await screen.findByText('Nessuna attività registrata finora.');
    await waitFor(() => expect(api().sent('GET /api/v1/admin/messages/health')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Invio dei messaggi' })).toBeNull();
    expect(screen.queryByText(/non consegnat|in attesa da|invio delle e-mail/i)).toBeNull();
  });

  it('says that e-mail sending is off and how to turn it on, above the tools', async () => {
    await openHome(noAlerts, [], () => ({ status: 200, data: { ...healthy, deliveryOff: true } }));

    const warnings = await box();
    expect(warnings).toHaveTextContent(
      'L’invio delle e-mail è disattivato: i messaggi vengono conservati e non arrivano ai clienti. Imposta SMTP_URL.',
    );
    expect(within(warnings).getAllByRole('listitem')).toHaveLength(1);
    const tools = screen.getByRole('heading', { level: 2, name: 'Strumenti' });
    expect(warnings.compareDocumentPosition(tools) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('counts the messages not delivered in the last 7 days and leads to the bookings', async () => {
    const view = await openHome(noAlerts, [], () => ({
      status: 200,
      data: { ...healthy, failed: 3, failedBookings: 3 },
    }));
    api()
      .on('GET /api/v1/trips', { status: 200, data: [] })
      .on('GET /api/v1/admin/bookings', { status: 200, data: { items: [], total: 0 } });

    const warnings = await box();
    expect(warnings).toHaveTextContent('3 messaggi non consegnati negli ultimi 7 giorni');
    expect(warnings).toHaveTextContent('Li trovi nel riquadro «Messaggi» delle loro prenotazioni');
    expect(warnings).not.toHaveTextContent('disattivato');
    expect(warnings).not.toHaveTextContent('in attesa');

    await view.user.click(
      within(warnings).getByRole('link', { name: 'Vedi le prenotazioni con messaggi non consegnati' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazioni' })).toBeInTheDocument();
    expect(view.router.location.pathname).toBe('/admin/prenotazioni');
    expect(view.router.location.search).toBe('?messaggi=non-consegnati');
    await waitFor(() => expect(api().sent('GET /api/v1/admin/bookings').at(-1)?.query.get('messages')).toBe('failed'));
    expect(screen.getByLabelText('Messaggi')).toHaveValue('failed');
  });

  it('says where each message not delivered is found: bookings, waiting lists, the staff’s own address', async () => {
    const view = await openHome(noAlerts, [], () => ({
      status: 200,
      data: { ...healthy, failed: 4, failedBookings: 1, failedWaitlist: 2, failedStaff: 1 },
    }));

    const warnings = await box();
    expect(warnings).toHaveTextContent('4 messaggi non consegnati negli ultimi 7 giorni');
    expect(warnings).toHaveTextContent('Lo trovi nel riquadro «Messaggi» della sua prenotazione');
    expect(warnings).toHaveTextContent('2 sono per persone in lista d’attesa');
    expect(warnings).toHaveTextContent('1 è un avviso per lo staff');
    expect(within(warnings).getByRole('link', { name: 'Apri le impostazioni del sito' })).toHaveAttribute(
      'href',
      '/admin/impostazioni',
    );
    api()
      .on('GET /api/v1/trips', { status: 200, data: [] })
      .on('GET /api/v1/admin/departures', { status: 200, data: [] })
      .on('GET /api/v1/admin/departures/minimum-group-decisions', { status: 200, data: [] });
    await view.user.click(within(warnings).getByRole('link', { name: 'Vai alle partenze' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Partenze' })).toBeInTheDocument();
  });

  it('leads only to where the failures are', async () => {
    await openHome(noAlerts, [], () => ({ status: 200, data: { ...healthy, failed: 1, failedWaitlist: 1 } }));

    const warnings = await box();
    expect(warnings).toHaveTextContent('1 è per una persona in lista d’attesa');
    expect(
      within(warnings).queryByRole('link', { name: 'Vedi le prenotazioni con messaggi non consegnati' }),
    ).toBeNull();
    expect(within(warnings).queryByRole('link', { name: 'Apri le impostazioni del sito' })).toBeNull();
  });

  it('counts the messages waiting for more than an hour, one in the singular', async () => {
    await openHome(noAlerts, [], () => ({ status: 200, data: { ...healthy, late: 1 } }));

    const warnings = await box();
    expect(warnings).toHaveTextContent('1 messaggio in attesa da più di un’ora');
    expect(warnings).toHaveTextContent('riproviamo da soli per circa un giorno');
    expect(warnings).not.toHaveTextContent('negli ultimi 7 giorni');
  });

  it('says all that is wrong at once', async () => {
    await openHome(noAlerts, [], () => ({
      status: 200,
      data: { ...healthy, deliveryOff: true, failed: 1, failedBookings: 1, late: 12, exampleLegalDetails: true },
    }));

    const items = within(await box()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'L’invio delle e-mail è disattivato: i messaggi vengono conservati e non arrivano ai clienti. Imposta SMTP_URL.',
      '1 messaggio non consegnato negli ultimi 7 giorni',
      '12 messaggi in attesa da più di un’ora',
      'I documenti per i clienti riportano ancora dati legali di esempio',
    ]);
  });

  it('warns that the documents would print example legal details, and leads to where they are changed', async () => {
    await openHome(noAlerts, [], () => ({ status: 200, data: { ...healthy, exampleLegalDetails: true } }));

    const warnings = await box();
    expect(within(warnings).getAllByRole('listitem')).toHaveLength(1);
    expect(warnings).toHaveTextContent('il PDF allegato alle e-mail li stamperebbe');
    const link = within(warnings).getByRole('link', { name: 'Vai ai dati legali' });
    expect(link).toHaveAttribute('href', '/admin/impostazioni#site-settings-legal');
  });

  it('says quietly that it could not check, and the rest of the home works', async () => {
    await openHome(noAlerts, [], () => ({ status: 500, data: {} }));

    const line = await screen.findByText('Non siamo riusciti a controllare l’invio dei messaggi.', undefined, {
      timeout: 5000,
    });
    expect(line).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: 'Strumenti' })).toBeInTheDocument();
    expect(await screen.findByText('Nessuna attività registrata finora.')).toBeInTheDocument();
  });
});

describe('a switch of the active IBAN waiting', () => {
  it('is on the home for everyone, saying who asked for which account, and leads to it', async () => {
    api().on('GET /api/v1/admin/active-iban', {
      status: 200,
      data: {
        iban: null,
        pendingSwitch: {
          id: '99999999-9999-4999-8999-999999999999',
          ibanId: '77777777-7777-4777-8777-777777777777',
          iban: { accountHolder: 'Conto Nuovo srl', ibanFormatted: 'IT60 X054 2811 1010 0000 0123 456' },
          requestedBy: '55555555-5555-4555-8555-555555555555',
          requestedByEmail: 'socia@agenzia.it',
          requestedAt: '2026-11-26T09:00:00.000Z',
          effectiveAt: null,
          status: 'pending',
        },
      },
    });
    await openHome(() => ({ status: 200, data: [] }));

    const notice = await screen.findByRole('region', { name: 'Cambio dell’IBAN attivo in attesa' });
    expect(notice).toHaveTextContent('socia@agenzia.it ha chiesto il giovedì 26 novembre 2026 alle ore 10:00');
    expect(notice).toHaveTextContent('Conto Nuovo srl, IT60 X054 2811 1010 0000 0123 456');
    expect(within(notice).getByRole('link', { name: 'Vedi il cambio' })).toHaveAttribute('href', '/admin/iban-attivo');
  });
});

describe('what waits for a second owner', () => {
  const noAlerts = () => ({ status: 200, data: [] });
  const newIban = {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    accountHolder: 'ATI Viaggi S.r.l.',
    ibanFormatted: 'IT60 X054 2811 1010 0000 0123 456',
    approval: 'pending',
    pendingApproval: {
      requestedAt: '2026-11-27T08:00:00.000Z',
      requestedBy: '11111111-1111-4111-8111-111111111111',
      requestedByEmail: 'direzione@agenzia.it',
      effectiveAt: '2026-11-28T08:00:00.000Z',
    },
  } as IbanDto;
  const newOwner = {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    email: 'socia@agenzia.it',
    role: 'staff',
    ownerGrant: {
      id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
      requestedAt: '2026-11-27T09:00:00.000Z',
      requestedBy: '11111111-1111-4111-8111-111111111111',
      requestedByEmail: 'direzione@agenzia.it',
      effectiveAt: null,
    },
  } as AdminUserDto;

  it('lists a new IBAN and a new owner, who asked, and when a lone owner’s request applies by itself', async () => {
    api()
      .on('GET /api/v1/admin/ibans', {
        status: 200,
        data: [newIban, { ...newIban, id: 'other', approval: 'approved', pendingApproval: null }],
      })
      .on('GET /api/v1/admin/users', { status: 200, data: [newOwner, { ...newOwner, id: 'x', ownerGrant: null }] });
    await openHome(noAlerts);

    const notice = await screen.findByRole('region', { name: 'Da approvare da un altro titolare' });
    const items = within(notice).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      'Nuovo IBAN: ATI Viaggi S.r.l., IT60 X054 2811 1010 0000 0123 456, aggiunto da direzione@agenzia.it',
    );
    expect(items[0]).toHaveTextContent('Con un solo titolare vale da solo dal');
    expect(within(items[0]).getByRole('link', { name: 'Vedi gli IBAN' })).toHaveAttribute('href', '/link');
    expect(items[1]).toHaveTextContent('Nuovo titolare: socia@agenzia.it, chiesto da direzione@agenzia.it');
    expect(items[1]).not.toHaveTextContent('vale da solo');
    expect(within(items[1]).getByRole('link', { name: 'Vedi lo staff' })).toHaveAttribute('href', '/admin/staff');
  });

  it('says nothing when nothing waits', async () => {
    api()
      .on('GET /api/v1/admin/ibans', {
        status: 200,
        data: [{ ...newIban, approval: 'approved', pendingApproval: null }],
      })
      .on('GET /api/v1/admin/users', { status: 200, data: [{ ...newOwner, ownerGrant: null }] });
    await openHome(noAlerts);

    await waitFor(() => expect(api().sent('GET /api/v1/admin/users')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Da approvare da un altro titolare' })).toBeNull();
  });
});
