import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteSettings } from '../../../api/queries/site';
import { AppProviders } from '../../../app/AppProviders';
import { Seo } from '../Seo';
import { AgencyStructuredData } from '../AgencyStructuredData';
import { buildTravelAgencyJsonLd } from '../travel-agency-json-ld';
import { siteSettings } from '../../../test/site-settings.fixture';

vi.mock('../../../api/queries/site', () => ({ useSiteSettings: vi.fn() }));

type SettingsQuery = ReturnType<typeof useSiteSettings>;

function settingsQuery(data: ReturnType<typeof siteSettings> | undefined): SettingsQuery {
  return { data, isPending: data === undefined, isError: false } as unknown as SettingsQuery;
}

function structuredData(within: ParentNode = document): Record<string, unknown>[] {
  return [...within.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

function renderHead(children: React.ReactNode) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/about']}>{children}</MemoryRouter>
    </AppProviders>,
  );
}

describe('the agency structured data', () => {
  beforeEach(() => {
    vi.mocked(useSiteSettings).mockReturnValue(settingsQuery(siteSettings()));
  });

  it('describes the agency as a schema.org TravelAgency with its Lucca address, hours and rating', () => {
    const jsonLd = buildTravelAgencyJsonLd(siteSettings(), {
      origin: 'https://www.ativiaggi.it',
      logoUrl: '/assets/logo-dark.svg',
      imageUrl: '/images/trips/home-hero.svg',
    });

    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      '@id': 'https://www.ativiaggi.it/#agency',
      name: 'ATI Viaggi',
      legalName: 'A.T.I. S.R.L.',
      url: 'https://www.ativiaggi.it/',
      logo: 'https://www.ativiaggi.it/assets/logo-dark.svg',
      image: 'https://www.ativiaggi.it/images/trips/home-hero.svg',
      telephone: '+39 0583 495100',
      email: 'info@ativiaggi.it',
      vatID: 'IT02468135799',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Via Fillungo 112',
        postalCode: '55100',
        addressLocality: 'Lucca',
        addressRegion: 'LU',
        addressCountry: 'IT',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 127, bestRating: 5 },
      sameAs: [
        'https://www.facebook.com/ativiaggi',
        'https://www.instagram.com/ativiaggi',
        'https://www.youtube.com/@ativiaggi',
        'https://twitter.com/ativiaggi',
      ],
    });
  });

  it("sits beside a page's own structured data without taking its title or description", async () => {
    renderHead(
      <>
        <AgencyStructuredData />
        <Seo
          title="Chi Siamo"
          description="La nostra storia"
          jsonLd={{ '@context': 'https://schema.org', '@type': 'AboutPage' }}
        />
      </>,
    );

    await waitFor(() => expect(structuredData()).toHaveLength(2));
    expect(
      structuredData()
        .map((data) => data['@type'])
        .sort(),
    ).toEqual(['AboutPage', 'TravelAgency']);
    expect(structuredData(document.head).map((data) => data['@type'])).toContain('TravelAgency');
    await waitFor(() => expect(document.title).toBe('Chi Siamo | ATI Viaggi'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'La nostra storia');
  });

  it('adds nothing until the site settings have arrived', async () => {
    vi.mocked(useSiteSettings).mockReturnValue(settingsQuery(undefined));

    renderHead(<AgencyStructuredData />);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(structuredData()).toEqual([]);
  });
});
