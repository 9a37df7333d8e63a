import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosProgressEvent, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import type {
  AdminBookingDto,
  BankStatementDto,
  BankStatementEntryDto,
  IbanDto,
  StatementImportDto,
} from '../../../../api';
import { apiAxios } from '../../../../api/client';
import { renderApp } from '../../../../test/render-app';
import { installFakeApi, signIn, type FakeAnswer, type FakeRequest } from '../../__tests__/fake-api';
import { heldAnswer } from '../../../../test/held-answer';

const api = installFakeApi();

const REVIEW = 'GET /api/v1/admin/bank-statement-entries/review';
const STATEMENTS = 'GET /api/v1/admin/bank-statements';
const IMPORT = 'POST /api/v1/admin/bank-statements';
const BALANCES = 'GET /api/v1/admin/bookings/balances-due';
const BOOKINGS = 'GET /api/v1/admin/bookings';

const iban = {
  id: '22222222-2222-4222-8222-222222222222',
  accountHolder: 'Viaggi di Lucca srl',
  iban: 'IT60X0542811101000000123456',
  ibanFormatted: 'IT60 X054 2811 1010 0000 0123 456',
  bankName: 'Banca di Lucca',
  isActive: true,
  isActiveSystem: true,
} as IbanDto;

const booking: AdminBookingDto = {
  id: '77777777-7777-4777-8777-777777777777',
  status: 'pending',
  paymentStatus: 'pending',
  paymentReference: 'Ricevuta 4821',
  tripSlug: 'praga-tour-culturale',
  tripTitle: 'Praga, tour culturale',
  departureId: '66666666-6666-4666-8666-666666666666',
  startDate: '2027-05-10',
  endDate: '2027-05-14',
  airport: 'FCO',
  travellerCount: 2,
  adultCount: 2,
  childCount: 0,
  leadTraveller: 'Bianchi Anna',
  contactEmail: 'anna.bianchi@example.it',
  contactPhone: '+39 333 123 4567',
  totalPriceCents: 258_000,
  depositAmountCents: 103_200,
  amountToPayCents: 103_200,
  amountPaidCents: 0,
  refundDueCents: 0,
  balanceCents: 258_000,
  balanceDueCents: 0,
  balanceDueDate: null,
  paymentType: 'deposit',
  paymentExpiresAt: '2027-02-05T12:30:00.000Z',
  transferDeclaredAt: null,
  transferReminderDueAt: null,
  confirmedAt: null,
  closedAt: null,
  createdAt: '2027-02-01T07:30:00.000Z',
  partner: null,
};

const entry: BankStatementEntryDto = {
  id: '88888888-8888-4888-8888-888888888888',
  statementId: '99999999-9999-4999-8999-999999999999',
  bookedOn: '2027-02-03',
  amountCents: 100_000,
  currency: 'EUR',
  direction: 'credit',
  debtorName: 'Mario Rossi',
  debtorIban: 'IT02L1234512345123456789012',
  remittance: 'ACCONTO PRAGA RICEVUTA N. 4821',
  status: 'review',
  reason:
    '1.000,00 € è diverso da quanto chiede la prenotazione Ricevuta 4821 (acconto 1.032,00 € o totale 2.580,00 €).',
  reasonCode: 'amount_mismatch',
  bookingId: booking.id,
  decidedAt: null,
};

const statement: BankStatementDto = {
  id: entry.statementId,
  format: 'camt.053',
  fileName: 'estratto-febbraio.xml',
  accountIban: iban.iban,
  entries: 4,
  credits: 3,
  matched: 1,
  review: 1,
  duplicates: 1,
  importedAt: '2027-02-04T08:15:00.000Z',
};

const imported: StatementImportDto = {
  id: statement.id,
  format: 'camt.053',
  entries: 4,
  credits: 3,
  matched: 1,
  review: 1,
  duplicates: 1,
};

type Answer = FakeAnswer | ((request: FakeRequest) => FakeAnswer);

interface ScreenAnswers {
  review?: Answer;
  statements?: Answer;
  balances?: Answer;
}

const answer = (value: Answer) => (typeof value === 'function' ? value : () => value);

