/**
 * jsdom has no matchMedia: this one answers min-width and max-width queries from the window's
 * width, so a test sets `window.innerWidth` to see the page as a phone or a laptop would.
 */
function matches(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

const LAPTOP_WIDTH = 1280;

/** Sees the page at `width` px until the test ends. */
export function seeAtWidth(width: number): void {
  window.innerWidth = width;
}

afterEach(() => {
  window.innerWidth = LAPTOP_WIDTH;
});
window.innerWidth = LAPTOP_WIDTH;
