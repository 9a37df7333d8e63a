import { formatDate } from './format.js';
import { Action, Facts, Layout, type MessageTemplate, Paragraph } from './layout.js';
import type { AgencyContacts, ContentOf } from './message-data.js';

/** To the agency's own staff, who work in Italian: a departure's minimum-group deadline came and the group is short. */
export function staffMinimumGroup(
  {
    tripTitle,
    startDate,
    endDate,
    minGroupSize,
    confirmedTravellers,
    liveBookings,
    deadline,
    adminUrl,
  }: ContentOf<'staff_minimum_group'>,
  agency: AgencyContacts,
): MessageTemplate {
  const start = formatDate(startDate, 'it');
  const subject = `Da decidere: gruppo minimo non raggiunto – ${tripTitle} (partenza ${start})`;
  const missing = minGroupSize - confirmedTravellers;
  const intro = `La partenza di ${tripTitle} del ${start} non ha raggiunto il gruppo minimo di ${minGroupSize} persone: ${
    missing === 1 ? 'manca 1 persona' : `mancano ${missing} persone`
  } con la prenotazione confermata.`;
  return {
    subject,
    element: (
      <Layout language="it" agency={agency} title={subject} preview={intro} heading="Gruppo minimo non raggiunto" staff>
        <Paragraph>{intro}</Paragraph>
        <Facts
          rows={[
            { label: 'Viaggio', value: tripTitle, strong: true },
            { label: 'Date', value: `${start} – ${formatDate(endDate, 'it')}` },
            { label: 'Gruppo minimo', value: String(minGroupSize) },
            { label: 'Viaggiatori confermati', value: String(confirmedTravellers) },
            { label: 'Prenotazioni attive', value: String(liveBookings) },
            { label: 'Termine per annullare', value: formatDate(deadline, 'it') },
          ]}
        />
        <Paragraph>
          Decidi se far partire il gruppo lo stesso o annullare la partenza: nella pagina delle partenze la trovi tra
          quelle «Da decidere». Se la annulli, le prenotazioni vengono annullate e a chi ha pagato si deve restituire
          tutto; in entrambi i casi i clienti ricevono un’e-mail. La legge permette di annullare per gruppo minimo solo
          avvisando i clienti entro il termine indicato.
        </Paragraph>
        <Action href={adminUrl} label="Apri le partenze da decidere" language="it" />
      </Layout>
    ),
  };
}
