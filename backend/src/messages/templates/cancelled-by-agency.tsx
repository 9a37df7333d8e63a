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

const TEXT = {
  it: {
    subject: (reference: string, trip: string) => `Prenotazione annullata – ${reference} – ${trip}`,
    preview: (trip: string) => `Ci dispiace: abbiamo dovuto annullare la tua prenotazione per ${trip}.`,
    heading: 'Abbiamo dovuto annullare la tua prenotazione',
    intro: (reference: string, trip: string, start: string, end: string) =>
      `ci dispiace molto doverti scrivere che abbiamo annullato la prenotazione ${reference} per ${trip}, da ${start} a ${end}.`,
    reason: 'Il motivo:',
    refund: (amount: string) =>
      `Ti restituiamo ${amount} con un bonifico. Se ci servono le coordinate del tuo conto, ti contattiamo noi.`,
    nothingPaid: 'Non avevi ancora pagato nulla, quindi non devi fare altro.',
    alternativeBefore: 'Se vuoi scegliere un’altra data o un altro viaggio, chiamaci al ',
    alternativeAfter: ': ti aiutiamo volentieri a trovare la soluzione giusta.',
    action: 'Apri la tua prenotazione',
  },
  en: {
    subject: (reference: string, trip: string) => `Booking cancelled – ${reference} – ${trip}`,
    preview: (trip: string) => `We are sorry: we have had to cancel your booking for ${trip}.`,
    heading: 'We have had to cancel your booking',
    intro: (reference: string, trip: string, start: string, end: string) =>
      `we are very sorry to tell you that we have cancelled booking ${reference} for ${trip}, from ${start} to ${end}.`,
    reason: 'The reason:',
    refund: (amount: string) =>
      `We will refund ${amount} to you by bank transfer. If we need your account details, we will contact you.`,
    nothingPaid: 'You had not paid anything yet, so there is nothing for you to do.',
    alternativeBefore: 'If you would like to choose another date or another trip, call us on ',
    alternativeAfter: ': we will gladly help you find the right one.',
    action: 'Open your booking',
  },
};

export function cancelledByAgency(
  { booking, reason, refundCents }: ContentOf<'cancelled_by_agency'>,
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
            booking.reference,
            booking.tripTitle,
            formatDate(booking.startDate, language),
            formatDate(booking.endDate, language),
          )}
        </Paragraph>
        {reason.trim() ? (
          <Paragraph>
            <strong>{text.reason}</strong> {reason}
          </Paragraph>
        ) : null}
        {refundCents > 0 ? (
          <Paragraph>
            <strong>{text.refund(formatEuro(refundCents, language))}</strong>
          </Paragraph>
        ) : null}
        {refundCents <= 0 && booking.amountPaidCents === 0 ? <Paragraph>{text.nothingPaid}</Paragraph> : null}
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
