import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteSettingsDto } from '../../../api';
import { i18n } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render-app';

const settings = vi.hoisted(() => ({
  state: 'ready',
  staff: [] as SiteSettingsDto['staff'],
  refetch: () => {},
}));

vi.mock('../../../api/queries/site', async () => {
  const siteSettingsFixture = (await import('../../../test/site-settings.fixture')).siteSettings();
  return {
    useSiteSettings: () => ({
      data: settings.state === 'ready' ? { ...siteSettingsFixture, staff: settings.staff } : undefined,
      isPending: settings.state === 'pending',
      isError: settings.state === 'failed',
      refetch: settings.refetch,
    }),
  };
});

const staff: SiteSettingsDto['staff'] = [
  {
    name: 'Giulia Martini',
    role: { it: 'Fondatrice e responsabile dei viaggi', en: 'Founder, head of trips' },
    bio: { it: 'Disegna itinerari per piccoli gruppi.', en: 'She designs itineraries for small groups.' },
    city: 'Lucca',
    imageUrl: '/images/team/giulia.svg',
  },
  {
    name: 'Marco Bertolini',
    role: { it: 'Accompagnatore e consulente di viaggio', en: 'Tour escort and travel consultant' },
    bio: { it: 'Ha accompagnato gruppi dall’Islanda al Kenya.', en: 'He has escorted groups from Iceland to Kenya.' },
    city: 'Pisa',
    imageUrl: '/images/team/marco.svg',
  },
  {
    name: 'Elena Rossi',
    role: { it: 'Prenotazioni e assistenza clienti', en: 'Bookings and customer care' },
    bio: { it: 'Segue ogni prenotazione.', en: 'She follows every booking.' },
    city: 'Lucca',
    imageUrl: '/images/team/elena.svg',
  },
];

async function openTeam(heading = 'Il Team') {
  const { user } = renderApp('/team');
  await screen.findByRole('heading', { level: 1, name: heading });
  return { main: within(screen.getByRole('main')), user };
}

describe('team page', () => {
  it('introduces the three people with portrait, role, city and bio', async () => {
    settings.state = 'ready';
    settings.staff = staff;
    const { main } = await openTeam();

    const cards = within(main.getByRole('region', { name: 'Le persone del team' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const marco = within(cards[1]);
    expect(marco.getByRole('heading', { level: 2, name: 'Marco Bertolini' })).toBeVisible();
    expect(marco.getByText('Accompagnatore e consulente di viaggio')).toBeVisible();
    expect(marco.getByText('Lavora a Pisa')).toBeVisible();
    expect(marco.getByText('Ha accompagnato gruppi dall’Islanda al Kenya.')).toBeVisible();
    const portrait = marco.getByRole('img', { name: 'Ritratto illustrato di Marco Bertolini' });
    expect(portrait).toHaveAttribute('src', '/images/team/marco.svg');
    expect(portrait).toHaveAttribute('loading', 'lazy');
    expect(main.getByText(/lavora a Lucca/)).toBeVisible();
  });

  it('shows roles and bios in English for English readers', async () => {
    settings.state = 'ready';
    settings.staff = staff;
    i18n.changeLanguage('en');
    const { main } = await openTeam('Our team');

    expect(main.getByText('Founder, head of trips')).toBeVisible();
    expect(main.getByText('She follows every booking.')).toBeVisible();
  });

  it('shows the initials instead of a broken portrait', async () => {
    settings.state = 'ready';
    settings.staff = staff;
    const { main } = await openTeam();

    fireEvent.error(main.getByRole('img', { name: 'Ritratto illustrato di Elena Rossi' }));

    expect(main.queryByRole('img', { name: 'Ritratto illustrato di Elena Rossi' })).not.toBeInTheDocument();
    expect(main.getByText('ER')).toBeVisible();
  });

  it('says so when no profile is published yet', async () => {
    settings.state = 'ready';
    settings.staff = [];
    const { main } = await openTeam();

    expect(main.getByText('Le schede del team saranno pubblicate a breve.')).toBeVisible();
  });

  it('offers a retry when the team cannot be loaded', async () => {
    settings.state = 'failed';
    settings.refetch = vi.fn();
    const { main, user } = await openTeam();

    expect(main.getByRole('alert')).toHaveTextContent('Non siamo riusciti a caricare il team.');
    await user.click(main.getByRole('button', { name: 'Riprova' }));
    expect(settings.refetch).toHaveBeenCalled();
  });

  it('says it is loading meanwhile', async () => {
    settings.state = 'pending';
    const { main } = await openTeam();

    expect(main.getByRole('status')).toHaveTextContent('Caricamento...');
  });
});
