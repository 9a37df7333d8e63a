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
    subject: (reference: string, trip: string) => `Partenza confermata – ${reference} – ${trip}`,
    preview: (trip: string) => `Il viaggio ${trip} si fa: la partenza è confermata.`,
    heading: 'La tua partenza è confermata',
    intro: (trip: string, start: string) =>
      `buone notizie: il viaggio ${trip} del ${start} si farà. Abbiamo deciso di confermare la partenza anche se il gruppo è più piccolo del previsto.`,
    nothingChanges: 'Per te non cambia nulla: date, programma e prezzo restano quelli della tua prenotazione.',
    action: 'Apri la tua prenotazione',
  },
  en: {
    subject: (reference: string, trip: string) => `Departure confirmed – ${reference} – ${trip}`,
    preview: (trip: string) => `${trip} is going ahead: the departure is confirmed.`,
    heading: 'Your departure is confirmed',
    intro: (trip: string, start: string) =>
      `good news: ${trip} on ${start} is going ahead. We have decided to confirm the departure even though the group is smaller than planned.`,
    nothingChanges: 'Nothing changes for you: the dates, the programme and the price stay as booked.',
    action: 'Open your booking',
  },
};

/** Staff chose to run a departure short of its minimum group (DECISIONS 34): its customers are told. */
export function departureConfirmed(
  { booking }: ContentOf<'departure_confirmed'>,
  language: MessageLanguage,
  agency: AgencyContacts,
): MessageTemplate {
  const text = TEXT[language];
  const subject = text.subject(booking.reference, booking.tripTitle);
  return {
    subject,
    element: (
      <Layout
        language={language}
        agency={agency}
        title={subject}
        preview={text.preview(booking.tripTitle)}
        heading={text.heading}
      >
        <Greeting booking={booking} language={language} />
        <Paragraph>{text.intro(booking.tripTitle, formatDate(booking.startDate, language))}</Paragraph>
        <Paragraph>{text.nothingChanges}</Paragraph>
        <Action href={booking.bookingPageUrl} label={text.action} language={language} />
        <BookingDetails booking={booking} language={language} />
        <HelpLine language={language} agency={agency} />
        <SignOff language={language} agency={agency} />
      </Layout>
    ),
  };
}
