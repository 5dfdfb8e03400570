import { Children, type ReactNode } from 'react';
import styled from 'styled-components';
import { type ArrowPlacement, arrowRoom, slideGutter } from './carousel-styles';
import { DeferredSlideContext } from './deferred-slide';

const Room = styled.div<{ $arrows: ArrowPlacement }>`
  ${({ $arrows }) => arrowRoom($arrows)}
`;

/*
 * Positioned, so that visually hidden (absolute) texts inside stay clipped by the row. Each slide in a
 * box of its own, as react-slick puts it: a slide may lend its box to its content (a <picture>), and
 * its content may be narrower than a slide (a picture drawn at its `sizes`), never the slide.
 */
const Row = styled.section`
  position: relative;
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  & > * { flex: 0 0 calc(100% / var(--slides, 1)); min-width: 0; scroll-snap-align: start; ${slideGutter} }
`;

interface SlidePreviewProps {
  label: string;
  /** The fewest slides a screen shows at first: the others' pictures wait to be shown. */
  shownAtFirst: number;
  /** Where the carousel's buttons will be: their room is kept. */
  arrows: ArrowPlacement;
  children: ReactNode;
}

/**
 * The slides as a plain scrollable row, shown until the carousel code has loaded: the content is
 * there (and usable) at once, as many slides in view as the carousel shows (`--slides`, set by the
 * carousel), and react-slick is only fetched when the visitor gets near it. The pictures of the
 * slides out of view wait: react-slick fetches each as its slide comes (`lazyLoad`), and a browser
 * without scripts gets them as plain lazy pictures.
 */
export function SlidePreview({ label, shownAtFirst, arrows, children }: SlidePreviewProps) {
  return (
    <Room $arrows={arrows}>
      {/* A scrollable region must be reachable by keyboard to be scrolled. */}
      <Row aria-label={label} tabIndex={0} data-testid="slide-preview">
        {Children.map(children, (slide, index) => (
          <DeferredSlideContext.Provider value={index >= shownAtFirst}>
            <div>{slide}</div>
          </DeferredSlideContext.Provider>
        ))}
      </Row>
    </Room>
  );
}
