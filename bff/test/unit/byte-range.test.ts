import { parseByteRange } from '../../src/modules/media/byte-range';

const SIZE = 1000;

describe('a Range header', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-100', { start: 100, end: 100 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=0-', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    ['  bytes=10-19 ', { start: 10, end: 19 }],
  ])('%j asks for those bytes, never past the end', (header, range) => {
    expect(parseByteRange(header, SIZE)).toEqual(range);
  });

  it.each([
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-1', { start: 999, end: 999 }],
    ['bytes=-1000', { start: 0, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('%j asks for the last bytes, at most the whole file', (header, range) => {
    expect(parseByteRange(header, SIZE)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-1000', 'bytes=5000-6000', 'bytes=100-99', 'bytes=-0'])(
    '%j asks for no byte of the file (416)',
    (header) => {
      expect(parseByteRange(header, SIZE)).toBe('unsatisfiable');
    },
  );

  it.each([
    undefined,
    '',
    'bytes=-',
    'bytes=0-99,200-299',
    'bytes=a-b',
    'items=0-99',
    'bytes=0-99x',
    'xbytes=0-99',
  ])('%j asks for no range: the whole file is sent', (header) => {
    expect(parseByteRange(header, SIZE)).toBeUndefined();
  });
});
