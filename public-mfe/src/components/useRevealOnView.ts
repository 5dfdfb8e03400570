import { type RefObject, useEffect, useState } from 'react';

/** True once the element has scrolled into view (it then stays revealed). */
export function useRevealOnView(ref: RefObject<HTMLElement | null>): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || revealed) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setRevealed(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setRevealed(true);
      },
      { threshold: 0.15 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, revealed]);
  return revealed;
}
