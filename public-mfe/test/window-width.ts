/** The window width a query such as `(max-width: 639px)` or `(min-width: 1024px)` holds at. */
function holds(query: string, width: number): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query)?.[1];
  const min = /min-width:\s*(\d+)px/.exec(query)?.[1];
  return (max === undefined || width <= Number(max)) && (min === undefined || width >= Number(min));
}

const restore: Array<() => void> = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

/** Media queries answer as in a window `width` px wide, until the test ends. */
export function setWindowWidth(width: number): void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      ...original(query),
      matches: holds(query, width),
    }) as MediaQueryList;
  restore.push(() => {
    window.matchMedia = original;
  });
}
