import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, vi } from 'vitest';
import { apiAxios, type DepartureDto } from '../../../api';
import type { QueryStore } from '../../../api/query-store';
import { AppProviders } from '../../../app/AppProviders';
import { useBookingFlow } from '../../../components/booking-flow/booking-flow';
import { Toaster } from '../../../components/ui/Toaster';
import { siteSettings } from '../../../test/site-settings.fixture';
import { BookingFlowProvider } from '../BookingFlowProvider';

// The dialogs' code arrives on demand; compiling it for the first test takes longer than a
// visitor's download, so it is fetched once before any test waits for it.
beforeAll(async () => {
  await import('../components/BookingFlowDialogs');
}, 60_000);

export const TRIP = { slug: 'vienna', title: 'Vienna e i Mercatini' };

let departureCounter = 0;

/** A departure as the API lists it; seats decide the availability as the server would. */
export function departure(startDate: string, overrides: Partial<DepartureDto> = {}): DepartureDto {
  departureCounter += 1;
  const spotsAvailable = overrides.spotsAvailable ?? 8;
  const [year, month, day] = startDate.split('-').map(Number);
  const end = new Date(Date.UTC(year, month - 1, day + 5));
  return {
    id: `00000000-0000-4000-8000-${String(departureCounter).padStart(12, '0')}`,
    startDate,
    endDate: end.toISOString().slice(0, 10),
    durationDays: 6,
    priceCents: 129_000,
    previousPriceCents: null,
    spotsAvailable,
    totalSpots: 10,
    minGroupSize: 6,
    guaranteed: false,
    travellersToGuarantee: 6,
    coordinators: ['Marco', 'Giulia'],
    availability: spotsAvailable <= 0 ? 'soldout' : spotsAvailable <= 4 ? 'few' : 'available',
    waitlist: spotsAvailable <= 0,
    paymentType: 'deposit',
    ...overrides,
  };
}

export interface FakeAnswer {
  status: number;
  data?: unknown;
}

type Handler = (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>;

export const siteRoute = 'GET /api/v1/site';

/**
 * The API as the flow's requests reach it, at the axios adapter: the generated client and
 * TanStack Query run for real. Routes are 'METHOD /path'; the site settings (with the booking
 * policy) answer as after the seed unless a test says otherwise.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const all: Record<string, Handler> = { [siteRoute]: () => ({ status: 200, data: siteSettings() }), ...routes };
  const adapter = vi.fn<AxiosAdapter>(async (config) => {
    const route = `${config.method?.toUpperCase()} ${config.url}`;
    const handler = all[route];
    const answer: FakeAnswer = handler ? await handler(config) : { status: 404, data: { code: 'NOT_FOUND' } };
    const response: AxiosResponse = {
      data: answer.data ?? '',
      status: answer.status,
      statusText: '',
      headers: {},
      config,
    };
    const validate = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (validate(answer.status)) return response;
    const { AxiosError } = await import('axios');
    throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, undefined, response);
  });
  vi.spyOn(apiAxios.defaults, 'adapter', 'get').mockReturnValue(adapter);
  const calls = (route: string) =>
    adapter.mock.calls.filter(([config]) => `${config.method?.toUpperCase()} ${config.url}` === route);
  return { adapter, calls };
}

export function body(config: InternalAxiosRequestConfig): unknown {
  return typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
}

function Opener() {
  const flow = useBookingFlow();
  return (
    <button type="button" onClick={() => flow.openDates(TRIP)}>
      Scopri le Date Disponibili
    </button>
  );
}

export const where = { current: '' };

function LocationSpy() {
  const location = useLocation();
  where.current = `${location.pathname}${location.search}`;
  return <p>Pagina contatti</p>;
}

/**
 * A trip page reduced to its opener, inside the app's providers, with the toasts shown; the
 * site's store may hold what the page has read already.
 */
export function renderFlow({ queryStore }: { queryStore?: QueryStore } = {}) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryStore={queryStore}>
      <MemoryRouter initialEntries={['/viaggi/vienna']}>
        <Routes>
          <Route
            path="/viaggi/vienna"
            element={
              <BookingFlowProvider>
                <Opener />
              </BookingFlowProvider>
            }
          />
          <Route path="/contact" element={<LocationSpy />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </AppProviders>,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Scopri le Date Disponibili' }));
  };
  return { ...view, user, open };
}

export const departuresRoute = `GET /api/v1/trips/${TRIP.slug}/departures`;
