import { i18n } from '../../i18n/i18n';

/**
 * The site's notifications (sonner, mounted lazily in the layout: bottom right, 3 visible,
 * 4000 ms, Alt+T to reach them). sonner is fetched with the first notice, not with the page.
 * Errors carry the title 'Errore' ('Error' in English).
 */
export function notifyError(description: string, title?: string): void {
  const heading = title ?? i18n.t('common.errorTitle');
  void import('sonner').then(({ toast }) => toast.error(heading, { description }));
}

export function notifySuccess(title: string, description?: string): void {
  void import('sonner').then(({ toast }) => toast.success(title, { description }));
}
