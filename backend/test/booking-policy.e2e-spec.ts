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
      childAgeLimit: 12,
      defaultChildDiscountPercentage: 50,
      balanceDueDaysBeforeDeparture: 30,
      transferReceiptHours: 24,
      minTravellers: 1,
      maxTravellers: 10,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('writes the same thresholds into every trip FAQ', async () => {
    const res = await request(t.server).get('/api/v1/trips/praga-tour-culturale').expect(200);
    const payment = (res.body.faqs as { id: string; answer: string[] }[]).find((faq) => faq.id === 'pagamento')!;
    expect(payment.answer.join(' ')).toContain('il saldo si paga 30 giorni prima della partenza');
    expect(payment.answer.join(' ')).toContain('Se prenoti a 40 giorni o meno dalla partenza');
  });
});
