import { formatDate, formatEuro } from './format.js';
import {
  Action,
  BookingDetails,
  Greeting,
  HelpLine,
  Layout,
  type MessageTemplate,
  Paragraph,
  Phone,
  SignOff,
} from './layout.js';
import type { AgencyContacts, ContentOf, MessageLanguage } from './message-data.js';

/** The law's longest wait for the refund after the organiser withdraws (Codice del Turismo, art. 41 comma 6). */
const REFUND_WITHIN_DAYS = 14;

const TEXT = {
  it: {
    subject: (reference: string, trip: string) => `Partenza annullata – ${reference} – ${trip}`,
    preview: (trip: string) => `Ci dispiace: la partenza di ${trip} non raggiunge il numero minimo di partecipanti.`,
    heading: 'La partenza è annullata',
    intro: (trip: string, start: string, end: string, minimum: number) =>
      `ci dispiace molto doverti scrivere che il viaggio ${trip}, da ${start} a ${end}, non si farà: non è stato raggiunto il numero minimo di ${minimum} partecipanti. Per questo abbiamo annullato la partenza e la tua prenotazione, come prevedono le condizioni che hai ricevuto.`,
    note: 'Una nota da parte nostra:',
    refund: (amount: string) =>
      `Ti restituiamo per intero quanto hai pagato, ${amount}, con un bonifico entro ${REFUND_WITHIN_DAYS} giorni. Se ci servono le coordinate del tuo conto, ti contattiamo noi.`,
    nothingPaid: 'Non avevi ancora pagato nulla, quindi non devi fare altro.',
    alternativeBefore: 'Se vuoi scegliere un’altra data o un altro viaggio, chiamaci al ',
    alternativeAfter: ': ti aiutiamo volentieri.',
    action: 'Apri la tua prenotazione',
  },
  en: {
    subject: (reference: string, trip: string) => `Departure cancelled – ${reference} – ${trip}`,
    preview: (trip: string) =>
      `We are sorry: the ${trip} departure has not reached the minimum number of participants.`,
    heading: 'The departure is cancelled',
    intro: (trip: string, start: string, end: string, minimum: number) =>
      `we are very sorry to tell you that ${trip}, from ${start} to ${end}, will not go ahead: the minimum of ${minimum} participants has not been reached. We have therefore cancelled the departure and your booking, as the terms you received provide.`,
    note: 'A note from us:',
    refund: (amount: string) =>
      `We will refund everything you paid, ${amount}, by bank transfer within ${REFUND_WITHIN_DAYS} days. If we need your account details, we will contact you.`,
    nothingPaid: 'You had not paid anything yet, so there is nothing for you to do.',
    alternativeBefore: 'If you would like another date or another trip, call us on ',
    alternativeAfter: ': we will gladly help.',
    action: 'Open your booking',
  },
};

/** Staff cancelled a departure short of its minimum group (DECISIONS 34): each live booking's customer is told. */
export function minimumGroupCancelled(
  { booking, minGroupSize, note, refundCents }: ContentOf<'minimum_group_cancelled'>,
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
        <Paragraph>
          {text.intro(
            booking.tripTitle,
            formatDate(booking.startDate, language),
            formatDate(booking.endDate, language),
            minGroupSize,
          )}
        </Paragraph>
        {note.trim() ? (
          <Paragraph>
            <strong>{text.note}</strong> {note}
          </Paragraph>
        ) : null}
        {refundCents > 0 ? (
          <Paragraph>
            <strong>{text.refund(formatEuro(refundCents, language))}</strong>
          </Paragraph>
        ) : (
          <Paragraph>{text.nothingPaid}</Paragraph>
        )}
        <Paragraph>
          {text.alternativeBefore}
          <Phone number={agency.phone} />
          {text.alternativeAfter}
        </Paragraph>
        <Action href={booking.bookingPageUrl} label={text.action} language={language} />
        <BookingDetails booking={booking} language={language} balanceOpen={false} />
        <HelpLine language={language} agency={agency} />
        <SignOff language={language} agency={agency} />
      </Layout>
    ),
  };
}
