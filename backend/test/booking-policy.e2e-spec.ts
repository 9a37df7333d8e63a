import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/v1/booking-policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('states the rules the bookings apply', async () => {
    const res = await request(t.server).get('/api/v1/booking-policy').expect(200);
    expect(res.body).toEqual({
      defaultDepositPercentage: 40,
      fullPaymentWithinDays: 40,
      paymentWindowHours: 5,
      declaredTransferWorkingDays: 3,
      declaredTransferReminderHours: 24,
      childAgeLimit: 12,
      defaultChildDiscountPercentage: 50,
      balanceDueDaysBeforeDeparture: 30,
      balanceReminderDaysBefore: 7,
      paymentWindowReminderMinutes: 60,
      departureInformationDaysBefore: 7,
      defaultMinimumGroupSize: 6,
      transferReceiptHours: 24,
      minTravellers: 1,
      maxTravellers: 10,
      airports: [
        { code: 'MXP', name: 'Milano Malpensa' },
        { code: 'FCO', name: 'Roma Fiumicino' },
      ],
      fewSeatsThreshold: 4,
      departureLimits: { maxPriceCents: 100_000_000, maxTotalSpots: 200 },
      substitutionNoticeDays: 7,
      cancellationTables: {
        standard: [
          { fromDaysBefore: 30, penalty: { kind: 'percent', value: 25 } },
          { fromDaysBefore: 15, penalty: { kind: 'percent', value: 50 } },
          { fromDaysBefore: 7, penalty: { kind: 'percent', value: 75 } },
          { fromDaysBefore: 0, penalty: { kind: 'percent', value: 100 } },
        ],
        kenya: [
          { fromDaysBefore: 45, penalty: { kind: 'fixedPerPerson', value: 10_000 } },
          { fromDaysBefore: 31, penalty: { kind: 'percent', value: 25 } },
          { fromDaysBefore: 15, penalty: { kind: 'percent', value: 50 } },
          { fromDaysBefore: 0, penalty: { kind: 'percent', value: 100 } },
        ],
      },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('gives every page the same rules with the site settings, for the terms they state', async () => {
    const policy = await request(t.server).get('/api/v1/booking-policy').expect(200);
    const site = await request(t.server).get('/api/v1/site').expect(200);
    expect(site.body.bookingPolicy).toEqual(policy.body);
  });

  it('writes the same penalties into the trips FAQ, Kenya its own', async () => {
    const penalties = async (slug: string) => {
      const res = await request(t.server).get(`/api/v1/trips/${slug}`).expect(200);
      return (res.body.faqs as { id: string; answer: string[] }[]).find((faq) => faq.id === 'penali-cancellazione')!
        .answer;
    };
    expect(await penalties('praga-tour-culturale')).toEqual([
      'Se devi rinunciare al viaggio, la penale dipende da quanti giorni mancano alla partenza:',
      'Fino a 30 giorni prima della partenza|25% della quota',
      'Da 29 a 15 giorni prima|50% della quota',
      'Da 14 a 7 giorni prima|75% della quota',
      'Meno di 7 giorni prima|100% della quota',
    ]);
    expect(await penalties('kenya-safari-diani')).toContain('Fino a 45 giorni prima della partenza|100 € per persona');
  });

  it('writes the same thresholds into every trip FAQ', async () => {
    const res = await request(t.server).get('/api/v1/trips/praga-tour-culturale').expect(200);
    const payment = (res.body.faqs as { id: string; answer: string[] }[]).find((faq) => faq.id === 'pagamento')!;
    expect(payment.answer.join(' ')).toContain('il saldo si paga 30 giorni prima della partenza');
    expect(payment.answer.join(' ')).toContain('Se prenoti a 40 giorni o meno dalla partenza');
  });
});
