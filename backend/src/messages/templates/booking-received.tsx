import { formatDate, formatEuro, untilInstant } from './format.js';
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
    subject: (reference: string, trip: string) => `Prenotazione ricevuta – ${reference} – ${trip}`,
    preview: (until: string) => `Ecco i dati per il bonifico. Teniamo i posti per te ${until}.`,
    heading: 'Grazie, abbiamo ricevuto la tua prenotazione',
    intro: (trip: string, start: string, end: string) =>
      `grazie per aver scelto di viaggiare con noi. Abbiamo registrato la tua prenotazione per ${trip}, da ${start} a ${end}.`,
    hold: (until: string) => `I posti sono riservati per te ${until}.`,
    askDeposit: (amount: string) =>
      `Per confermare la prenotazione ti chiediamo un bonifico di ${amount} come acconto, con i dati qui sotto.`,
    askFull: (amount: string) =>
      `Per confermare la prenotazione ti chiediamo un bonifico di ${amount}, l’intero importo del viaggio, con i dati qui sotto.`,
    afterTransfer:
      'Quando hai fatto il bonifico, apri la pagina della tua prenotazione e premi «Ho effettuato il bonifico»: così teniamo i posti mentre il denaro arriva. Sulla stessa pagina puoi caricare anche la ricevuta.',
    expiry:
      'Se entro la scadenza non riceviamo né il bonifico né la tua conferma, la prenotazione scade da sola e i posti tornano disponibili.',
    balance: (date: string) =>
      `Il saldo è da pagare entro ${date}: qualche giorno prima ti scriviamo per ricordartelo.`,
    information: 'In allegato trovi le informazioni del viaggio in PDF: ti consigliamo di leggerle con calma.',
    action: 'Apri la tua prenotazione',
  },
  en: {
    subject: (reference: string, trip: string) => `Booking received – ${reference} – ${trip}`,
    preview: (until: string) => `Here are the bank transfer details. We hold your seats ${until}.`,
    heading: 'Thank you, we have received your booking',
    intro: (trip: string, start: string, end: string) =>
      `thank you for choosing to travel with us. We have recorded your booking for ${trip}, from ${start} to ${end}.`,
    hold: (until: string) => `Your seats are held for you ${until}.`,
    askDeposit: (amount: string) =>
      `To confirm the booking, please make a bank transfer of ${amount} as a deposit, with the details below.`,
    askFull: (amount: string) =>
      `To confirm the booking, please make a bank transfer of ${amount}, the full price of the trip, with the details below.`,
    afterTransfer:
      'Once you have made the transfer, open your booking page and press “I have made the transfer”: we then hold your seats while the money is on its way. On the same page you can also upload the receipt.',
    expiry:
      'If neither the transfer nor your confirmation reaches us by the deadline, the booking expires by itself and the seats go back on sale.',
    balance: (date: string) => `The balance is due by ${date}: we will write to remind you a few days before.`,
    information: 'The trip information is attached as a PDF: take your time to read it.',
    action: 'Open your booking',
  },
};

export function bookingReceived(
  { booking, payment, amountIsDeposit, informationAttached }: ContentOf<'booking_received'>,
  language: MessageLanguage,
  agency: AgencyContacts,
): MessageTemplate {
  const text = TEXT[language];
  const subject = text.subject(booking.reference, booking.tripTitle);
  const until = untilInstant(payment.deadline, language);
  const amount = formatEuro(payment.amountCents, language);
  return {
    subject,
    element: (
      <Layout language={language} agency={agency} title={subject} preview={text.preview(until)} heading={text.heading}>
        <Greeting booking={booking} language={language} />
        <Paragraph>
          {text.intro(
            booking.tripTitle,
            formatDate(booking.startDate, language),
            formatDate(booking.endDate, language),
          )}
        </Paragraph>
        <Paragraph>
          <strong>{text.hold(until)}</strong>
        </Paragraph>
        <Paragraph>{amountIsDeposit ? text.askDeposit(amount) : text.askFull(amount)}</Paragraph>
        <PaymentDetails payment={payment} language={language} />
        <Paragraph>{text.afterTransfer}</Paragraph>
        <Action href={booking.bookingPageUrl} label={text.action} language={language} />
        <Paragraph>{text.expiry}</Paragraph>
        {amountIsDeposit && booking.balanceDueDate ? (
          <Paragraph>{text.balance(formatDate(booking.balanceDueDate, language))}</Paragraph>
        ) : null}
        {informationAttached ? <Paragraph>{text.information}</Paragraph> : null}
        <BookingDetails booking={booking} language={language} />
        <HelpLine language={language} agency={agency} />
        <SignOff language={language} agency={agency} />
      </Layout>
    ),
  };
}
