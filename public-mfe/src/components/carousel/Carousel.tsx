import { lazy, Suspense, useRef } from 'react';
import { useInView } from '../useInView';
import type { SlickCarouselProps } from './SlickCarousel';
import { SlidePreview } from './SlidePreview';

const SlickCarousel = lazy(() => import('./SlickCarousel'));

/** Start fetching react-slick this far before the carousel scrolls into view. */
const PREFETCH_MARGIN = '300px';

interface CarouselProps extends SlickCarouselProps {
  /** Height kept free while the carousel code loads, so nothing below it moves. */
  reservedHeight: string;
  /** Width of one slide in the preview row shown before the carousel code arrives. */
  previewSlideWidth: string;
}

/**
 * A carousel whose code (react-slick and its CSS) downloads only when the visitor nears it; until
 * then its slides show as a scrollable row.
 */
export function Carousel({ reservedHeight, previewSlideWidth, ...props }: CarouselProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, PREFETCH_MARGIN);
  const preview = (
    <SlidePreview label={props.label} slideWidth={previewSlideWidth}>
      {props.children}
    </SlidePreview>
  );
  return (
    <div ref={ref} style={{ minHeight: reservedHeight }}>
      {near ? (
        <Suspense fallback={preview}>
          <SlickCarousel {...props} />
        </Suspense>
      ) : (
        preview
      )}
    </div>
  );
}
