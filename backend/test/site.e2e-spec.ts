import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('site settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the agency's facts in one place", async () => {
    const res = await request(t.server).get('/api/v1/site').expect(200);
    expect(res.body).toMatchObject({
      brand: 'ATI Viaggi',
      legalName: 'A.T.I. S.R.L.',
      address: { postalCode: '55100', city: 'Lucca', province: 'LU' },
      claims: { travellers: 350, rating: 4.9, reviewCount: 127 },
      openingHours: [
        { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
        { days: [6], opens: '09:00', closes: '13:00' },
      ],
    });
    expect(Object.keys(res.body.social).sort()).toEqual(['facebook', 'instagram', 'twitter', 'youtube']);
    expect(res.body.reviews).toHaveLength(7);
    expect(res.body.staff).toHaveLength(3);
    for (const member of res.body.staff) expect(member.city).toBe('Lucca');
  });

  it('names the legal details customers may look for: licence, insolvency protection, insurance, emergency phone', async () => {
    const res = await request(t.server).get('/api/v1/site').expect(200);
    expect(res.body.legal).toEqual({
      licence: expect.any(String),
      insolvencyProtector: {
        name: expect.any(String),
        address: expect.any(String),
        phone: expect.stringMatching(/^\+/),
        email: expect.stringContaining('@'),
        policyNumber: expect.any(String),
      },
      liabilityInsurance: { insurer: expect.any(String), policyNumber: expect.any(String) },
      emergencyPhone: expect.stringMatching(/^\+/),
    });
  });
});

describe('sitemap and robots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: 'https://www.example.it' });
  });
  afterAll(() => t.close());

  it('lists the public pages and every trip at its canonical address', async () => {
    const res = await request(t.server).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.text).toContain('<loc>https://www.example.it/</loc>');
    expect(res.text).toContain('<loc>https://www.example.it/about</loc>');
    expect(res.text).toContain('<loc>https://www.example.it/travel/praga-tour-culturale</loc>');
    expect(res.text.match(/\/travel\/[a-z-]+<\/loc>/g)).toHaveLength(11);
  });

  it('keeps customers’ and staff pages out of search engines and points to the sitemap', async () => {
    const res = await request(t.server).get('/robots.txt').expect(200);
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toContain('Disallow: /prenotazione');
    expect(res.text).toContain('Sitemap: https://www.example.it/sitemap.xml');
  });
});
