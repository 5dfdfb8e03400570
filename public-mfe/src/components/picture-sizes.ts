import { theme } from '@safa/shared-ui';

/**
 * The `sizes` of a picture, worked out from the layout it is drawn in, so that a phone downloads the
 * width it shows and no more. A layout is a list of pieces: from a window width up (px, until the next
 * piece), a width linear in the window's: `perVw × window + px`.
 */
export interface Linear {
  perVw: number;
  px: number;
}

export interface Piece {
  from: number;
  width: Linear;
}

/** From a window width up, a value (how many slides or columns). */
export type Steps = Array<{ from: number; value: number }>;

export const REM = 16;
const MAX_CONTENT = Number.parseFloat(theme.layout.maxWidth);
/** The page gutters, 1rem each side (see pageGutter). */
const GUTTERS = 2 * REM;

const fixed = (px: number): Linear => ({ perVw: 0, px });
const at = (width: Linear, windowWidth: number) => width.perVw * windowWidth + width.px;
const lastFrom = <T extends { from: number }>(list: T[], start: number) =>
  [...list].reverse().find((item) => item.from <= start) ?? list[0];

/** The site's content column: the window less its gutters, at most the content width. */
export const PAGE_COLUMN: Piece[] = [
  { from: 0, width: { perVw: 1, px: -GUTTERS } },
  { from: MAX_CONTENT + GUTTERS, width: fixed(MAX_CONTENT) },
];

/** `below` under the window width `breakpoint`, `above` from it. */
export function switchAt(breakpoint: number, below: Piece[], above: Piece[]): Piece[] {
  const startAbove = lastFrom(above, breakpoint);
  return [
    ...below.filter((piece) => piece.from < breakpoint),
    ...(startAbove ? [{ from: breakpoint, width: startAbove.width }] : []),
    ...above.filter((piece) => piece.from > breakpoint),
  ];
}

/** Each piece of a layout, its width changed by `change` (which gets the piece's start and width). */
function eachPiece(pieces: Piece[], steps: Steps, change: (width: Linear, value: number) => Linear): Piece[] {
  const starts = [...new Set([...pieces.map((piece) => piece.from), ...steps.map((step) => step.from)])];
  return starts
    .sort((a, b) => a - b)
    .map((from) => ({
      from,
      width: change(lastFrom(pieces, from)?.width ?? fixed(0), lastFrom(steps, from)?.value ?? 1),
    }));
}

/** The columns of a grid in `container`: `columns` of them `gap` px apart, per window width. */
export const gridColumn = (container: Piece[], columns: Steps, gap: number): Piece[] =>
  eachPiece(container, columns, (width, count) => ({
    perVw: width.perVw / count,
    px: (width.px - (count - 1) * gap) / count,
  }));

/** The first of two columns in `fraction` of `container` less `gap` (a `1.2fr 1fr` grid: 1.2 / 2.2). */
export const fractionOf = (container: Piece[], fraction: number, gap: number): Piece[] =>
  container.map((piece) => ({
    from: piece.from,
    width: { perVw: piece.width.perVw * fraction, px: (piece.width.px - gap) * fraction },
  }));

export interface CarouselFrame {
  /** The widest a slide grows, px. */
  maxSlide: number;
  /** The room the previous/next buttons take beside the slides, px. */
  arrowRoom: number;
  /** The padding around each slide, px (both sides). */
  gutter: number;
}

/**
 * The slides of a carousel in `container`, `slides` in view per window width: they share its width
 * less the buttons' room, until the carousel reaches its widest (then they stay at their widest).
 */
export function carouselSlide(container: Piece[], slides: Steps, frame: CarouselFrame): Piece[] {
  const slideIn = (frameWidth: Linear, count: number): Linear => ({
    perVw: frameWidth.perVw / count,
    px: (frameWidth.px - frame.arrowRoom) / count - frame.gutter,
  });
  const pieces = eachPiece(container, slides, (width) => width);
  return pieces.flatMap((piece, index) => {
    const count = lastFrom(slides, piece.from)?.value ?? 1;
    const widest = fixed(count * frame.maxSlide + frame.arrowRoom);
    if (at(piece.width, piece.from) >= widest.px)
      return [{ from: piece.from, width: slideIn(widest, count) }];
    const growing = { from: piece.from, width: slideIn(piece.width, count) };
    // Where the container outgrows the carousel, the slides stop growing.
    const next = pieces[index + 1]?.from ?? Number.POSITIVE_INFINITY;
    const crossing =
      piece.width.perVw > 0 ? Math.ceil((widest.px - piece.width.px) / piece.width.perVw) : next;
    return crossing < next ? [growing, { from: crossing, width: slideIn(widest, count) }] : [growing];
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

function cssLength({ perVw, px }: Linear): string {
  if (perVw === 0) return `${Math.ceil(px)}px`;
  const vw = `${round(perVw * 100)}vw`;
  if (Math.abs(px) < 0.5) return vw;
  return `calc(${vw} ${px < 0 ? '-' : '+'} ${round(Math.abs(px))}px)`;
}

/** The `sizes` attribute of a picture drawn as `pieces` say, the widest window first as browsers read it. */
export function sizesOf(pieces: Piece[]): string {
  return [...pieces]
    .sort((a, b) => b.from - a.from)
    .map((piece) => (piece.from > 0 ? `(min-width: ${piece.from}px) ` : '') + cssLength(piece.width))
    .join(', ');
}
