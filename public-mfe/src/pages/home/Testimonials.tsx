import { lazy, Suspense, useRef } from 'react';
import styled from 'styled-components';
import { Section } from '../../components/layout-styles';
import { useInView } from '../../components/useInView';

// The slides (their texts and pictures) download only as the visitor scrolls towards them.
const TestimonialCarousel = lazy(() => import('./TestimonialCarousel'));

/** Height kept for the carousel while its code loads, so nothing below it moves. */
export const TESTIMONIALS_HEIGHT = '22rem';

/** Start fetching the slides this far before they scroll into view. */
const PREFETCH_MARGIN = '400px';

const Reveal = styled.div<{ $revealed: boolean }>`
  opacity: ${({ $revealed }) => ($revealed ? 1 : 0)};
  transform: translateY(${({ $revealed }) => ($revealed ? '0' : '1.5rem')});
  transition: opacity 0.6s ease, transform 0.6s ease;
`;

const Reserved = styled.div`
  min-height: ${TESTIMONIALS_HEIGHT};
`;

/** The fixed testimonials, invisible until scrolled into view. */
export function Testimonials() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, PREFETCH_MARGIN);
  const revealed = useInView(ref);
  return (
    <Section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">What our travellers say</h2>
      <Reveal ref={ref} $revealed={revealed} data-testid="testimonials" data-revealed={revealed}>
        <Reserved>
          {near ? (
            <Suspense fallback={null}>
              <TestimonialCarousel />
            </Suspense>
          ) : null}
        </Reserved>
      </Reveal>
    </Section>
  );
}
