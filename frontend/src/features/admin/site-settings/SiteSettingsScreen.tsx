import { useQuery } from '@tanstack/react-query';
import { getAdminSiteSettingsOptions } from '../../../api/query-options';
import { useSiteSettingsTranslation } from './i18n';
import { QueryState } from '../components/QueryState';
import { StyledIntro } from '../components/ScreenParts';
import { useAdminHead } from '../use-admin-head';
import { SiteSettingsForm } from './SiteSettingsForm';

/** `/admin/impostazioni`: the agency's facts the public site shows, edited in one form. */
export function SiteSettingsScreen() {
  const { t } = useSiteSettingsTranslation();
  useAdminHead(t('admin.siteSettings.title'));
  // Read afresh whenever the screen opens, so an edit starts from what is stored now; never
  // again behind the editor's back, as a new version would start the form over and drop
  // the edits. Someone else's save in between is caught by the version check instead.
  const settings = useQuery({
    ...getAdminSiteSettingsOptions(),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  return (
    <>
      <h1>{t('admin.siteSettings.title')}</h1>
      <StyledIntro>{t('admin.siteSettings.intro')}</StyledIntro>
      <QueryState
        isPending={settings.isPending}
        isError={settings.isError}
        isEmpty={false}
        emptyText=""
        onRetry={() => void settings.refetch()}
      >
        {settings.data && (
          <SiteSettingsForm
            key={settings.data.version}
            current={settings.data}
            onReload={() => settings.refetch({ throwOnError: true })}
          />
        )}
      </QueryState>
    </>
  );
}
