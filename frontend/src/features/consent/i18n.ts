import { registerMessages } from '../../i18n/i18n';

/**
 * Interface text of the site-wide pieces: the cookie banner, and until the shared locale files
 * take them over, the footer's agency facts and the not-found notification (these are used
 * outside this feature, which is why they are grouped under their own keys).
 * English must have exactly the same keys.
 */
const it = {
  banner: {
    regionLabel: 'Scelta sui cookie',
    title: 'Cookie e pubblicità',
    advertising:
      'Se accetti, carichiamo il pixel di Facebook e il tag di Google Ads, che misurano la nostra pubblicità con cookie propri.',
    changeLater: 'Puoi cambiare idea con «Cookie», in fondo alla pagina.',
    withdrawNote:
      'Se rifiuti dopo aver accettato, non inviamo più nulla a Meta e a Google; i loro cookie si cancellano dalle impostazioni del browser.',
    currentAccepted: 'Scelta attuale: hai accettato il {{date}}.',
    currentRejected: 'Scelta attuale: hai rifiutato il {{date}}.',
    privacyLink: "Leggi l'informativa sulla privacy",
    accept: 'Accetta',
    reject: 'Rifiuta',
    close: 'Chiudi senza cambiare',
  },
};

const en: typeof it = {
  banner: {
    regionLabel: 'Cookie choice',
    title: 'Cookies and advertising',
    advertising:
      'If you accept, we load the Facebook pixel and the Google Ads tag, which measure our advertising with cookies of their own.',
    changeLater: 'You can change your mind with “Cookie”, at the bottom of the page.',
    withdrawNote:
      'If you reject after accepting, we send nothing more to Meta and Google; their cookies can be deleted in your browser settings.',
    currentAccepted: 'Current choice: you accepted on {{date}}.',
    currentRejected: 'Current choice: you rejected on {{date}}.',
    privacyLink: 'Read the privacy policy',
    accept: 'Accept',
    reject: 'Reject',
    close: 'Close without changing',
  },
};

export const consentMessages = { it, en };

// Arrives with the feature's code, not with every page.
registerMessages('consent', consentMessages);
