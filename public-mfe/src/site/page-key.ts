import { PAGES } from './pages';

/** The query parameters each page reads (see api/page-data.ts); any other changes nothing on it. */
const PAGE_PARAMETERS: Record<string, readonly string[]> = { '/eachpackage': ['id'] };

/** The one key of every address that names no page: they all show the same not-found page. */
export const NOT_FOUND_KEY = 'not-found';

/**
 * Which page `url` shows, as a key a cache of rendered pages can use: its path and the parameters that
 * page reads, in a fixed order. `/?cb=123` and `/` are one page; every unknown path is one.
 */
export function pageKeyOf(url: URL): string {
  if (!(url.pathname in PAGES)) return NOT_FOUND_KEY;
  const read = new URLSearchParams();
  for (const name of PAGE_PARAMETERS[url.pathname] ?? []) {
    const value = url.searchParams.get(name);
    if (value !== null) read.set(name, value);
  }
  const query = read.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
