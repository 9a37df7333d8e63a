import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/routes';
import { BookingFlowContext, type BookingFlow } from '../components/booking-flow/booking-flow';

interface RouterHandle {
  location: Location;
  navigate: NavigateFunction;
}

function RouterSpy({ handle }: { handle: RouterHandle }) {
  handle.location = useLocation();
  handle.navigate = useNavigate();
  return null;
}

export interface RenderAppOptions {
  /** Stands in for the app's booking flow, to see which dialog a page asks it to open. */
  bookingFlow?: BookingFlow;
}

/** Renders the whole app, as a visitor would reach it, starting at `path`. */
export function renderApp(path = '/', { bookingFlow }: RenderAppOptions = {}) {
  const router = {} as RouterHandle;
  const user = userEvent.setup();
  const routes = (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <RouterSpy handle={router} />
    </MemoryRouter>
  );
  const view = render(
    <AppProviders>
      {bookingFlow ? <BookingFlowContext.Provider value={bookingFlow}>{routes}</BookingFlowContext.Provider> : routes}
    </AppProviders>,
  );
  return { ...view, router, user };
}
