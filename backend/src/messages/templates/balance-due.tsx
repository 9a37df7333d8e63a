import { formatDate, formatEuro, byInstant } from './format.js';
import {
  Action,
  BookingDetails,
  Greeting,
  HelpLine,
  Layout,
  type MessageTemplate,
  Paragraph,
  PaymentDetails,
  SignOff,
} from './layout.js';
import type { AgencyContacts, ContentOf, MessageLanguage } from './message-data.js';

const TEXT = {
  it: {
    subject: (dueToday: boolean, reference: string, trip: string) =>
      `${dueToday ? 'Il saldo scade oggi' : 'Promemoria per il saldo'} – ${reference} – ${trip}`,
    preview: (amount: string, until: string) => `Il saldo di ${amount} è da pagare ${until}.`,
    heading: (dueToday: boolean) => (dueToday ? 'Il saldo del viaggio scade oggi' : 'Si avvicina la data del saldo'),
    intro: (trip: string, start: string) => `il viaggio si avvicina: ${trip}, con partenza ${start}.`,
    due: (amount: string, until: string) => `Ti ricordiamo che il saldo di ${amount} è da pagare ${until}.`,
    how: 'Puoi fare il bonifico con questi dati:',
    alreadyPaid: 'Se l’hai già fatto, grazie: non serve altro, ti scriviamo appena il bonifico ci arriva.',
    action: 'Apri la tua prenotazione',
  },
  en: {
    subject: (dueToday: boolean, reference: string, trip: string) =>
      `${dueToday ? 'The balance is due today' : 'Reminder: the balance of your trip'} – ${reference} – ${trip}`,
    preview: (amount: string, until: string) => `The balance of ${amount} is due ${until}.`,
    heading: (dueToday: boolean) =>
      dueToday ? 'The balance of your trip is due today' : 'The balance date is coming up',
    intro: (trip: string, start: string) => `your trip is getting closer: ${trip}, leaving on ${start}.`,
    due: (amount: string, until: string) => `This is a reminder that the balance of ${amount} is due ${until}.`,
    how: 'You can make the transfer with these details:',
    alreadyPaid:
      'If you have already paid it, thank you: there is nothing more to do, and we will write as soon as the transfer reaches us.',
    action: 'Open your booking',
  },
};

export function balanceDue(
  { booking, payment, dueToday }: ContentOf<'balance_due'>,
  language: MessageLanguage,
  agency: AgencyContacts,
): MessageTemplate {
  const text = TEXT[language];
  const subject = text.subject(dueToday, booking.reference, booking.tripTitle);
  const amount = formatEuro(payment.amountCents, language);
  const until = byInstant(payment.deadline, language);
  return {
    subject,
    element: (
      <Layout
        language={language}
        agency={agency}
        title={subject}
        preview={text.preview(amount, until)}
        heading={text.heading(dueToday)}
      >
        <Greeting booking={booking} language={language} />
        <Paragraph>{text.intro(booking.tripTitle, formatDate(booking.startDate, language))}</Paragraph>
        <Paragraph>
          <strong>{text.due(amount, until)}</strong>
        </Paragraph>
        <Paragraph>{text.how}</Paragraph>
        <PaymentDetails payment={payment} language={language} />
        <Paragraph>{text.alreadyPaid}</Paragraph>
        <Action href={booking.bookingPageUrl} label={text.action} language={language} />
        <BookingDetails booking={booking} language={language} />
        <HelpLine language={language} agency={agency} />
        <SignOff language={language} agency={agency} />
      </Layout>
    ),
  };
}
