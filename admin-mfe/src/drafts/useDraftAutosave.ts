import { useCallback, useEffect, useRef } from 'react';
import { draftStore } from './draft-store';

const SAVE_DELAY_MS = 300;

function keep<Value>(key: string, value: Value, shrink?: (value: Value) => Value): void {
  if (!draftStore.save(key, value) && shrink) draftStore.save(key, shrink(value));
}

/**
 * Keeps `value` as the draft `key` while `enabled` (the form has unsaved changes): shortly after
 * each change, and at once when the form disappears (a logout unmounts it). When the browser
 * refuses a draft that large, `shrink` gives a smaller one to keep instead. Call the returned
 * `discard` once the work is saved or the operator abandons it.
 */
export function useDraftAutosave<Value>(
  key: string,
  value: Value,
  enabled: boolean,
  shrink?: (value: Value) => Value,
): () => void {
  const latest = useRef({ value, enabled, discarded: false, shrink });
  latest.current.shrink = shrink;
  latest.current.value = value;
  latest.current.enabled = enabled;

  useEffect(() => {
    if (!enabled) return undefined;
    latest.current.discarded = false;
    const timer = setTimeout(() => keep(key, value, latest.current.shrink), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, value, enabled]);

  useEffect(
    () => () => {
      const { enabled: dirty, discarded, value: last } = latest.current;
      if (dirty && !discarded) keep(key, last, latest.current.shrink);
    },
    [key],
  );

  return useCallback(() => {
    latest.current.discarded = true;
    draftStore.clear(key);
  }, [key]);
}
