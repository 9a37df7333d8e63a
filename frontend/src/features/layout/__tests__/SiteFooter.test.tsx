import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTrips } from '../../../api/queries/catalogue';
import { useSiteSettings } from '../../../api/queries/site';
import { AppProviders } from '../../../app/AppProviders';
import { siteSettings, tripSummary } from '../../../test/site-settings.fixture';
import { isConsentChoiceReopened, recordConsent } from '../../../components/tracking/consent';
import { i18n } from '../../../i18n/i18n';
import { SiteFooter } from '../components/SiteFooter';

vi.mock('../../../api/queries/site', () => ({ useSiteSettings: vi.fn() }));
vi.mock('../../../api/queries/catalogue', () => ({ useTrips: vi.fn() }));

type SettingsQuery = ReturnType<typeof useSiteSettings>;
type TripsQuery = ReturnType<typeof useTrips>;

const loading = { data: undefined, isPending: true, isError: false };
const failed = { data: undefined, isPending: false, isError: true, error: new Error('Network Error') };

function settingsAre(state: object) {
  vi.mocked(useSiteSettings).mockReturnValue(state as unknown as SettingsQuery);
}

function tripsAre(state: object) {
  vi.mocked(useTrips).mockReturnValue(state as unknown as TripsQuery);
}

const catalogue = [
  tripSummary('thailandia', 'Thailandia'),
  tripSummary('kenya-safari-diani', 'Kenya: safari e mare a Diani'),
  tripSummary('praga-tour-culturale', 'Praga, tour culturale'),
  tripSummary('vienna-tour-culturale', 'Vienna, tour culturale'),
  tripSummary('islanda-classic', 'Islanda Classic'),
  tripSummary('giordania-petra-wadi-rum', 'Giordania: Petra e Wadi Rum'),
  tripSummary('andalusia-siviglia-cordoba-granada', 'Andalusia: Siviglia, Cordoba e Granada'),
  tripSummary('giappone-tokyo-kyoto-nara', 'Giappone: Tokyo, Kyoto e Nara'),
  tripSummary('usa-ovest', 'USA Ovest'),
];

function renderFooter() {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, footer: screen.getByRole('contentinfo') };
}

