import { formatDate, formatEuro, formatIban, formatInstant } from './format.js';
import type {
  AgencyContacts,
  BookingSummary,
  MessageContent,
  MessageKind,
  MessageLanguage,
  PaymentData,
} from './message-data.js';
import { renderMessage } from './render-message.js';

const agency: AgencyContacts = {
  brand: 'Viaggi Lucca',
  legalName: 'Viaggi Lucca S.r.l.',
  phone: '+39 0583 123456',
  email: 'info@viaggilucca.example',
  address: 'Via Fillungo 12, 55100 Lucca (LU)',
  siteUrl: 'https://viaggilucca.example',
};

const bookingPageUrl = 'https://viaggilucca.example/prenotazione/8f2c?token=ab&lang=it';

const booking: BookingSummary = {
  reference: 'Ricevuta 4821',
  tripTitle: 'Praga',
  startDate: '2027-05-10',
  endDate: '2027-05-14',
  airportName: 'Milano Malpensa',
  travellers: [
    { name: 'Anna\u202eBianchi', child: false },
    { name: '<script>alert(1)</script>', child: true },
  ],
  singleRooms: 0,
  singleSupplementCents: 0,
  totalPriceCents: 129_000,
  amountPaidCents: 51_600,
  paymentType: 'deposit',
  balanceCents: 77_400,
  balanceDueDate: '2027-04-10',
  bookingPageUrl,
};

const payment: PaymentData = {
  beneficiary: 'Viaggi Lucca S.r.l.',
  iban: 'IT60X0542811101000000123456',
  bic: 'BPMOIT22XXX',
  bankName: 'Banco BPM',
  amountCents: 51_600,
  reference: 'Ricevuta 4821',
  // 12:00 in Rome (winter time).
  deadline: '2027-03-01T11:00:00.000Z',
  qrCid: 'epc-qr',
};

const unpaid: BookingSummary = { ...booking, amountPaidCents: 0, balanceCents: 129_000 };
const balancePayment: PaymentData = { ...payment, amountCents: 77_400, deadline: '2027-04-10T21:59:00.000Z' };
// The start of a Rome day: the window ends with 2 March.
const windowEnd = '2027-03-02T23:00:00.000Z';
const rebookUrl = 'https://viaggilucca.example/prenota/praga?from=scaduta&x=1';

interface Case {
  content: MessageContent;
  subject: Record<MessageLanguage, string>;
  /** Amounts (cents) the message must show. */
  amounts: number[];
  /** The transfer asked, when there is one. */
  payment?: PaymentData;
  link: string;
}

/** Every message about a booking; the messages about none (staff alerts, waiting lists) are tested on their own below. */
const cases: Record<
  Exclude<
    MessageKind,
    | 'staff_hold_alert'
    | 'staff_iban_switch'
    | 'staff_new_iban'
    | 'staff_owner_grant'
    | 'staff_minimum_group'
    | 'waitlist_confirm'
    | 'waitlist_offer'
    | 'waitlist_lapsed'
    | 'waitlist_cancelled'
  >,
  Case
