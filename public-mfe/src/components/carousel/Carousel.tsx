import { lazy, Suspense } from 'react';
import type { SlickCarouselProps } from './SlickCarousel';

const SlickCarousel = lazy(() => import('./SlickCarousel'));

interface CarouselProps extends SlickCarouselProps {
  /** Height kept free while the carousel code loads, so nothing below it moves. */
  reservedHeight: string;
}

/** A carousel whose code (react-slick and its CSS) downloads only when a page shows one. */
export function Carousel({ reservedHeight, ...props }: CarouselProps) {
  return (
    <div style={{ minHeight: reservedHeight }}>
      <Suspense fallback={null}>
        <SlickCarousel {...props} />
      </Suspense>
    </div>
  );
}
