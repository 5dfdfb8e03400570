import { css } from 'styled-components';

export type ArrowPlacement = 'sides' | 'bottom-right';

/**
 * Room for the previous/next buttons, kept by the preview row too, so nothing moves when they
 * arrive. Without buttons at the sides, the slides' outer gutters reach into the page's margin, so
 * that their content lines up with the text around the carousel.
 */
export const arrowRoom = (arrows: ArrowPlacement) =>
  arrows === 'sides' ? css`padding: 0 2.75rem;` : css`padding-bottom: 3.5rem; margin: 0 -0.5rem;`;

/** The width the arrows take beside the slides. */
export const arrowRoomWidth = (arrows: ArrowPlacement) => (arrows === 'sides' ? '5.5rem' : '0rem');

/** Space between two slides (half on each side of a slide). */
export const slideGutter = css`padding: 0 0.5rem;`;
