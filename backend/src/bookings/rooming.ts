import { spreadsheetCsv } from './passenger-list.js';

export const ROOM_TYPES = ['single', 'double', 'twin'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** Guests a room of each type sleeps. */
export const ROOM_CAPACITY: Record<RoomType, number> = { single: 1, double: 2, twin: 2 };
/** Room numbers staff may give. */
export const MAX_ROOM_NUMBER = 999;

/** A booking as the rooming list needs it: its travellers in the order they were given. */
export interface RoomingBooking {
  reference: string;
  /** Single rooms the booking paid for. */
  singleRooms: number;
  travellers: {
    id: string;
    firstName: string;
    lastName: string;
    isChild: boolean;
    singleRoom: boolean;
    /** The room staff put this traveller in; null: worked out from the bookings. */
    keptRoom: { number: number; type: RoomType } | null;
  }[];
}

export interface RoomOccupant {
  travellerId: string;
  reference: string;
  firstName: string;
  lastName: string;
  isChild: boolean;
}

export interface Room {
  /** 1, 2, 3...: staff's numbers first, then the rooms worked out, after them. */
  number: number;
  type: RoomType;
  occupants: RoomOccupant[];
  /** A bed of this room is still to be given to someone (a double or twin with one guest). */
  toShare: boolean;
  /** Arranged by staff rather than worked out from the bookings. */
  kept: boolean;
}

/**
 * Who sleeps where (DECISIONS 33, decision R3). Rooms staff arranged come first, as they kept
 * them. The other travellers are worked out from the bookings' choices: each single room a
 * booking paid for and staff did not place goes to a traveller who asked for one, or, where the
 * booking gave only how many, to its first travellers without one; the others of a booking share
 * doubles two by two, as the families and couples who book together do; one left over shares a
 * twin with one left over from another booking, in the bookings' order, and the last may stay
 * alone in a twin to share.
 */
export function roomingList(bookings: readonly RoomingBooking[]): Room[] {
  const kept = new Map<number, Omit<Room, 'number'>>();
  const rooms: Omit<Room, 'number'>[] = [];
  const leftOver: RoomOccupant[] = [];
  for (const booking of bookings) {
    const occupants = booking.travellers.map((traveller) => ({
      occupant: {
        travellerId: traveller.id,
        reference: booking.reference,
        firstName: traveller.firstName,
        lastName: traveller.lastName,
        isChild: traveller.isChild,
      },
      single: traveller.singleRoom,
      keptRoom: traveller.keptRoom,
    }));
    for (const { occupant, keptRoom } of occupants) {
      if (!keptRoom) continue;
      const room = kept.get(keptRoom.number) ?? { type: keptRoom.type, occupants: [], toShare: false, kept: true };
      room.occupants.push(occupant);
      kept.set(keptRoom.number, room);
    }
    const placedSingles = occupants.filter((entry) => entry.keptRoom?.type === 'single').length;
    const open = occupants.filter((entry) => !entry.keptRoom);
    let unassigned = booking.singleRooms - placedSingles - open.filter((entry) => entry.single).length;
    for (const entry of open) {
      if (unassigned <= 0) break;
      if (!entry.single) {
        entry.single = true;
        unassigned--;
      }
    }
    for (const entry of open.filter((item) => item.single)) {
      rooms.push({ type: 'single', occupants: [entry.occupant], toShare: false, kept: false });
    }
    const sharing = open.filter((entry) => !entry.single).map((entry) => entry.occupant);
    for (let index = 0; index + 1 < sharing.length; index += 2) {
      rooms.push({ type: 'double', occupants: [sharing[index], sharing[index + 1]], toShare: false, kept: false });
    }
    if (sharing.length % 2 === 1) leftOver.push(sharing[sharing.length - 1]);
  }
  for (let index = 0; index < leftOver.length; index += 2) {
    const pair = leftOver.slice(index, index + 2);
    rooms.push({ type: 'twin', occupants: pair, toShare: pair.length === 1, kept: false });
  }
  const keptRooms = [...kept.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, room]) => ({
      number,
      ...room,
      toShare: room.occupants.length < ROOM_CAPACITY[room.type],
    }));
  const next = Math.max(0, ...keptRooms.map((room) => room.number)) + 1;
  return [...keptRooms, ...rooms.map((room, index) => ({ number: next + index, ...room }))];
}

/** A room as staff arrange it. */
export interface ArrangedRoom {
  number: number;
  type: RoomType;
  travellerIds: string[];
}

/**
 * What is wrong with staff's arrangement of a departure's rooms, in Italian; null when it can
 * be kept. `travellerIds` are the travellers of the departure's live bookings.
 */
export function arrangementProblem(rooms: readonly ArrangedRoom[], travellerIds: ReadonlySet<string>): string | null {
  const numbers = new Set<number>();
  const placed = new Set<string>();
  for (const room of rooms) {
    if (numbers.has(room.number)) return `La camera ${room.number} compare due volte.`;
    numbers.add(room.number);
    if (room.travellerIds.length === 0) return `La camera ${room.number} non ha ospiti.`;
    if (room.travellerIds.length > ROOM_CAPACITY[room.type]) {
      return `La camera ${room.number} ha più ospiti di quanti ne può ospitare.`;
    }
    for (const id of room.travellerIds) {
      if (!travellerIds.has(id)) return 'Uno degli ospiti non viaggia con una prenotazione valida di questa partenza.';
      if (placed.has(id)) return 'Un ospite è in due camere.';
      placed.add(id);
    }
  }
  return null;
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
