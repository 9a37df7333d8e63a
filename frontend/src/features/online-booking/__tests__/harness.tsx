import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { beforeAll, vi } from 'vitest';
import {
  apiAxios,
  type BookingDto,
  type BookingLinkDto,
  type BookingQuoteDto,
  type PreContractInformationDto,
} from '../../../api';
import { siteSettings } from '../../../test/site-settings.fixture';

// The pages' code arrives on demand; compiled once before the first test waits for it.
beforeAll(async () => {
  await import('../BookingArea');
}, 60_000);

export const TOKEN = 'Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4f';
/** A booking page's token (base64url): its '-' and '_' tell it from a booking link's. */
export const PAGE_TOKEN = 'q7Rk2-Lm_9XzT4bN8vH0cYs3dJ6eA1uW';
export const BOOKING_ID = '3f6c1a2e-8b4d-4c9e-9a7f-1d2e3f4a5b6c';
export const DEPARTURE_ID = '00000000-0000-4000-8000-000000000042';

export function bookingLink(overrides: Partial<BookingLinkDto> = {}): BookingLinkDto {
  return {
    token: TOKEN,
    tripSlug: 'vienna-tour-culturale',
    tripTitle: 'Vienna Tour Culturale',
    departureId: DEPARTURE_ID,
    startDate: '2027-05-10',
    endDate: '2027-05-15',
    spotsAvailable: 8,
    priceCents: 90_000,
    singleSupplementCents: 29_000,
    paymentType: 'deposit',
    depositPercentage: 40,
    depositPerPersonCents: null,
    childDiscountEnabled: true,
    childDiscountPercentage: 50,
    expiresAt: '2099-01-01T00:00:00.000Z',
    expired: false,
    coordinatorNames: ['Marco', 'Giulia'],
    specialNotes: 'Ritrovo in aeroporto due ore prima',
    ...overrides,
  };
}

export function quote(overrides: Partial<BookingQuoteDto> = {}): BookingQuoteDto {
  return {
    adultCount: 1,
    childCount: 0,
    childDiscountCents: 0,
    singleRooms: 0,
    singleSupplementCents: 0,
    totalPriceCents: 90_000,
    depositAmountCents: 36_000,
    amountToPayCents: 36_000,
    paymentType: 'deposit',
    ...overrides,
  };
}

/** The pre-contract information as the server writes it, shortened to the parts the tests read. */
export function preContractInformation(overrides: Partial<PreContractInformationDto> = {}): PreContractInformationDto {
  return {
    version: '5f1d3c0a9b8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a392817065f4e',
    title: 'Informazioni precontrattuali sul pacchetto turistico',
    subtitle: 'Vienna Tour Culturale · da lunedì 10 maggio 2027 a sabato 15 maggio 2027',
    sections: [
      {
        heading: 'Protezione in caso di insolvenza',
        paragraphs: ['I pagamenti che fai all’organizzatore sono protetti.'],
        rows: [
          ['Garante', 'Fondo Garanzia Viaggi S.r.l.'],
          ['Polizza o certificato', 'FGV-2027-0042'],
        ],
      },
      {
        heading: 'Se rinunci al viaggio: le penali',
        paragraphs: ['Puoi recedere dal contratto in qualsiasi momento prima della partenza.'],
        rows: [
          ['30 giorni o più prima della partenza', '10 % del prezzo'],
          ['Da 29 a 0 giorni prima della partenza', '100 % del prezzo'],
        ],
        bullets: ['Le percentuali si applicano al prezzo di ogni viaggiatore che rinuncia.'],
      },
    ],
    footer: 'A.T.I. S.R.L. · Via Fillungo 1, 55100 Lucca (LU)',
    ...overrides,
  };
}

export function booking(overrides: Partial<BookingDto> = {}): BookingDto {
  return {
    id: BOOKING_ID,
    status: 'pending',
    paymentStatus: 'pending',
    transferReceiptUploadedAt: null,
    tripTitle: 'Vienna Tour Culturale',
    language: 'it',
    amountPaidCents: 0,
    balanceDueDate: '2027-04-10',
    balanceEpcQrPayload: null,
    tripSlug: 'vienna-tour-culturale',
    startDate: '2027-05-10',
    endDate: '2027-05-15',
    tripDays: 6,
    nights: 5,
    airport: 'MXP',
    adultCount: 2,
    singleRooms: 0,
    singleSupplementCents: 0,
    childCount: 0,
    travellers: [
      { firstName: 'Anna', lastName: 'Rossi' },
      { firstName: 'Paolo', lastName: 'Rossi' },
    ],
    totalPriceCents: 180_000,
    depositAmountCents: 72_000,
    amountToPayCents: 72_000,
    paymentType: 'deposit',
    paymentReference: 'Ricevuta 4821',
    paymentExpiresAt: '2099-01-01T00:00:00.000Z',
    beneficiary: {
      accountHolder: 'A.T.I. S.R.L.',
      iban: 'IT60X0542811101000000123456',
      ibanFormatted: 'IT60 X054 2811 1010 0000 0123 456',
      bankName: 'Banca di Lucca',
      isDemo: false,
    },
    epcQrPayload: 'BCD\n002\n1\nSCT\n\nA.T.I. S.R.L.\nIT60X0542811101000000123456\nEUR720.00\n\n\nRicevuta 4821',
    ...overrides,
  };
}

export interface Answer {
  status: number;
  data?: unknown;
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: AxiosHeaders;
}

type Route = Answer | ((request: SentRequest) => Answer | Promise<Answer>);

/**
 * The API at the axios adapter, so that the generated client and TanStack Query run for
 * real. Routes are 'METHOD /path'; every request is kept to be read back.
 */
export function serveApi(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const all: Record<string, Route> = {
    'GET /api/v1/site': { status: 200, data: siteSettings() },
    ...routes,
  };
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = new URL(config.url ?? '', 'http://localhost').pathname;
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: AxiosHeaders.from(config.headers),
    };
    sent.push(request);
    const route = all[`${request.method} ${path}`];
    const answer =
      route === undefined
        ? { status: 404, data: { code: 'NOT_FOUND' } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    if (answer.status === 0) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response: AxiosResponse = {
      data: answer.data ?? '',
      status: answer.status,
      statusText: '',
      headers: {},
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, undefined, response);
  };
  vi.spyOn(apiAxios.defaults, 'adapter', 'get').mockReturnValue(adapter);
  return {
    sent,
    to: (route: string) => sent.filter((request) => `${request.method} ${request.path}` === route),
  };
}
