import { availabilityOf, seatShortage } from './availability.js';

describe('availabilityOf', () => {
  it.each([
    [-1, 'soldout'],
    [0, 'soldout'],
    [1, 'few'],
    [4, 'few'],
    [5, 'available'],
    [10, 'available'],
  ])('calls %i free seats %s', (seats, availability) => {
    expect(availabilityOf(seats)).toBe(availability);
  });
});

describe('seatShortage', () => {
  it.each([
    [0, 1, 'DEPARTURE_SOLD_OUT'],
    [0, 4, 'DEPARTURE_SOLD_OUT'],
    [4, 5, 'NOT_ENOUGH_SEATS'],
    [1, 2, 'NOT_ENOUGH_SEATS'],
    [4, 4, null],
    [5, 4, null],
    [5, 5, null],
    [10, 1, null],
  ])('with %i seats free and %i travellers: %s', (seats, travellers, shortage) => {
    expect(seatShortage(seats, travellers)).toBe(shortage);
  });
});
