import {
  instalmentsOwed,
  mondayOf,
  moneyByWeek,
  type OwingBooking,
  romeWeeks,
  seatBar,
  sumByWeek,
} from './dashboard-rules.js';

const HOUR_MS = 3_600_000;

describe('mondayOf: weeks run Monday to Sunday', () => {
  it.each([
    ['2026-11-23', '2026-11-23', 'a Monday is its own week’s first day'],
    ['2026-11-27', '2026-11-23', 'a Friday'],
    ['2026-11-29', '2026-11-23', 'a Sunday closes the week that began six days before'],
    ['2026-12-31', '2026-12-28', 'New Year’s Eve, in ISO week 53 of 2026'],
    ['2027-01-03', '2026-12-28', 'the first Sunday of 2027 still belongs to that week'],
    ['2027-01-04', '2027-01-04', 'the first Monday of 2027 starts week 1'],
    ['2028-02-29', '2028-02-28', 'a leap day'],
    ['2027-03-28', '2027-03-22', 'the Sunday the clocks go forward'],
    ['2027-10-31', '2027-10-25', 'the Sunday the clocks go back'],
  ])('%s is in the week of %s (%s)', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it('refuses what is not a date', () => {
    expect(() => mondayOf('2027-02-30')).toThrow('Not a calendar date');
  });
});

describe('romeWeeks: the instants a week holds in Rome', () => {
  it.each([
    ['2026-12-02', '2026-11-30', '2026-12-06', '2026-11-29T23:00:00.000Z', '2026-12-06T23:00:00.000Z', 168],
    ['2027-07-14', '2027-07-12', '2027-07-18', '2027-07-11T22:00:00.000Z', '2027-07-18T22:00:00.000Z', 168],
    // Clocks go forward on Sunday 28 March 2027 at 02:00: that week is an hour short.
    ['2027-03-24', '2027-03-22', '2027-03-28', '2027-03-21T23:00:00.000Z', '2027-03-28T22:00:00.000Z', 167],
    // Clocks go back on Sunday 25 October 2026 at 03:00: that week is an hour long.
    ['2026-10-21', '2026-10-19', '2026-10-25', '2026-10-18T22:00:00.000Z', '2026-10-25T23:00:00.000Z', 169],
    ['2027-01-01', '2026-12-28', '2027-01-03', '2026-12-27T23:00:00.000Z', '2027-01-03T23:00:00.000Z', 168],
  ])('the week of %s runs %s to %s, %s to %s (%i hours)', (day, start, end, startsAt, endsAt, hours) => {
    const [week] = romeWeeks(day, 1);
    expect(week).toEqual({ weekStart: start, weekEnd: end, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
    expect((week.endsAt.getTime() - week.startsAt.getTime()) / HOUR_MS).toBe(hours);
  });

  it('follows on from week to week across the year’s end and a clock change, without gaps', () => {
    const weeks = romeWeeks('2026-10-20', 13);
    expect(weeks.map((week) => week.weekStart)).toEqual([
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
    ]);
    for (const [index, week] of weeks.slice(1).entries()) expect(week.startsAt).toEqual(weeks[index].endsAt);
  });
});

describe('sumByWeek', () => {
  const weeks = romeWeeks('2026-12-28', 2);

  it.each([
    ['2026-12-27', [0, 0], 'the Sunday before the first week: outside'],
    ['2026-12-28', [100, 0], 'the first Monday'],
    ['2027-01-03', [100, 0], 'the first Sunday, in the new year'],
    ['2027-01-04', [0, 100], 'the second Monday'],
    ['2027-01-10', [0, 100], 'the last Sunday'],
    ['2027-01-11', [0, 0], 'the Monday after the last week: outside'],
  ])('an amount on %s counts as %j (%s)', (on, sums) => {
    expect(sumByWeek(weeks, [{ on, cents: 100 }])).toEqual(sums);
  });
});

describe('instalmentsOwed: what counts as money expected', () => {
  // Departing on 20 June 2027: the balance is due 30 days before, on 21 May.
  const base: OwingBooking = {
    status: 'pending',
    totalPriceCents: 300_000,
    amountToPayCents: 120_000,
    amountPaidCents: 0,
    // 15:00 in Rome on Monday 8 March 2027.
    paymentExpiresAt: new Date('2027-03-08T14:00:00Z'),
    startDate: '2027-06-20',
  };

  it.each<[string, Partial<OwingBooking>, { on: string; cents: number }[]]>([
    [
      'a deposit booking waiting: the deposit when its window ends, the rest on the balance date',
      {},
      [
        { on: '2027-03-08', cents: 120_000 },
        { on: '2027-05-21', cents: 180_000 },
      ],
    ],
    [
      'a declared transfer: the same, the window being the declaration’s',
      { status: 'transfer_declared' },
      [
        { on: '2027-03-08', cents: 120_000 },
        { on: '2027-05-21', cents: 180_000 },
      ],
    ],
    [
      'part of the deposit arrived: the deposit’s remainder now, the balance then',
      { amountPaidCents: 20_000 },
      [
        { on: '2027-03-08', cents: 100_000 },
        { on: '2027-05-21', cents: 180_000 },
      ],
    ],
    [
      'a booking within 40 days asks the whole price when its window ends',
      { amountToPayCents: 300_000, startDate: '2027-04-10' },
      [{ on: '2027-03-08', cents: 300_000 }],
    ],
    [
      'a confirmed booking with its deposit in owes the balance on the balance date',
      { status: 'confirmed', amountPaidCents: 120_000 },
      [{ on: '2027-05-21', cents: 180_000 }],
    ],
    [
      'a confirmed booking whose balance date has passed still owes it, on that date (late)',
      { status: 'confirmed', amountPaidCents: 120_000, startDate: '2027-03-20' },
      [{ on: '2027-02-18', cents: 180_000 }],
    ],
    ['a booking paid in full owes nothing', { status: 'confirmed', amountPaidCents: 300_000 }, []],
    ['money beyond the price owes nothing either', { status: 'confirmed', amountPaidCents: 310_000 }, []],
    ['an expired booking owes nothing: its seats are on sale again', { status: 'expired' }, []],
    ['a cancelled booking owes nothing', { status: 'cancelled', amountPaidCents: 120_000 }, []],
    [
      'a window extended past the balance date brings the balance to the window’s day',
      { paymentExpiresAt: new Date('2027-05-25T14:00:00Z') },
      [
        { on: '2027-05-25', cents: 120_000 },
        { on: '2027-05-25', cents: 180_000 },
      ],
    ],
    [
      // 23:30 UTC on Sunday is 00:30 on Monday in Rome (winter time).
      'a window ending after midnight in Rome is due on the Rome day',
      { paymentExpiresAt: new Date('2027-03-07T23:30:00Z') },
      [
        { on: '2027-03-08', cents: 120_000 },
        { on: '2027-05-21', cents: 180_000 },
      ],
    ],
    [
      // 22:30 UTC on Sunday 28 March is 00:30 on Monday 29 in Rome: summer time began that night.
      'the Rome day across the change to summer time',
      { paymentExpiresAt: new Date('2027-03-28T22:30:00Z') },
      [
        { on: '2027-03-29', cents: 120_000 },
        { on: '2027-05-21', cents: 180_000 },
      ],
    ],
  ])('%s', (_case, change, expected) => {
    expect(instalmentsOwed({ ...base, ...change })).toEqual(expected);
  });
});

describe('moneyByWeek', () => {
  const weeks = romeWeeks('2026-11-27', 2);

  it('puts what is due in its week, what was due before the first week as late, and leaves out what comes after', () => {
    const money = moneyByWeek(
      weeks,
      [
        { on: '2026-11-22', cents: 5_000 },
        { on: '2026-11-23', cents: 7_000 },
        { on: '2026-11-29', cents: 1_000 },
        { on: '2026-12-06', cents: 2_000 },
        { on: '2026-12-07', cents: 9_000 },
      ],
      [
        { on: '2026-11-20', cents: 40_000 },
        { on: '2026-11-24', cents: 30_000 },
      ],
    );
    expect(money).toEqual({ expectedCents: [8_000, 2_000], receivedCents: [30_000, 0], overdueCents: 5_000 });
  });
});

describe('seatBar: sold, held, taken elsewhere and free', () => {
  it.each([
    [
      'seats divide into sold, held, taken elsewhere and free',
      { totalSpots: 10, spotsAvailable: 3, sold: 4, held: 2 },
      { total: 10, sold: 4, held: 2, otherTaken: 1, free: 3 },
    ],
    [
      'every seat booked, none elsewhere',
      { totalSpots: 10, spotsAvailable: 1, sold: 5, held: 4 },
      { total: 10, sold: 5, held: 4, otherTaken: 0, free: 1 },
    ],
    [
      'bookings holding more than the counter says taken: nothing elsewhere, never less',
      { totalSpots: 10, spotsAvailable: 6, sold: 6, held: 0 },
      { total: 10, sold: 6, held: 0, otherTaken: 0, free: 6 },
    ],
    [
      'an empty departure',
      { totalSpots: 12, spotsAvailable: 12, sold: 0, held: 0 },
      { total: 12, sold: 0, held: 0, otherTaken: 0, free: 12 },
    ],
  ])('%s', (_case, counts, bar) => {
    expect(seatBar(counts)).toEqual(bar);
  });
});
