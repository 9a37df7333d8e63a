import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTrips } from '../../../api/queries/catalogue';
import { useSiteSettings } from '../../../api/queries/site';
import { AppProviders } from '../../../app/AppProviders';
import { AppRoutes } from '../../../app/routes';
import { i18n } from '../../../i18n/i18n';
import { siteSettings } from '../../../test/site-settings.fixture';

vi.mock('../../../api/queries/site', () => ({ useSiteSettings: vi.fn() }));
vi.mock('../../../api/queries/catalogue', () => ({ useTrips: vi.fn(), useTrip: vi.fn() }));

/** As main.tsx renders the site: StrictMode runs effects twice in development. */
function renderStrict(path: string) {
  return render(
    <StrictMode>
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
}

function toasts() {
  return document.querySelectorAll('[data-sonner-toast]');
}

describe('the not-found screen', () => {
  beforeEach(() => {
    vi.mocked(useSiteSettings).mockReturnValue({
      data: siteSettings(),
      isPending: false,
      isError: false,
    } as unknown as ReturnType<typeof useSiteSettings>);
    vi.mocked(useTrips).mockReturnValue({ data: [], isPending: false, isError: false } as unknown as ReturnType<
      typeof useTrips
    >);
  });

  it('says the page does not exist, leads home and raises the error notification once', async () => {
    renderStrict('/non-esiste');

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Oops! Pagina non trovata' })).toBeVisible();
    expect(within(main).getByText('404')).toBeVisible();
    expect(within(main).getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');

    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveTextContent('Pagina non trovata');
    expect(toasts()[0]).toHaveTextContent('La pagina che stai cercando non esiste.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts()).toHaveLength(1);
  });

  it('is titled for the browser tab and kept out of search engines', async () => {
    renderStrict('/non-esiste');

    await waitFor(() => expect(document.title).toBe('Pagina non trovata | ATI Viaggi'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('notifies in English on the English site', async () => {
    i18n.changeLanguage('en');
    renderStrict('/nowhere');

    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveTextContent('Page not found');
    expect(toasts()[0]).toHaveTextContent('The page you are looking for does not exist.');
  });
});
