import { useEffect, useState } from 'react';
import { Button } from './Button';
import { notifyError } from './toast';

/** How long the button says it has copied before offering to copy again. */
export const COPIED_FOR_MS = 2000;

export interface CopyButtonProps {
  text: string;
  /** What the button copies, said as an action: 'Copia IBAN'. */
  label: string;
  /** Said on the button for two seconds after copying: 'Copiato!'. */
  copiedLabel: string;
  /** The error notification when the browser refuses. */
  failedText: string;
}

/** Copies `text` to the clipboard, says so for two seconds, and says so too when the browser refuses. */
export function CopyButton({ text, label, copiedLabel, failedText }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      // Missing outside a secure context: the same answer as a denied permission.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
      notifyError(failedText);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
      {copied ? copiedLabel : label}
    </Button>
  );
}
