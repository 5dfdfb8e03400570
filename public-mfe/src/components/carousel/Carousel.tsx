import { Children, lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { useInView } from '../useInView';
import { ARROW_ROOM_PX, slideGutter } from './carousel-styles';
import { maxWidthQuery, slidesPerBreakpoint } from './responsive';
import type { SlickCarouselProps } from './SlickCarousel';
import { SlidePreview } from './SlidePreview';

const SlickCarousel = lazy(() => import('./SlickCarousel'));

/** Start fetching react-slick this far before the carousel scrolls into view. */
const PREFETCH_MARGIN = '300px';

/**
 * Sets `--slides`, the slides in view at each breakpoint of the settings, for the preview row; and,
 * with a widest slide, keeps a carousel of few slides at their width, centred.
 */
const Frame = styled.div<{
  $perBreakpoint: { breakpoint: number | null; slides: number }[];
  $maxSlideWidth?: number;
  /** The width the buttons take beside the slides, px. */
  $arrowRoom: number;
}>`
  /* Its own width, never its content's: react-slick's track is as wide as all the slides. */
  width: 100%;
  min-width: 0;
  margin-inline: auto;
  ${({ $perBreakpoint }) =>
    $perBreakpoint
      .map(({ breakpoint, slides }) =>
        breakpoint === null
          ? `--slides: ${slides};`
          : `@media ${maxWidthQuery(breakpoint)} { --slides: ${slides}; }`,
      )
      .join('\n')}
  ${({ $maxSlideWidth, $arrowRoom }) =>
    $maxSlideWidth ? `max-width: calc(var(--slides) * ${$maxSlideWidth}px + ${$arrowRoom}px);` : ''}
`;

/** A lone slide, as wide as a slide of the carousel would be. */
const LoneSlide = styled.section`
  & > * { ${slideGutter} }
`;

interface CarouselProps extends SlickCarouselProps {
  /**
   * Height kept free while the carousel code loads, so nothing below it moves; not needed when the
   * slides keep their height (pictures of a set shape).
   */
  reservedHeight?: string;
  /** The widest a slide may grow, px; without it, the slides share the full width. */
  maxSlideWidth?: number;
}

/**
 * A carousel whose code (react-slick and its CSS) downloads only when the visitor nears it; until
 * then its slides show as a scrollable row, as many in view as the carousel will show. A single slide
 * is shown alone: nothing to move between, so no buttons and no carousel code.
 */
export function Carousel({ reservedHeight, maxSlideWidth, ...props }: CarouselProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, PREFETCH_MARGIN);
  const slideCount = Children.count(props.children);
  if (slideCount <= 1) {
    return (
      <Frame $perBreakpoint={[{ breakpoint: null, slides: 1 }]} $maxSlideWidth={maxSlideWidth} $arrowRoom={0}>
        <LoneSlide aria-label={props.label}>
          <div>{props.children}</div>
        </LoneSlide>
      </Frame>
    );
  }
  const perBreakpoint = slidesPerBreakpoint(props.settings, slideCount);
  const preview = (
    <SlidePreview
      label={props.label}
      arrows={props.arrows}
      shownAtFirst={Math.min(...perBreakpoint.map(({ slides }) => slides))}
    >
      {props.children}
    </SlidePreview>
  );
  return (
    <Frame
      ref={ref}
      style={{ minHeight: reservedHeight }}
      $perBreakpoint={perBreakpoint}
      $maxSlideWidth={maxSlideWidth}
      $arrowRoom={ARROW_ROOM_PX[props.arrows]}
    >
      {near ? (
        <Suspense fallback={preview}>
          <SlickCarousel {...props} />
        </Suspense>
      ) : (
        preview
      )}
    </Frame>
  );
}