async function openScreen({
  review = { status: 200, data: [entry] },
  statements = { status: 200, data: [statement] },
  balances = { status: 200, data: { late: [], dueThisWeek: [] } },
}: ScreenAnswers = {}) {
  api()
    .on('GET /api/v1/admin/ibans', { status: 200, data: [iban] })
    .on(REVIEW, answer(review))
    .on(STATEMENTS, answer(statements))
    .on(BALANCES, answer(balances));
  signIn();
  const view = renderApp('/admin/pagamenti');
  await screen.findByRole('heading', { level: 1, name: 'Pagamenti' }, { timeout: 10_000 });
  return view;
}

/** A movement of the queue, named by its heading. */
const ITEM = '1.000,00\u00a0€ da Mario Rossi';

const region = (name: string) => screen.getByRole('region', { name });
const queue = () => region('Movimenti da controllare');
const importPanel = () => region('Importa un estratto conto');

function toasts() {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent ?? '');
}

function statementFile(name = 'estratto-febbraio.xml') {
  return new File(['<Document/>'], name, { type: 'application/xml' });
}

/** Hands the test the upload's progress listener, as the browser would call it while sending. */
function catchUploadProgress() {
  const caught: { report?: (event: AxiosProgressEvent) => void } = {};
  const fake = api().adapter;
  apiAxios.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    if (config.method === 'post' && config.url?.endsWith('/bank-statements')) caught.report = config.onUploadProgress;
    return fake(config);
  };
  return (loaded: number, total: number) => {
    act(() => caught.report?.({ loaded, total, bytes: loaded, lengthComputable: true }));
  };
}

