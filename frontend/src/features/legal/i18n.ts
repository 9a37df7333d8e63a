import { registerMessages } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';

/** Interface text of this feature; English must have exactly the same keys. */
const it = {
  privacyTitle: 'Privacy',
  privacyHeading: 'Informativa sulla privacy',
  privacyDescription:
    'Come ATI Viaggi tratta i dati personali di chi visita il sito, scrive all’agenzia o prenota un viaggio: quali dati, perché, per quanto tempo e quali sono i tuoi diritti.',
  termsTitle: 'Termini e condizioni',
  termsHeading: 'Termini e condizioni',
  termsDescription:
    'Le condizioni di prenotazione dei viaggi di ATI Viaggi: acconto e saldo, pagamento con bonifico, penali di cancellazione, bambini, documenti di viaggio.',
  updated: 'Ultimo aggiornamento: {{date}}',
  contents: 'In questa pagina',
  loadError: 'Non siamo riusciti a caricare questa pagina.',
  retry: 'Riprova',
};

const en: typeof it = {
  privacyTitle: 'Privacy',
  privacyHeading: 'Privacy policy',
  privacyDescription:
    'How ATI Viaggi handles the personal data of people who visit the site, write to the agency or book a trip: which data, why, for how long, and your rights.',
  termsTitle: 'Terms and conditions',
  termsHeading: 'Terms and conditions',
  termsDescription:
    'The booking terms of ATI Viaggi trips: deposit and balance, payment by bank transfer, cancellation charges, children, travel documents.',
  updated: 'Last updated: {{date}}',
  contents: 'On this page',
  loadError: 'We could not load this page.',
  retry: 'Try again',
};

// Arrives with the feature's code, not with every page.
void registerMessages('legal', { it, en });

/** `t` for the feature's strings (`legal.…`) and the shared ones; importing it registers them. */
export const useLegalTranslation = useTranslation<{ legal: typeof it }>;
