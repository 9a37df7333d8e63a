import type { AdminBookingDetailDto } from '../../../../api';

export const BOOKING_ID = '77777777-7777-4777-8777-777777777777';

/** A booking waiting for its deposit, one traveller, no messages yet: each test adds what it reads. */
export const detail = {
  id: BOOKING_ID,
  status: 'pending',
  paymentStatus: 'pending',
  paymentReference: 'Ricevuta 4821',
  tripSlug: 'praga-tour-culturale',
  tripTitle: 'Praga, tour culturale',
  departureId: '66666666-6666-4666-8666-666666666666',
  startDate: '2027-05-10',
  endDate: '2027-05-14',
  airport: 'FCO',
  travellerCount: 1,
  adultCount: 1,
  childCount: 0,
  leadTraveller: 'Bianchi Anna',
  contactEmail: 'anna.bianchi@example.it',
  contactPhone: '+39 333 123 4567',
  totalPriceCents: 102_875,
  depositAmountCents: 41_150,
  amountToPayCents: 41_150,
  amountPaidCents: 0,
  balanceCents: 102_875,
  balanceDueCents: 0,
  balanceDueDate: null,
  paymentType: 'deposit',
  paymentExpiresAt: '2026-06-01T12:30:00.000Z',
  transferDeclaredAt: null,
  transferReminderDueAt: null,
  confirmedAt: null,
  closedAt: null,
  createdAt: '2026-06-01T07:30:00.000Z',
  payments: [],
  messages: [],
  transferReceipt: null,
  travellers: [
    { firstName: 'Anna', lastName: 'Bianchi', birthDate: null, address: null, passportNumber: null, isChild: false },
  ],
  iban: {
    accountHolder: 'Viaggi di Lucca srl',
    iban: 'IT60X0542811101000000123456',
    ibanFormatted: 'IT60 X054 2811 1010 0000 0123 456',
    bankName: 'Banca di Lucca',
  },
} satisfies AdminBookingDetailDto;
