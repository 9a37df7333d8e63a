import { i18n } from '../../i18n/i18n';

/**
 * The site's notifications (sonner: bottom right, 3 visible, 4000 ms, Alt+T to reach them).
 * Neither sonner nor its Toaster is loaded with the page: the first notice asks the layout to
 * mount the Toaster, which shows the notices raised before it arrived.
 * Errors carry the title 'Errore' ('Error' in English).
 */
let toasterWanted = false;
const listeners = new Set<() => void>();

export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return toasterWanted;
}

function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  listeners.forEach((listener) => listener());
}

export function notifyError(description: string, title?: string): void {
  const heading = title ?? i18n.t('common.errorTitle');
  wantToaster();
  void import('sonner').then(({ toast }) => toast.error(heading, { description }));
}

export function notifySuccess(title: string, description?: string): void {
  wantToaster();
  void import('sonner').then(({ toast }) => toast.success(title, { description }));
}
