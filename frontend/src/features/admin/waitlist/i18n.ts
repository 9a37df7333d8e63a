import { useTranslation } from '../../../i18n/use-translation';
import { registerAdminMessages, type AdminNamespace } from '../i18n';

/** A departure's waiting list. */
const it = {
  waitlist: {
    title: 'Lista d’attesa',
    back: 'Torna alle partenze',
    open: 'Lista d’attesa',
    openLabel: 'Lista d’attesa della partenza di {{trip}} del {{date}}',
    intro:
      'Chi aspetta un posto, in ordine di conferma. Quando si liberano posti vanno al primo in lista che ci sta, con un link personale che li tiene per 12 ore; poi passano al successivo.',
    seatsNow_one: 'Posti in vendita ora: {{count}}.',
    seatsNow_other: 'Posti in vendita ora: {{count}}.',
    loadError: 'Non siamo riusciti a caricare la lista d’attesa di questa partenza.',
    empty: 'Nessuno in lista d’attesa per questa partenza.',
    place: 'In fila',
    name: 'Nome',
    contact: 'Contatti',
    travellers: 'Posti',
    status: 'Stato',
    since: 'Iscritto il',
    offerUntil: 'Offerta fino al',
    actions: 'Azioni',
    messages: 'Messaggi',
    messagesLabel: 'Messaggi a {{name}}',
    messagesTitle: 'Messaggi a {{name}}',
    messagesIntro: 'Le e-mail scritte a questa persona per la lista d’attesa, dalla prima all’ultima.',
    messagesEmpty: 'Nessuna e-mail scritta a questa persona.',
    messagesError: 'Non siamo riusciti a caricare i messaggi di questa persona.',
    statuses: {
      unconfirmed: 'E-mail da confermare',
      waiting: 'In lista',
      offered: 'Posti offerti',
      booked: 'Ha prenotato',
      lapsed: 'Offerta scaduta',
      left: 'Uscito dalla lista',
      removed: 'Tolto dallo staff',
      cancelled: 'Partenza annullata',
    },
    change: 'Posti',
    changeLabel: 'Cambia i posti di {{name}}',
    changeTitle: 'Quanti posti aspetta {{name}}?',
    changeDescription: 'Il posto in fila resta lo stesso.',
    changeField: 'Posti richiesti',
    save: 'Salva',
    saved: 'Lista d’attesa aggiornata',
    remove: 'Togli',
    removeLabel: 'Togli {{name}} dalla lista d’attesa',
    removeTitle: 'Togliere {{name}} dalla lista?',
    removeDescription:
      'Non riceverà più messaggi per questa partenza. Se aveva posti offerti, passano al successivo in lista.',
    removeConfirm: 'Togli dalla lista',
    removed: '{{name}} è stato tolto dalla lista d’attesa',
    actionError: 'Modifica non riuscita. Riprova tra qualche istante.',
  },
};

const en: typeof it = {
  waitlist: {
    title: 'Waiting list',
    back: 'Back to the departures',
    open: 'Waiting list',
    openLabel: 'Waiting list of the departure of {{trip}} on {{date}}',
    intro:
      'Who is waiting for a seat, in the order they confirmed. Seats that free up go to the first in line who fits, with a personal link that holds them for 12 hours; then to the next.',
    seatsNow_one: 'Seats on sale now: {{count}}.',
    seatsNow_other: 'Seats on sale now: {{count}}.',
    loadError: 'The waiting list of this departure could not be loaded.',
    empty: 'Nobody is waiting for this departure.',
    place: 'In line',
    name: 'Name',
    contact: 'Contact',
    travellers: 'Seats',
    status: 'Status',
    since: 'Joined on',
    offerUntil: 'Offer until',
    actions: 'Actions',
    messages: 'Messages',
    messagesLabel: 'Messages to {{name}}',
    messagesTitle: 'Messages to {{name}}',
    messagesIntro: 'The e-mails written to this person about the waiting list, from the first to the last.',
    messagesEmpty: 'No e-mail written to this person.',
    messagesError: 'We could not load the messages of this person.',
    statuses: {
      unconfirmed: 'E-mail to confirm',
      waiting: 'Waiting',
      offered: 'Seats offered',
      booked: 'Booked',
      lapsed: 'Offer lapsed',
      left: 'Left the list',
      removed: 'Removed by staff',
      cancelled: 'Departure cancelled',
    },
    change: 'Seats',
    changeLabel: 'Change the seats of {{name}}',
    changeTitle: 'How many seats is {{name}} waiting for?',
    changeDescription: 'The place in line stays the same.',
    changeField: 'Seats asked for',
    save: 'Save',
    saved: 'Waiting list updated',
    remove: 'Remove',
    removeLabel: 'Remove {{name}} from the waiting list',
    removeTitle: 'Remove {{name}} from the list?',
    removeDescription:
      'They will get no more messages about this departure. Seats offered to them go to the next in line.',
    removeConfirm: 'Remove from the list',
    removed: '{{name}} was removed from the waiting list',
    actionError: 'The change did not go through. Try again in a moment.',
  },
};

// Arrives with this folder's screen.
registerAdminMessages({ it, en });

/** `t` for the waiting list's strings (`admin.waitlist.…`), the area's (`admin.…`) and the shared strings. */
export const useWaitlistTranslation = useTranslation<AdminNamespace<typeof it>>;
