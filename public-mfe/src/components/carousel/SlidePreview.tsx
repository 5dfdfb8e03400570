import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type ArrowPlacement, arrowRoom, slideGutter } from './carousel-styles';

const Room = styled.div<{ $arrows: ArrowPlacement }>`
  ${({ $arrows }) => arrowRoom($arrows)}
`;

/* Positioned, so that visually hidden (absolute) texts inside stay clipped by the row. */
const Row = styled.section`
  position: relative;
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  & > * { flex: 0 0 calc(100% / var(--slides, 1)); min-width: 0; scroll-snap-align: start; ${slideGutter} }
`;

interface SlidePreviewProps {
  label: string;
  /** Where the carousel's buttons will be: their room is kept. */
  arrows: ArrowPlacement;
  children: ReactNode;
}

/**
 * The slides as a plain scrollable row, shown until the carousel code has loaded: the content is
 * there (and usable) at once, as many slides in view as the carousel shows (`--slides`, set by the
 * carousel), and react-slick is only fetched when the visitor gets near it.
 */
export function SlidePreview({ label, arrows, children }: SlidePreviewProps) {
  return (
    <Room $arrows={arrows}>
      {/* A scrollable region must be reachable by keyboard to be scrolled. */}
      <Row aria-label={label} tabIndex={0} data-testid="slide-preview">
        {children}
      </Row>
    </Room>
  );
}
