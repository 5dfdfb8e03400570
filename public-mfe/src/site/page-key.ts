import { SENT_PARAMETER } from '@safa/remote-types';
import { pageAt } from '../pages/site-pages';
import type { Reading } from './readings';

/** The form just sent on the page (`?sent=<form>`): every page may show one's thanks. */
const SENT: Record<string, Reading> = {
  [SENT_PARAMETER]: (value) => (/^[a-z]{1,20}$/.test(value) ? value : undefined),
};

/**
 * The one key of every address that names no page (they all show the same not-found page): itself an
 * address that names none.
 */
export const NOT_FOUND_KEY = '/not-found';

/**
 * Which page `url` shows, as a key a cache of rendered pages can use, itself an address of that page:
 * its path and the parameters that page reads, as it reads them, in a fixed order. `/?cb=123` and `/`
 * are one page; every unknown path is one. The shell renders a page it keeps from its key alone.
 */
export function pageKeyOf(url: URL): string {
  const page = pageAt(url.pathname);
  if (!page) return NOT_FOUND_KEY;
  const read = new URLSearchParams();
  const readings = { ...page.parameters, ...SENT };
  for (const [name, reading] of Object.entries(readings).sort(([a], [b]) => a.localeCompare(b))) {
    const value = url.searchParams.get(name);
    const understood = value === null ? undefined : reading(value);
    if (understood !== undefined) read.set(name, understood);
  }
  const query = read.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
