import { bookingMessage, type BookingNotice } from './telegram.js';

describe('booking message for the agency', () => {
  const notice: BookingNotice = {
    reference: 'Ricevuta 4821',
    tripTitle: 'Praga',
    startDate: '2027-05-10',
    endDate: '2027-05-14',
    airport: 'MXP',
    adultCount: 2,
    childCount: 1,
    totalPriceCents: 322_500,
    amountToPayCents: 129_000,
    paymentType: 'deposit',
    contactEmail: 'anna.bianchi@example.it',
    contactPhone: '+39 333 1234567',
    travellers: ['Anna Bianchi', 'Paolo Bianchi', 'Luca Bianchi'],
    origin: { kind: 'link', source: 'checkout' },
  };

  it('says what the agency needs to call the customer back, in Italian', () => {
    const text = bookingMessage(notice);
    expect(text.split('\n')).toEqual([
      'Nuova prenotazione online - Ricevuta 4821',
      'Viaggio: Praga',
      'Date: 10/05/2027 - 14/05/2027',
      'Aeroporto: MXP',
      'Viaggiatori: 2 adulti, 1 bambino',
      '  1. Anna Bianchi',
      '  2. Paolo Bianchi',
      '  3. Luca Bianchi',
      expect.stringMatching(/^Totale: 3\.?225,00\s€$/),
      expect.stringMatching(/^Da pagare ora \(acconto\): 1\.?290,00\s€$/),
      'Email: anna.bianchi@example.it',
      'Telefono: +39 333 1234567',
      'Origine: link checkout',
    ]);
  });

  it('names one adult and no children in the singular, and full payment as saldo', () => {
    const text = bookingMessage({ ...notice, adultCount: 1, childCount: 0, paymentType: 'full' });
    expect(text).toContain('Viaggiatori: 1 adulto\n');
    expect(text).toContain('Da pagare ora (saldo)');
  });

  it("names the partner agency, its reference and the retail price of a partner's booking", () => {
    const text = bookingMessage({
      ...notice,
      totalPriceCents: 290_250,
      origin: { kind: 'partner', name: 'Viaggi Serchio', reference: 'VS-2027-118', retailTotalCents: 322_500 },
    });
    expect(text.split('\n')[0]).toBe('Nuova prenotazione da partner - Ricevuta 4821');
    expect(text).toMatch(/Totale: 2\.?902,50\s€/);
    expect(text).toContain('Origine: partner Viaggi Serchio (rif. VS-2027-118)');
    expect(text).toMatch(/Prezzo al pubblico: 3\.?225,00\s€ \(il totale sopra è il netto del partner\)/);
  });
});
