import { coordinatorClashes, coordinatorKey, firstBusyCoordinator, spansOverlap } from './coordinator-clashes.js';

const span = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('spansOverlap', () => {
  it.each([
    ['the second leaves the day the first comes home', '2027-05-06', '2027-05-10', '2027-05-10', '2027-05-14', true],
    ['the second leaves the day after', '2027-05-06', '2027-05-10', '2027-05-11', '2027-05-14', false],
    ['the second comes home the day the first leaves', '2027-05-10', '2027-05-14', '2027-05-06', '2027-05-10', true],
    ['the second comes home the day before', '2027-05-10', '2027-05-14', '2027-05-06', '2027-05-09', false],
    ['one inside the other', '2027-05-01', '2027-05-20', '2027-05-10', '2027-05-12', true],
    ['the same dates', '2027-05-10', '2027-05-14', '2027-05-10', '2027-05-14', true],
    ['two one-day trips on the same day', '2027-05-10', '2027-05-10', '2027-05-10', '2027-05-10', true],
    ['across the end of the year', '2027-12-28', '2028-01-03', '2028-01-03', '2028-01-08', true],
    ['across the end of a leap February', '2028-02-25', '2028-02-29', '2028-03-01', '2028-03-05', false],
    ['a month apart', '2027-05-10', '2027-05-14', '2027-06-10', '2027-06-14', false],
  ])('%s: %s-%s and %s-%s overlap: %s', (_case, aStart, aEnd, bStart, bEnd, expected) => {
    expect(spansOverlap(span(aStart, aEnd), span(bStart, bEnd))).toBe(expected);
    expect(spansOverlap(span(bStart, bEnd), span(aStart, aEnd))).toBe(expected);
  });
});

describe('coordinatorKey', () => {
  it.each([
    ['Giulia', 'giulia'],
    ['  GIULIA ', 'giulia'],
    ['Niccolò', 'niccolò'],
    ['NICCOLÒ', 'niccolò'],
  ])('reads %j as %j', (name, key) => {
    expect(coordinatorKey(name)).toBe(key);
  });
});

describe('firstBusyCoordinator', () => {
  const others = [
    { id: 'a', ...span('2027-05-06', '2027-05-10'), coordinators: ['Giulia', 'Marco'] },
    { id: 'b', ...span('2027-05-12', '2027-05-20'), coordinators: [' sara '] },
  ];

  it.each([
    ['a name free on those days', span('2027-05-10', '2027-05-11'), ['Luca'], null],
    [
      'a name busy on the last day of the other group',
      span('2027-05-10', '2027-05-11'),
      ['Luca', 'marco'],
      ['marco', 'a'],
    ],
    ['a name busy only after the other group came home', span('2027-05-11', '2027-05-11'), ['Giulia'], null],
    ['a name written differently', span('2027-05-20', '2027-05-25'), [' SARA'], ['SARA', 'b']],
    ['the first busy of two', span('2027-05-01', '2027-05-30'), ['Sara', 'Giulia'], ['Sara', 'b']],
    ['no names', span('2027-05-01', '2027-05-30'), [], null],
  ])('%s', (_case, range, names, expected) => {
    const busy = firstBusyCoordinator(range, names, others);
    expect(busy && [busy.coordinator, busy.other.id]).toEqual(expected);
  });
});

describe('coordinatorClashes', () => {
  it('lists each coordinator on two departures sharing a day, once, by start date', () => {
    const departures = [
      { id: 'late', ...span('2027-05-20', '2027-05-22'), coordinators: ['Marco'] },
      { id: 'first', ...span('2027-05-06', '2027-05-10'), coordinators: ['Giulia', 'Marco'] },
      { id: 'touching', ...span('2027-05-10', '2027-05-14'), coordinators: ['marco ', 'GIULIA'] },
      { id: 'next-day', ...span('2027-05-11', '2027-05-13'), coordinators: ['Giulia', 'Luca'] },
      { id: 'unstaffed', ...span('2027-05-06', '2027-05-30'), coordinators: [] },
    ];
    const clashes = coordinatorClashes(departures).map((c) => [c.coordinator, c.first.id, c.second.id]);
    expect(clashes).toEqual([
      ['Giulia', 'first', 'touching'],
      ['Marco', 'first', 'touching'],
      ['GIULIA', 'touching', 'next-day'],
    ]);
  });

  it('finds none among departures that never share a day or a name', () => {
    expect(
      coordinatorClashes([
        { ...span('2027-05-06', '2027-05-10'), coordinators: ['Giulia'] },
        { ...span('2027-05-11', '2027-05-14'), coordinators: ['Giulia'] },
        { ...span('2027-05-06', '2027-05-14'), coordinators: ['Marco'] },
      ]),
    ).toEqual([]);
  });
});
