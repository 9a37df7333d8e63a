import { registerMessages } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';

/*
 * The one text the flow needs before its own code arrives: what to say when it cannot arrive.
 * Every page carries it, so it stays this short; the dialogs' text is in i18n.ts.
 */
const it = { loadError: 'Non siamo riusciti ad aprire le date di partenza. Controlla la connessione e riprova.' };
const en: typeof it = {
  loadError: 'We could not open the departure dates. Please check the connection and try again.',
};

void registerMessages('bookingFlowShell', { it, en });

/** `t` for the flow's shell (`bookingFlowShell.…`) and the shared strings; importing it registers them. */
export const useBookingFlowShellTranslation = useTranslation<{ bookingFlowShell: typeof it }>;
