import type { Settings } from 'react-slick';
import type { Steps } from '../picture-sizes';

/**
 * react-slick's `responsive` breakpoints are inclusive max-widths: a breakpoint applies to every
 * width up to it, and the smallest breakpoint that fits the window wins.
 */
export const maxWidthQuery = (breakpoint: number) => `(max-width: ${breakpoint}px)`;

/** The breakpoints of the settings, smallest first. */
export const breakpointsOf = (settings: Settings): number[] =>
  (settings.responsive ?? []).map((entry) => entry.breakpoint).sort((a, b) => a - b);

/**
 * A carousel keeps at least one slide out of view, so that its autoplay always has somewhere to go
 * (react-slick stands still when every slide fits): two pictures show one at a time.
 */
export const slidesShown = (wanted: number, slideCount: number) =>
  Math.max(1, Math.min(wanted, slideCount - 1));

/**
 * The settings that apply at a breakpoint (`null`: wider than every breakpoint), without
 * `responsive`, with `slidesToShow` suited to the number of slides.
 */
export function settingsAt(settings: Settings, breakpoint: number | null, slideCount: number): Settings {
  const { responsive, ...base } = settings;
  const override = responsive?.find((entry) => entry.breakpoint === breakpoint)?.settings;
  const merged = override && override !== 'unslick' ? { ...base, ...override } : base;
  const slidesToShow = slidesShown(merged.slidesToShow ?? 1, slideCount);
  return {
    ...merged,
    slidesToShow,
    slidesToScroll: Math.min(merged.slidesToScroll ?? 1, slidesToShow),
  };
}

/** Slides in view at each breakpoint, widest first (as CSS max-width rules must come, to override). */
export function slidesPerBreakpoint(
  settings: Settings,
  slideCount: number,
): { breakpoint: number | null; slides: number }[] {
  return [null, ...breakpointsOf(settings).reverse()].map((breakpoint) => ({
    breakpoint,
    slides: settingsAt(settings, breakpoint, slideCount).slidesToShow ?? 1,
  }));
}

/** Slides in view as steps from a window width up (a breakpoint's max-width + 1 starts the next step). */
export function slideSteps(settings: Settings, slideCount: number): Steps {
  const ascending = breakpointsOf(settings);
  const at = (breakpoint: number | null) => settingsAt(settings, breakpoint, slideCount).slidesToShow ?? 1;
  return [
    { from: 0, value: at(ascending[0] ?? null) },
    ...ascending.map((breakpoint, index) => ({
      from: breakpoint + 1,
      value: at(ascending[index + 1] ?? null),
    })),
  ];
}
