import {
  ageOn,
  balanceDueDate,
  balanceReminderDue,
  birthDateProblem,
  childPriceCents,
  depositTermsOf,
  effectivePaymentType,
  isChild,
  paymentTypeFor,
  priceBooking,
  singleRoomsProblem,
  type PricedOffer,
} from './booking-policy.js';
import { parseCalendarDate } from '../common/calendar-date.js';

describe('payment type of a departure', () => {
  // 10:00 in Rome (CET) on 15 January 2027.
  const winterMorning = new Date('2027-01-15T09:00:00Z');

  it.each([
    ['41 days ahead', '2027-02-25', 'deposit'],
    ['40 days ahead', '2027-02-24', 'full'],
    ['39 days ahead', '2027-02-23', 'full'],
    ['a year ahead', '2028-01-15', 'deposit'],
    ['today', '2027-01-15', 'full'],
    ['a past date', '2026-12-01', 'full'],
    ['a date that does not exist', '2027-02-30', 'full'],
    ['no date', '', 'full'],
    ['another format', '25/02/2027', 'full'],
    ['text', 'domani', 'full'],
  ])('%s (%s) asks for %s payment', (_case, startDate, expected) => {
    expect(paymentTypeFor(startDate, winterMorning)).toBe(expected);
  });

  it.each([
    // 23:30 UTC on 14 January is already 15 January in Rome: 41 days to 25 February.
    ['just after midnight in Rome, before midnight in UTC', '2027-01-14T23:30:00Z', '2027-02-25', 'deposit'],
    ['just before midnight in Rome', '2027-01-14T22:59:59Z', '2027-02-24', 'deposit'],
    ['at midnight in Rome', '2027-01-14T23:00:00Z', '2027-02-24', 'full'],
    // Summer time: Rome is UTC+2, midnight is 22:00 UTC.
    ['at midnight in Rome in summer', '2027-06-30T22:00:00Z', '2027-08-11', 'deposit'],
    ['one second before midnight in Rome in summer', '2027-06-30T21:59:59Z', '2027-08-10', 'deposit'],
    ['a day later in summer', '2027-06-30T22:00:00Z', '2027-08-10', 'full'],
    ['across a leap day', '2028-01-20T10:00:00Z', '2028-03-01', 'deposit'],
    ['across a leap day, one day closer', '2028-01-21T10:00:00Z', '2028-03-01', 'full'],
  ])('counts Rome calendar days %s', (_case, now, startDate, expected) => {
    expect(paymentTypeFor(startDate, new Date(now))).toBe(expected);
  });
});

describe('a link made for a deposit, booked later', () => {
  const now = new Date('2027-01-15T09:00:00Z');
  it.each([
    ['deposit', '2027-02-25', 'deposit'],
    ['deposit', '2027-02-24', 'full'],
    ['full', '2027-06-01', 'full'],
    ['full', '2027-01-20', 'full'],
  ] as const)('offered %s for %s asks %s', (offered, startDate, expected) => {
    expect(effectivePaymentType(offered, startDate, now)).toBe(expected);
  });
});

describe('balance due date', () => {
  it.each([
    ['2027-05-10', '2027-04-10'],
    ['2027-03-15', '2027-02-13'],
    ['2028-03-15', '2028-02-14'],
    ['2027-01-05', '2026-12-06'],
    ['2027-02-30', null],
  ])('for a departure on %s is %s', (startDate, expected) => {
    expect(balanceDueDate(startDate)).toBe(expected);
  });
});

describe('age and children', () => {
  const date = (text: string) => parseCalendarDate(text)!;

  it.each([
    ['2015-05-10', '2027-05-10', 12],
    ['2015-05-11', '2027-05-10', 11],
    ['2015-05-09', '2027-05-10', 12],
    ['2016-02-29', '2027-02-28', 10],
    ['2016-02-29', '2027-03-01', 11],
    ['2016-02-29', '2028-02-29', 12],
    ['2016-02-28', '2028-02-29', 12],
    ['2016-03-01', '2028-02-29', 11],
    ['1950-12-31', '2027-01-01', 76],
  ])('born %s, on %s is %i', (birth, on, expected) => {
    expect(ageOn(date(birth), date(on))).toBe(expected);
  });

  it.each([
    ['turning 12 on the start date', '2015-05-10', false],
    ['turning 12 the day after', '2015-05-11', true],
    ['11 years old', '2016-01-01', true],
    ['a baby', '2027-01-01', true],
    ['an adult', '1960-07-04', false],
    ['no birth date', undefined, false],
    ['an empty birth date', '', false],
    ['an unreadable birth date', '2015-02-30', false],
  ])('%s (%s) is a child: %s', (_case, birthDate, expected) => {
    expect(isChild(birthDate, '2027-05-10')).toBe(expected);
  });

  it('takes a 29 February birthday as reached on 1 March of a common year', () => {
    expect(isChild('2016-02-29', '2028-02-28')).toBe(true);
    expect(isChild('2016-02-29', '2028-02-29')).toBe(false);
    expect(isChild('2015-03-01', '2027-02-28')).toBe(true);
    expect(isChild('2015-03-01', '2027-03-01')).toBe(false);
  });

  it('counts every traveller as an adult when the start date cannot be read', () => {
    expect(isChild('2020-01-01', 'presto')).toBe(false);
  });
});

