import { type RoomingBooking, roomingList, roomingListCsv } from './rooming.js';

const person = (firstName: string, change: Partial<RoomingBooking['travellers'][number]> = {}) => ({
  firstName,
  lastName: 'Rossi',
  isChild: false,
  singleRoom: false,
  ...change,
});
const booking = (reference: string, travellers: RoomingBooking['travellers'], singleRooms = 0): RoomingBooking => ({
  reference,
  singleRooms,
  travellers,
});
/** Each room as 'type: names', the names with a mark for a bed to share. */
const shape = (bookings: RoomingBooking[]) =>
  roomingList(bookings).map(
    (room) =>
      `${room.number} ${room.type}: ${room.occupants.map((o) => o.firstName).join('+')}${room.toShare ? ' (+?)' : ''}`,
  );

describe('rooming list', () => {
  it.each([
    ['a couple: one double', [booking('R1', [person('Anna'), person('Paolo')])], ['1 double: Anna+Paolo']],
    [
      'a solo traveller with a single room',
      [booking('R1', [person('Anna', { singleRoom: true })], 1)],
      ['1 single: Anna'],
    ],
    [
      'two solo travellers without singles share a twin',
      [booking('R1', [person('Anna')]), booking('R2', [person('Bruna')])],
      ['1 twin: Anna+Bruna'],
    ],
    ['one solo traveller left: a twin to share', [booking('R1', [person('Anna')])], ['1 twin: Anna (+?)']],
    [
      'a family of three: a double, the third shares a twin with another booking',
      [
        booking('R1', [person('Anna'), person('Paolo'), person('Luca', { isChild: true })]),
        booking('R2', [person('Bruna')]),
      ],
      ['1 double: Anna+Paolo', '2 twin: Luca+Bruna'],
    ],
    [
      'a single room paid for without saying who: the first without one',
      [booking('R1', [person('Anna'), person('Paolo'), person('Carla')], 1)],
      ['1 single: Anna', '2 double: Paolo+Carla'],
    ],
    [
      'singles where asked, the rest paired',
      [booking('R1', [person('Anna'), person('Paolo', { singleRoom: true }), person('Carla')], 1)],
      ['1 single: Paolo', '2 double: Anna+Carla'],
    ],
    ['nobody: no rooms', [], []],
  ])('%s', (_case, bookings, rooms) => {
    expect(shape(bookings)).toEqual(rooms);
  });

  it('writes one line per guest, for Italian spreadsheets, with formulas disarmed', () => {
    const csv = roomingListCsv(
      roomingList([
        booking('Ricevuta 1234', [person('=SOMMA(A1)', { singleRoom: true })], 1),
        booking('Ricevuta 2345', [person('Bruna')]),
      ]),
    );
    expect(csv.startsWith('\ufeff"Camera";"Tipo";"Riferimento";"Cognome";"Nome";"Bambino";"Note"\r\n')).toBe(true);
    expect(csv).toContain('"1";"Singola";"Ricevuta 1234";"Rossi";"\'=SOMMA(A1)";"no";""\r\n');
    expect(csv).toContain(
      '"2";"Doppia uso letti separati";"Ricevuta 2345";"Rossi";"Bruna";"no";"Letto da abbinare"\r\n',
    );
  });
});
