/** @jest-environment node */
import { readRequestTarget } from '../../server/request-target';

const SPELLINGS: Record<string, string> = {
  '//booking?token=T': '/booking?token=T',
  '/.//evil.example/gallery': '/evil.example/gallery',
  '/.//3232235777/': '/3232235777/',
  '///evil.example': '/evil.example',
  '/\\evil.example/': '/evil.example/',
  '/\\/evil.example/': '/evil.example/',
  '/gallery//': '/gallery/',
  '/gallery/./': '/gallery/',
  '/a/../gallery?tab=videos': '/gallery?tab=videos',
  '/%2e%2e/%2E./gallery': '/gallery',
  '/..': '/',
  '/gallery{x}': '/gallery%7Bx%7D',
};

describe('a request’s target', () => {
  it('is served as it is when it is its path’s one spelling, its query and encodings untouched', () => {
    for (const raw of [
      '/',
      '/gallery?tab=videos&rows=3',
      '/eachpackage?id=a%2Fb',
      '/%E2%9C%A8',
      '/a%2F%2Fb',
    ]) {
      const target = readRequestTarget(raw);
      expect('url' in target && `${target.url.pathname}${target.url.search}`).toBe(raw);
    }
  });

  it('is redirected to its path’s one spelling when it is another, which names no host and is served as it is', () => {
    for (const [raw, spelling] of Object.entries(SPELLINGS)) {
      expect(readRequestTarget(raw)).toEqual({ redirect: spelling });
      expect(spelling).toMatch(/^\/(?![/\\])/);
      expect('url' in readRequestTarget(spelling)).toBe(true);
    }
  });

  it('is nothing the shell serves when it is no path', () => {
    for (const raw of ['*', 'http://evil.example/gallery', '\\\\evil.example/', '']) {
      expect(readRequestTarget(raw)).toEqual({ invalid: true });
    }
  });
});
