import {
  italianDate,
  storedReferrer,
  storedUserAgent,
  whatsappMessage,
  type WhatsappMessageFacts,
  whatsappUrl,
} from './whatsapp-message.js';

const DEPARTURE = { startDate: '2027-05-10', endDate: '2027-05-14' };

describe('whatsappMessage', () => {
  it.each<[string, WhatsappMessageFacts, string]>([
    [
      'every choice',
      { tripTitle: 'Praga tour culturale', departure: DEPARTURE, airport: 'MXP', travellers: 2 },
      'Ciao! Vorrei informazioni sul viaggio «Praga tour culturale», dal 10/05/2027 al 14/05/2027, ' +
        'con partenza da Milano Malpensa, per 2 viaggiatori.',
    ],
    [
      'one traveller, from Rome',
      { tripTitle: 'Islanda', departure: DEPARTURE, airport: 'FCO', travellers: 1 },
      'Ciao! Vorrei informazioni sul viaggio «Islanda», dal 10/05/2027 al 14/05/2027, ' +
        'con partenza da Roma Fiumicino, per 1 viaggiatore.',
    ],
    ['the trip only', { tripTitle: 'Islanda' }, 'Ciao! Vorrei informazioni sul viaggio «Islanda».'],
    [
      'the dates only',
      { tripTitle: 'Islanda', departure: DEPARTURE },
      'Ciao! Vorrei informazioni sul viaggio «Islanda», dal 10/05/2027 al 14/05/2027.',
    ],
    [
      'the airport only',
      { tripTitle: 'Islanda', airport: 'FCO' },
      'Ciao! Vorrei informazioni sul viaggio «Islanda», con partenza da Roma Fiumicino.',
    ],
    [
      'the travellers only',
      { tripTitle: 'Islanda', travellers: 10 },
      'Ciao! Vorrei informazioni sul viaggio «Islanda», per 10 viaggiatori.',
    ],
    [
      'dates and travellers, no airport',
      { tripTitle: 'Kenya', departure: { startDate: '2027-12-28', endDate: '2028-01-05' }, travellers: 3 },
      'Ciao! Vorrei informazioni sul viaggio «Kenya», dal 28/12/2027 al 05/01/2028, per 3 viaggiatori.',
    ],
  ])('writes %s', (_case, facts, text) => {
    expect(whatsappMessage(facts)).toBe(text);
  });
});

describe('whatsappUrl', () => {
  it.each([
    ['plain text', '393331234567', 'Ciao!', 'https://wa.me/393331234567?text=Ciao!'],
    [
      'spaces, guillemets, slashes and commas',
      '390583495100',
      'Ciao! «Praga», dal 10/05/2027',
      'https://wa.me/390583495100?text=Ciao!%20%C2%ABPraga%C2%BB%2C%20dal%2010%2F05%2F2027',
    ],
    [
      'characters that would end or split the query',
      '41791234567',
      'A & B = C? #1 +2',
      'https://wa.me/41791234567?text=A%20%26%20B%20%3D%20C%3F%20%231%20%2B2',
    ],
  ])('encodes %s', (_case, digits, text, url) => {
    const link = whatsappUrl(digits, text);
    expect(link).toBe(url);
    expect(new URL(link).searchParams.get('text')).toBe(text);
  });
});

describe('italianDate', () => {
  it.each([
    ['2027-05-10', '10/05/2027'],
    ['2028-02-29', '29/02/2028'],
  ])('writes %s as %s', (iso, italian) => {
    expect(italianDate(iso)).toBe(italian);
  });
});

describe('storedReferrer', () => {
  it.each([
    ['a page address', 'https://www.ativiaggi.it/travel/praga', 'https://www.ativiaggi.it/travel/praga'],
    [
      'its query string and fragment',
      'https://www.ativiaggi.it/contact?email=a%40b.it&token=x#top',
      'https://www.ativiaggi.it/contact',
    ],
    ['user and password', 'https://user:pw@www.ativiaggi.it/travel', 'https://www.ativiaggi.it/travel'],
    ['a local address with a port', 'http://localhost:8080/', 'http://localhost:8080/'],
    ['text that is no address', 'not a url', null],
    ['another scheme', 'javascript:alert(1)', null],
    ['nothing', undefined, null],
  ])('stores from %s only its origin and path: %p', (_case, header, stored) => {
    expect(storedReferrer(header)).toBe(stored);
  });

  it('cuts a very long path to 500 characters', () => {
    const stored = storedReferrer(`https://www.ativiaggi.it/${'a'.repeat(2000)}?q=1`);
    expect(stored).toHaveLength(500);
    expect(stored).toMatch(/^https:\/\/www\.ativiaggi\.it\/a+$/);
  });
});

describe('storedUserAgent', () => {
  it.each([
    ['a browser', 'Mozilla/5.0 (iPhone)', 'Mozilla/5.0 (iPhone)'],
    ['control characters', 'Mozilla\u0007/5.0\u001b[2J', 'Mozilla/5.0[2J'],
    ['blank text', '   ', null],
    ['nothing', undefined, null],
  ])('stores from %s: %p', (_case, header, stored) => {
    expect(storedUserAgent(header)).toBe(stored);
  });

  it('cuts a long one to 300 characters, an emoji counting once', () => {
    expect(storedUserAgent('\u{1F600}'.repeat(400))).toBe('\u{1F600}'.repeat(300));
  });
});
