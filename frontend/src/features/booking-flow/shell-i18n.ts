import { registerMessages } from '../../i18n/i18n';

/**
 * The one text the flow needs before its own code arrives: what to say when it cannot arrive.
 * Every page carries it, so it stays this short; the dialogs' text is in i18n.ts.
 */
export const bookingFlowShellMessages = {
  it: { loadError: 'Non siamo riusciti ad aprire le date di partenza. Controlla la connessione e riprova.' },
  en: { loadError: 'We could not open the departure dates. Please check the connection and try again.' },
};

registerMessages('bookingFlowShell', bookingFlowShellMessages);
