import { registerMessages } from '../../i18n/i18n';
import { accessorOnceHere } from '../../i18n/use-translation';

/** Interface text of the cookie banner. */
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

/** The shape of the feature's strings: English (i18n.en.ts) has exactly the same keys. */
export type ConsentMessages = typeof it;

// Arrives with the feature's code. The banner is part of every first visit: English is
// fetched only for the visitors who read it (see registerMessages).
const arrival = registerMessages('consent', { it, en: () => import('./i18n.en') });

/** `t` for the feature's strings (`consent.…`) and the shared ones; importing it registers them. */
export const useConsentTranslation = accessorOnceHere<{ consent: ConsentMessages }>(arrival);
