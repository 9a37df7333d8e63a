import { formatDate, formatEuro } from './format.js';
import { Action, BookingDetails, Layout, type MessageTemplate, Paragraph } from './layout.js';
import type { AgencyContacts, ContentOf } from './message-data.js';

/** To the agency's own staff, who work in Italian: there is no English version. */
export function staffBalanceLate(
  { booking }: ContentOf<'staff_balance_late'>,
  agency: AgencyContacts,
): MessageTemplate {
  const start = formatDate(booking.startDate, 'it');
  const subject = `Saldo non arrivato – ${booking.reference} – ${booking.tripTitle} (partenza ${start})`;
  const balance = formatEuro(booking.balanceCents, 'it');
  const due = booking.balanceDueDate ? formatDate(booking.balanceDueDate, 'it') : null;
  return {
    subject,
    element: (
      <Layout
        language="it"
        agency={agency}
        title={subject}
        preview={`Mancano ${balance} della prenotazione ${booking.reference}.`}
        heading="Saldo non arrivato"
        staff
      >
        <Paragraph>
          {`Il saldo della prenotazione ${booking.reference} non risulta pagato: mancano ${balance}`}
          {due ? `, che erano da pagare entro ${due}.` : '.'}
        </Paragraph>
        <Paragraph>{`La partenza è ${start}.`}</Paragraph>
        <Action href={booking.bookingPageUrl} label="Apri la pagina della prenotazione" language="it" />
        <BookingDetails booking={booking} language="it" title="La prenotazione" />
      </Layout>
    ),
  };
}
