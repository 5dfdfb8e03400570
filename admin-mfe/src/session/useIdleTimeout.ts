import { useEffect, useRef } from 'react';

/** §4: mouse movement, key press or click restart the inactivity timer. */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click'] as const;

/** Calls `onIdle` once `timeoutMs` pass without any activity on the page. */
export function useIdleTimeout(timeoutMs: number, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    let timer = setTimeout(() => onIdleRef.current(), timeoutMs);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onIdleRef.current(), timeoutMs);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart);
    };
  }, [timeoutMs]);
}
