import { formatInstant } from './format.js';
import { Action, Facts, Layout, type MessageTemplate, Paragraph } from './layout.js';
import type { AgencyContacts, ContentOf } from './message-data.js';

/** When a request applies: by itself at `effectiveAt` unless cancelled, or only at another owner's approval. */
function whenItApplies(effectiveAt: string | null, what: string): string {
  return effectiveAt
    ? `Se nessun titolare lo annulla, ${what} dal ${formatInstant(effectiveAt, 'it')}.`
    : `${what.charAt(0).toUpperCase()}${what.slice(1)} solo quando un altro titolare lo approva.`;
}

/**
 * To every owner, in Italian: an IBAN was added and, until it is approved, no link pays into
 * it. It says who added it, which account and when it becomes usable unless stopped, so that a
 * stolen password cannot redirect the customers' money unnoticed (decision A8).
 */
export function staffNewIban(
  { requestedBy, requestedAt, effectiveAt, holder, iban, bankName, adminUrl }: ContentOf<'staff_new_iban'>,
  agency: AgencyContacts,
): MessageTemplate {
  const subject = `Nuovo IBAN in attesa di approvazione – ${holder}`;
  return {
    subject,
    element: (
      <Layout
        language="it"
        agency={agency}
        title={subject}
        preview={`${requestedBy} ha aggiunto un conto su cui i clienti potrebbero pagare.`}
        heading="Nuovo IBAN in attesa"
        staff
      >
        <Paragraph>
          {`${requestedBy} ha aggiunto questo conto. Una volta approvato, lo staff potrà inviare ai clienti link di prenotazione che si pagano qui.`}
        </Paragraph>
        <Facts
          rows={[
            { label: 'Intestatario', value: holder, strong: true },
            { label: 'IBAN', value: iban, strong: true },
            { label: 'Banca', value: bankName },
            { label: 'Aggiunto da', value: requestedBy },
            { label: 'Aggiunto il', value: formatInstant(requestedAt, 'it') },
          ]}
        />
        <Paragraph>{whenItApplies(effectiveAt, 'si potrà usare')}</Paragraph>
        <Paragraph>
          Se non sai niente di questo conto, annullalo subito dall’area riservata e cambia la password di chi l’ha
          aggiunto: qualcuno potrebbe voler dirottare i pagamenti dei clienti.
        </Paragraph>
        <Action href={adminUrl} label="Apri gli IBAN" language="it" />
      </Layout>
    ),
  };
}

/**
 * To every owner, in Italian: an account was asked to become an owner. An owner approves IBANs
 * and their switches, so a made-up owner would let one stolen password approve its own
 * requests: it says who asked, for which account and when it applies unless stopped.
 */
export function staffOwnerGrant(
  { requestedBy, account, requestedAt, effectiveAt, adminUrl }: ContentOf<'staff_owner_grant'>,
  agency: AgencyContacts,
): MessageTemplate {
  const subject = `Richiesta di un nuovo titolare – ${account}`;
  return {
    subject,
    element: (
      <Layout
        language="it"
        agency={agency}
        title={subject}
        preview={`${requestedBy} ha chiesto che ${account} diventi titolare.`}
        heading="Nuovo titolare in attesa"
        staff
      >
        <Paragraph>
          {`${requestedBy} ha chiesto che ${account} diventi titolare: potrà gestire gli account dello staff e gli IBAN, e approvare i cambi del conto su cui pagano i clienti.`}
        </Paragraph>
        <Facts
          rows={[
            { label: 'Nuovo titolare', value: account, strong: true },
            { label: 'Chiesto da', value: requestedBy },
            { label: 'Chiesto il', value: formatInstant(requestedAt, 'it') },
          ]}
        />
        <Paragraph>{whenItApplies(effectiveAt, 'diventa titolare')}</Paragraph>
        <Paragraph>
          Se non sai niente di questa richiesta, annullala subito dall’area riservata e cambia la password di chi l’ha
          fatta.
        </Paragraph>
        <Action href={adminUrl} label="Apri lo staff" language="it" />
      </Layout>
    ),
  };
}
