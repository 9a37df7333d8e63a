import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTrips } from '../../../api/queries/catalogue';
import { useSiteSettings } from '../../../api/queries/site';
import { siteSettings } from '../../../test/site-settings.fixture';
import { i18n } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render-app';

vi.mock('../../../api/queries/site', () => ({ useSiteSettings: vi.fn() }));
vi.mock('../../../api/queries/catalogue', () => ({ useTrips: vi.fn(), useTrip: vi.fn() }));

const PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';

function storedChoice(): unknown {
  const raw = localStorage.getItem('cookieConsent');
  return raw === null ? null : JSON.parse(raw);
}

function pixelScripts() {
  return document.querySelectorAll(`script[src="${PIXEL_SRC}"]`);
}

// The banner's code is loaded on demand after the page's first render, which takes a while
// when the whole suite runs at once.
async function findBanner(name = 'Cookie e pubblicità') {
  return screen.findByRole('region', { name });
}

describe('the cookie banner', () => {
  beforeEach(() => {
    vi.mocked(useSiteSettings).mockReturnValue({
      data: siteSettings({ facebookPixelId: '1234567890' }),
      isPending: false,
      isError: false,
    } as unknown as ReturnType<typeof useSiteSettings>);
    vi.mocked(useTrips).mockReturnValue({ data: [], isPending: false, isError: false } as unknown as ReturnType<
      typeof useTrips
    >);
  });

  afterEach(() => {
    pixelScripts().forEach((script) => script.remove());
    delete window.fbq;
    delete window._fbq;
  });

  it('asks on a first visit, with accept and reject alike and a link to the privacy policy, without taking focus', async () => {
    renderApp('/pagina-inesistente');

    const banner = await findBanner();
    expect(banner).toHaveTextContent('Se accetti, carichiamo il pixel di Facebook');
    expect(banner).toHaveTextContent('Puoi cambiare idea');
    expect(banner).toHaveTextContent('Google Ads');
    expect(within(banner).getByRole('link', { name: "Leggi l'informativa sulla privacy" })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const accept = within(banner).getByRole('button', { name: 'Accetta' });
    const reject = within(banner).getByRole('button', { name: 'Rifiuta' });
    // Same styled component, same variant: neither choice is made to look like the default.
    expect(accept.className).toBe(reject.className);
    expect(banner).not.toContainElement(document.activeElement as HTMLElement);
    expect(pixelScripts()).toHaveLength(0);
  });

  it('remembers a refusal, loads no pixel and stays away on the next visit', async () => {
    const first = renderApp('/pagina-inesistente');
    const banner = await findBanner();

    await first.user.click(within(banner).getByRole('button', { name: 'Rifiuta' }));

    expect(screen.queryByRole('region', { name: 'Cookie e pubblicità' })).not.toBeInTheDocument();
    expect(storedChoice()).toEqual({ marketing: false, decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
    expect(pixelScripts()).toHaveLength(0);

    first.unmount();
    renderApp('/pagina-inesistente');
    await screen.findByRole('heading', { level: 1, name: 'Oops! Pagina non trovata' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Cookie e pubblicità' })).not.toBeInTheDocument();
  });

  it('loads the configured pixel once the visitor accepts', async () => {
    const { user } = renderApp('/pagina-inesistente');

    await user.click(within(await findBanner()).getByRole('button', { name: 'Accetta' }));

    expect(storedChoice()).toMatchObject({ marketing: true });
    expect(pixelScripts()).toHaveLength(1);
  });

  it('opens again from the footer with the current choice, and gives focus back after a change', async () => {
    const { user } = renderApp('/pagina-inesistente');
    await user.click(within(await findBanner()).getByRole('button', { name: 'Rifiuta' }));
    const cookieButton = within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie' });

    await user.click(cookieButton);

    const banner = await findBanner();
    expect(banner).toHaveFocus();
    expect(banner).toHaveTextContent(/Scelta attuale: hai rifiutato il \d{1,2} \w+ \d{4}\./);
    expect(banner).toHaveTextContent('i loro cookie si cancellano dalle impostazioni del browser');

    await user.click(within(banner).getByRole('button', { name: 'Accetta' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie e pubblicità' })).not.toBeInTheDocument());
    expect(storedChoice()).toMatchObject({ marketing: true });
    expect(cookieButton).toHaveFocus();
  });

  it('can be closed without changing a choice already made', async () => {
    localStorage.setItem('cookieConsent', JSON.stringify({ marketing: true, decidedAt: '2026-03-01T10:00:00.000Z' }));
    const { user } = renderApp('/pagina-inesistente');
    await screen.findByRole('heading', { level: 1 });

    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie' }));
    const banner = await findBanner();
    expect(banner).toHaveTextContent('Scelta attuale: hai accettato il 1 marzo 2026.');
    await user.click(within(banner).getByRole('button', { name: 'Chiudi senza cambiare' }));

    expect(screen.queryByRole('region', { name: 'Cookie e pubblicità' })).not.toBeInTheDocument();
    expect(storedChoice()).toEqual({ marketing: true, decidedAt: '2026-03-01T10:00:00.000Z' });
  });

  it('speaks English when the site does', async () => {
    i18n.changeLanguage('en');
    renderApp('/pagina-inesistente');

    const banner = await findBanner('Cookies and advertising');
    expect(banner).toHaveTextContent('If you accept, we load the Facebook pixel and the Google Ads tag');
    expect(within(banner).getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Reject' })).toBeVisible();
  });
});
