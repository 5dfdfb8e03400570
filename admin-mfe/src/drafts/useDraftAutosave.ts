import { useCallback, useEffect, useRef } from 'react';
import { draftStore } from './draft-store';

const SAVE_DELAY_MS = 300;

/**
 * Keeps `value` as the draft `key` while `enabled` (the form has unsaved changes): shortly after
 * each change, and at once when the form disappears (a logout unmounts it). Call the returned
 * `discard` once the work is saved or the operator abandons it.
 */
export function useDraftAutosave(key: string, value: unknown, enabled: boolean): () => void {
  const latest = useRef({ value, enabled, discarded: false });
  latest.current.value = value;
  latest.current.enabled = enabled;

  useEffect(() => {
    if (!enabled) return undefined;
    latest.current.discarded = false;
    const timer = setTimeout(() => draftStore.save(key, value), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, value, enabled]);

  useEffect(
    () => () => {
      const { enabled: dirty, discarded, value: last } = latest.current;
      if (dirty && !discarded) draftStore.save(key, last);
    },
    [key],
  );

  return useCallback(() => {
    latest.current.discarded = true;
    draftStore.clear(key);
  }, [key]);
}
