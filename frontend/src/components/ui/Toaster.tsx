import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from 'styled-components';

/** Mounted once in the layout; sonner's defaults are the agency's: 3 visible, 4 s, Alt+T. */
export function Toaster() {
  const theme = useTheme();
  return (
    <SonnerToaster
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      closeButton
      // The plain (not 'rich') colours: dark text on white, well above AA for every kind.
      toastOptions={{ style: { fontSize: theme.fontSizes.body, color: theme.colors.text } }}
    />
  );
}
