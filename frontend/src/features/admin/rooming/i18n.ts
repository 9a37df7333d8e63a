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
  },
};

// Arrives with this folder's screens.
registerAdminMessages({ it, en });

/** `t` for the rooming list's strings (`admin.rooming.…`), the area's (`admin.…`) and the shared strings. */
export const useRoomingTranslation = useTranslation<AdminNamespace<typeof it>>;
