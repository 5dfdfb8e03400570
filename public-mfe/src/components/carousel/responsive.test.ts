import { packageCarouselSettings } from '../../pages/home/PackageCarousel';
import { breakpointsOf, settingsAt, slidesPerBreakpoint, slidesShown } from './responsive';

describe('carousel settings per window width', () => {
  it("applies react-slick's max-width breakpoints: the smallest one that fits wins", () => {
    expect(breakpointsOf(packageCarouselSettings)).toEqual([639, 1023]);
    expect(settingsAt(packageCarouselSettings, 639, 6).slidesToShow).toBe(1);
    expect(settingsAt(packageCarouselSettings, 1023, 6).slidesToShow).toBe(2);
    expect(settingsAt(packageCarouselSettings, null, 6).slidesToShow).toBe(3);
  });

  it('passes the other settings on, without `responsive` (applied here, not by react-slick)', () => {
    const shown = settingsAt(packageCarouselSettings, 639, 6);
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
    expect(slidesPerBreakpoint(packageCarouselSettings, 6)).toEqual([
      { breakpoint: null, slides: 3 },
      { breakpoint: 1023, slides: 2 },
      { breakpoint: 639, slides: 1 },
    ]);
    expect(slidesPerBreakpoint(packageCarouselSettings, 2)).toEqual([
      { breakpoint: null, slides: 1 },
      { breakpoint: 1023, slides: 1 },
      { breakpoint: 639, slides: 1 },
    ]);
  });
});
