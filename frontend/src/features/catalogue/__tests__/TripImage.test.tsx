import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './render';
import { PLACEHOLDER_TRIP_IMAGE, TripImage } from '../components/TripImage';

describe('TripImage', () => {
  it('tries again past the cache, then shows the placeholder, then says the image is unavailable', () => {
    renderWithProviders(<TripImage src="/images/trips/praga.svg" alt="Il Ponte Carlo" />);
    const image = () => screen.getByRole('img', { name: 'Il Ponte Carlo' });

    expect(image()).toHaveAttribute('src', '/images/trips/praga.svg');
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', '/images/trips/praga.svg?retry=1');
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', PLACEHOLDER_TRIP_IMAGE);
    fireEvent.error(image());
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Immagine non disponibile')).toBeInTheDocument();
  });
});
