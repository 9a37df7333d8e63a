import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { notifyError } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n/use-translation';

/** How long the button says 'Copiato!' before offering to copy again. */
export const COPIED_FOR_MS = 2000;

/** Copies `text` to the clipboard, says so for two seconds, and says so too when the browser refuses. */
export function CopyLinkButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      // Missing outside a secure context: the same refusal as a denied permission.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
      notifyError(t('admin.ibans.generator.copyError'));
    }
  };

  return (
    <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
      {copied ? t('admin.ibans.generator.copied') : t('admin.ibans.generator.copy')}
    </Button>
  );
}
