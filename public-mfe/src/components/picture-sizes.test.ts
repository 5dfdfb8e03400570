import { drawnWidth } from '../../test/drawn-width';
import { carouselSlide, fractionOf, gridColumn, PAGE_COLUMN, sizesOf, switchAt } from './picture-sizes';

describe('the sizes of a picture, from its layout', () => {
  it('follow the content column: the window less 2rem, at most 1200 px', () => {
    const sizes = sizesOf(PAGE_COLUMN);
    expect(sizes).toBe('(min-width: 1232px) 1200px, calc(100vw - 32px)');
    expect([375, 412, 1280].map((window) => drawnWidth(sizes, window))).toEqual([343, 380, 1200]);
  });

  it('share a grid’s row among its columns, less the gaps', () => {
    const sizes = sizesOf(
      gridColumn(
        PAGE_COLUMN,
        [
          { from: 0, value: 2 },
          { from: 640, value: 3 },
        ],
        12,
      ),
    );
    expect(drawnWidth(sizes, 375)).toBe((343 - 12) / 2);
    expect(drawnWidth(sizes, 800)).toBeCloseTo((768 - 24) / 3, 0);
    expect(drawnWidth(sizes, 1440)).toBe(392);
  });

  it('give a carousel’s slide its room between the buttons, until the carousel is at its widest', () => {
    const slides = [{ from: 0, value: 1 }];
    const frame = { maxSlide: 640, arrowRoom: 88, gutter: 16 };
    const sizes = sizesOf(carouselSlide(PAGE_COLUMN, slides, frame));
    // A 412 px phone: 380 px of column, 88 px of buttons, 16 px of gutters.
    expect(drawnWidth(sizes, 412)).toBe(276);
    expect(drawnWidth(sizes, 760)).toBe(624);
    expect(drawnWidth(sizes, 1280)).toBe(624);
  });

  it('follow a column beside another from a breakpoint (the package page’s 1.2fr 1fr)', () => {
    const column = switchAt(1024, PAGE_COLUMN, fractionOf(PAGE_COLUMN, 1.2 / 2.2, 32));
    const sizes = sizesOf(column);
    expect(drawnWidth(sizes, 412)).toBe(380);
    expect(drawnWidth(sizes, 1024)).toBeCloseTo(((1024 - 32 - 32) * 1.2) / 2.2, 0);
    expect(drawnWidth(sizes, 1600)).toBe(Math.ceil(((1200 - 32) * 1.2) / 2.2));
  });
});
