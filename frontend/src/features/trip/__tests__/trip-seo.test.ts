import { describe, expect, it } from 'vitest';
import { tripJsonLd, tripSeoDescription } from '../trip-seo';
import { buildTrip } from './fixtures';

const options = {
  origin: 'https://www.ativiaggi.it',
  brand: 'ATI Viaggi',
  touristType: 'Viaggiatori over 45',
  dayName: (day: number, title: string) => `Giorno ${day} · ${title}`,
};

describe('tripJsonLd', () => {
  it('describes the trip, its days, its per-person price in euros and the agency selling it', () => {
    const jsonLd = tripJsonLd(buildTrip({ priceCents: 240000 }), options);

    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: "Praga, la città d'oro",
      description: tripSeoDescription(buildTrip()),
      url: 'https://www.ativiaggi.it/travel/praga-tour-culturale',
      image: 'https://www.ativiaggi.it/images/trips/praga-tour-culturale.svg',
      touristType: 'Viaggiatori over 45',
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: 'Giorno 1 · Benvenuti a Praga',
            description: 'Volo e prima passeggiata',
          },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Giorno 2 · Il Castello e Malá Strana',
            description: 'La collina dei re di Boemia',
          },
        ],
      },
      offers: {
        '@type': 'Offer',
        price: 2400,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://www.ativiaggi.it/travel/praga-tour-culturale',
      },
      provider: { '@type': 'TravelAgency', name: 'ATI Viaggi', url: 'https://www.ativiaggi.it' },
    });
  });

  it('leaves out the itinerary of a trip without days and the provider until the brand is known', () => {
    const jsonLd = tripJsonLd(buildTrip({ itinerary: [] }), { ...options, brand: undefined });

    expect(jsonLd).not.toHaveProperty('itinerary');
    expect(jsonLd).not.toHaveProperty('provider');
  });
});

describe('tripSeoDescription', () => {
  it('starts with the subtitle and stays within a search result', () => {
    const description = tripSeoDescription(buildTrip({ description: ['Un lungo paragrafo '.repeat(20)] }));

    expect(description.startsWith('Cinque giorni tra castelli e ponti sulla Moldava. Un lungo paragrafo')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
  });
});
