import { useEffect, useRef } from 'react';
import { useTripTranslation } from '../i18n';
import { useLocation } from 'react-router-dom';
import type { TripDetailDto } from '../../../api';
import { tripQueryKey, useTrip } from '../../../api/queries/catalogue';
import { useQueryStore } from '../../../api/use-query';
import { useSiteSettings } from '../../../api/queries/site';
import { useAppNavigate } from '../../../components/ui/AppLink';
import { Seo } from '../../../components/seo/Seo';
import { HydrateInTurn } from '../../../components/ui/HydrateInTurn';
import { useSiteOrigin } from '../../../components/seo/server-head';
import { NotFound } from '../../../components/ui/NotFound';
import { ADS_PREFIX, withoutReferralPrefix } from '../../../components/ui/referral';
import { tripCanonicalPath, tripJsonLd, tripSeoDescription } from '../trip-seo';
import { TripClosingCta } from './TripClosingCta';
import { TripFaqs } from './TripFaqs';
import { TripHero } from './TripHero';
import { TripHotels } from './TripHotels';
import { TripInfoSections } from './TripInfoSections';
import { TripItinerary } from './TripItinerary';
import { TripLoadError } from './TripLoadError';
import { TripOverview } from './TripOverview';
import { TripSkeleton } from './TripSkeleton';

/** An alias (/travel/praga) moves to the trip's one address, under the advertising prefix if the visitor is there. */
function useCanonicalAddress(id: string | undefined, trip: TripDetailDto | null | undefined) {
  const navigate = useAppNavigate();
  const queryStore = useQueryStore();
  const { i18n } = useTripTranslation();
  const { pathname, search, hash } = useLocation();
  const movedFrom = useRef<string | null>(null);

  useEffect(() => {
    if (!trip || !id || trip.slug === id || movedFrom.current === id) return;
    movedFrom.current = id;
    // The canonical address asks for the same trip again; handing it the answer avoids a second skeleton.
    queryStore.setData(tripQueryKey(trip.slug, i18n.language), trip);
    const underAds = withoutReferralPrefix(pathname) !== pathname;
    const path = `${underAds ? ADS_PREFIX : ''}${tripCanonicalPath(trip.slug)}`;
    void navigate(`${path}${search}${hash}`, { replace: true });
  }, [id, trip, navigate, queryStore, i18n.language, pathname, search, hash]);
}

interface TripContentProps {
  trip: TripDetailDto;
}

function TripContent({ trip }: TripContentProps) {
  const { t } = useTripTranslation();
  const { data: site } = useSiteSettings();
  const origin = useSiteOrigin();
  const contactTo = { pathname: '/contact', search: `?${new URLSearchParams({ destination: trip.slug })}` };

  return (
    <>
      <Seo
        title={trip.title}
        description={tripSeoDescription(trip)}
        keywords={[
          trip.title,
          trip.country,
          t(`trip.categories.${trip.category}`),
          t('trip.keywordGroupTrip'),
          t('trip.keywordEscorted'),
        ]}
        canonicalPath={tripCanonicalPath(trip.slug)}
        image={trip.imageUrl}
        leadImage={trip.imageUrl}
        jsonLd={tripJsonLd(trip, {
          origin,
          brand: site?.brand,
          touristType: t('trip.touristType'),
          dayName: (day, title) => t('trip.dayTitle', { day, title }),
        })}
      />
      <TripHero trip={trip} />
      <TripOverview trip={trip} />
      {/* The accordions' panels are measured as they are taken over: band by band, in short tasks. */}
      <HydrateInTurn>
        <TripItinerary trip={trip} />
        <TripInfoSections sections={trip.infoSections} />
        <TripFaqs faqs={trip.faqs} />
        <>
          <TripHotels hotels={trip.hotels} />
          <TripClosingCta trip={trip} contactTo={contactTo} />
        </>
      </HydrateInTurn>
    </>
  );
}

export interface TripDetailProps {
  /** The trip's slug or one of its aliases, as written in the address. */
  id: string | undefined;
}

/** The one template of every trip page (/travel/:id). */
export function TripDetail({ id }: TripDetailProps) {
  const { t } = useTripTranslation();
  const { data: trip, isPending, isError, refetch, isFetching } = useTrip(id);
  useCanonicalAddress(id, trip);

  if (!id || trip === null) {
    // Keyed by id: another unknown trip is another not-found screen, with its own notice.
    return <NotFound key={id} />;
  }
  if (trip) return <TripContent trip={trip} />;
  if (isError) {
    return (
      <>
        <Seo title={t('trip.loadErrorTitle')} noindex />
        <TripLoadError onRetry={() => void refetch()} retrying={isFetching} />
      </>
    );
  }
  return isPending ? <TripSkeleton /> : null;
}
