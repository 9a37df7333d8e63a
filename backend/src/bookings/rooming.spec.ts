import { arrangementProblem, type RoomingBooking, roomingList, roomingListCsv } from './rooming.js';

type Traveller = RoomingBooking['travellers'][number];
const person = (firstName: string, change: Partial<Traveller> = {}): Traveller => ({
  id: `id-${firstName}`,
  firstName,
  lastName: 'Rossi',
  isChild: false,
  singleRoom: false,
  keptRoom: null,
  ...change,
});
const kept = (number: number, type: 'single' | 'double' | 'twin') => ({ keptRoom: { number, type } });
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
    [
      'staff put two solo travellers together: their room first, by its number',
      [
        booking('R1', [person('Anna', kept(5, 'twin'))]),
        booking('R2', [person('Paolo'), person('Carla')]),
        booking('R3', [person('Bruna', kept(5, 'twin'))]),
      ],
      ['5 twin: Anna+Bruna', '6 double: Paolo+Carla'],
    ],
    [
      'a family split by staff: the one moved has a bed to share, the others pair as usual',
      [booking('R1', [person('Anna'), person('Paolo'), person('Luca', kept(1, 'double'))])],
      ['1 double: Luca (+?)', '2 double: Anna+Paolo'],
    ],
    [
      'a single room paid for and placed by staff is not given a second time',
      [booking('R1', [person('Anna', kept(3, 'single')), person('Paolo'), person('Carla')], 1)],
      ['3 single: Anna', '4 double: Paolo+Carla'],
    ],
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

describe('arrangementProblem: the rooms staff keep', () => {
  const departure = new Set(['a', 'b', 'c']);
  it.each([
    ['two guests in a double', [{ number: 1, type: 'double', travellerIds: ['a', 'b'] }], null],
    ['one guest in a twin, a bed to share', [{ number: 1, type: 'twin', travellerIds: ['a'] }], null],
    ['nothing kept', [], null],
    ['two in a single', [{ number: 1, type: 'single', travellerIds: ['a', 'b'] }], 'La camera 1 ha più ospiti'],
    ['three in a double', [{ number: 2, type: 'double', travellerIds: ['a', 'b', 'c'] }], 'La camera 2 ha più ospiti'],
    ['an empty room', [{ number: 4, type: 'twin', travellerIds: [] }], 'La camera 4 non ha ospiti'],
    [
      'one number twice',
      [
        { number: 1, type: 'single', travellerIds: ['a'] },
        { number: 1, type: 'single', travellerIds: ['b'] },
      ],
      'La camera 1 compare due volte',
    ],
    [
      'a guest in two rooms',
      [
        { number: 1, type: 'single', travellerIds: ['a'] },
        { number: 2, type: 'single', travellerIds: ['a'] },
      ],
      'Un ospite è in due camere',
    ],
    [
      'a guest of another departure',
      [{ number: 1, type: 'single', travellerIds: ['z'] }],
      'non viaggia con una prenotazione',
    ],
  ] as const)('%s', (_case, rooms, problem) => {
    const found = arrangementProblem(
      rooms.map((room) => ({ ...room, travellerIds: [...room.travellerIds] })),
      departure,
    );
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});
