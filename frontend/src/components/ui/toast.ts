import { toast } from 'sonner';
import { i18n } from '../../i18n/i18n';

/**
 * The site's notifications (sonner, mounted once in the layout: bottom right, 3 visible,
 * 4000 ms, Alt+T to reach them). Errors carry the title 'Errore' ('Error' in English).
 */
export function notifyError(description: string, title?: string): void {
  toast.error(title ?? i18n.t('common.errorTitle'), { description });
}

export function notifySuccess(title: string, description?: string): void {
  toast.success(title, { description });
}
