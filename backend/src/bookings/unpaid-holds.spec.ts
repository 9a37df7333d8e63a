import { contactEmailKey, contactPhoneKey, type HolderHeldSeats, unpaidHoldExcess } from './unpaid-holds.js';

const none = { total: 0, onDeparture: 0 };
const held = (overrides: Partial<HolderHeldSeats>): HolderHeldSeats => ({
  client: none,
  email: none,
  phone: none,
  network: 0,
  ...overrides,
});

describe('unpaid hold caps', () => {
  it.each([
    ['a first family of ten', held({}), 10, null],
    ['eleven on one departure', held({}), 11, 'perDeparture'],
    ['a second booking that fills one family on a departure', held({ email: { total: 4, onDeparture: 4 } }), 6, null],
    ['one seat past a family on a departure', held({ phone: { total: 4, onDeparture: 4 } }), 7, 'perDeparture'],
    ['two families on two dates', held({ client: { total: 10, onDeparture: 0 } }), 10, null],
    ['a third departure past two families', held({ client: { total: 20, onDeparture: 0 } }), 1, 'total'],
    ['the e-mail counts when the address changes', held({ email: { total: 19, onDeparture: 0 } }), 2, 'total'],
    ['an IPv6 /48 up to four families', held({ network: 30 }), 10, null],
    ['one seat past four families in a /48', held({ network: 40 }), 1, 'network'],
  ])('%s', (_, holder, seats, excess) => {
    expect(unpaidHoldExcess(holder, seats)).toBe(excess);
  });
});

describe('holder keys', () => {
  it.each([
    ['Maria.Rossi@Example.it ', 'maria.rossi@example.it'],
    ['maria.rossi+lucca@example.it', 'maria.rossi@example.it'],
    ['m.a.r.i.a+1@googlemail.com', 'maria@gmail.com'],
    ['Maria.Rossi@gmail.com', 'mariarossi@gmail.com'],
  ])('e-mail %s is %s', (email, key) => {
    expect(contactEmailKey(email)).toBe(key);
  });

  it.each([
    ['+39 333 123 4567', '331234567'],
    ['0039 333 1234567', '331234567'],
    ['333-123-4567', '331234567'],
  ])('phone %s is %s', (phone, key) => {
    expect(contactPhoneKey(phone)).toBe(key);
  });
});
