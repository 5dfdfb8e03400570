import { useEffect, useState } from 'react';

/** How long typing pauses before a search is sent: a word typed on a phone asks the BFF once, not per letter. */
export const SEARCH_PAUSE_MS = 300;

/**
 * A search box's text as typed (shown at once), and as sent to the BFF once typing pauses: trimmed,
 * undefined when blank (spec §5: a blank search finds everything).
 */
export function useSearchText() {
  const [text, setText] = useState('');
  const [sent, setSent] = useState<string | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setSent(text.trim() || undefined), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, sent };
}
