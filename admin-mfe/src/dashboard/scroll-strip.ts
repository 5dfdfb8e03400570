import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Some of the strip is hidden before its start (scrolled past). */
  before: boolean;
  /** Some of the strip is hidden past its end. */
  after: boolean;
}

interface StripBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

// Browsers report fractional widths rounded: a pixel of slack keeps a strip that fits from looking scrollable.
const SLACK_PX = 1;

/** Which ends of a sideways-scrolling strip hide part of it. */
export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: StripBox): ScrollEdges {
  return {
    before: scrollLeft > SLACK_PX,
    after: scrollLeft + clientWidth < scrollWidth - SLACK_PX,
  };
}

/** The scroll position that puts an item in the middle of its strip (the browser clamps it to the ends). */
export function centredScrollLeft(
  item: { offsetLeft: number; offsetWidth: number },
  strip: { clientWidth: number },
): number {
  return item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2;
}

/** Follows which ends of the strip hide part of it, as it scrolls and as the window resizes. */
export function useScrollEdges(stripRef: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const measure = () =>
      setEdges((previous) => {
        const next = scrollEdges(strip);
        return next.before === previous.before && next.after === previous.after ? previous : next;
      });
    measure();
    strip.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      strip.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [stripRef]);
  return edges;
}
