import { spreadsheetCsv } from './passenger-list.js';

export const ROOM_TYPES = ['single', 'double', 'twin'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** A booking as the rooming list needs it: its travellers in the order they were given. */
export interface RoomingBooking {
  reference: string;
  /** Single rooms the booking paid for. */
  singleRooms: number;
  travellers: { firstName: string; lastName: string; isChild: boolean; singleRoom: boolean }[];
}

export interface RoomOccupant {
  reference: string;
  firstName: string;
  lastName: string;
  isChild: boolean;
}

export interface Room {
  /** 1, 2, 3... in the list's order. */
  number: number;
  type: RoomType;
  occupants: RoomOccupant[];
  /** The bed beside this traveller is still to be given to someone (a twin with one guest). */
  toShare: boolean;
}

/**
 * Who sleeps where, from the bookings' choices (DECISIONS 33). Each single room a booking paid
 * for goes to the traveller who asked for it, or, where the booking gave only how many, to its
 * first travellers without one. The others of a booking share doubles two by two, as the
 * families and couples who book together do; one left over shares a twin with one left over
 * from another booking, in the bookings' order, and the last may stay alone in a twin to share.
 */
export function roomingList(bookings: readonly RoomingBooking[]): Room[] {
  const rooms: Omit<Room, 'number'>[] = [];
  const leftOver: RoomOccupant[] = [];
  for (const booking of bookings) {
    const occupants = booking.travellers.map((traveller) => ({
      occupant: {
        reference: booking.reference,
        firstName: traveller.firstName,
        lastName: traveller.lastName,
        isChild: traveller.isChild,
      },
      single: traveller.singleRoom,
    }));
    let unassigned = booking.singleRooms - occupants.filter((entry) => entry.single).length;
    for (const entry of occupants) {
      if (unassigned <= 0) break;
      if (!entry.single) {
        entry.single = true;
        unassigned--;
      }
    }
    for (const entry of occupants.filter((item) => item.single)) {
      rooms.push({ type: 'single', occupants: [entry.occupant], toShare: false });
    }
    const sharing = occupants.filter((entry) => !entry.single).map((entry) => entry.occupant);
    for (let index = 0; index + 1 < sharing.length; index += 2) {
      rooms.push({ type: 'double', occupants: [sharing[index], sharing[index + 1]], toShare: false });
    }
    if (sharing.length % 2 === 1) leftOver.push(sharing[sharing.length - 1]);
  }
  for (let index = 0; index < leftOver.length; index += 2) {
    const pair = leftOver.slice(index, index + 2);
    rooms.push({ type: 'twin', occupants: pair, toShare: pair.length === 1 });
  }
  return rooms.map((room, index) => ({ number: index + 1, ...room }));
}

const HEADER = ['Camera', 'Tipo', 'Riferimento', 'Cognome', 'Nome', 'Bambino', 'Note'];
const TYPE_WORDS: Record<RoomType, string> = { single: 'Singola', double: 'Doppia', twin: 'Doppia uso letti separati' };

/** The rooming list for the hotels: one line per guest. */
export function roomingListCsv(rooms: readonly Room[]): string {
  return spreadsheetCsv([
    HEADER,
    ...rooms.flatMap((room) =>
      room.occupants.map((occupant) => [
        String(room.number),
        TYPE_WORDS[room.type],
        occupant.reference,
        occupant.lastName,
        occupant.firstName,
        occupant.isChild ? 'sì' : 'no',
        room.toShare ? 'Letto da abbinare' : '',
      ]),
    ),
  ]);
}
