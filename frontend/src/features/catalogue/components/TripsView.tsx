import type { ReactNode } from 'react';
import { useCatalogueTranslation } from '../i18n';
import type { TripSummaryDto } from '../../../api';
import { useTrips } from '../../../api/queries/catalogue';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { CatalogueMessage } from './CatalogueMessage';
import { TripGridSkeleton } from './TripGridSkeleton';

export interface TripsViewProps {
  /** What to show once the catalogue has at least one trip. */
  children: (trips: TripSummaryDto[]) => ReactNode;
}

/** The catalogue with its loading, error (with retry) and empty states. */
export function TripsView({ children }: TripsViewProps) {
  const { t } = useCatalogueTranslation();
  const { data: trips, isError, isFetching, refetch } = useTrips();

  if (trips && trips.length > 0) return children(trips);

  if (trips) {
    return (
      <CatalogueMessage
        title={t('catalogue.states.emptyTitle')}
        text={t('catalogue.states.emptyText')}
        action={<ButtonLink to="/contact">{t('catalogue.states.emptyCta')}</ButtonLink>}
      />
    );
  }

  if (isError && !isFetching) {
    return (
      <CatalogueMessage
        role="alert"
        title={t('catalogue.states.errorTitle')}
        text={t('catalogue.states.errorText')}
        action={<Button onClick={() => void refetch()}>{t('catalogue.states.retry')}</Button>}
      />
    );
  }

  return <TripGridSkeleton />;
}
