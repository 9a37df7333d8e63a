import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/routes';

interface RouterHandle {
  location: Location;
  navigate: NavigateFunction;
}

function RouterSpy({ handle }: { handle: RouterHandle }) {
  handle.location = useLocation();
  handle.navigate = useNavigate();
  return null;
}

/** Renders the whole app, as a visitor would reach it, starting at `path`. */
export function renderApp(path = '/') {
  const router = {} as RouterHandle;
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterSpy handle={router} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, user };
}
