import { describe, expect, it } from 'vitest';
import { endOfRomeDay, parseCommission, parseOverlapHours, parseUnpaidSeats } from '../partner-terms';

describe('the commission as typed', () => {
  it.each([
    ['12,5', 12.5],
    ['12.50', 12.5],
    [' 7 ', 7],
    ['0', 0],
    ['30', 30],
    ['30,00', 30],
    ['12,35', 12.35],
    ['0,07', 0.07],
  ])('reads %j as %d percent', (typed, percent) => {
    expect(parseCommission(typed)).toBe(percent);
  });

  it.each(['', '30,01', '31', '12,345', '-1', '1.234', 'dodici', '12,', ',5', '100'])('refuses %j', (typed) => {
    expect(parseCommission(typed)).toBeNull();
  });
});

describe('the seats a partner may hold unpaid on one departure', () => {
  it('takes a whole number from 1 to 200', () => {
    expect(parseUnpaidSeats('1')).toBe(1);
    expect(parseUnpaidSeats(' 20 ')).toBe(20);
    expect(parseUnpaidSeats('200')).toBe(200);
    for (const typed of ['0', '201', '12,5', '-3', '', 'venti']) expect(parseUnpaidSeats(typed)).toBeNull();
  });
});

describe('the hours a rotated key keeps working', () => {
  it('takes a whole number from 0 to 168', () => {
    expect(parseOverlapHours('0')).toBe(0);
    expect(parseOverlapHours(' 24 ')).toBe(24);
    expect(parseOverlapHours('168')).toBe(168);
    expect(parseOverlapHours('169')).toBeNull();
    expect(parseOverlapHours('1,5')).toBeNull();
    expect(parseOverlapHours('')).toBeNull();
  });
});

describe('a key valid until a day', () => {
  it('works to the last second of that day in Rome, summer or winter', () => {
    expect(endOfRomeDay('2027-06-30')).toBe('2027-06-30T23:59:59+02:00');
    expect(endOfRomeDay('2027-01-15')).toBe('2027-01-15T23:59:59+01:00');
    // The night summer time ends, and the one it starts.
    expect(endOfRomeDay('2027-10-31')).toBe('2027-10-31T23:59:59+01:00');
    expect(endOfRomeDay('2027-03-28')).toBe('2027-03-28T23:59:59+02:00');
  });
});