> = {
  booking_received: {
    content: { kind: 'booking_received', booking: unpaid, payment, amountIsDeposit: true, informationAttached: true },
    subject: {
      it: 'Prenotazione ricevuta – Ricevuta 4821 – Praga',
      en: 'Booking received – Ricevuta 4821 – Praga',
    },
    amounts: [51_600, 129_000],
    payment,
    link: bookingPageUrl,
  },
  payment_window_ending: {
    content: { kind: 'payment_window_ending', booking: unpaid, payment },
    subject: {
      it: 'Posti riservati ancora per un’ora – Ricevuta 4821 – Praga',
      en: 'Seats held for one more hour – Ricevuta 4821 – Praga',
    },
    amounts: [51_600, 129_000],
    payment,
    link: bookingPageUrl,
  },
  booking_expired: {
    content: { kind: 'booking_expired', booking: unpaid, rebookUrl },
    subject: { it: 'Prenotazione scaduta – Ricevuta 4821 – Praga', en: 'Booking expired – Ricevuta 4821 – Praga' },
    amounts: [129_000],
    link: rebookUrl,
  },
  transfer_window_ending: {
    content: {
      kind: 'transfer_window_ending',
      booking: unpaid,
      payment,
      windowEnd,
    },
    subject: {
      it: 'Il bonifico non ci è ancora arrivato – Ricevuta 4821 – Praga',
      en: 'Your transfer has not reached us yet – Ricevuta 4821 – Praga',
    },
    amounts: [51_600, 129_000],
    // The window's end is the one deadline the message gives.
    payment: { ...payment, deadline: windowEnd },
    link: bookingPageUrl,
  },
  payment_recorded: {
    content: {
      kind: 'payment_recorded',
      booking,
      receivedCents: 51_600,
      fullyPaid: false,
      confirmationAttached: true,
      shortfall: null,
    },
    subject: { it: 'Pagamento ricevuto – Ricevuta 4821 – Praga', en: 'Payment received – Ricevuta 4821 – Praga' },
    amounts: [51_600, 77_400, 129_000],
    link: bookingPageUrl,
  },
  balance_due: {
    content: { kind: 'balance_due', booking, payment: balancePayment, dueToday: false },
    subject: {
      it: 'Promemoria per il saldo – Ricevuta 4821 – Praga',
      en: 'Reminder: the balance of your trip – Ricevuta 4821 – Praga',
    },
    amounts: [77_400, 129_000],
    payment: balancePayment,
    link: bookingPageUrl,
  },
  departure_soon: {
    content: {
      kind: 'departure_soon',
      booking: { ...booking, amountPaidCents: 129_000, balanceCents: 0 },
      meetingAirport: 'Milano Malpensa, Terminal 1',
      meetingTime: '05:30',
      flights: 'AZ 123 Milano Malpensa 07:30 → Praga 09:05\nAZ 124 Praga 18:00 → Milano Malpensa 19:40',
      coordinators: [
        { name: 'Marco Neri', phone: '+39 333 1234567' },
        { name: 'Giulia Verdi', phone: null },
      ],
      documents: ['Carta d’identità valida per l’espatrio'],
      luggage: ['Bagaglio a mano fino a 8 kg'],
    },
    subject: {
      it: 'Informazioni per la partenza – Ricevuta 4821 – Praga',
      en: 'Departure information – Ricevuta 4821 – Praga',
    },
    amounts: [129_000],
    link: bookingPageUrl,
  },
  cancelled_by_agency: {
    content: {
      kind: 'cancelled_by_agency',
      booking,
      reason: 'Non si è raggiunto il numero minimo di partecipanti.',
      refundCents: 51_600,
    },
    subject: { it: 'Prenotazione annullata – Ricevuta 4821 – Praga', en: 'Booking cancelled – Ricevuta 4821 – Praga' },
    amounts: [51_600, 129_000],
    link: bookingPageUrl,
  },
  departure_confirmed: {
    content: { kind: 'departure_confirmed', booking },
    subject: {
      it: 'Partenza confermata – Ricevuta 4821 – Praga',
      en: 'Departure confirmed – Ricevuta 4821 – Praga',
    },
    amounts: [51_600, 129_000],
    link: bookingPageUrl,
  },
  minimum_group_cancelled: {
    content: {
      kind: 'minimum_group_cancelled',
      booking,
      minGroupSize: 6,
      // As staff wrote it: read in the customer's message whatever its language.
      note: 'Altra data possibile: 24/05/2027.',
      refundCents: 51_600,
    },
    subject: { it: 'Partenza annullata – Ricevuta 4821 – Praga', en: 'Departure cancelled – Ricevuta 4821 – Praga' },
    amounts: [51_600, 129_000],
    link: bookingPageUrl,
  },
  staff_balance_late: {
    content: { kind: 'staff_balance_late', booking },
    // Staff read Italian whatever the customer's language.
    subject: {
      it: 'Saldo non arrivato – Ricevuta 4821 – Praga (partenza lunedì 10 maggio 2027)',
      en: 'Saldo non arrivato – Ricevuta 4821 – Praga (partenza lunedì 10 maggio 2027)',
    },
    amounts: [77_400, 129_000],
    link: bookingPageUrl,
  },
};

