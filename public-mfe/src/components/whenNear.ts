/**
 * Resolves once the element matching `selector` comes within `margin` of the window: at once where
 * there is no such element yet (the page is rendered by the app itself) or no window (the server).
 */
export function whenNear(selector: string, margin: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined')
    return Promise.resolve();
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
