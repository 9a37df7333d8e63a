import { COORDINATOR_NAMES } from './coordinators.js';
import { coordinatorClashes } from './coordinator-clashes.js';
import {
  departureOn,
  generateDepartures,
  type GeneratedDeparture,
  type GeneratorTrip,
  planDepartures,
  seasonalPriceCents,
} from './departure-generator.js';
import { romeCalendarDate } from '../common/calendar-date.js';

const PRAGUE: GeneratorTrip = { slug: 'praga-tour-culturale', durationDays: 5, priceCents: 80_000, maxGroupSize: 10 };
const TEN_DAYS: GeneratorTrip = { slug: 'usa-ovest', durationDays: 10, priceCents: 290_000, maxGroupSize: 10 };

const startsIn = (departures: GeneratedDeparture[], month: string) =>
  departures.filter((d) => d.startDate.startsWith(month)).map((d) => d.startDate.slice(8));

describe('generateDepartures', () => {
  it('gives seven dates a month for twelve months from the current one, in order', () => {
    const departures = generateDepartures(PRAGUE, '2027-01-01');
    expect(departures).toHaveLength(84);
    expect(startsIn(departures, '2027-01')).toEqual(['03', '06', '10', '15', '19', '24', '28']);
    expect(departures[0].startDate).toBe('2027-01-03');
    expect(departures.at(-1)!.startDate).toBe('2027-12-28');
    const starts = departures.map((d) => d.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  it('gives the same departures for the same input', () => {
    expect(generateDepartures(TEN_DAYS, '2026-11-25')).toEqual(generateDepartures(TEN_DAYS, '2026-11-25'));
  });

  it.each([
    ['the first departure day itself', '2027-03-03', '2027-03-03', 84],
    ['the day after a departure', '2027-03-04', '2027-03-06', 83],
    ['after the last day of the month', '2027-03-29', '2027-04-03', 77],
    ['the last day of the year', '2027-12-31', '2028-01-03', 77],
  ])('offers nothing before today: %s', (_case, today, first, count) => {
    const departures = generateDepartures(PRAGUE, today);
    expect(departures[0].startDate).toBe(first);
    expect(departures).toHaveLength(count);
  });

  it.each([
    ['February of a common year', '2027-02-01', '2027-02'],
    ['February of a leap year', '2028-02-01', '2028-02'],
    ['a 30-day month', '2027-04-01', '2027-04'],
    ['a 31-day month', '2027-05-01', '2027-05'],
  ])('uses the same seven days in %s, each once', (_case, today, month) => {
    expect(startsIn(generateDepartures(PRAGUE, today), month)).toEqual(['03', '06', '10', '15', '19', '24', '28']);
  });

  it.each([
    ['across the end of a common February', '2027-02-28', 5, '2027-03-04'],
    ['across the end of a leap February', '2028-02-28', 5, '2028-03-03'],
    ['across the end of the year', '2027-12-28', 10, '2028-01-06'],
    ['within a month', '2027-05-10', 5, '2027-05-14'],
  ])('ends duration - 1 days after the start %s', (_case, start, durationDays, end) => {
    const departure = generateDepartures({ ...PRAGUE, durationDays }, start)[0];
    expect(departure).toMatchObject({ startDate: start, endDate: end });
  });

  it.each([
    ['01', 72_000],
    ['02', 72_000],
    ['03', 80_000],
    ['05', 80_000],
    ['06', 96_000],
    ['07', 96_000],
    ['08', 96_000],
    ['09', 80_000],
    ['11', 80_000],
    ['12', 96_000],
  ])('prices month %s at %i cents for an 800 euro trip', (month, price) => {
    const departures = generateDepartures(PRAGUE, '2027-01-01').filter((d) => d.startDate.slice(5, 7) === month);
    expect(new Set(departures.map((d) => d.priceCents))).toEqual(new Set([price]));
  });

  it.each([
    [80_000, 1, 72_000],
    [99_900, 7, 119_900],
    [100_500, 1, 90_500], // 904.50 euro rounds up to 905
    [100_400, 2, 90_400], // 903.60 euro rounds to 904
    [123_400, 12, 148_100], // 1480.80 euro rounds to 1481
  ])('rounds the seasonal price of %i cents in month %i to whole euros: %i', (base, month, price) => {
    expect(seasonalPriceCents(base, month)).toBe(price);
  });

  it("gives every departure the trip's group size as seats, all free", () => {
    for (const departure of generateDepartures({ ...PRAGUE, maxGroupSize: 12 }, '2027-01-01')) {
      expect(departure).toMatchObject({ totalSpots: 12, spotsAvailable: 12 });
    }
  });

  it('gives every departure two different coordinators from the list', () => {
    for (const { coordinators } of generateDepartures(PRAGUE, '2027-01-01')) {
      expect(coordinators).toHaveLength(2);
      expect(coordinators[0]).not.toBe(coordinators[1]);
      for (const name of coordinators) expect(COORDINATOR_NAMES).toContain(name);
    }
  });

  it('never puts a coordinator on two overlapping departures of a 10-day trip over a whole year', () => {
    const departures = generateDepartures(TEN_DAYS, '2027-01-01');
    let overlappingPairs = 0;
    for (const [i, a] of departures.entries()) {
      for (const b of departures.slice(i + 1)) {
        if (b.startDate > a.endDate) break;
        overlappingPairs++;
        expect(a.coordinators.filter((name) => b.coordinators.includes(name))).toEqual([]);
      }
    }
    // Each departure overlaps the next two or so: the rule is really exercised.
    expect(overlappingPairs).toBeGreaterThan(100);
  });

  it('uses more than one pair of coordinators', () => {
    const pairs = new Set(generateDepartures(PRAGUE, '2027-01-01').map((d) => d.coordinators.join(' & ')));
    expect(pairs.size).toBeGreaterThan(5);
  });

  describe('with departures already in the database', () => {
    const all = generateDepartures(TEN_DAYS, '2027-01-01').map((d) => ({ ...d, tripSlug: TEN_DAYS.slug }));

    it('leaves their dates out and adds only the missing ones', () => {
      const existing = all.filter((_, i) => i % 3 !== 0);
      const added = generateDepartures(TEN_DAYS, '2027-01-01', existing);
      expect(added.map((d) => d.startDate)).toEqual(all.filter((_, i) => i % 3 === 0).map((d) => d.startDate));
      expect(generateDepartures(TEN_DAYS, '2027-01-01', all)).toEqual([]);
    });

    it("leaves out only the trip's own dates: another trip's departure on the same day takes nothing", () => {
      const other = all.map((d) => ({ ...d, tripSlug: 'vienna-tour-culturale', coordinators: [] }));
      expect(generateDepartures(TEN_DAYS, '2027-01-01', other)).toHaveLength(84);
    });

    it('keeps their coordinators off the new dates they overlap', () => {
      // All but two are on groups still travelling on 3 January, the first new date.
      const busy = COORDINATOR_NAMES.slice(0, 11);
      // Of another trip, whose groups are still travelling on 3 January, the first new date.
      const existing = [0, 2, 4, 6, 8].map((i) => ({
        tripSlug: 'islanda-aurora',
        startDate: `2026-12-${String(25 + i / 2).padStart(2, '0')}`,
        endDate: '2027-01-03',
        coordinators: busy.slice(i, i + 2),
      }));
      existing.push({
        tripSlug: 'vienna-tour-culturale',
        startDate: '2026-12-31',
        endDate: '2027-01-03',
        coordinators: [busy[10], busy[0]],
      });
      const [first, second] = generateDepartures(PRAGUE, '2027-01-01', existing);
      expect(first.startDate).toBe('2027-01-03');
      expect(first.coordinators.length).toBeGreaterThan(0);
      for (const name of first.coordinators) expect(['Federica', 'Simone']).toContain(name);
      expect(second.startDate).toBe('2027-01-06');
      expect(second.coordinators).toHaveLength(2);
      expect(second.coordinators.filter((name) => first.coordinators.includes(name))).toEqual([]);
    });

    it('counts the same person whatever the case and spaces of the name', () => {
      const existing = [
        {
          tripSlug: 'islanda-aurora',
          startDate: '2027-01-01',
          endDate: '2027-01-05',
          coordinators: COORDINATOR_NAMES.slice(0, 12).map((name, i) => (i % 2 ? ` ${name.toUpperCase()} ` : name)),
        },
      ];
      expect(generateDepartures(PRAGUE, '2027-01-01', existing)[0].coordinators).toEqual(['Federica']);
    });

    it('leaves a departure with fewer coordinators, never double-booked, when not enough are free', () => {
      const existing = [
        {
          tripSlug: 'islanda-aurora',
          startDate: '2027-01-01',
          endDate: '2027-12-31',
          coordinators: COORDINATOR_NAMES.slice(0, 12),
        },
      ];
      const departures = generateDepartures(PRAGUE, '2027-01-01', existing);
      expect(departures).toHaveLength(84);
      for (const { coordinators } of departures) expect(['', 'Federica']).toContain(coordinators.join());
      // 3-7 January has Federica; 6-10 January shares days with it and waits for the staff.
      expect(departures.slice(0, 3).map((d) => d.coordinators)).toEqual([['Federica'], [], ['Federica']]);
      expect(coordinatorClashes([...existing, ...departures])).toEqual([]);
    });
  });

  describe('the exceptions of a few destinations', () => {
    const trip = (slug: string): GeneratorTrip => ({ ...PRAGUE, slug, priceCents: 260_000 });

    it('makes China trips last 8 days', () => {
      for (const slug of ['cina-pechino-xian-shanghai', 'china-classic']) {
        const departure = generateDepartures({ ...trip(slug), durationDays: 12 }, '2027-05-01')[0];
        expect(departure).toMatchObject({ startDate: '2027-05-03', endDate: '2027-05-10' });
      }
    });

    it('adds the 7-14 February 2026 China departure at 1500 euro for 5 travellers', () => {
      const february = generateDepartures(trip('cina-pechino-xian-shanghai'), '2026-02-01').filter((d) =>
        d.startDate.startsWith('2026-02'),
      );
      expect(february.map((d) => d.startDate.slice(8))).toEqual(['03', '06', '07', '10', '15', '19', '24', '28']);
      expect(february[2]).toMatchObject({
        endDate: '2026-02-14',
        priceCents: 150_000,
        totalSpots: 5,
        spotsAvailable: 5,
      });
      expect(february[1].priceCents).toBe(seasonalPriceCents(260_000, 2));
      const nextFebruary = generateDepartures(trip('cina-pechino-xian-shanghai'), '2027-02-01');
      expect(startsIn(nextFebruary, '2027-02')).not.toContain('07');
    });

    it('offers Canada from two months ahead for eight months', () => {
      const departures = generateDepartures(trip('canada-vancouver-rockies'), '2027-03-20');
      expect(departures[0].startDate).toBe('2027-05-03');
      expect(departures.at(-1)!.startDate).toBe('2027-12-28');
      expect(departures).toHaveLength(56);
    });

    it.each([
      ['2027-05-15', '2027-05-15', 12],
      ['2027-06-01', '2027-12-03', 12],
      ['2027-09-30', '2028-03-03', 12],
      ['2027-10-01', '2027-10-03', 12],
    ])('offers Australia seen on %s from %s', (today, first, months) => {
      const departures = generateDepartures(trip('australia-nuova-zelanda'), today);
      expect(departures[0].startDate).toBe(first);
      expect(new Set(departures.map((d) => d.startDate.slice(0, 7))).size).toBe(months);
    });

    it('treats other trips by the common rule', () => {
      expect(generateDepartures(trip('praga-tour-culturale'), '2026-02-01')).toHaveLength(84);
    });
  });
});

describe('romeCalendarDate', () => {
  it.each([
    ['2026-03-31T21:59:59Z', '2026-03-31'], // 23:59:59 in Rome (summer time)
    ['2026-03-31T22:30:00Z', '2026-04-01'], // already April 1 in Rome
    ['2026-12-31T22:59:59Z', '2026-12-31'], // 23:59:59 in Rome (winter time)
    ['2026-12-31T23:00:00Z', '2027-01-01'],
    ['2028-02-28T23:30:00Z', '2028-02-29'], // a leap day
  ])('reads %s as %s', (instant, date) => {
    expect(romeCalendarDate(new Date(instant))).toBe(date);
  });

  it('gives the generator the Rome date, so a late evening in UTC already offers the next day', () => {
    const departures = generateDepartures(PRAGUE, romeCalendarDate(new Date('2026-04-03T22:30:00Z')));
    expect(departures[0].startDate).toBe('2026-04-06');
    expect(departures.at(-1)!.startDate).toBe('2027-03-28');
  });
});

describe('departureOn', () => {
  it('gives a date of any day what the generator would: days, seasonal price, group size', () => {
    expect(departureOn(PRAGUE, '2027-07-12')).toMatchObject({
      startDate: '2027-07-12',
      endDate: '2027-07-16',
      priceCents: 96_000,
      totalSpots: 10,
      spotsAvailable: 10,
    });
    expect(departureOn({ ...PRAGUE, slug: 'cina-pechino-xian-shanghai', durationDays: 12 }, '2027-05-12').endDate).toBe(
      '2027-05-19',
    );
  });

  it('keeps coordinators of overlapping departures off it, and refuses when nobody is free', () => {
    const unaware = departureOn(PRAGUE, '2027-07-12').coordinators;
    const existing = [{ startDate: '2027-07-10', endDate: '2027-07-14', coordinators: unaware }];
    const planned = departureOn(PRAGUE, '2027-07-12', existing);
    expect(planned.coordinators.filter((name) => unaware.includes(name))).toEqual([]);
    const allButOne = [
      { startDate: '2027-07-16', endDate: '2027-07-31', coordinators: COORDINATOR_NAMES.slice(0, 12) },
    ];
    expect(departureOn(PRAGUE, '2027-07-12', allButOne).coordinators).toEqual(['Federica']);
    const everyone = [{ startDate: '2027-07-01', endDate: '2027-07-12', coordinators: [...COORDINATOR_NAMES] }];
    expect(departureOn(PRAGUE, '2027-07-12', everyone).coordinators).toEqual([]);
    expect(departureOn(PRAGUE, '2027-07-17', [...allButOne, ...everyone]).coordinators).toEqual(['Federica']);
  });
});

describe('planDepartures across trips', () => {
  // The seed's catalogue: eleven trips of these many days, seven dates a month each.
  const durations = [7, 9, 7, 6, 6, 8, 7, 5, 8, 10, 6];
  const trips: GeneratorTrip[] = durations.map((durationDays, i) => ({
    slug: `trip-${String(i).padStart(2, '0')}`,
    durationDays,
    priceCents: 100_000,
    maxGroupSize: 10,
  }));
  const planned = planDepartures(trips, '2027-01-01');

  it('never puts one coordinator on two departures of any trips sharing a day', () => {
    expect(planned).toHaveLength(11 * 84);
    expect(coordinatorClashes(planned)).toEqual([]);
    for (const { coordinators } of planned) {
      expect(coordinators.length).toBeLessThanOrEqual(2);
      expect(new Set(coordinators).size).toBe(coordinators.length);
    }
  });

  it('leads as many groups as thirteen people can: one coordinator each before anyone gets a second', () => {
    const led = planned.filter((d) => d.coordinators.length > 0).length;
    const paired = planned.filter((d) => d.coordinators.length === 2).length;
    // 77 groups a month of 7.2 days on average need 555 coordinator-days even with one
    // coordinator each; 13 people have about 395, fewer with the gaps between fixed dates.
    expect(led / planned.length).toBeGreaterThan(0.5);
    expect(paired).toBeLessThan(led);
    // Every trip gets its share, not only those first in the alphabet.
    for (const trip of trips) {
      const own = planned.filter((d) => d.tripSlug === trip.slug);
      expect(own.filter((d) => d.coordinators.length > 0).length / own.length).toBeGreaterThan(0.35);
    }
  });

  it('gives the same plan for the same input', () => {
    expect(planDepartures(trips, '2027-01-01')).toEqual(planned);
  });

  it('keeps the coordinators of existing departures of other trips off the dates they share', () => {
    const existing = [
      { tripSlug: 'usa-ovest', startDate: '2027-01-02', endDate: '2027-01-03', coordinators: ['Giulia'] },
    ];
    const january3 = planDepartures(trips, '2027-01-01', existing).filter((d) => d.startDate === '2027-01-03');
    expect(january3).toHaveLength(11);
    for (const { coordinators } of january3) expect(coordinators).not.toContain('Giulia');
  });
});
