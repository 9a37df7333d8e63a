import { BOOKING_POLICY } from '../bookings/booking-policy.js';
import type { ConfirmationInput, DocumentLanguage, InformationInput, Organiser, TripFacts } from './document-inputs.js';

/**
 * A complete, invented booking in both languages: what the tests render, and what a preview
 * of the documents can show before the site settings carry the organiser's real facts.
 */

export const SAMPLE_ORGANISER: Organiser = {
  legalName: 'Viaggi di Gruppo Lucca S.r.l.',
  brand: 'Viaggi di Gruppo',
  vatNumber: 'IT02468100465',
  address: 'Via Fillungo 12, 55100 Lucca (LU)',
  phone: '+39 0583 123456',
  email: 'info@viaggidigruppo.example',
  website: 'https://viaggidigruppo.example',
  licence: 'Autorizzazione Provincia di Lucca n. 123/2019',
  insolvencyProtector: {
    name: 'Fondo Garanzia Viaggi Esempio S.r.l.',
    address: 'Piazza del Popolo 18, 00187 Roma (RM)',
    phone: '+39 06 9876543',
    email: 'sinistri@fondogaranzia.example',
    policyNumber: 'FGV-2027-00421',
  },
  liabilityInsurance: { insurer: 'Assicurazioni Esempio S.p.A.', policyNumber: 'RC-778899' },
  emergencyPhone: '+39 335 0001122',
};

const TRIP: Record<DocumentLanguage, TripFacts> = {
  it: {
    title: 'Giappone classico',
    destination: 'Giappone',
    days: 9,
    nights: 8,
    itinerary: [
      { day: 1, title: 'Partenza per Tokyo', summary: 'Volo di linea con scalo; pasti a bordo.' },
      { day: 2, title: 'Tokyo', summary: 'Arrivo, trasferimento in hotel e primo giro ad Asakusa.' },
      { day: 3, title: 'Tokyo', summary: 'Visita guidata di Meiji Jingu, Harajuku e Shibuya.' },
      { day: 4, title: 'Nikko', summary: 'Escursione in giornata ai santuari di Nikko.' },
      { day: 5, title: 'Kyoto', summary: 'Treno veloce per Kyoto; pomeriggio a Gion.' },
      { day: 6, title: 'Kyoto', summary: 'Kinkaku-ji, Ryoan-ji e Fushimi Inari con la guida.' },
      { day: 7, title: 'Nara', summary: 'Escursione a Nara e al Todai-ji.' },
      { day: 8, title: 'Osaka', summary: 'Castello di Osaka e serata a Dotonbori.' },
      { day: 9, title: 'Rientro', summary: 'Trasferimento in aeroporto e volo per l’Italia.' },
    ],
    transport:
      'Voli di linea in classe economica da Milano Malpensa o Roma Fiumicino a Tokyo e da Osaka in Italia, con uno scalo; bagaglio da stiva di 23 kg. In Giappone pullman privato e treno veloce in seconda classe.',
    hotels: [
      { name: 'Hotel Gracery Shinjuku, Tokyo', stars: 4, description: 'In centro, vicino alla stazione di Shinjuku.' },
      { name: 'Hotel Granvia, Kyoto', stars: 4, description: 'Dentro la stazione di Kyoto.' },
    ],
    meals: ['8 colazioni', '3 cene in ristoranti tipici'],
    included: [
      'Voli di linea con tasse aeroportuali',
      'Hotel 4 stelle in camera doppia',
      'Accompagnatore dall’Italia per tutto il viaggio',
      'Guide locali in italiano e ingressi indicati nel programma',
    ],
    excluded: ['Pasti non indicati', 'Mance', 'Supplemento camera singola: 480 €'],
    documents: [
      'Passaporto valido per tutta la durata del soggiorno.',
      'Per i cittadini italiani non serve il visto per soggiorni turistici fino a 90 giorni.',
      'Nessuna vaccinazione obbligatoria.',
    ],
    groupMax: 10,
    minGroup: 6,
    language: 'italiano',
    reducedMobility:
      'Il viaggio comprende lunghe camminate, scale nei templi e trasferimenti in treno con i bagagli: non è adatto a chi ha difficoltà a camminare a lungo.',
  },
  en: {
    title: 'Classic Japan',
    destination: 'Japan',
    days: 9,
    nights: 8,
    itinerary: [
      { day: 1, title: 'Departure for Tokyo', summary: 'Scheduled flight with one stop; meals on board.' },
      { day: 2, title: 'Tokyo', summary: 'Arrival, transfer to the hotel and a first walk in Asakusa.' },
      { day: 3, title: 'Tokyo', summary: 'Guided visit of Meiji Jingu, Harajuku and Shibuya.' },
      { day: 4, title: 'Nikko', summary: 'Day trip to the shrines of Nikko.' },
      { day: 5, title: 'Kyoto', summary: 'Bullet train to Kyoto; afternoon in Gion.' },
      { day: 6, title: 'Kyoto', summary: 'Kinkaku-ji, Ryoan-ji and Fushimi Inari with the guide.' },
      { day: 7, title: 'Nara', summary: 'Excursion to Nara and the Todai-ji.' },
      { day: 8, title: 'Osaka', summary: 'Osaka Castle and an evening in Dotonbori.' },
      { day: 9, title: 'Home', summary: 'Transfer to the airport and flight to Italy.' },
    ],
    transport:
      'Scheduled economy flights from Milan Malpensa or Rome Fiumicino to Tokyo and from Osaka back to Italy, with one stop; 23 kg checked bag. In Japan a private coach and the bullet train in standard class.',
    hotels: [
      { name: 'Hotel Gracery Shinjuku, Tokyo', stars: 4, description: 'Central, near Shinjuku station.' },
      { name: 'Hotel Granvia, Kyoto', stars: 4, description: 'Inside Kyoto station.' },
    ],
    meals: ['8 breakfasts', '3 dinners in traditional restaurants'],
    included: [
      'Scheduled flights with airport taxes',
      '4-star hotels in a double room',
      'A tour leader from Italy for the whole trip',
      'Local English-speaking guides and the entrance fees in the itinerary',
    ],
    excluded: ['Meals not listed', 'Tips', 'Single room supplement: €480'],
    documents: [
      'A passport valid for the whole stay.',
      'Italian citizens need no visa for tourist stays of up to 90 days.',
      'No compulsory vaccinations.',
    ],
    groupMax: 10,
    minGroup: 6,
    language: 'Italian, with English-speaking local guides',
    reducedMobility:
      'The trip includes long walks, steps at the temples and train transfers with luggage: it does not suit people who find long walks difficult.',
  },
};

