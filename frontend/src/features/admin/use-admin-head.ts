import { useEffect } from 'react';
import { useAdminTranslation } from './i18n';

/**
 * The admin pages' head: their title, and `noindex` so that no search engine lists them
 * (the server also sends them with `X-Robots-Tag: noindex`).
 */
export function useAdminHead(title: string): void {
  const { t } = useAdminTranslation();
  const area = t('admin.areaName');
  useEffect(() => {
    document.title = `${title} | ${area}`;
    let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!robots) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      document.head.appendChild(robots);
    }
    robots.content = 'noindex, nofollow';
  }, [title, area]);
}
