import type { AdminDepartureDto, IbanDto, TripSummaryDto } from '../../../../api';

export const mainIban: IbanDto = {
  id: '55555555-5555-4555-8555-555555555555',
  accountHolder: 'Viaggi di Gruppo srl',
  bankName: 'Banca Popolare',
  bookingLinkCount: 3,
  createdAt: '2026-10-01T08:00:00.000Z',
  iban: 'IT60X0542811101000000123456',
  ibanFormatted: 'IT60 X054 2811 1010 0000 0123 456',
  isActive: true,
  isActiveSystem: true,
  isDemo: false,
  lastUsedAt: '2026-11-20T09:30:00.000Z',
  approval: 'approved',
  pendingApproval: null,
};

export const spareIban: IbanDto = {
  id: '66666666-6666-4666-8666-666666666666',
  accountHolder: 'Mario Bianchi',
  bankName: 'Non specificato',
  bookingLinkCount: 0,
  createdAt: '2026-10-05T08:00:00.000Z',
  iban: 'IT02A0301503200000003517230',
  ibanFormatted: 'IT02 A030 1503 2000 0000 3517 230',
  isActive: true,
  isActiveSystem: false,
  isDemo: false,
  lastUsedAt: null,
  approval: 'approved',
  pendingApproval: null,
};

/** Added by another owner after the agency had an IBAN: it waits, and takes no links (decision A8). */
export const waitingIban: IbanDto = {
  id: '88888888-8888-4888-8888-888888888888',
  accountHolder: 'Conto Nuovo srl',
  bankName: 'Banca di Lucca',
  bookingLinkCount: 0,
  createdAt: '2026-11-26T09:00:00.000Z',
  iban: 'DE89370400440532013000',
  ibanFormatted: 'DE89 3704 0044 0532 0130 00',
  isActive: true,
  isActiveSystem: false,
  isDemo: false,
  lastUsedAt: null,
  approval: 'pending',
  pendingApproval: {
    requestedBy: '99999999-9999-4999-8999-999999999999',
    requestedByEmail: 'socio@agenzia.it',
    requestedAt: '2026-11-26T09:00:00.000Z',
    effectiveAt: '2026-11-27T09:00:00.000Z',
  },
};

export const trip = { slug: 'praga-tour-culturale', title: 'Praga tour culturale' } as TripSummaryDto;

export const departure: AdminDepartureDto = {
  id: '77777777-7777-4777-8777-777777777777',
  coordinators: ['Giulia', 'Marco'],
  startDate: '2027-05-10',
  endDate: '2027-05-14',
  meetingTimes: {},
  previousPriceCents: null,
  priceCents: 89_000,
  seatsTaken: 4,
  spotsAvailable: 16,
  status: 'open',
  totalSpots: 20,
  tripSlug: 'praga-tour-culturale',
  tripTitle: 'Praga tour culturale',
  minGroupSize: 6,
  confirmedTravellers: 4,
  guaranteed: false,
  minimumGroupStatus: null,
  minimumGroupDeadline: '2027-05-03',
};
