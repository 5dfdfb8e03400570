import { useEffect, useState } from 'react';

/** False at first, true after `delayMs` (the header's late appearance, §9: 200 ms). */
export function useDelayedFlag(delayMs: number): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOn(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return on;
}
