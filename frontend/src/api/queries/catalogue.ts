import { useQuery } from '../use-query';
import type { Language } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import type { TripDetailDto, TripSummaryDto } from '../generated';
import { loadSdk } from './load-sdk';

/** Query keys, shared with the server render that fills the cache with the same data. */
export const tripsQueryKey = (lang: Language) => ['trips', lang] as const;
export const tripQueryKey = (slugOrAlias: string | undefined, lang: Language) => ['trip', slugOrAlias, lang] as const;

/** The whole catalogue in the reader's language (Italian where a trip has no English). */
export function useTrips() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery<TripSummaryDto[]>({
    queryKey: tripsQueryKey(lang),
    queryFn: async () => {
      const { listTrips } = await loadSdk();
      return (await listTrips({ query: { lang }, throwOnError: true })).data;
    },
  });
}

/** One trip by slug or alias; `data` is null when there is no such trip (404). */
export function useTrip(slugOrAlias: string | undefined) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery<TripDetailDto | null>({
    queryKey: tripQueryKey(slugOrAlias, lang),
    enabled: Boolean(slugOrAlias),
    queryFn: async () => {
      const { getTrip, isAxiosError } = await loadSdk();
      try {
        return (await getTrip({ path: { slugOrAlias: slugOrAlias! }, query: { lang }, throwOnError: true })).data;
      } catch (error) {
        if (isAxiosError(error) && error.response?.status === 404) return null;
        throw error;
      }
    },
  });
}
