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
    technicalCookie: 'Questo sito usa solo un cookie tecnico, per ricordare la lingua che scegli.',
    advertising:
      'Solo se accetti carichiamo il pixel di Facebook e il tag di conversione di Google Ads, che ci servono a misurare la nostra pubblicità e possono salvare cookie di Meta e di Google nel tuo browser.',
    changeLater: 'Puoi cambiare idea quando vuoi con il pulsante «Cookie» in fondo alla pagina.',
    withdrawNote:
      'Se rifiuti dopo aver accettato, non inviamo più nulla a Meta e a Google; i cookie che hanno già salvato si possono cancellare dalle impostazioni del browser.',
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
    technicalCookie: 'This site sets only a technical cookie, to remember the language you choose.',
    advertising:
      'Only if you accept do we load the Facebook pixel and the Google Ads conversion tag, which help us measure our advertising and may store Meta and Google cookies in your browser.',
    changeLater: 'You can change your mind at any time with the “Cookie” button at the bottom of the page.',
    withdrawNote:
      'If you reject after accepting, we send nothing more to Meta and Google; the cookies they have already stored can be deleted in your browser settings.',
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