describe('payments screen', () => {
  it('is reached from the top bar, which marks it as the current tool', async () => {
    api()
      .on('GET /api/v1/admin/ibans', { status: 200, data: [] })
      .on(REVIEW, { status: 200, data: [] })
      .on(STATEMENTS, { status: 200, data: [] })
      .on(BALANCES, { status: 200, data: { late: [], dueThisWeek: [] } });
    signIn();
    const view = renderApp('/admin/password');
    const bar = await screen.findByRole('navigation', { name: 'Strumenti dell’area riservata' }, { timeout: 10_000 });

    await view.user.click(within(bar).getByRole('link', { name: 'Pagamenti' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamenti' }, { timeout: 10_000 })).toBeVisible();
    expect(view.router.location.pathname).toBe('/admin/pagamenti');
    expect(within(bar).getByRole('link', { name: 'Pagamenti' })).toHaveAttribute('aria-current', 'page');
    // The title follows the screen in an effect after its first paint.
    await waitFor(() => expect(document.title).toBe('Pagamenti | Area riservata'));
  });
});

describe('statement import', () => {
  it('sends the account before the file, shows the upload’s progress, then says what it did in words', async () => {
    const importAnswer = heldAnswer();
    const view = await openScreen();
    api().on(IMPORT, () => importAnswer.answer);
    const progress = catchUploadProgress();
    const panel = importPanel();

    await view.user.selectOptions(
      within(panel).getByRole('combobox', { name: /Conto del file/ }),
      await within(panel).findByRole('option', { name: 'Viaggi di Lucca srl – IT60 X054 2811 1010 0000 0123 456' }),
    );
    await view.user.upload(within(panel).getByLabelText('Scegli il file'), statementFile());
    expect(within(panel).getByText('File scelto: estratto-febbraio.xml (1 KB)')).toBeInTheDocument();
    await view.user.click(within(panel).getByRole('button', { name: 'Importa l’estratto conto' }));

    const bar = await within(panel).findByRole('progressbar', { name: 'Invio del file' });
    progress(4_000_000, 10_000_000);
    expect((bar as HTMLProgressElement).value).toBe(40);
    expect(within(panel).getByText('Invio del file: 40 %')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Importa l’estratto conto' })).toBeDisabled();
    progress(10_000_000, 10_000_000);
    expect(within(panel).queryByRole('progressbar')).toBeNull();
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'File inviato: lettura dell’estratto conto in corso...',
    );

    const reviewReads = api().sent(REVIEW).length;
    const statementReads = api().sent(STATEMENTS).length;
    importAnswer.release({ status: 201, data: imported });

    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'Estratto conto importato: 1 pagamento abbinato, 1 da controllare, 1 già importato.',
      ),
    );
    expect(within(panel).getByRole('status')).toHaveTextContent('Movimenti nel file: 4; accrediti: 3.');
    const [sent] = api().sent(IMPORT);
    const form = sent.body as FormData;
    expect([...form.keys()]).toEqual(['account', 'file']);
    expect(form.get('account')).toBe(iban.id);
    expect((form.get('file') as File).name).toBe('estratto-febbraio.xml');
    expect(sent.authorization).toBe('Bearer token-of-the-test');
    // The queue, the statements and the balances are read again.
    await waitFor(() => expect(api().sent(REVIEW).length).toBeGreaterThan(reviewReads));
    expect(api().sent(STATEMENTS).length).toBeGreaterThan(statementReads);
    expect(within(panel).queryByText(/File scelto/)).toBeNull();
  });

  it('takes a file dropped on the zone, sends no account when none is chosen, and says when the file was already imported', async () => {
    const view = await openScreen();
    api().on(IMPORT, { status: 200, data: imported });
    const panel = importPanel();

    const zone = within(panel).getByRole('group', { name: 'Trascina qui il file dell’estratto conto' });
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(within(panel).getByRole('group', { name: 'Rilascia il file per sceglierlo' })).toBe(zone);
    fireEvent.drop(zone, { dataTransfer: { files: [statementFile('movimenti.csv')] } });
    expect(within(panel).getByText(/File scelto: movimenti\.csv/)).toBeInTheDocument();
    await view.user.click(within(panel).getByRole('button', { name: 'Importa l’estratto conto' }));

    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'Questo file era già stato importato: nessun pagamento applicato di nuovo.',
      ),
    );
    expect(within(panel).getByRole('status')).not.toHaveTextContent('abbinat');
    expect([...(api().sent(IMPORT)[0].body as FormData).keys()]).toEqual(['file']);
  });

  it('asks for a file before sending anything', async () => {
    const view = await openScreen();
    const panel = importPanel();

    await view.user.click(within(panel).getByRole('button', { name: 'Importa l’estratto conto' }));

    expect(within(panel).getByRole('alert')).toHaveTextContent('Scegli prima il file dell’estratto conto.');
    expect(within(panel).getByLabelText('Scegli il file')).toHaveAttribute('aria-invalid', 'true');
    expect(api().sent(IMPORT)).toHaveLength(0);
  });

  it('shows the server’s words saying where an unreadable file cannot be read', async () => {
    const message =
      'Non riusciamo a leggere l’estratto conto: riga 4, l’importo «12,3,4» non è un numero. Controlla il file o chiedi alla banca un’altra esportazione.';
    const view = await openScreen();
    api().on(IMPORT, { status: 400, data: { statusCode: 400, code: 'STATEMENT_UNREADABLE', message } });
    const panel = importPanel();

    await view.user.upload(within(panel).getByLabelText('Scegli il file'), statementFile('movimenti.csv'));
    await view.user.click(within(panel).getByRole('button', { name: 'Importa l’estratto conto' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(message);
    expect(within(panel).getByText(/File scelto: movimenti\.csv/)).toBeInTheDocument();
  });

  it('says so in its own words when no answer came', async () => {
    const view = await openScreen();
    api().on(IMPORT, { status: 502, data: '<html>Bad gateway</html>' });
    const panel = importPanel();

    await view.user.upload(within(panel).getByLabelText('Scegli il file'), statementFile());
    await view.user.click(within(panel).getByRole('button', { name: 'Importa l’estratto conto' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Non siamo riusciti a importare il file. Controlla la connessione e riprova.',
    );
  });
});

describe('movements to check', () => {
  it('shows each movement’s date, amount, payer and IBAN, description and the reason in words', async () => {
    await openScreen();

    const item = await within(queue()).findByRole('listitem', { name: ITEM });
    expect(within(queue()).getByText('1 movimento da controllare')).toBeInTheDocument();
    expect(item).toHaveTextContent('Data contabile03/02/2027');
    expect(item).toHaveTextContent('Importo1.000,00 €');
    expect(item).toHaveTextContent('OrdinanteMario Rossi');
    expect(item).toHaveTextContent('IBAN ordinanteIT02 L123 4512 3451 2345 6789 012');
    expect(item).toHaveTextContent('CausaleACCONTO PRAGA RICEVUTA N. 4821');
    expect(item).toHaveTextContent(`Perché è da controllare${entry.reason}`);
    expect(within(item).getByRole('link', { name: 'Apri la prenotazione citata' })).toHaveAttribute(
      'href',
      `/admin/prenotazioni/${booking.id}`,
    );
  });

  it('says when nothing waits, and when nothing was imported or is owed', async () => {
    await openScreen({ review: { status: 200, data: [] }, statements: { status: 200, data: [] } });

    expect(await within(queue()).findByText('Nessun movimento da controllare.')).toBeInTheDocument();
    const statements = region('Estratti conto importati');
    expect(await within(statements).findByText('Nessun estratto conto importato.')).toBeInTheDocument();
    const balances = region('Saldi da ricevere');
    expect(await within(balances).findByText('Nessun saldo in ritardo.')).toBeInTheDocument();
    expect(within(balances).getByText('Nessun saldo da ricevere entro domenica.')).toBeInTheDocument();
  });

  it('says the movements could not be loaded and tries again on request', async () => {
    let fail = true;
    const view = await openScreen({
      review: () => (fail ? { status: 500, data: {} } : { status: 200, data: [entry] }),
    });

    const problem = await within(queue()).findByRole('alert', {}, { timeout: 10_000 });
    expect(problem).toHaveTextContent('Non siamo riusciti a caricare i movimenti da controllare.');
    fail = false;
    await view.user.click(within(problem).getByRole('button', { name: 'Riprova' }));

    expect(await within(queue()).findByRole('listitem', { name: ITEM })).toBeInTheDocument();
  });

  it('assigns a movement to the booking found by the reference in its description, then reads the lists again', async () => {
    let waiting = [entry];
    const view = await openScreen({ review: () => ({ status: 200, data: waiting }) });
    const other = {
      ...booking,
      id: 'another-booking',
      paymentReference: 'Ricevuta 1200',
      leadTraveller: 'Verdi Carla',
    };
    api()
      .on(BOOKINGS, (request) => ({
        status: 200,
        data:
          request.query.get('q') === 'Verdi'
            ? { items: [other], total: 1 }
            : { items: [booking, { ...other, id: 'third' }], total: 2 },
      }))
      .on(`POST /api/v1/admin/bank-statement-entries/${entry.id}/assign`, () => {
        waiting = [];
        return { status: 200, data: { ...entry, status: 'matched', reasonCode: 'assigned' } };
      });
    const item = await within(queue()).findByRole('listitem', { name: ITEM });

    await view.user.click(within(item).getByRole('button', { name: 'Assegna a una prenotazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assegna a una prenotazione' });
    expect(dialog).toHaveTextContent('1.000,00 € da Mario Rossi, accreditato il 03/02/2027.');
    const search = within(dialog).getByRole('searchbox', { name: 'Cerca per ricevuta, nome, e-mail o telefono' });
    expect(search).toHaveValue('Ricevuta 4821');
    const found = await within(dialog).findByRole('radio', { name: /Ricevuta 4821 – Bianchi Anna/ });
    expect(Object.fromEntries(api().sent(BOOKINGS)[0].query)).toEqual({ q: 'Ricevuta 4821', limit: '10' });
    expect(found.closest('label')).toHaveTextContent(
      'Ricevuta 4821 – Bianchi AnnaPraga, tour culturale, dal 10/05/2027 al 14/05/2027In attesa di pagamento · Da pagare ora: 1.032,00 €Totale: 2.580,00 €, già ricevuti 0,00 €',
    );

    // Nothing chosen: nothing sent.
    await view.user.click(within(dialog).getByRole('button', { name: 'Assegna il pagamento' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Scegli la prenotazione a cui assegnare il pagamento.');
    expect(api().sent(`POST /api/v1/admin/bank-statement-entries/${entry.id}/assign`)).toHaveLength(0);

    // Another search, sent at once on Enter.
    await view.user.clear(search);
    await view.user.type(search, 'Verdi{Enter}');
    await view.user.click(await within(dialog).findByRole('radio', { name: /Ricevuta 1200 – Verdi Carla/ }));
    expect(within(dialog).queryByRole('radio', { name: /Ricevuta 4821/ })).toBeNull();
    await view.user.click(within(dialog).getByRole('button', { name: 'Assegna a Ricevuta 1200' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent(`POST /api/v1/admin/bank-statement-entries/${entry.id}/assign`)[0].body).toEqual({
      bookingId: 'another-booking',
    });
    expect(await within(queue()).findByText('Nessun movimento da controllare.')).toBeInTheDocument();
    await waitFor(
      () => expect(toasts()).toContainEqual(expect.stringContaining('Pagamento assegnato a Ricevuta 1200')),
      {
        timeout: 5000,
      },
    );
    expect(api().sent(STATEMENTS).length).toBeGreaterThan(1);
    expect(api().sent(BALANCES).length).toBeGreaterThan(1);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Movimenti da controllare' })).toHaveFocus(),
    );
  });

  it('keeps the dialog open with the server’s words when the booking’s seats are gone', async () => {
    const message =
      'La prenotazione è scaduta o annullata e i suoi posti non sono più liberi: il pagamento resta da rimborsare.';
    const view = await openScreen();
    api()
      .on(BOOKINGS, { status: 200, data: { items: [booking], total: 1 } })
      .on(`POST /api/v1/admin/bank-statement-entries/${entry.id}/assign`, {
        status: 409,
        data: { statusCode: 409, code: 'BOOKING_SEATS_GONE', message },
      });
    const item = await within(queue()).findByRole('listitem', { name: ITEM });

    await view.user.click(within(item).getByRole('button', { name: 'Assegna a una prenotazione' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assegna a una prenotazione' });
    await view.user.click(await within(dialog).findByRole('radio', { name: /Ricevuta 4821/ }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Assegna a Ricevuta 4821' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('sets a movement aside only with a reason, then reads the queue again', async () => {
    let waiting = [entry];
    const view = await openScreen({ review: () => ({ status: 200, data: waiting }) });
    api().on(`POST /api/v1/admin/bank-statement-entries/${entry.id}/dismiss`, () => {
      waiting = [];
      return { status: 200, data: { ...entry, status: 'ignored', reasonCode: 'dismissed' } };
    });
    const item = await within(queue()).findByRole('listitem', { name: ITEM });

    await view.user.click(within(item).getByRole('button', { name: 'Archivia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archiviare il movimento?' });
    const reason = within(dialog).getByRole('textbox', { name: /Perché lo archivi/ });
    await view.user.type(reason, ' ok ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Archivia il movimento' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Scrivi perché archivi il movimento.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api().sent(`POST /api/v1/admin/bank-statement-entries/${entry.id}/dismiss`)).toHaveLength(0);

    await view.user.clear(reason);
    await view.user.type(reason, '  Rimborsato con bonifico del 12/02/2027 ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Archivia il movimento' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api().sent(`POST /api/v1/admin/bank-statement-entries/${entry.id}/dismiss`)[0].body).toEqual({
      reason: 'Rimborsato con bonifico del 12/02/2027',
    });
    expect(await within(queue()).findByText('Nessun movimento da controllare.')).toBeInTheDocument();
  });

  it('shows beside the reason the server’s refusal of it', async () => {
    const view = await openScreen();
    api().on(`POST /api/v1/admin/bank-statement-entries/${entry.id}/dismiss`, {
      status: 400,
      data: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Dati non validi.',
        details: { reason: ['Il motivo può avere al massimo 300 caratteri.'] },
      },
    });
    const item = await within(queue()).findByRole('listitem', { name: ITEM });

    await view.user.click(within(item).getByRole('button', { name: 'Archivia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archiviare il movimento?' });
    await view.user.type(within(dialog).getByRole('textbox', { name: /Perché lo archivi/ }), 'Rimborsato');
    await view.user.click(within(dialog).getByRole('button', { name: 'Archivia il movimento' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Il motivo può avere al massimo 300 caratteri.');
  });
});

describe('statements imported', () => {
  it('lists them newest first and opens one on its movements, each with what became of it in words', async () => {
    const older = { ...statement, id: 'older', fileName: 'estratto-gennaio.xml', accountIban: null };
    const view = await openScreen({ statements: { status: 200, data: [statement, older] } });
    const statements = region('Estratti conto importati');
    const make = (overrides: Partial<BankStatementEntryDto>) => ({ ...entry, ...overrides });
    api().on(`GET /api/v1/admin/bank-statements/${statement.id}/entries`, {
      status: 200,
      data: [
        make({ id: 'a', status: 'matched', reason: null, reasonCode: null, amountCents: 103_200 }),
        entry,
        make({ id: 'c', status: 'ignored', reasonCode: 'dismissed', reason: 'Rimborsato', bookingId: null }),
        make({ id: 'd', status: 'duplicate', reason: null, reasonCode: null, bookingId: null }),
        make({
          id: 'e',
          direction: 'debit',
          status: 'ignored',
          reasonCode: 'debit',
          reason: 'Addebito: non è un pagamento ricevuto.',
          bookingId: null,
          debtorName: null,
          debtorIban: null,
        }),
      ],
    });

    const triggers = await within(statements).findAllByRole('button', { name: /estratto-/ });
    expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      'estratto-febbraio.xmlcamt.053, importato il 04/02/2027, 09:15, conto IT60 X054 2811 1010 0000 0123 456All’importazione: 4 movimenti; 1 pagamento abbinato, 1 da controllare, 1 già importato',
      'estratto-gennaio.xmlcamt.053, importato il 04/02/2027, 09:15' +
        'All’importazione: 4 movimenti; 1 pagamento abbinato, 1 da controllare, 1 già importato',
    ]);
    expect(api().sent(`GET /api/v1/admin/bank-statements/${statement.id}/entries`)).toHaveLength(0);

    await view.user.click(triggers[0]);

    const table = await within(statements).findByRole('region', {
      name: 'Tabella: Movimenti di estratto-febbraio.xml',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'AbbinatoApri la prenotazione',
      `Da controllare${entry.reason}Apri la prenotazione`,
      'ArchiviatoRimborsato',
      'Già importato',
      'EsclusoAddebito: non è un pagamento ricevuto.',
    ]);
    expect(within(rows[0]).getAllByRole('cell')[1]).toHaveTextContent('1.032,00 €');
    expect(within(rows[4]).getAllByRole('cell')[1]).toHaveTextContent('1.000,00 € (addebito)');
    expect(within(rows[4]).getAllByRole('cell')[2]).toHaveTextContent('Non indicato');
  });

  it('says when they could not be loaded', async () => {
    await openScreen({ statements: { status: 500, data: {} } });

    const problem = await within(region('Estratti conto importati')).findByRole('alert', {}, { timeout: 10_000 });
    expect(problem).toHaveTextContent('Non siamo riusciti a caricare questi dati.');
  });
});

describe('balances to receive', () => {
  it('lists the late ones and those due by Sunday, each leading to its booking', async () => {
    const late = {
      ...booking,
      status: 'confirmed' as const,
      paymentStatus: 'deposit_paid' as const,
      balanceDueCents: 154_800,
      balanceDueDate: '2027-02-01',
    };
    const week = { ...late, id: 'week', paymentReference: 'Ricevuta 1200', balanceDueDate: '2027-02-07' };
    await openScreen({ balances: { status: 200, data: { late: [late], dueThisWeek: [week] } } });
    const balances = region('Saldi da ricevere');

    const lateTable = await within(balances).findByRole('region', { name: 'Tabella: In ritardo' });
    const [row] = within(lateTable).getAllByRole('row').slice(1);
    expect(within(row).getByRole('link', { name: 'Apri la prenotazione Ricevuta 4821' })).toHaveAttribute(
      'href',
      `/admin/prenotazioni/${booking.id}`,
    );
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Praga, tour culturale10/05/2027',
      'Bianchi Anna',
      'anna.bianchi@example.it+39 333 123 4567',
      '1.548,00\u00a0€',
      '01/02/2027',
    ]);
    const weekTable = within(balances).getByRole('region', { name: 'Tabella: Da saldare entro domenica' });
    expect(within(weekTable).getByRole('link', { name: 'Apri la prenotazione Ricevuta 1200' })).toHaveAttribute(
      'href',
      '/admin/prenotazioni/week',
    );
    expect(weekTable).toHaveTextContent('07/02/2027');
  });

  it('says when they could not be loaded and tries again on request', async () => {
    let fail = true;
    const view = await openScreen({
      balances: () => (fail ? { status: 500, data: {} } : { status: 200, data: { late: [], dueThisWeek: [] } }),
    });
    const balances = region('Saldi da ricevere');

    const problem = await within(balances).findByRole('alert', {}, { timeout: 10_000 });
    fail = false;
    await view.user.click(within(problem).getByRole('button', { name: 'Riprova' }));

    expect(await within(balances).findByText('Nessun saldo in ritardo.')).toBeInTheDocument();
  });
});

describe('CSV columns of an account', () => {
  const LAYOUT = `/api/v1/admin/ibans/${iban.id}/statement-layout`;

  it('starts empty when none is saved, asks for what the server needs, and saves what was typed', async () => {
    const view = await openScreen();
    api()
      .on(`GET ${LAYOUT}`, {
        status: 404,
        data: {
          statusCode: 404,
          code: 'STATEMENT_LAYOUT_NOT_FOUND',
          message:
            'Per questo conto non è salvata una disposizione delle colonne: si usano quelle riconosciute da sole.',
        },
      })
      .on(`PUT ${LAYOUT}`, (request) => ({ status: 200, data: request.body }));
    const panel = region('Colonne del file CSV');

    await view.user.selectOptions(
      await within(panel).findByRole('combobox', { name: 'Conto' }),
      await within(panel).findByRole('option', { name: /Viaggi di Lucca srl/ }),
    );
    expect(await within(panel).findByText(/non è salvata una disposizione delle colonne/)).toBeInTheDocument();
    const form = within(panel).getByRole('form', { name: 'Colonne del file CSV' });
    await view.user.click(within(form).getByRole('button', { name: 'Salva le colonne' }));

    expect(within(form).getByRole('textbox', { name: /^Data contabile/ })).toHaveAccessibleDescription(
      'Questo campo è obbligatorio.',
    );
    expect(
      within(form).getByText('Indica la colonna dell’importo, oppure quelle di accrediti e addebiti.'),
    ).toBeVisible();
    expect(within(form).getByText('Indica almeno una colonna con la descrizione del movimento.')).toBeVisible();
    expect(api().sent(`PUT ${LAYOUT}`)).toHaveLength(0);

    await view.user.type(within(form).getByRole('textbox', { name: /^Data contabile/ }), 'Data operazione');
    await view.user.type(within(form).getByRole('textbox', { name: /^Accrediti/ }), 'Entrate');
    await view.user.type(within(form).getByRole('textbox', { name: /^Addebiti/ }), 'Uscite');
    await view.user.type(within(form).getByRole('textbox', { name: /^Colonna di descrizione 1/ }), 'Causale');
    await view.user.click(within(form).getByRole('button', { name: 'Aggiungi una colonna di descrizione' }));
    await view.user.type(within(form).getByRole('textbox', { name: /^Colonna di descrizione 2/ }), ' Note ');
    await view.user.selectOptions(
      within(form).getByRole('combobox', { name: 'Separatore delle colonne' }),
      'Punto e virgola ( ; )',
    );
    await view.user.click(within(form).getByRole('button', { name: 'Salva le colonne' }));

    await waitFor(() =>
      expect(api().sent(`PUT ${LAYOUT}`)[0]?.body).toEqual({
        bookedOn: 'Data operazione',
        credit: 'Entrate',
        debit: 'Uscite',
        description: ['Causale', 'Note'],
        dateOrder: 'dmy',
        delimiter: ';',
      }),
    );
    await waitFor(() => expect(within(panel).queryByText(/non è salvata una disposizione/)).toBeNull());
  });

  it('fills the form with the saved layout and shows the server’s refusal beside its field', async () => {
    const view = await openScreen();
    api()
      .on(`GET ${LAYOUT}`, {
        status: 200,
        data: { bookedOn: 'Data', amount: 'Importo', description: ['Descrizione', 'Dettagli'], decimal: ',' },
      })
      .on(`PUT ${LAYOUT}`, {
        status: 400,
        data: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Dati non validi.',
          details: {
            'description.1': [
              'Scrivi il nome della colonna come appare nella prima riga del file (da 1 a 60 caratteri).',
            ],
          },
        },
      });
    const panel = region('Colonne del file CSV');

    await view.user.selectOptions(
      await within(panel).findByRole('combobox', { name: 'Conto' }),
      await within(panel).findByRole('option', { name: /Viaggi di Lucca srl/ }),
    );
    const form = await within(panel).findByRole('form', { name: 'Colonne del file CSV' });
    expect(within(form).getByRole('textbox', { name: /^Importo con segno/ })).toHaveValue('Importo');
    expect(within(form).getByRole('textbox', { name: /^Colonna di descrizione 2/ })).toHaveValue('Dettagli');
    expect(within(form).getByRole('combobox', { name: 'Separatore dei decimali' })).toHaveValue(',');
    await view.user.click(within(form).getByRole('button', { name: 'Salva le colonne' }));

    expect(await within(form).findByText(/Scrivi il nome della colonna/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Colonna di descrizione 2/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
