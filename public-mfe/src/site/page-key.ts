import { BOOKING_LIMITS } from '@safa/contract';
import { PAGES } from './pages';

/** A parameter's value as the page reads it, or undefined when the page shows what it shows without it. */
type Reading = (value: string) => string | undefined;

const whole =
  (max: number): Reading =>
  (value) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= 1 && number <= max ? String(number) : undefined;
  };
const oneOf =
  (...values: string[]): Reading =>
  (value) =>
    values.includes(value) ? value : undefined;
const asIs: Reading = (value) => value;

/** The form just sent on the page (`?sent=<form>`): every page may show one's thanks. */
const SENT: Record<string, Reading> = { sent: (value) => (/^[a-z]{1,20}$/.test(value) ? value : undefined) };

/**
 * The query parameters each page reads (see api/page-data.ts and the pages' list addresses), each
 * read as the page reads it: any other parameter, or a value the page would not read, changes nothing.
 * Pages past 50 or more than 9 rows are no page of these lists.
 */
const PAGE_PARAMETERS: Record<string, Record<string, Reading>> = {
  '/eachpackage': { id: asIs },
  '/book': { package: asIs, departure: asIs, travellers: whole(BOOKING_LIMITS.travellersMax) },
  '/gallery': { tab: oneOf('videos'), rows: whole(9), page: whole(50) },
  '/otherpackages': { rows: whole(9), page: whole(50) },
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
  if (!(url.pathname in PAGES)) return NOT_FOUND_KEY;
  const read = new URLSearchParams();
  const readings = { ...PAGE_PARAMETERS[url.pathname], ...SENT };
  for (const [name, reading] of Object.entries(readings).sort(([a], [b]) => a.localeCompare(b))) {
    const value = url.searchParams.get(name);
    const understood = value === null ? undefined : reading(value);
    if (understood !== undefined) read.set(name, understood);
  }
  const query = read.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
