import { Toaster as SonnerToaster } from 'sonner';

/** Mounted once in the layout; sonner's defaults are the agency's: 3 visible, 4 s, Alt+T. */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      toastOptions={{ style: { fontSize: '1.0625rem' } }}
    />
  );
}
