import { untilInstant } from './format.js';
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
    subject: (reference: string, trip: string) => `Posti riservati ancora per un’ora – ${reference} – ${trip}`,
    preview: (until: string) => `Non abbiamo ancora ricevuto il bonifico: teniamo i posti ${until}.`,
    heading: 'I tuoi posti sono riservati ancora per un’ora',
    intro: (reference: string, until: string) =>
      `per la prenotazione ${reference} non abbiamo ancora ricevuto né il bonifico né la tua conferma. I posti restano riservati per te ${until}.`,
    alreadyPaid:
      'Se hai già fatto il bonifico, apri la pagina della tua prenotazione e premi «Ho effettuato il bonifico»: così teniamo i posti mentre il denaro arriva.',
    notYet: 'Se non l’hai ancora fatto, ecco i dati:',
    changedMind:
      'Se hai cambiato idea, non devi fare nulla: alla scadenza la prenotazione si annulla da sola e non ti costa niente.',
    action: 'Apri la tua prenotazione',
  },
  en: {
    subject: (reference: string, trip: string) => `Seats held for one more hour – ${reference} – ${trip}`,
    preview: (until: string) => `Your transfer has not reached us yet: we hold your seats ${until}.`,
    heading: 'Your seats are held for one more hour',
    intro: (reference: string, until: string) =>
      `we have not yet received the transfer or your confirmation for booking ${reference}. Your seats stay held for you ${until}.`,
    alreadyPaid:
      'If you have already made the transfer, open your booking page and press “I have made the transfer”: we then hold your seats while the money is on its way.',
    notYet: 'If you have not made it yet, here are the details:',
    changedMind:
      'If you have changed your mind, there is nothing to do: at the deadline the booking cancels itself, at no cost to you.',
    action: 'Open your booking',
  },
};

export function paymentWindowEnding(
  { booking, payment }: ContentOf<'payment_window_ending'>,
  language: MessageLanguage,
  agency: AgencyContacts,
): MessageTemplate {
  const text = TEXT[language];
  const subject = text.subject(booking.reference, booking.tripTitle);
  const until = untilInstant(payment.deadline, language);
  return {
    subject,
    element: (
      <Layout language={language} agency={agency} title={subject} preview={text.preview(until)} heading={text.heading}>
        <Greeting booking={booking} language={language} />
        <Paragraph>{text.intro(booking.reference, until)}</Paragraph>
        <Paragraph>{text.alreadyPaid}</Paragraph>
        <Action href={booking.bookingPageUrl} label={text.action} language={language} />
        <Paragraph>{text.notYet}</Paragraph>
        <PaymentDetails payment={payment} language={language} />
        <Paragraph>{text.changedMind}</Paragraph>
        <BookingDetails booking={booking} language={language} />
        <HelpLine language={language} agency={agency} />
        <SignOff language={language} agency={agency} />
      </Layout>
    ),
  };
}
