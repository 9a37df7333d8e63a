import { untilInstant } from './format.js';
import {
  Action,
  BookingDetails,
  Email,
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
    subject: (reference: string, trip: string) => `Il bonifico non ci è ancora arrivato – ${reference} – ${trip}`,
    preview: (until: string) => `Teniamo i posti per te ${until}: mandaci la ricevuta del bonifico.`,
    heading: 'Il tuo bonifico non ci è ancora arrivato',
    intro: (reference: string) =>
      `ci hai detto di aver fatto il bonifico per la prenotazione ${reference}, grazie. Finora però non lo vediamo sul nostro conto: a volte un bonifico impiega qualche giorno, soprattutto da un’altra banca o dall’estero.`,
    hold: (until: string) => `Teniamo i posti per te ${until}.`,
    receiptBefore:
      'Per non perderli, mandaci la ricevuta del bonifico: puoi caricarla dalla pagina della tua prenotazione oppure inviarla a ',
    receiptAfter: ', indicando il numero della prenotazione. Con la ricevuta verifichiamo noi il pagamento.',
    notSent: 'Se il bonifico non è partito, puoi farlo ora con questi dati:',
    action: 'Carica la ricevuta',
  },
  en: {
    subject: (reference: string, trip: string) => `Your transfer has not reached us yet – ${reference} – ${trip}`,
    preview: (until: string) => `We hold your seats ${until}: please send us the transfer receipt.`,
    heading: 'Your transfer has not reached us yet',
    intro: (reference: string) =>
      `you told us you had made the transfer for booking ${reference}, thank you. So far, though, it has not reached our account: a transfer sometimes takes a few days, especially from another bank or from abroad.`,
    hold: (until: string) => `We hold your seats for you ${until}.`,
    receiptBefore:
      'So that you do not lose them, please send us the transfer receipt: you can upload it from your booking page or send it to ',
    receiptAfter: ', with the booking number. With the receipt, we check the payment ourselves.',
    notSent: 'If the transfer did not go out, you can make it now with these details:',
    action: 'Upload the receipt',
  },
};

export function transferWindowEnding(
  { booking, payment, windowEnd }: ContentOf<'transfer_window_ending'>,
  language: MessageLanguage,
  agency: AgencyContacts,
): MessageTemplate {
  const text = TEXT[language];
  const subject = text.subject(booking.reference, booking.tripTitle);
  const until = untilInstant(windowEnd, language);
  return {
    subject,
    element: (
      <Layout language={language} agency={agency} title={subject} preview={text.preview(until)} heading={text.heading}>
        <Greeting booking={booking} language={language} />
        <Paragraph>{text.intro(booking.reference)}</Paragraph>
        <Paragraph>
          <strong>{text.hold(until)}</strong>
        </Paragraph>
        <Paragraph>
          {text.receiptBefore}
          <Email address={agency.email} />
          {text.receiptAfter}
        </Paragraph>
        <Action href={booking.bookingPageUrl} label={text.action} language={language} />
        <Paragraph>{text.notSent}</Paragraph>
        {/* One deadline in the message: the window's, which is what holds the seats now. */}
        <PaymentDetails payment={{ ...payment, deadline: windowEnd }} language={language} />
        <BookingDetails booking={booking} language={language} />
        <HelpLine language={language} agency={agency} />
        <SignOff language={language} agency={agency} />
      </Layout>
    ),
  };
}
