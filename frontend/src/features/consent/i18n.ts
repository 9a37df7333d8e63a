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
    text: 'Questo sito usa solo un cookie tecnico, per ricordare la lingua che scegli. Solo se accetti carichiamo il pixel di Facebook e il tag di conversione di Google Ads, che ci servono a misurare la nostra pubblicità e possono salvare cookie di Meta e di Google nel tuo browser.',
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

export type ConsentMessages = typeof it;

/** English is loaded only by visitors who choose it: `i18n.en.ts`. */
export const consentMessages = it;
