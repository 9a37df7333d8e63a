import { useQuery } from '../use-query';
import { loadSdk } from './load-sdk';
import type { SiteSettingsDto } from '../generated';

export const siteQueryKey = ['site'] as const;

/** The agency's facts (contacts, hours, claims, reviews, staff); they rarely change. */
export function useSiteSettings() {
  return useQuery<SiteSettingsDto>({
    queryKey: siteQueryKey,
    queryFn: async () => {
      const { getSiteSettings } = await loadSdk();
      return (await getSiteSettings({ throwOnError: true })).data;
    },
    staleTime: 10 * 60_000,
  });
}