function hoursTable(footer: HTMLElement): string[][] {
  return within(footer)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('SiteFooter', () => {
  beforeEach(() => {
    settingsAre({ data: siteSettings(), isPending: false, isError: false });
    tripsAre({ data: catalogue, isPending: false, isError: false });
  });

  it("lists the agency's seven footer trips, with their titles from the API, leading to their pages", () => {
    const { footer } = renderFooter();

    const trips = within(footer).getByRole('navigation', { name: 'I nostri viaggi' });
    const links = within(trips)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Praga, tour culturale', '/travel/praga-tour-culturale'],
      ['Vienna, tour culturale', '/travel/vienna-tour-culturale'],
      ['Islanda Classic', '/travel/islanda-classic'],
      ['Giordania: Petra e Wadi Rum', '/travel/giordania-petra-wadi-rum'],
      ['Andalusia: Siviglia, Cordoba e Granada', '/travel/andalusia-siviglia-cordoba-granada'],
      ['Giappone: Tokyo, Kyoto e Nara', '/travel/giappone-tokyo-kyoto-nara'],
      ['Kenya: safari e mare a Diani', '/travel/kenya-safari-diani'],
    ]);
  });

  it('shows the legal name, the Lucca address, the VAT number and links to call and write', () => {
    const { footer } = renderFooter();

    const contacts = within(footer).getByRole('region', { name: 'Contatti' });
    expect(contacts).toHaveTextContent('A.T.I. S.R.L.');
    expect(contacts).toHaveTextContent('Via Fillungo 112');
    expect(contacts).toHaveTextContent('55100 Lucca (LU)');
    expect(contacts).toHaveTextContent('Italia');
    expect(contacts).toHaveTextContent('P. IVA IT02468135799');
    expect(within(contacts).getByRole('link', { name: '+39 0583 495100' })).toHaveAttribute(
      'href',
      'tel:+390583495100',
    );
    expect(within(contacts).getByRole('link', { name: 'info@ativiaggi.it' })).toHaveAttribute(
      'href',
      'mailto:info@ativiaggi.it',
    );
  });

  it('groups the opening hours by day, Monday first, with Sunday closed', () => {
    const { footer } = renderFooter();

    expect(hoursTable(footer)).toEqual([
      ['Lunedì–Venerdì', '9:00–18:00'],
      ['Sabato', '9:00–13:00'],
      ['Domenica', 'Chiuso'],
    ]);
  });

  it('shows split hours and days closed in the middle of the week', () => {
    settingsAre({
      data: {
        ...siteSettings(),
        openingHours: [
          { days: [1, 2, 4], opens: '15:00', closes: '19:00' },
          { days: [1, 2, 4], opens: '09:00', closes: '12:30' },
        ],
      },
      isPending: false,
      isError: false,
    });

    const { footer } = renderFooter();

    expect(hoursTable(footer)).toEqual([
      ['Lunedì–Martedì', '9:00–12:30, 15:00–19:00'],
      ['Mercoledì', 'Chiuso'],
      ['Giovedì', '9:00–12:30, 15:00–19:00'],
      ['Venerdì–Domenica', 'Chiuso'],
    ]);
  });

  it('shows the rating, the reviews page and the social pages, each announced as opening a new tab', () => {
    const { footer } = renderFooter();

    expect(footer).toHaveTextContent('Valutazione 4,9/5 da 127 recensioni');
    const reviews = within(footer).getByRole('link', { name: 'Leggi le recensioni (si apre in una nuova scheda)' });
    expect(reviews).toHaveAttribute('href', 'https://www.trustpilot.com/review/ativiaggi.it');
    expect(reviews).toHaveAttribute('target', '_blank');
    expect(reviews).toHaveAttribute('rel', 'noopener noreferrer');

    const social = ['Facebook', 'Instagram', 'YouTube', 'X (Twitter)'].map((network) =>
      within(footer).getByRole('link', { name: `ATI Viaggi su ${network} (si apre in una nuova scheda)` }),
    );
    expect(social.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.facebook.com/ativiaggi',
      'https://www.instagram.com/ativiaggi',
      'https://www.youtube.com/@ativiaggi',
      'https://twitter.com/ativiaggi',
    ]);
    social.forEach((link) => expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true'));
  });

  it('keeps its pages, language switch and cookie button while the agency facts load', () => {
    settingsAre(loading);
    tripsAre(loading);

    const { footer } = renderFooter();

    const pages = within(footer).getByRole('navigation', { name: 'Informazioni' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about', '/team', '/contact', '/privacy', '/terms']);
    expect(within(footer).getByRole('status')).toHaveTextContent('Caricamento...');
    expect(within(footer).getByRole('button', { name: 'Cookie' })).toBeVisible();
    expect(within(footer).getByRole('group', { name: 'Lingua' })).toBeVisible();
    expect(within(footer).queryByRole('region', { name: 'Contatti' })).not.toBeInTheDocument();
  });

  it('leaves out what failed to load without showing an error', () => {
    settingsAre(failed);
    tripsAre(failed);

    const { footer } = renderFooter();

    expect(within(footer).queryByRole('navigation', { name: 'I nostri viaggi' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('region', { name: 'Contatti' })).not.toBeInTheDocument();
    expect(footer).not.toHaveTextContent(/errore|error/i);
    expect(within(footer).getByRole('navigation', { name: 'Informazioni' })).toBeVisible();
  });

  it('never breaks the page, even when the facts arrive incomplete', () => {
    settingsAre({
      data: { ...siteSettings(), address: undefined, claims: undefined },
      isPending: false,
      isError: false,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const { footer } = renderFooter();

    expect(within(footer).getByRole('navigation', { name: 'I nostri viaggi' })).toBeVisible();
    expect(within(footer).getByRole('navigation', { name: 'Informazioni' })).toBeVisible();
  });

  it('reopens the cookie choice from its Cookie button', async () => {
    recordConsent(false);
    const { user, footer } = renderFooter();

    await user.click(within(footer).getByRole('button', { name: 'Cookie' }));

    expect(isConsentChoiceReopened()).toBe(true);
  });

  it('speaks English after the language switch', async () => {
    const { user, footer } = renderFooter();

    await user.click(within(footer).getByRole('button', { name: /^EN/ }));

    expect(within(footer).getByRole('navigation', { name: 'Our trips' })).toBeVisible();
    expect(within(footer).getByRole('region', { name: 'Contact' })).toHaveTextContent('VAT no. IT02468135799');
    expect(within(footer).getByRole('region', { name: 'Contact' })).toHaveTextContent('Italy');
    expect(hoursTable(footer)).toEqual([
      ['Monday–Friday', '9:00–18:00'],
      ['Saturday', '9:00–13:00'],
      ['Sunday', 'Closed'],
    ]);
    expect(footer).toHaveTextContent('Rated 4.9/5 from 127 reviews');
    expect(within(footer).getByRole('link', { name: 'Read the reviews (opens in a new tab)' })).toBeVisible();
    i18n.changeLanguage('it');
  });
});
