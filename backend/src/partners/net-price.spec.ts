import { basisPointsOf, commissionCents, netPriceCents, partnerPrices, percentOf } from './net-price.js';

describe('netPriceCents', () => {
  it.each([
    // price, commission (hundredths of a percent), commission cents, net cents
    ['no commission', 80_000, 0, 0, 80_000],
    ['the highest commission', 80_000, 3000, 24_000, 56_000],
    ['a whole-cent commission', 80_000, 1250, 10_000, 70_000],
    ['just under half a cent: down', 4, 1000, 0, 4],
    ['exactly half a cent: up', 5, 1000, 1, 4],
    ['just over half a cent: up', 6, 1000, 1, 5],
    ['one and a half cents: up', 15, 1000, 2, 13],
    ['two and a half cents: up, not to even', 25, 1000, 3, 22],
    ['0.4999 cents: down', 4999, 1, 0, 4999],
    ['0.5 cents of a hundredth of a percent: up', 5000, 1, 1, 4999],
    ['12.5 % of 1290.04 euro (161.255): up', 129_004, 1250, 16_126, 112_878],
    ['12.35 % of 1290 euro (159.315): down', 129_000, 1235, 15_932, 113_068],
    ['a free seat', 0, 3000, 0, 0],
    ['the dearest departure at 30 %', 10_000_000, 3000, 3_000_000, 7_000_000],
  ])('%s', (_case, price, basisPoints, commission, net) => {
    expect(commissionCents(price, basisPoints)).toBe(commission);
    expect(netPriceCents(price, basisPoints)).toBe(net);
  });

  it('always adds up to the retail price', () => {
    for (let price = 0; price <= 2000; price += 7) {
      for (const basisPoints of [0, 1, 333, 1250, 1999, 2999, 3000]) {
        const net = netPriceCents(price, basisPoints);
        expect(net + commissionCents(price, basisPoints)).toBe(price);
        expect(Number.isInteger(net)).toBe(true);
        expect(net).toBeLessThanOrEqual(price);
      }
    }
  });
});

describe('basisPointsOf and percentOf', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.29, 29],
    [12.35, 1235],
    [12.5, 1250],
    [30, 3000],
  ])('takes %s percent as %s hundredths and back', (percent, basisPoints) => {
    expect(basisPointsOf(percent)).toBe(basisPoints);
    expect(percentOf(basisPoints)).toBe(percent);
  });
});

describe('partnerPrices', () => {
  // 2027-03-01 12:00 in Rome: a departure on 2027-04-10 is 40 days away, on 2027-04-11 41.
  const now = new Date('2027-03-01T11:00:00Z');
  const offer = (startDate: string, singleSupplementCents: number | null = 30_000) => ({
    startDate,
    priceCents: 129_000,
    deposit: { kind: 'percent' as const, value: 40 },
    singleSupplementCents,
  });
  const adult = {};
  const child = { birthDate: '2020-01-01' };

  it.each([
    // case, start, travellers, single rooms, commission bp, retail total, net total, net to pay, payment type
    [
      'two adults, 41 days: deposit on the net',
      '2027-04-11',
      [adult, adult],
      0,
      1250,
      258_000,
      225_750,
      90_300,
      'deposit',
    ],
    ['two adults, 40 days: all the net now', '2027-04-10', [adult, adult], 0, 1250, 258_000, 225_750, 225_750, 'full'],
    ['no commission: net is retail', '2027-04-11', [adult, adult], 0, 0, 258_000, 258_000, 103_200, 'deposit'],
    ['a child at half the net seat', '2027-04-11', [adult, child], 0, 1250, 193_500, 169_313, 67_725, 'deposit'],
    ['a single room at its net supplement', '2027-04-11', [adult], 1, 1250, 159_000, 139_125, 55_650, 'deposit'],
    ['30 % commission', '2027-04-11', [adult], 0, 3000, 129_000, 90_300, 36_120, 'deposit'],
  ] as const)('%s', (_case, start, travellers, singleRooms, basisPoints, retail, net, toPay, type) => {
    const prices = partnerPrices(travellers, offer(start), basisPoints, now, singleRooms);
    expect(prices.retail.totalPriceCents).toBe(retail);
    expect(prices.net.totalPriceCents).toBe(net);
    expect(prices.net.amountToPayCents).toBe(toPay);
    expect(prices.net.paymentType).toBe(type);
    expect(prices.retail.paymentType).toBe(type);
  });

  it('is the sum of the net prices per seat the partner was shown', () => {
    const seat = netPriceCents(129_000, 1250);
    const prices = partnerPrices([adult, adult, adult], offer('2027-06-01'), 1250, now, 0);
    expect(prices.net.totalPriceCents).toBe(3 * seat);
  });
});
