import { formatDate } from './format.js';
import {
  Action,
  BookingDetails,
  Greeting,
  HelpLine,
  Layout,
  type MessageTemplate,
  Paragraph,
  SignOff,
} from './layout.js';
import type { AgencyContacts, ContentOf, MessageLanguage } from './message-data.js';

const TEXT = {
  it: {
    subject: (reference: string, trip: string) => `Prenotazione scaduta – ${reference} – ${trip}`,
    preview: 'Il bonifico non è arrivato in tempo e i posti sono tornati disponibili. Puoi prenotare di nuovo.',
    heading: 'La tua prenotazione è scaduta',
    intro: (reference: string, trip: string, start: string) =>
      `entro la scadenza non abbiamo ricevuto il bonifico per la prenotazione ${reference} (${trip}, partenza ${start}), quindi la prenotazione è scaduta e i posti sono tornati disponibili.`,
    rebook: 'Se desideri ancora partire, puoi prenotare di nuovo da qui, finché ci sono posti liberi:',
    paidAnyway:
      'Se invece il bonifico l’hai già fatto, non preoccuparti: chiamaci o scrivici e sistemiamo tutto insieme.',
    action: 'Prenota di nuovo',
    details: 'La prenotazione scaduta',
  },
  en: {
    subject: (reference: string, trip: string) => `Booking expired – ${reference} – ${trip}`,
    preview: 'The transfer did not arrive in time and the seats went back on sale. You can book again.',
    heading: 'Your booking has expired',
    intro: (reference: string, trip: string, start: string) =>
      `we did not receive the transfer for booking ${reference} (${trip}, leaving on ${start}) by the deadline, so the booking has expired and the seats have gone back on sale.`,
    rebook: 'If you would still like to come, you can book again here while seats are available:',
    paidAnyway:
      'If you have already made the transfer, do not worry: call or write to us and we will sort it out together.',
    action: 'Book again',
    details: 'The expired booking',
  },
};

export function bookingExpired(
  { booking, rebookUrl }: ContentOf<'booking_expired'>,
  language: MessageLanguage,
  agency: AgencyContacts,
): MessageTemplate {
  const text = TEXT[language];
  const subject = text.subject(booking.reference, booking.tripTitle);
  return {
    subject,
    element: (
      <Layout language={language} agency={agency} title={subject} preview={text.preview} heading={text.heading}>
        <Greeting booking={booking} language={language} />
        <Paragraph>
          {text.intro(booking.reference, booking.tripTitle, formatDate(booking.startDate, language))}
        </Paragraph>
        <Paragraph>{text.rebook}</Paragraph>
        <Action href={rebookUrl} label={text.action} language={language} />
        <Paragraph>{text.paidAnyway}</Paragraph>
        <BookingDetails booking={booking} language={language} title={text.details} balanceOpen={false} />
        <HelpLine language={language} agency={agency} />
        <SignOff language={language} agency={agency} />
      </Layout>
    ),
  };
}
