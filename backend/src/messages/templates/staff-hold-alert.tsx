import { formatDate, formatInstant } from './format.js';
import { Action, Facts, Layout, type MessageTemplate, Paragraph } from './layout.js';
import type { AgencyContacts, ContentOf } from './message-data.js';

const WHAT = {
  burst: {
    subject: 'Posti trattenuti senza pagamento in poco tempo',
    intro:
      'In meno di un’ora più prenotazioni non pagate hanno occupato quasi tutti i posti liberi di queste partenze. Può essere un gruppo vero, o qualcuno che vuole svuotarle senza pagare.',
  },
  cap_reached: {
    subject: 'Prenotazioni rifiutate: troppi posti non pagati',
    intro:
      'Chi ha già posti non pagati ha provato a prenotarne altri su queste partenze, oltre il limite per cliente: le prenotazioni in più sono state rifiutate.',
  },
} as const;

/** To the agency's own staff, who work in Italian: unpaid holds that look like someone emptying departures. */
export function staffHoldAlert(
  { alertKind, alerts, adminUrl }: ContentOf<'staff_hold_alert'>,
  agency: AgencyContacts,
): MessageTemplate {
  const what = WHAT[alertKind];
  const first = alerts[0];
  const others = alerts.length - 1;
  const more = others > 1 ? ` e altre ${others} partenze` : others === 1 ? ' e un’altra partenza' : '';
  const subject = first
    ? `${what.subject} – ${first.tripTitle} (${formatDate(first.startDate, 'it')})${more}`
    : what.subject;
  return {
    subject,
    element: (
      <Layout language="it" agency={agency} title={subject} preview={what.intro} heading={what.subject} staff>
        <Paragraph>{what.intro}</Paragraph>
        {alerts.map((alert) => (
          <Facts
            key={`${alert.tripTitle}-${alert.startDate}`}
            rows={[
              { label: 'Viaggio', value: alert.tripTitle, strong: true },
              { label: 'Partenza', value: formatDate(alert.startDate, 'it') },
              { label: 'Posti non pagati', value: String(alert.unpaidSeats) },
              { label: 'Volte in quest’ora', value: String(alert.occurrences) },
              { label: 'Ultima volta', value: formatInstant(alert.lastSeenAt, 'it') },
            ]}
          />
        ))}
        <Paragraph>
          Controlla le prenotazioni di queste partenze: puoi annullare quelle false, così i posti tornano in vendita.
          L’avviso resta nella pagina iniziale dell’area riservata finché qualcuno non lo segna come visto.
        </Paragraph>
        <Action href={adminUrl} label="Apri l’area riservata" language="it" />
      </Layout>
    ),
  };
}