const INSURANCE: Record<DocumentLanguage, string> = {
  it: 'Il prezzo comprende un’assicurazione medico-bagaglio. Puoi aggiungere un’assicurazione contro l’annullamento del viaggio al momento della prenotazione; non è obbligatoria.',
  en: 'The price includes medical and baggage insurance. You may add cancellation insurance when booking; it is optional.',
};

export function sampleInformationInput(language: DocumentLanguage): InformationInput {
  return {
    organiser: SAMPLE_ORGANISER,
    trip: TRIP[language],
    departure: {
      startDate: '2027-05-10',
      endDate: '2027-05-18',
      airportName: language === 'it' ? 'Milano Malpensa' : 'Milan Malpensa',
      adultPriceCents: 329_000,
      childPriceCents: 164_500,
      singleSupplementCents: null,
      singleRooms: 0,
    },
    price: {
      totalCents: 822_500,
      depositCents: 329_000,
      depositDueBy: '2027-02-01T14:30:00.000Z',
      balanceCents: 493_500,
      balanceDueDate: '2027-04-10',
      bankAccount: {
        beneficiary: 'Viaggi di Gruppo Lucca S.r.l.',
        iban: 'IT60 X054 2811 1010 0000 0123 456',
        bankName: 'Banca Esempio, filiale di Lucca',
      },
    },
    cancellationRows: BOOKING_POLICY.cancellationTables.standard,
    insurance: INSURANCE[language],
  };
}

export function sampleConfirmationInput(language: DocumentLanguage): ConfirmationInput {
  return {
    ...sampleInformationInput(language),
    booking: {
      reference: 'Ricevuta 4821',
      bookedAt: '2027-02-01T09:30:00.000Z',
      travellers: [
        { name: 'Łukasz Wróbel', birthDate: '1961-03-14', child: false },
        { name: 'Zsófia Kővári', birthDate: '1963-11-02', child: false },
        { name: 'Maël Wróbel', birthDate: '2017-06-21', child: true },
      ],
      contactEmail: 'lukasz.wrobel@example.com',
      contactPhone: '+39 347 5550101',
      specialRequests: [language === 'it' ? 'Camere vicine' : 'Neighbouring rooms'],
      payments: [
        {
          date: '2027-02-01T13:05:00.000Z',
          amountCents: 329_000,
          method: language === 'it' ? 'Bonifico bancario' : 'Bank transfer',
        },
      ],
      paidCents: 329_000,
      dueCents: 493_500,
      dueDate: '2027-04-10',
      localContact: null,
      informationShown: {
        version: 'a3f1c2d4e5b60718293a4b5c6d7e8f9001122334455667788990aabbccddeeff',
        shownAt: '2027-02-01T09:25:00.000Z',
      },
    },
  };
}
