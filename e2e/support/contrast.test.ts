import { describe, expect, it } from '@jest/globals';
import { contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white, either way round', () => {
    expect(contrastRatio('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(255, 255, 255)', 'rgb(0, 0, 0)')).toBeCloseTo(21, 5);
  });

  it('gives the published ratio of white on the pale green of the hover (about 1.15)', () => {
    expect(contrastRatio('rgb(255, 255, 255)', 'rgb(230, 242, 236)')).toBeCloseTo(1.15, 2);
  });

  it('reads rgba() and refuses what is not a colour', () => {
    expect(contrastRatio('rgba(11, 93, 59, 1)', 'rgb(255, 255, 255)')).toBeGreaterThan(4.5);
    expect(() => contrastRatio('transparent', 'rgb(0, 0, 0)')).toThrow('Not an rgb() colour');
  });
});
