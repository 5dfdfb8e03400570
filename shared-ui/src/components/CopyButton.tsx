import { useState } from 'react';
import { useIsLive } from '../hooks/use-browser-value';
import { Button } from './Button';

/**
 * Copies `text` to the clipboard, and says so. Only with the app (a page without it has the text to
 * select, which every phone copies).
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const live = useIsLive();
  const [copied, setCopied] = useState(false);
  if (!live || !navigator.clipboard) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button type="button" $variant="secondary" onClick={copy} aria-label={label}>
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
