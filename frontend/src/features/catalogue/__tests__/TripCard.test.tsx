import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { TripCard } from '../components/TripCard';
import { giappone, praga } from './fixtures';
import { renderWithProviders } from './render';

describe('TripCard', () => {
  it('shows the price per person and the length that come with the trip', () => {
    renderWithProviders(<TripCard trip={praga} />);

    expect(screen.getByRole('heading', { level: 3, name: "Praga, la città d'oro" })).toBeInTheDocument();
    expect(screen.getByText('Repubblica Ceca')).toBeInTheDocument();
    expect(screen.getByText('5 giorni / 4 notti')).toBeInTheDocument();
    expect(screen.getByText('da 800 €')).toBeInTheDocument();
    expect(screen.getByText('per persona')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Il Ponte Carlo e il castello di Praga al tramonto' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('groups thousands in the price and follows the data, not a fixed table', () => {
    renderWithProviders(<TripCard trip={{ ...giappone, priceCents: 245050 }} />);

    expect(screen.getByText('da 2.450,50 €')).toBeInTheDocument();
    expect(screen.getByText('9 giorni / 8 notti')).toBeInTheDocument();
  });

  it('is a single link to the trip page, named after the trip', () => {
    renderWithProviders(<TripCard trip={praga} />);

    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Scopri itinerario: Praga, la città d'oro");
    expect(links[0]).toHaveAttribute('href', '/travel/praga-tour-culturale');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps advertising visitors under /ads-special', () => {
    localStorage.setItem('referralSource', 'ads');
    renderWithProviders(<TripCard trip={praga} />);

    expect(screen.getByRole('link')).toHaveAttribute('href', '/ads-special/travel/praga-tour-culturale');
  });

  it('speaks English when the reader chose it', async () => {
    i18n.changeLanguage('en');
    renderWithProviders(<TripCard trip={praga} headingLevel={2} />);

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent("Praga, la città d'oro");
    expect(screen.getByText('5 days / 4 nights')).toBeInTheDocument();
    expect(screen.getByText('from €800')).toBeInTheDocument();
    expect(screen.getByText('per person')).toBeInTheDocument();
  });
});
