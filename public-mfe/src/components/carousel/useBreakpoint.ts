import { useCallback, useSyncExternalStore } from 'react';
import { maxWidthQuery } from './responsive';

/**
 * The smallest of `breakpoints` (max-widths, ascending) that the window fits, or null when it is
 * wider than all: read at the first render (react-slick 0.31 applies its own `responsive` only
 * on a later change of the window, akiran/react-slick#2446) and kept up to date on resizes.
 * Pass a stable list (memoised), or every render subscribes anew.
 */
export function useBreakpoint(breakpoints: readonly number[]): number | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = breakpoints.map((breakpoint) => window.matchMedia(maxWidthQuery(breakpoint)));
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [breakpoints],
  );
  const current = () =>
    breakpoints.find((breakpoint) => window.matchMedia(maxWidthQuery(breakpoint)).matches) ?? null;
  return useSyncExternalStore(subscribe, current, () => null);
}
