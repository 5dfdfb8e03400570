import { act, screen, waitFor } from '@testing-library/react';

/** The carousel called `name` once react-slick has replaced its preview row. */
export async function findCarousel(name: string): Promise<HTMLElement> {
  const isSlick = (region: HTMLElement) => region.querySelector('.slick-slider') !== null;
  await waitFor(() => expect(screen.getAllByRole('region', { name }).filter(isSlick)).toHaveLength(1), {
    timeout: 3000,
  });
  return screen.getByRole('region', { name });
}

/**
 * A test's fake clock, from now: `at(ms)` moves it to `ms` from now a tenth of a second at a time, so
 * that React renders between a carousel's timers, as it does in a browser.
 */
export function clock() {
  let now = 0;
  return (ms: number) => {
    for (; now < ms; now += 100) act(() => jest.advanceTimersByTime(100));
  };
}
