import { formatDate, formatEuro } from './format.js';
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
    subject: (reference: string, trip: string) => `Pagamento ricevuto – ${reference} – ${trip}`,
    preview: (amount: string) => `Abbiamo ricevuto il tuo bonifico di ${amount}. Grazie!`,
    heading: 'Abbiamo ricevuto il tuo pagamento',
    intro: (amount: string, reference: string) =>
      `abbiamo ricevuto il tuo bonifico di ${amount} per la prenotazione ${reference}. Grazie!`,
    fullyPaid:
      'Il viaggio è interamente pagato: non devi fare altro. Qualche giorno prima della partenza ti scriviamo con il ritrovo in aeroporto, i voli e il numero dell’accompagnatore.',
    confirmed: 'La tua prenotazione è confermata.',
    short: (amount: string) =>
      `Per confermare la prenotazione mancano ancora ${amount}: puoi versarli con un bonifico con gli stessi dati, indicando la stessa causale, entro la scadenza qui sotto.`,
    balanceBy: (amount: string, date: string) =>
      `Restano da pagare ${amount} entro ${date}: qualche giorno prima ti scriviamo per ricordartelo, con i dati per il bonifico.`,
    balance: (amount: string) => `Restano da pagare ${amount}: ti scriviamo noi con i dati per il bonifico.`,
    confirmation: 'In allegato trovi la conferma della prenotazione in PDF: puoi stamparla o tenerla sul telefono.',
    action: 'Apri la tua prenotazione',
  },
  en: {
    subject: (reference: string, trip: string) => `Payment received – ${reference} – ${trip}`,
    preview: (amount: string) => `We have received your transfer of ${amount}. Thank you!`,
    heading: 'We have received your payment',
    intro: (amount: string, reference: string) =>
      `we have received your transfer of ${amount} for booking ${reference}. Thank you!`,
    fullyPaid:
      'The trip is fully paid: there is nothing more to do. A few days before departure we will write with the meeting point at the airport, the flights and the tour leader’s number.',
    confirmed: 'Your booking is confirmed.',
    short: (amount: string) =>
      `To confirm the booking, ${amount} is still missing: you can send it by transfer with the same details and the same description, by the deadline below.`,
    balanceBy: (amount: string, date: string) =>
      `The balance of ${amount} is due by ${date}: we will write to remind you a few days before, with the transfer details.`,
    balance: (amount: string) =>
      `The balance of ${amount} is still to pay: we will write to you with the transfer details.`,
    confirmation: 'The booking confirmation is attached as a PDF: you can print it or keep it on your phone.',
    action: 'Open your booking',
  },
};

export function paymentRecorded(
  { booking, receivedCents, fullyPaid, confirmationAttached, shortfall }: ContentOf<'payment_recorded'>,
  language: MessageLanguage,
  agency: AgencyContacts,
): MessageTemplate {
  const text = TEXT[language];
  const subject = text.subject(booking.reference, booking.tripTitle);
  const received = formatEuro(receivedCents, language);
  const balance = formatEuro(booking.balanceCents, language);
  return {
    subject,
    element: (
      <Layout
        language={language}
        agency={agency}
        title={subject}
        preview={text.preview(received)}
        heading={text.heading}
      >
        <Greeting booking={booking} language={language} />
        <Paragraph>{text.intro(received, booking.reference)}</Paragraph>
        {shortfall ? (
          <>
            <Paragraph>{text.short(formatEuro(shortfall.amountCents, language))}</Paragraph>
            <PaymentDetails payment={shortfall} language={language} />
          </>
        ) : fullyPaid ? (
          <Paragraph>{text.fullyPaid}</Paragraph>
        ) : (
          <Paragraph>
            {text.confirmed}{' '}
            {booking.balanceDueDate
              ? text.balanceBy(balance, formatDate(booking.balanceDueDate, language))
              : text.balance(balance)}
          </Paragraph>
        )}
        {confirmationAttached ? <Paragraph>{text.confirmation}</Paragraph> : null}
        <Action href={booking.bookingPageUrl} label={text.action} language={language} />
        <BookingDetails booking={booking} language={language} />
        <HelpLine language={language} agency={agency} />
        <SignOff language={language} agency={agency} />
      </Layout>
    ),
  };
}
