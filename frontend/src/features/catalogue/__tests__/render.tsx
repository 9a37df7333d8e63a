import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppProviders } from '../../../app/AppProviders';

interface LocationHandle {
  current?: Location;
}

function LocationSpy({ handle }: { handle: LocationHandle }) {
  handle.current = useLocation();
  return null;
}

/** One component with the app's providers and a router, reporting where the router is. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  const location: LocationHandle = {};
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationSpy handle={location} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, user, location };
}
