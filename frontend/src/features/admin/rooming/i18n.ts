import { useTranslation } from '../../../i18n/use-translation';
import { registerAdminMessages, type AdminNamespace } from '../i18n';

/** A departure's rooming list. */
const it = {
  rooming: {
    title: 'Rooming list',
    back: 'Torna alle partenze',
    open: 'Camere',
    openLabel: 'Rooming list della partenza di {{trip}} del {{date}}',
    intro:
      'Chi dorme dove, dalle scelte delle prenotazioni: camere singole a chi le ha chieste, gli altri di una prenotazione in doppia, chi viaggia da solo in doppia a letti separati con un altro.',
    loading: 'Caricamento delle camere...',
    loadError: 'Non siamo riusciti a caricare le camere di questa partenza.',
    empty: 'Nessuna prenotazione valida per questa partenza: nessuna camera da assegnare.',
    count_one: '{{count}} camera',
    count_other: '{{count}} camere',
    room: 'Camera',
    type: 'Tipo',
    guests: 'Ospiti',
    types: { single: 'Singola', double: 'Doppia', twin: 'Doppia a letti separati' },
    child: 'bambino',
    toShare: 'Letto da abbinare',
    download: 'Scarica la rooming list (CSV)',
    downloading: 'Download in corso...',
    downloaded: 'Rooming list scaricata',
    downloadError: 'Non siamo riusciti a scaricare la rooming list. Riprova tra qualche istante.',
    kept: 'Sistemata dallo staff',
    move: 'Sposta',
    moveLabel: 'Sposta {{name}} in un’altra camera',
    moveTitle: 'Dove dorme {{name}}?',
    moveDescription:
      'Le camere che sistemi restano come le lasci; gli altri ospiti, e chi prenota dopo, si dispongono intorno a loro.',
    target: 'Camera',
    newRoom: 'Nuova camera: {{type}}',
    withGuest: 'Camera {{number}} ({{type}}) con {{names}}',
    save: 'Sposta',
    saved: 'Camere aggiornate',
    saveError: 'Non siamo riusciti a salvare le camere. Riprova tra qualche istante.',
    undo: 'Torna alla disposizione automatica',
    undoTitle: 'Tornare alla disposizione automatica?',
    undoDescription: 'Tutte le camere sistemate dallo staff tornano a essere ricavate dalle prenotazioni.',
  },
};

const en: typeof it = {
  rooming: {
    title: 'Rooming list',
    back: 'Back to the departures',
    open: 'Rooms',
    openLabel: 'Rooming list of the departure of {{trip}} on {{date}}',
    intro:
      "Who sleeps where, from the bookings' choices: single rooms for those who asked, a booking's others in doubles, those travelling alone in twins with another.",
    loading: 'Loading the rooms...',
    loadError: 'The rooms of this departure could not be loaded.',
    empty: 'No standing booking for this departure: no room to assign.',
    count_one: '{{count}} room',
    count_other: '{{count}} rooms',
    room: 'Room',
    type: 'Type',
    guests: 'Guests',
    types: { single: 'Single', double: 'Double', twin: 'Twin' },
    child: 'child',
    toShare: 'Bed to share',
    download: 'Download the rooming list (CSV)',
    downloading: 'Downloading...',
    downloaded: 'Rooming list downloaded',
    downloadError: 'The rooming list could not be downloaded. Try again in a moment.',
    kept: 'Arranged by staff',
    move: 'Move',
    moveLabel: 'Move {{name}} to another room',
    moveTitle: 'Where does {{name}} sleep?',
    moveDescription:
      'Rooms you arrange stay as you leave them; the other guests, and those who book later, fit around them.',
    target: 'Room',
    newRoom: 'New room: {{type}}',
    withGuest: 'Room {{number}} ({{type}}) with {{names}}',
    save: 'Move',
    saved: 'Rooms updated',
    saveError: 'The rooms could not be saved. Try again in a moment.',
    undo: 'Back to the automatic arrangement',
    undoTitle: 'Back to the automatic arrangement?',
    undoDescription: 'Every room staff arranged is worked out from the bookings again.',
  },
};

// Arrives with this folder's screens.
registerAdminMessages({ it, en });

/** `t` for the rooming list's strings (`admin.rooming.…`), the area's (`admin.…`) and the shared strings. */
export const useRoomingTranslation = useTranslation<AdminNamespace<typeof it>>;
