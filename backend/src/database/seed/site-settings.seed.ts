import type { SiteSettings } from '../../site/site-settings.js';

/**
 * The agency's facts as first published. After the first start they live in the
 * site_settings table; changing this file does not overwrite an existing database.
 */
export const SITE_SETTINGS_SEED: SiteSettings = {
  brand: 'ATI Viaggi',
  legalName: 'A.T.I. S.R.L.',
  vatNumber: 'IT02468135799',
  phone: '+39 0583 495100',
  email: 'info@ativiaggi.it',
  address: { street: 'Via Fillungo 112', postalCode: '55100', city: 'Lucca', province: 'LU', country: 'IT' },
  openingHours: [
    { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
    { days: [6], opens: '09:00', closes: '13:00' },
  ],
  social: {
    facebook: 'https://www.facebook.com/ativiaggi',
    instagram: 'https://www.instagram.com/ativiaggi',
    youtube: 'https://www.youtube.com/@ativiaggi',
    twitter: 'https://twitter.com/ativiaggi',
  },
  reviewsUrl: 'https://www.trustpilot.com/review/ativiaggi.it',
  claims: { travellers: 350, rating: 4.9, reviewCount: 127 },
  seo: {
    description: {
      it: 'Viaggi di gruppo accompagnati dall’Italia per chi ha più di 45 anni: tour culturali, safari e aurore boreali con voli, hotel centrali, guide locali e un accompagnatore. Agenzia a Lucca.',
      en: 'Escorted small-group trips from Italy for travellers over 45: cultural tours, safaris and northern lights, with flights, central hotels, local guides and an escort. Agency based in Lucca.',
    },
    keywords: [
      'viaggi di gruppo',
      'viaggi accompagnati',
      'tour culturali',
      'viaggi over 45',
      'viaggi organizzati Lucca',
      'safari Kenya',
      'aurora boreale Islanda',
    ],
  },
  reviews: [
    {
      id: 'r1',
      reviewer: 'Maria Grazia',
      destination: 'Praga',
      rating: 5,
      imageUrl: null,
      alt: 'Recensione di Maria Grazia sul viaggio a Praga',
      text: 'Ritmo giusto, hotel in centro e un accompagnatore sempre presente. Sono partita da sola e sono tornata con nuovi amici.',
    },
    {
      id: 'r2',
      reviewer: 'Paolo e Lucia',
      destination: 'Giordania',
      rating: 5,
      imageUrl: null,
      alt: 'Recensione di Paolo e Lucia sul viaggio in Giordania',
      text: 'Petra all’alba e la notte nel Wadi Rum valgono il viaggio. Organizzazione impeccabile dall’inizio alla fine.',
    },
    {
      id: 'r3',
      reviewer: 'Franca',
      destination: 'Islanda',
      rating: 5,
      imageUrl: null,
      alt: 'Recensione di Franca sul viaggio in Islanda',
      text: 'Paesaggi indimenticabili e nessuna fretta. La guida spiegava tutto con pazienza, anche a chi come me non è più giovanissima.',
    },
    {
      id: 'r4',
      reviewer: 'Roberto',
      destination: 'Giappone',
      rating: 5,
      imageUrl: null,
      alt: 'Recensione di Roberto sul viaggio in Giappone',
      text: 'Temevo un viaggio faticoso, invece le valigie spedite da Tokyo a Kyoto e i tempi distesi hanno fatto la differenza.',
    },
    {
      id: 'r5',
      reviewer: 'Anna',
      destination: 'Vienna',
      rating: 5,
      imageUrl: null,
      alt: 'Recensione di Anna sul viaggio a Vienna',
      text: 'Concerto, musei e caffè storici: tutto ben organizzato. Il gruppo era piccolo e si stava bene insieme.',
    },
    {
      id: 'r6',
      reviewer: 'Giuseppe e Rita',
      destination: 'Kenya',
      rating: 5,
      imageUrl: null,
      alt: 'Recensione di Giuseppe e Rita sul safari in Kenya',
      text: 'Il safari era il sogno di una vita. Lodge confortevoli, autisti esperti e poi il mare di Diani per riposare.',
    },
    {
      id: 'r7',
      reviewer: 'Lucia',
      destination: 'Andalusia',
      rating: 4,
      imageUrl: null,
      alt: 'Recensione di Lucia sul viaggio in Andalusia',
      text: 'L’Alhambra è meravigliosa e Siviglia mi ha conquistata. In estate fa molto caldo: meglio partire in primavera.',
    },
  ],
  staff: [
    {
      name: 'Giulia Martini',
      role: { it: 'Fondatrice e responsabile dei viaggi', en: 'Founder, head of trips' },
      bio: {
        it: 'Da oltre vent’anni disegna itinerari per piccoli gruppi: sceglie personalmente hotel e guide, e accompagna ancora qualche partenza ogni anno.',
        en: 'For over twenty years she has designed itineraries for small groups; she chooses hotels and guides herself and still escorts a few departures each year.',
      },
      city: 'Lucca',
      imageUrl: '/images/team/giulia.svg',
    },
    {
      name: 'Marco Bertolini',
      role: { it: 'Accompagnatore e consulente di viaggio', en: 'Tour escort and travel consultant' },
      bio: {
        it: 'Ha accompagnato gruppi dall’Islanda al Kenya. Risponde su WhatsApp e al telefono a chi sta scegliendo il viaggio giusto.',
        en: 'He has escorted groups from Iceland to Kenya, and answers on WhatsApp and by phone those choosing the right trip.',
      },
      city: 'Lucca',
      imageUrl: '/images/team/marco.svg',
    },
    {
      name: 'Elena Rossi',
      role: { it: 'Prenotazioni e assistenza clienti', en: 'Bookings and customer care' },
      bio: {
        it: 'Segue ogni prenotazione dal primo contatto al rientro: documenti, pagamenti, camere e richieste particolari.',
        en: 'She follows every booking from the first contact to the return home: documents, payments, rooms and special requests.',
      },
      city: 'Lucca',
      imageUrl: '/images/team/elena.svg',
    },
  ],
  // EXAMPLE DATA of the demo agency, not a real licence, guarantee or policy: the agency enters
  // its own in the admin area (Impostazioni del sito, Dati legali) before any document naming
  // them reaches a customer. A database stored before these fields existed reads them from here.
  legal: {
    licence: 'Autorizzazione n. 1234/2019 della Provincia di Lucca',
    insolvencyProtector: {
      name: 'Fondo Tutela Viaggiatori S.c.a r.l.',
      address: 'Via Nazionale 60, 00184 Roma (RM)',
      phone: '+39 06 4881 2345',
      email: 'garanzia@fondotutelaviaggiatori.it',
      policyNumber: 'FTV-2027-004512',
    },
    liabilityInsurance: { insurer: 'Assicurazioni del Serchio S.p.A.', policyNumber: 'RC-118204377' },
    emergencyPhone: '+39 335 555 0199',
  },
};
