import { formatInstant } from './format.js';
import { Action, Facts, Layout, type MessageTemplate, Paragraph } from './layout.js';
import type { AgencyContacts, ContentOf } from './message-data.js';

/**
 * To every owner, in Italian: someone asked to change the IBAN every new booking pays into.
 * It says who, which account, and when it applies unless stopped, so that a stolen password
 * cannot redirect the customers' money unnoticed.
 */
export function staffIbanSwitch(
  { requestedBy, requestedAt, effectiveAt, holder, iban, bankName, adminUrl }: ContentOf<'staff_iban_switch'>,
  agency: AgencyContacts,
): MessageTemplate {
  const subject = `Richiesta di cambio dell'IBAN attivo – ${holder}`;
  const when = effectiveAt
    ? `Se nessun titolare lo annulla, il cambio vale da ${formatInstant(effectiveAt, 'it')}.`
    : 'Il cambio vale solo quando un altro titolare lo approva.';
  return {
    subject,
    element: (
      <Layout
        language="it"
        agency={agency}
        title={subject}
        preview={`${requestedBy} ha chiesto che i nuovi clienti paghino su un altro conto.`}
        heading="Cambio dell'IBAN attivo in attesa"
        staff
      >
        <Paragraph>
          {`${requestedBy} ha chiesto che le nuove prenotazioni si paghino su questo conto. Da lì in poi i clienti vedranno questi dati per il bonifico.`}
        </Paragraph>
        <Facts
          rows={[
            { label: 'Intestatario', value: holder, strong: true },
            { label: 'IBAN', value: iban, strong: true },
            { label: 'Banca', value: bankName },
            { label: 'Chiesto da', value: requestedBy },
            { label: 'Chiesto il', value: formatInstant(requestedAt, 'it') },
          ]}
        />
        <Paragraph>{when}</Paragraph>
        <Paragraph>
          Se non sai niente di questa richiesta, annullala subito dall’area riservata e cambia la password di chi l’ha
          chiesta: qualcuno potrebbe voler dirottare i pagamenti dei clienti.
        </Paragraph>
        <Action href={adminUrl} label="Apri l’IBAN attivo" language="it" />
      </Layout>
    ),
  };
}
