import { css } from 'styled-components';

export type ArrowPlacement = 'sides' | 'bottom-right';

/** The width the previous/next buttons take beside the slides, px (none below them). */
export const ARROW_ROOM_PX: Record<ArrowPlacement, number> = { sides: 88, 'bottom-right': 0 };

/** Space between two slides, px (half on each side of a slide). */
export const SLIDE_GUTTER_PX = 16;

/**
 * Room for the previous/next buttons, kept by the preview row too, so nothing moves when they
 * arrive. Without buttons at the sides, the slides' outer gutters reach into the page's margin, so
 * that their content lines up with the text around the carousel.
 */
export const arrowRoom = (arrows: ArrowPlacement) =>
  arrows === 'sides'
    ? css`padding: 0 ${ARROW_ROOM_PX.sides / 2}px;`
    : css`padding-bottom: 3.5rem; margin: 0 -${SLIDE_GUTTER_PX / 2}px;`;

/** A slide's padding: half the space between two slides on each side. */
export const slideGutter = css`padding: 0 ${SLIDE_GUTTER_PX / 2}px;`;
