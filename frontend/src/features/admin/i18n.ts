import { registerMessages, type Language } from '../../i18n/i18n';
import type { MessageTree } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Interface text of the whole area: its name, its navigation and the words every screen uses.
 * Each folder's screens bring their own, in the folder's i18n.ts. English must have exactly
 * the same keys.
 */
const it = {
  areaName: 'Area riservata',
  nav: {
    label: 'Strumenti dell’area riservata',
    home: 'Pannello',
    bookings: 'Prenotazioni',
    payments: 'Pagamenti',
    inbox: 'Richieste',
    partners: 'Partner',
    siteSettings: 'Sito',
    staff: 'Staff',
    password: 'Password',
    logout: 'Esci',
    loggingOut: 'Uscita in corso...',
    signedInAs: 'Collegato come {{email}}',
  },
  common: {
    loading: 'Caricamento in corso...',
    loadError: 'Non siamo riusciti a caricare questi dati. Controlla la connessione e riprova.',
    retry: 'Riprova',
    saveError: 'Non siamo riusciti a salvare la modifica. Riprova tra qualche istante.',
    fieldRequired: 'Questo campo è obbligatorio.',
    emailInvalid: 'Inserisci un indirizzo email valido.',
    passwordTooShort: 'La password deve avere almeno 12 caratteri.',
    cancel: 'Annulla',
    table: 'Tabella: {{name}}',
    sessionEnded: 'La sessione è scaduta: accedi di nuovo per continuare.',
  },
  stepUp: {
    title: 'Conferma con la tua password',
    intro:
      'Account dello staff, IBAN e agenzie partner decidono dove arrivano i soldi dei clienti e chi vende i nostri posti: per cambiarli inserisci di nuovo la tua password. Vale 10 minuti.',
    password: 'La tua password',
    confirm: 'Conferma',
    checking: 'Verifica in corso...',
    wrong: 'La password non è corretta.',
  },
};

const en: typeof it = {
  areaName: 'Staff area',
  nav: {
    label: 'Staff area tools',
    home: 'Dashboard',
    bookings: 'Bookings',
    payments: 'Payments',
    inbox: 'Requests',
    partners: 'Partners',
    siteSettings: 'Site',
    staff: 'Staff',
    password: 'Password',
    logout: 'Sign out',
    loggingOut: 'Signing out...',
    signedInAs: 'Signed in as {{email}}',
  },
  common: {
    loading: 'Loading...',
    loadError: 'We could not load these data. Check the connection and try again.',
    retry: 'Try again',
    saveError: 'We could not save the change. Try again in a moment.',
    fieldRequired: 'This field is required.',
    emailInvalid: 'Enter a valid e-mail address.',
    passwordTooShort: 'The password must be at least 12 characters long.',
    cancel: 'Cancel',
    table: 'Table: {{name}}',
    sessionEnded: 'Your session has ended: sign in again to continue.',
  },
  stepUp: {
    title: 'Confirm with your password',
    intro:
      'Staff accounts, IBANs and partner agencies decide where the customers’ money goes and who sells our seats: to change them, type your password again. It lasts 10 minutes.',
    password: 'Your password',
    confirm: 'Confirm',
    checking: 'Checking...',
    wrong: 'The password is not correct.',
  },
};

/** The `admin` namespace: the area's strings and `Groups`, those of a folder's screens. */
export type AdminNamespace<Groups = unknown> = { admin: typeof it & Groups };

let area: Record<Language, MessageTree> = { it, en };

/**
 * Adds a folder's groups (`admin.bookings`, `admin.departures`…) to the area's namespace: each
 * folder's i18n.ts calls it when the folder's screens are loaded (the bookings screens on
 * demand), so the area's text arrives with the screens that show it.
 */
export function registerAdminMessages(groups: Record<Language, MessageTree>): void {
  area = { it: { ...area.it, ...groups.it }, en: { ...area.en, ...groups.en } };
  void registerMessages('admin', area);
}

// Arrives with the admin area's code, not with the public pages.
void registerMessages('admin', area);

/** `t` for the area's strings (`admin.…`) and the shared ones; importing it registers them. */
export const useAdminTranslation = useTranslation<AdminNamespace>;
