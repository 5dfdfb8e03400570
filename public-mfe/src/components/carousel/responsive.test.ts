import type { Settings } from 'react-slick';
import { breakpointsOf, settingsAt, slidesPerBreakpoint, slidesShown } from './responsive';

/** Three slides, two under 1024 px, one under 640 px (react-slick's breakpoints are max-widths). */
const threeTwoOne: Settings = {
  slidesToShow: 3,
  infinite: true,
  autoplay: true,
  autoplaySpeed: 5000,
  swipe: false,
  responsive: [
    { breakpoint: 1023, settings: { slidesToShow: 2 } },
    { breakpoint: 639, settings: { slidesToShow: 1 } },
  ],
};

describe('carousel settings per window width', () => {
  it("applies react-slick's max-width breakpoints: the smallest one that fits wins", () => {
    expect(breakpointsOf(threeTwoOne)).toEqual([639, 1023]);
    expect(settingsAt(threeTwoOne, 639, 6).slidesToShow).toBe(1);
    expect(settingsAt(threeTwoOne, 1023, 6).slidesToShow).toBe(2);
    expect(settingsAt(threeTwoOne, null, 6).slidesToShow).toBe(3);
  });

  it('passes the other settings on, without `responsive` (applied here, not by react-slick)', () => {
    const shown = settingsAt(threeTwoOne, 639, 6);
    expect(shown).toMatchObject({ autoplay: true, autoplaySpeed: 5000, infinite: true, swipe: false });
    expect(shown).not.toHaveProperty('responsive');
  });

  it('keeps a slide out of view so that autoplay moves something, and never shows fewer than one', () => {
    expect(slidesShown(3, 2)).toBe(1);
    expect(slidesShown(3, 3)).toBe(2);
    expect(slidesShown(3, 6)).toBe(3);
    expect(slidesShown(1, 1)).toBe(1);
    expect(settingsAt({ slidesToShow: 3, slidesToScroll: 3 }, null, 2)).toMatchObject({
      slidesToShow: 1,
      slidesToScroll: 1,
    });
  });

  it('lists the slides in view per breakpoint, widest first, for the CSS of the preview row', () => {
    expect(slidesPerBreakpoint(threeTwoOne, 6)).toEqual([
      { breakpoint: null, slides: 3 },
      { breakpoint: 1023, slides: 2 },
      { breakpoint: 639, slides: 1 },
    ]);
    expect(slidesPerBreakpoint(threeTwoOne, 2)).toEqual([
      { breakpoint: null, slides: 1 },
      { breakpoint: 1023, slides: 1 },
      { breakpoint: 639, slides: 1 },
    ]);
  });
});
