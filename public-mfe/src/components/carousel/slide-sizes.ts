import type { Settings } from 'react-slick';
import { carouselSlide, type Piece, sizesOf } from '../picture-sizes';
import { ARROW_ROOM_PX, type ArrowPlacement, SLIDE_GUTTER_PX } from './carousel-styles';
import { slideSteps } from './responsive';

/**
 * The `sizes` of a picture filling a slide of a carousel of `slideCount` slides in `container`: the
 * slides in view share its width less the buttons' room, each at most `maxSlideWidth` px. A lone slide
 * has no buttons (see Carousel).
 */
export function slideSizes(
  container: Piece[],
  {
    settings,
    slideCount,
    maxSlideWidth,
    arrows,
  }: {
    settings: Settings;
    slideCount: number;
    maxSlideWidth: number;
    arrows: ArrowPlacement;
  },
): string {
  const lone = slideCount <= 1;
  return sizesOf(
    carouselSlide(container, lone ? [{ from: 0, value: 1 }] : slideSteps(settings, slideCount), {
      maxSlide: maxSlideWidth,
      arrowRoom: lone ? 0 : ARROW_ROOM_PX[arrows],
      gutter: SLIDE_GUTTER_PX,
    }),
  );
}
