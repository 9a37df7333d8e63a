import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { notifyError } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n/use-translation';

/** How long the button says 'Copiato!'. */
export const COPIED_FOR_MS = 2000;

export interface CopyButtonProps {
  text: string;
  /** What the button copies, said as an action: 'Copia IBAN'. */
  label: string;
}

/** Copies `text`, says 'Copiato!' for two seconds, and says so when the browser refuses. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      // Missing on a page that is not secure: the same answer as a refusal.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notifyError(t('onlineBooking.copy.failed'));
    }
  };

  return (
    <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
      {copied ? t('onlineBooking.copy.copied') : label}
    </Button>
  );
}