describe('birth date checks', () => {
  const now = new Date('2027-01-15T09:00:00Z');
  it.each([
    ['1960-07-04', null],
    ['2027-01-15', null],
    ['1900-01-01', null],
    ['2027-01-16', 'La data di nascita non può essere nel futuro.'],
    ['1899-12-31', 'La data di nascita è troppo lontana nel tempo.'],
    ['2015-02-29', 'Inserisci una data di nascita valida (GG/MM/AAAA).'],
    ['04/07/1960', 'Inserisci una data di nascita valida (GG/MM/AAAA).'],
  ])('%s: %s', (birthDate, expected) => {
    expect(birthDateProblem(birthDate, now)).toBe(expected);
  });
});

describe('price of a booking', () => {
  const now = new Date('2027-01-15T09:00:00Z');
  const offer = (change: Partial<PricedOffer> = {}): PricedOffer => ({
    startDate: '2027-05-10',
    priceCents: 129_000,
    paymentType: 'deposit',
    childDiscountEnabled: true,
    childDiscountPercentage: 50,
    deposit: { kind: 'percent', value: 40 },
    singleSupplementCents: null,
    ...change,
  });
  const adult = { birthDate: '1960-07-04' };
  const child = { birthDate: '2018-03-02' };

  it.each([
    [
      'two adults, deposit 40 %',
      [adult, adult],
      offer(),
      { adultCount: 2, childCount: 0, totalPriceCents: 258_000, childDiscountCents: 0, depositAmountCents: 103_200 },
      'deposit',
      103_200,
    ],
    [
      'an adult and a child at half price',
      [adult, child],
      offer(),
      {
        adultCount: 1,
        childCount: 1,
        totalPriceCents: 193_500,
        childDiscountCents: 64_500,
        depositAmountCents: 77_400,
      },
      'deposit',
      77_400,
    ],
    [
      'a missing birth date counts as an adult',
      [{}, { birthDate: null }, { birthDate: '' }],
      offer(),
      { adultCount: 3, childCount: 0, totalPriceCents: 387_000, childDiscountCents: 0, depositAmountCents: 154_800 },
      'deposit',
      154_800,
    ],
    [
      'a child without the discount pays the full price',
      [adult, child],
      offer({ childDiscountEnabled: false }),
      { adultCount: 1, childCount: 1, totalPriceCents: 258_000, childDiscountCents: 0, depositAmountCents: 103_200 },
      'deposit',
      103_200,
    ],
    [
      'a fixed deposit per person (Thailand, 500 €)',
      [adult, adult, child],
      offer({ deposit: { kind: 'fixedPerPerson', value: 50_000 } }),
      {
        adultCount: 2,
        childCount: 1,
        totalPriceCents: 322_500,
        childDiscountCents: 64_500,
        depositAmountCents: 150_000,
      },
      'deposit',
      150_000,
    ],
    [
      'a fixed deposit never above the total',
      [child],
      offer({ priceCents: 90_000, deposit: { kind: 'fixedPerPerson', value: 80_000 } }),
      { adultCount: 0, childCount: 1, totalPriceCents: 45_000, childDiscountCents: 45_000, depositAmountCents: 45_000 },
      'deposit',
      45_000,
    ],
    [
      'a deposit of 30 % (US West)',
      [adult],
      offer({ priceCents: 290_000, deposit: { kind: 'percent', value: 30 } }),
      { adultCount: 1, childCount: 0, totalPriceCents: 290_000, childDiscountCents: 0, depositAmountCents: 87_000 },
      'deposit',
      87_000,
    ],
    [
      '40 days ahead asks the whole price',
      [adult, adult],
      offer({ startDate: '2027-02-24' }),
      { adultCount: 2, childCount: 0, totalPriceCents: 258_000, childDiscountCents: 0, depositAmountCents: 103_200 },
      'full',
      258_000,
    ],
    [
      '41 days ahead asks the deposit',
      [adult, adult],
      offer({ startDate: '2027-02-25' }),
      { adultCount: 2, childCount: 0, totalPriceCents: 258_000, childDiscountCents: 0, depositAmountCents: 103_200 },
      'deposit',
      103_200,
    ],
    [
      'a link for full payment',
      [adult],
      offer({ paymentType: 'full' }),
      { adultCount: 1, childCount: 0, totalPriceCents: 129_000, childDiscountCents: 0, depositAmountCents: 51_600 },
      'full',
      129_000,
    ],
    [
      'an unreadable start date: full payment, nobody a child',
      [adult, child],
      offer({ startDate: 'da definire' }),
      { adultCount: 2, childCount: 0, totalPriceCents: 258_000, childDiscountCents: 0, depositAmountCents: 103_200 },
      'full',
      258_000,
    ],
  ])('%s', (_case, travellers, priced, amounts, paymentType, amountToPayCents) => {
    expect(priceBooking(travellers, priced, now)).toEqual({
      ...amounts,
      singleRooms: 0,
      singleSupplementCents: 0,
      paymentType,
      amountToPayCents,
    });
  });

  describe('with single rooms (DECISIONS 33)', () => {
    const vienna = offer({ priceCents: 90_000, singleSupplementCents: 29_000 });
    it.each([
      ['a solo traveller with a single room', [adult], vienna, 1, 119_000, 29_000, 47_600],
      ['two travellers, one single room', [adult, adult], vienna, 1, 209_000, 29_000, 83_600],
      ['two travellers, two single rooms', [adult, adult], vienna, 2, 238_000, 58_000, 95_200],
      ['an adult and a child, the child in a single room', [adult, child], vienna, 1, 164_000, 29_000, 65_600],
      ['no single room', [adult], vienna, 0, 90_000, 0, 36_000],
      [
        'a fixed deposit per person leaves the supplement to the balance',
        [adult],
        offer({
          priceCents: 180_000,
          singleSupplementCents: 35_000,
          deposit: { kind: 'fixedPerPerson', value: 50_000 },
        }),
        1,
        215_000,
        35_000,
        50_000,
      ],
    ])('%s', (_case, travellers, priced, singleRooms, total, supplement, deposit) => {
      expect(priceBooking(travellers, priced, now, singleRooms)).toMatchObject({
        singleRooms,
        singleSupplementCents: supplement,
        totalPriceCents: total,
        depositAmountCents: deposit,
        amountToPayCents: deposit,
      });
    });

    it.each([
      [0, 1, null, null],
      [1, 1, 29_000, null],
      [2, 1, 29_000, 'Le camere singole non possono essere più dei viaggiatori.'],
      [1, 1, null, 'Questo viaggio non prevede camere singole.'],
      [-1, 1, 29_000, 'Indica quante camere singole: da 0 in su.'],
      [1.5, 2, 29_000, 'Indica quante camere singole: da 0 in su.'],
      [10, 10, 29_000, null],
    ])('%i single rooms for %i travellers, supplement %s: %s', (rooms, travellers, supplement, problem) => {
      expect(singleRoomsProblem(rooms, travellers, supplement)).toBe(problem);
    });
  });

  it('rounds the child price and the deposit to whole cents, half away from zero', () => {
    expect(childPriceCents(99_999, 50)).toBe(50_000);
    expect(childPriceCents(100_001, 50)).toBe(50_001);
    expect(childPriceCents(100_000, 33)).toBe(67_000);
    expect(childPriceCents(99_999, 33)).toBe(66_999);
    expect(childPriceCents(100_000, 0)).toBe(100_000);
    expect(childPriceCents(100_000, 100)).toBe(0);
    const summary = priceBooking([adult], offer({ priceCents: 100_001, deposit: { kind: 'percent', value: 40 } }), now);
    // 40 % of 1000.01 is 400.004: 400.00.
    expect(summary.depositAmountCents).toBe(40_000);
    const odd = priceBooking([adult], offer({ priceCents: 100_005, deposit: { kind: 'percent', value: 30 } }), now);
    // 30 % of 1000.05 is 300.015: 300.02.
    expect(odd.depositAmountCents).toBe(30_002);
    for (const value of Object.values(odd)) if (typeof value === 'number') expect(Number.isInteger(value)).toBe(true);
  });

  it("takes a link's fixed deposit over its share, and 40 % when it states neither", () => {
    expect(depositTermsOf({ depositPercentage: null, depositPerPersonCents: 80_000 })).toEqual({
      kind: 'fixedPerPerson',
      value: 80_000,
    });
    expect(depositTermsOf({ depositPercentage: 30, depositPerPersonCents: null })).toEqual({
      kind: 'percent',
      value: 30,
    });
    expect(depositTermsOf({ depositPercentage: null, depositPerPersonCents: null })).toEqual({
      kind: 'percent',
      value: 40,
    });
  });
});

describe('balance reminders', () => {
  it.each([
    ['2027-04-10', '2027-04-01', null],
    ['2027-04-10', '2027-04-02', null],
    ['2027-04-10', '2027-04-03', 'week-before'],
    ['2027-04-10', '2027-04-09', 'week-before'],
    ['2027-04-10', '2027-04-10', 'due-day'],
    ['2027-04-10', '2027-04-15', 'due-day'],
    ['2027-03-01', '2027-02-22', 'week-before'],
    ['2027-03-01', '2027-02-21', null],
  ])('for a balance due on %s, on %s: %s', (dueDate, today, expected) => {
    expect(balanceReminderDue(dueDate, today)).toBe(expected);
  });
});
