import type { ReactNode } from 'react';
import styled from 'styled-components';

/* Positioned, so that visually hidden (absolute) texts inside stay clipped by the row. */
const Row = styled.section<{ $slideWidth: string }>`
  position: relative;
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  & > * { flex: 0 0 ${({ $slideWidth }) => $slideWidth}; scroll-snap-align: start; padding: 0 0.5rem; }
`;

interface SlidePreviewProps {
  label: string;
  /** CSS width of one slide, e.g. `100%` or a clamp() matching the carousel's breakpoints. */
  slideWidth: string;
  children: ReactNode;
}

/**
 * The slides as a plain scrollable row, shown until the carousel code has loaded: the content is
 * there (and usable) at once, and react-slick is only fetched when the visitor gets near it.
 */
export function SlidePreview({ label, slideWidth, children }: SlidePreviewProps) {
  return (
    // A scrollable region must be reachable by keyboard to be scrolled.
    <Row aria-label={label} $slideWidth={slideWidth} tabIndex={0} data-testid="slide-preview">
      {children}
    </Row>
  );
}