/** The labels and words an English reader must not meet in Italian. */
const ITALIAN_WORDS = [
  'Beneficiario',
  'Importo',
  'Causale',
  'Scadenza',
  'ora di Roma',
  'Banca',
  'Viaggiatori',
  'Totale',
  'Aeroporto di partenza',
  'Gentile',
  'bonifico',
  'prenotazione',
  'Telefono',
  'Un caro saluto',
  'bambino',
  'lunedì',
  'maggio',
];

/** As React writes an attribute value. */
const attribute = (value: string) => value.replaceAll('&', '&amp;');

const table = Object.entries(cases).flatMap(([kind, testCase]) =>
  (['it', 'en'] as const).map((language) => ({ kind: kind as keyof typeof cases, language, testCase })),
);

describe('renderMessage', () => {
  describe.each(table)('$kind in $language', ({ kind, language, testCase }) => {
    const shown: MessageLanguage = kind === 'staff_balance_late' ? 'it' : language;
    let rendered: Awaited<ReturnType<typeof renderMessage>>;

    beforeAll(async () => {
      rendered = await renderMessage(testCase.content, language, agency);
    });

    it('has the subject, with the reference', () => {
      expect(rendered.subject).toBe(testCase.subject[language]);
    });

    it('names the reference and the trip in both parts', () => {
      for (const part of [rendered.html, rendered.text]) {
        expect(part).toContain('Ricevuta 4821');
        expect(part).toContain('Praga');
      }
    });

    it('writes the amounts as the site does', () => {
      for (const cents of testCase.amounts) {
        expect(rendered.html).toContain(formatEuro(cents, shown));
        expect(rendered.text).toContain(formatEuro(cents, shown));
      }
    });

    it('writes the trip’s dates in words', () => {
      const start = formatDate('2027-05-10', shown);
      expect(start).toBe(shown === 'it' ? 'lunedì 10 maggio 2027' : 'Monday 10 May 2027');
      expect(rendered.html).toContain(start);
      expect(rendered.text).toContain(start);
    });

    it('gives the transfer’s details, the deadline in Rome time', () => {
      const transfer = testCase.payment;
      if (!transfer) {
        expect(rendered.html).not.toContain('IT60');
        return;
      }
      const iban = 'IT60 X054 2811 1010 0000 0123 456';
      const deadline = formatInstant(transfer.deadline, shown);
      expect(deadline).toMatch(shown === 'it' ? /, ore \d\d:\d\d \(ora di Roma\)$/ : /, \d\d:\d\d \(Rome time\)$/);
      for (const part of [rendered.html, rendered.text]) {
        expect(part).toContain(iban);
        expect(part).toContain(deadline);
        expect(part).toContain(formatEuro(transfer.amountCents, shown));
      }
      // One row, one line in the text part.
      const labels = shown === 'it' ? ['IBAN', 'Causale', 'Scadenza'] : ['IBAN', 'Payment reference', 'Deadline'];
      expect(rendered.text).toContain(`${labels[0]}: ${iban}\n`);
      expect(rendered.text).toContain(`${labels[1]}: Ricevuta 4821\n`);
      expect(rendered.text).toContain(`${labels[2]}: ${deadline}\n`);
      expect(rendered.html).toContain('src="cid:epc-qr"');
      expect(rendered.html).toMatch(shown === 'it' ? /alt="Codice QR del bonifico: / : /alt="Bank transfer QR code: /);
    });

    it('links the page: a button and the address written out, and the address in the text', () => {
      expect(rendered.html).toContain(`href="${attribute(testCase.link)}"`);
      expect(rendered.html).toContain(`>${attribute(testCase.link)}</a>`);
      expect(rendered.text).toContain(testCase.link);
    });

    it('has the agency’s contacts at the end', () => {
      for (const part of [rendered.html, rendered.text]) {
        expect(part).toContain(agency.phone);
        expect(part).toContain(agency.email);
        expect(part).toContain(agency.address);
      }
      expect(rendered.html).toContain('href="tel:+390583123456"');
    });

    it('escapes what travellers typed', () => {
      expect(rendered.html).not.toContain('<script>');
      expect(rendered.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      for (const part of [rendered.subject, rendered.html, rendered.text]) expect(part).not.toContain('\u202e');
      expect(rendered.text).toContain('AnnaBianchi');
    });

    it('is written in the reader’s language', () => {
      expect(rendered.html).toContain(`<html dir="ltr" lang="${shown}">`);
      if (shown === 'en') {
        // Addresses are the agency's own, in Italian: only what is read counts.
        const read = (part: string) => part.replace(/https?:\/\/\S+?(?=["<\s]|$)/g, '');
        for (const part of [rendered.html, rendered.text]) {
          expect(ITALIAN_WORDS.filter((word) => read(part).includes(word))).toEqual([]);
        }
      }
    });

    it('keeps type large and lines readable', () => {
      expect(rendered.html).toContain('max-width:600px');
      expect(rendered.html).toMatch(/font-size:18px;line-height:1.6/);
      const sizes = [...rendered.html.matchAll(/font-size:(\d+)px/g)].map((match) => Number(match[1]));
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
    });
  });

  it('writes no QR code when none is attached', async () => {
    const { html } = await renderMessage(
      { ...cases.booking_received.content, payment: { ...payment, qrCid: null } } as MessageContent,
      'it',
      agency,
    );
    expect(html).not.toContain('cid:');
    expect(html).not.toContain('Codice QR');
  });

  it('keeps the subject on one line whatever a title holds', async () => {
    const { subject } = await renderMessage(
      { kind: 'booking_expired', booking: { ...booking, tripTitle: 'Praga\r\nBcc: x@example.com' }, rebookUrl },
      'it',
      agency,
    );
    expect(subject).toBe('Prenotazione scaduta – Ricevuta 4821 – Praga Bcc: x@example.com');
  });

  it('refuses a link that is no web address', async () => {
    await expect(
      renderMessage({ kind: 'booking_expired', booking, rebookUrl: 'javascript:alert(1)' }, 'it', agency),
    ).rejects.toThrow('http(s)');
  });

  it('asks no balance of a booking that has ended', async () => {
    for (const content of [cases.cancelled_by_agency.content, cases.booking_expired.content]) {
      const { text } = await renderMessage(content, 'it', agency);
      expect(text).not.toContain('Saldo da pagare');
    }
    expect((await renderMessage(cases.payment_recorded.content, 'it', agency)).text).toContain(
      'Saldo da pagare: 774,00\u00a0€ entro sabato 10 aprile 2027\n',
    );
  });

  it.each([
    ['it', 'Per confermare la prenotazione mancano ancora 16,00\u00a0€', 'La tua prenotazione è confermata'],
    ['en', 'To confirm the booking, €16.00 is still missing', 'Your booking is confirmed'],
  ] as const)(
    'in %s, asks for what a transfer short of the deposit left missing, with the transfer data, and calls nothing confirmed',
    async (language, asked, confirmed) => {
      const short = { ...unpaid, amountPaidCents: 50_000, balanceCents: 79_000 };
      const { text, html } = await renderMessage(
        {
          kind: 'payment_recorded',
          booking: short,
          receivedCents: 50_000,
          fullyPaid: false,
          confirmationAttached: false,
          shortfall: { ...payment, amountCents: 1_600 },
        },
        language,
        agency,
      );
      expect(text).toContain(asked);
      expect(text).toContain('IT60 X054 2811 1010 0000 0123 456');
      expect(text).toContain('Ricevuta 4821');
      expect(text).not.toContain(confirmed);
      expect(html).toContain('cid:epc-qr');
      expect(text).not.toMatch(/PDF/);
    },
  );

  it('names the single rooms and what they add, only when some were booked', async () => {
    const solo = { ...booking, singleRooms: 1, singleSupplementCents: 29_000 };
    const { text } = await renderMessage(
      { ...cases.payment_recorded.content, booking: solo } as typeof cases.payment_recorded.content,
      'it',
      agency,
    );
    expect(text).toContain('Camere singole: 1 (+290,00\u00a0€)\n');
    expect((await renderMessage(cases.payment_recorded.content, 'it', agency)).text).not.toContain('Camere singole');
  });

  it.each([
    [
      'it',
      'Gentile Viaggi Serchio,',
      'vi scriviamo della prenotazione del vostro cliente Anna Rossi (vostro riferimento VS-0118).',
    ],
    ['en', 'Dear Viaggi Serchio,', "we are writing about your customer Anna Rossi's booking (your reference VS-0118)."],
  ] as const)('speaks to the partner agency of its customer’s booking (%s)', async (language, greeting, about) => {
    const ofPartner: BookingSummary = {
      ...unpaid,
      travellers: [{ name: 'Anna Rossi', child: false }],
      partner: { name: 'Viaggi Serchio', reference: 'VS-0118' },
    };
    for (const kind of ['booking_received', 'booking_expired', 'cancelled_by_agency'] as const) {
      const { text } = await renderMessage(
        { ...cases[kind].content, booking: ofPartner } as MessageContent,
        language,
        agency,
      );
      expect(text).toContain(`${greeting}\n`);
      expect(text).toContain(about);
      expect(text).not.toContain('Gentile Anna Rossi');
      expect(text).not.toContain('Dear Anna Rossi');
    }
  });

  it('gives the window’s end as the deadline of a declared transfer', async () => {
    const { text } = await renderMessage(cases.transfer_window_ending.content, 'it', agency);
    expect(text).toContain('Teniamo i posti per te fino alle 24:00 di martedì 2 marzo 2027 (ora di Roma).');
    expect(text).toContain('Scadenza: martedì 2 marzo 2027, ore 24:00 (ora di Roma)\n');
    expect(text).not.toContain('1 marzo');
  });

  it('says when the balance is due today', async () => {
    const content: MessageContent = { kind: 'balance_due', booking, payment: balancePayment, dueToday: true };
    expect((await renderMessage(content, 'it', agency)).subject).toBe('Il saldo scade oggi – Ricevuta 4821 – Praga');
    expect((await renderMessage(content, 'en', agency)).subject).toBe(
      'The balance is due today – Ricevuta 4821 – Praga',
    );
  });
});

describe('formats', () => {
  it('writes euros as the site does', () => {
    expect(formatEuro(129_000, 'it')).toBe('1.290,00\u00a0€');
    expect(formatEuro(129_000, 'en')).toBe('€1,290.00');
  });

  it('writes an instant in Rome time, summer time included', () => {
    expect(formatInstant('2027-05-10T10:00:00Z', 'it')).toBe('lunedì 10 maggio 2027, ore 12:00 (ora di Roma)');
    expect(formatInstant('2027-05-10T10:00:00Z', 'en')).toBe('Monday 10 May 2027, 12:00 (Rome time)');
  });

  it('ends a window at 24:00 of its last day, not at 00:00 of the next', () => {
    expect(formatInstant('2027-03-02T23:00:00Z', 'it')).toBe('martedì 2 marzo 2027, ore 24:00 (ora di Roma)');
    expect(formatInstant('2027-03-02T23:00:00Z', 'en')).toBe('Tuesday 2 March 2027, 24:00 (Rome time)');
  });

  it('groups an IBAN in fours', () => {
    expect(formatIban(' it60x0542811101000000123456 ')).toBe('IT60 X054 2811 1010 0000 0123 456');
  });
});

describe('the staff alert about unpaid holds', () => {
  const content: MessageContent = {
    kind: 'staff_hold_alert',
    alertKind: 'burst',
    alerts: [
      {
        tripTitle: 'Praga',
        startDate: '2027-05-10',
        unpaidSeats: 9,
        occurrences: 4,
        lastSeenAt: '2027-03-01T08:40:00.000Z',
      },
      {
        tripTitle: 'Vienna',
        startDate: '2027-06-03',
        unpaidSeats: 7,
        occurrences: 3,
        lastSeenAt: '2027-03-01T08:35:00.000Z',
      },
    ],
    adminUrl: 'https://viaggilucca.example/admin',
  };

  it.each(['it', 'en'] as const)(
    'names each departure, its unpaid seats and the admin area, in Italian (%s)',
    async (language) => {
      const rendered = await renderMessage(content, language, agency);
      expect(rendered.subject).toBe(
        'Posti trattenuti senza pagamento in poco tempo – Praga (lunedì 10 maggio 2027) e un’altra partenza',
      );
      for (const part of [rendered.html, rendered.text]) {
        expect(part).toContain('Praga');
        expect(part).toContain('Vienna');
        expect(part).toContain('giovedì 3 giugno 2027');
        expect(part).toContain('https://viaggilucca.example/admin');
      }
      expect(rendered.text).toContain('Posti non pagati: 9\n');
      expect(rendered.text).toContain('Posti non pagati: 7\n');
      expect(rendered.text).toContain(`Ultima volta: ${formatInstant('2027-03-01T08:40:00.000Z', 'it')}\n`);
    },
  );

  it('says the holders were refused when they reached their cap', async () => {
    const rendered = await renderMessage(
      { ...content, alertKind: 'cap_reached', alerts: content.alerts.slice(0, 1) },
      'it',
      agency,
    );
    expect(rendered.subject).toBe('Prenotazioni rifiutate: troppi posti non pagati – Praga (lunedì 10 maggio 2027)');
    expect(rendered.text).toMatch(/sono state rifiutate/);
  });
});

describe('the minimum group, when staff cancel', () => {
  it('states the minimum, the refund in full within 14 days and staff’s note', async () => {
    const { text } = await renderMessage(cases.minimum_group_cancelled.content, 'it', agency);
    expect(text).toContain('non è stato raggiunto il numero minimo di 6 partecipanti');
    expect(text).toContain(
      'Ti restituiamo per intero quanto hai pagato, 516,00\u00a0€, con un bonifico entro 14 giorni.',
    );
    expect(text).toContain('Una nota da parte nostra: Altra data possibile: 24/05/2027.');
    expect(text).not.toContain('Saldo da pagare');
  });

  it('asks nothing back of a customer who paid nothing, and leaves out an empty note', async () => {
    const { text } = await renderMessage(
      { kind: 'minimum_group_cancelled', booking: unpaid, minGroupSize: 6, note: ' ', refundCents: 0 },
      'en',
      agency,
    );
    expect(text).toContain('You had not paid anything yet');
    expect(text).not.toContain('We will refund');
    expect(text).not.toContain('A note from us');
  });
});

describe('the staff e-mail about a departure short of its minimum group', () => {
  const content: MessageContent = {
    kind: 'staff_minimum_group',
    tripTitle: 'Praga',
    startDate: '2027-05-10',
    endDate: '2027-05-14',
    minGroupSize: 6,
    confirmedTravellers: 5,
    liveBookings: 3,
    deadline: '2027-05-03',
    adminUrl: 'https://viaggilucca.example/admin/partenze',
  };

  it.each(['it', 'en'] as const)(
    'says what is missing, by when, and where to decide, in Italian (%s)',
    async (language) => {
      const rendered = await renderMessage(content, language, agency);
      expect(rendered.subject).toBe(
        'Da decidere: gruppo minimo non raggiunto – Praga (partenza lunedì 10 maggio 2027)',
      );
      expect(rendered.text).toContain('manca 1 persona con la prenotazione confermata');
      expect(rendered.text).toContain('Viaggiatori confermati: 5\n');
      expect(rendered.text).toContain('Prenotazioni attive: 3\n');
      expect(rendered.text).toContain('Termine per annullare: lunedì 3 maggio 2027\n');
      expect(rendered.text).toContain('https://viaggilucca.example/admin/partenze');
    },
  );
});

describe('the owners’ e-mail about a switch of the system IBAN', () => {
  const content: MessageContent = {
    kind: 'staff_iban_switch',
    requestedBy: 'socio@agenzia.it',
    requestedAt: '2027-03-01T08:40:00.000Z',
    effectiveAt: null,
    holder: 'Nuovo Conto srl',
    iban: 'IT60 X054 2811 1010 0000 0123 456',
    bankName: 'Banca di Lucca',
    adminUrl: 'https://viaggilucca.example/admin/iban-attivo',
  };

  it('says who asked for which account, and that it waits for another owner', async () => {
    const rendered = await renderMessage(content, 'en', agency);
    expect(rendered.subject).toBe("Richiesta di cambio dell'IBAN attivo – Nuovo Conto srl");
    expect(rendered.text).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456\n');
    expect(rendered.text).toContain('Chiesto da: socio@agenzia.it\n');
    expect(rendered.text).toContain('solo quando un altro titolare lo approva');
    expect(rendered.text).toContain('https://viaggilucca.example/admin/iban-attivo');
  });

  it('gives the moment it applies by itself when the agency has one owner', async () => {
    const effectiveAt = '2027-03-02T08:40:00.000Z';
    const rendered = await renderMessage({ ...content, effectiveAt }, 'it', agency);
    expect(rendered.text).toContain(`il cambio vale da ${formatInstant(effectiveAt, 'it')}`);
  });
});

describe('the owners’ e-mails about a new IBAN and a new owner (decision A8)', () => {
  const effectiveAt = '2027-03-02T08:40:00.000Z';
  const newIban: MessageContent = {
    kind: 'staff_new_iban',
    requestedBy: 'socio@agenzia.it',
    requestedAt: '2027-03-01T08:40:00.000Z',
    effectiveAt: null,
    holder: 'Nuovo Conto srl',
    iban: 'IT60 X054 2811 1010 0000 0123 456',
    bankName: 'Banca di Lucca',
    adminUrl: 'https://viaggilucca.example/link',
  };
  const ownerGrant: MessageContent = {
    kind: 'staff_owner_grant',
    requestedBy: 'socio@agenzia.it',
    account: 'nuovo.socio@agenzia.it',
    requestedAt: '2027-03-01T08:40:00.000Z',
    effectiveAt: null,
    adminUrl: 'https://viaggilucca.example/admin/staff',
  };

  it.each([
    [
      'a new IBAN',
      newIban,
      'Nuovo IBAN in attesa di approvazione – Nuovo Conto srl',
      [
        'IBAN: IT60 X054 2811 1010 0000 0123 456\n',
        'Aggiunto da: socio@agenzia.it\n',
        'https://viaggilucca.example/link',
      ],
      'Si potrà usare solo quando un altro titolare lo approva.',
      `si potrà usare dal ${formatInstant(effectiveAt, 'it')}`,
    ],
    [
      'a new owner',
      ownerGrant,
      'Richiesta di un nuovo titolare – nuovo.socio@agenzia.it',
      [
        'Nuovo titolare: nuovo.socio@agenzia.it\n',
        'Chiesto da: socio@agenzia.it\n',
        'https://viaggilucca.example/admin/staff',
      ],
      'Diventa titolare solo quando un altro titolare lo approva.',
      `diventa titolare dal ${formatInstant(effectiveAt, 'it')}`,
    ],
  ])(
    'about %s, says who asked for what, and when it applies',
    async (_case, content, subject, facts, byApproval, byTime) => {
      // Owners read Italian whatever language is asked.
      const rendered = await renderMessage(content, 'en', agency);
      expect(rendered.subject).toBe(subject);
      for (const fact of facts) expect(rendered.text).toContain(fact);
      expect(rendered.text).toContain(byApproval);
      const single = await renderMessage({ ...content, effectiveAt }, 'it', agency);
      expect(single.text).toContain(`Se nessun titolare lo annulla, ${byTime}`);
    },
  );
});

describe('the waiting list’s messages (DECISIONS 35)', () => {
  const entry = {
    name: 'Anna\u202eBianchi',
    tripTitle: 'Praga',
    startDate: '2027-05-10',
    endDate: '2027-05-14',
    travellers: 2,
    pageUrl: 'https://viaggilucca.example/lista-attesa/q7Rk2-Lm_9XzT4bN8vH0cYs3dJ6eA1uW',
  };
  const bookingUrl = 'https://viaggilucca.example/prenotazione/Ab3dEf6hIj9lMn2pQr5t';
  // 22:30 in Rome (winter time).
  const expiresAt = '2027-03-01T21:30:00.000Z';

  it.each([
    [
      'it',
      'Conferma la tua iscrizione alla lista d’attesa – Praga',
      'Conferma e entra in lista',
      'dal lunedì 10 maggio 2027',
    ],
    ['en', 'Confirm your place on the waiting list – Praga', 'Confirm and join the list', 'from Monday 10 May 2027'],
  ] as const)(
    'asks to confirm the address before the visitor is in line (%s)',
    async (language, subject, action, dates) => {
      const rendered = await renderMessage({ kind: 'waitlist_confirm', entry }, language, agency);
      expect(rendered.subject).toBe(subject);
      expect(rendered.text).toContain(`${action}: ${entry.pageUrl}`);
      expect(rendered.text).toContain(dates);
      // A name's direction override is gone from both parts.
      expect(rendered.html).not.toContain('\u202e');
      expect(rendered.text).toContain('AnnaBianchi');
    },
  );

  it.each([
    [2, 'it', 'si sono liberati 2 posti e li teniamo per te', 'fino alle 22:30 di lunedì 1 marzo 2027 (ora di Roma)'],
    [1, 'it', 'si è liberato un posto e lo teniamo per te', 'fino alle 22:30'],
    [2, 'en', '2 seats have become free', 'until 22:30 on Monday 1 March 2027 (Rome time)'],
    [1, 'en', 'a seat has become free', 'until 22:30'],
  ] as const)(
    'offers %i held seat(s) until the end of the hold, in Rome time (%s)',
    async (seats, language, words, until) => {
      const rendered = await renderMessage(
        { kind: 'waitlist_offer', entry, seats, bookingUrl, expiresAt },
        language,
        agency,
      );
      expect(rendered.text).toContain(words);
      expect(rendered.text).toContain(until);
      expect(rendered.text).toContain(bookingUrl);
      // Every message carries the way off the list.
      expect(rendered.text).toContain(entry.pageUrl);
    },
  );

  it('tells the visitor the turn passed, with the trip’s dates to look at', async () => {
    const tripUrl = 'https://viaggilucca.example/travel/praga-tour-culturale';
    const rendered = await renderMessage({ kind: 'waitlist_lapsed', entry, tripUrl }, 'it', agency);
    expect(rendered.subject).toBe('Il posto è passato al prossimo in lista – Praga');
    expect(rendered.text).toContain(`Vedi le date del viaggio: ${tripUrl}`);
    expect(rendered.text).toContain('hai chiesto di essere avvisato se si libera un posto');
    expect(rendered.text).not.toContain('hai una prenotazione');
  });

  it.each([
    [
      'it',
      'La partenza è stata annullata – Praga',
      'non si è raggiunto il numero minimo di partecipanti',
      'Vedi le date del viaggio',
    ],
    [
      'en',
      'The departure has been cancelled – Praga',
      'the minimum number of participants was not reached',
      'See the trip’s dates',
    ],
  ] as const)(
    'tells the visitor in line that the departure was cancelled for its minimum group (%s)',
    async (language, subject, why, action) => {
      const tripUrl = 'https://viaggilucca.example/travel/praga-tour-culturale';
      const rendered = await renderMessage({ kind: 'waitlist_cancelled', entry, tripUrl }, language, agency);
      expect(rendered.subject).toBe(subject);
      expect(rendered.text).toContain(why);
      expect(rendered.text).toContain(`${action}: ${tripUrl}`);
    },
  );
});
