import { z } from 'zod';

/** The admin's tables show 5 rows a page (spec §7). */
export const ADMIN_PAGE_SIZE = 5;

/** The most rows a page may ask for. */
export const PAGE_SIZE_MAX = 100;

/** The longest search a list takes (a search box's text, never a document). */
export const SEARCH_MAX = 200;

/** A positive whole number written in a query string (`?page=3`). */
const queryNumber = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: `${name} must be a whole number.` })
    .transform(Number)
    .pipe(
      z
        .int()
        .min(1, { error: `${name} must be at least 1.` })
        .max(max, { error: `${name} must be at most ${max}.` }),
    );

/**
 * The parameters that ask a list for one page of it. Without `page` a list answers whole, as spec §7
 * has it; with `page`, it answers that page ({items, page, pageSize, total, pageCount}), a page past
 * the last one being the last.
 */
const pagingShape = {
  page: queryNumber('page', 1_000_000)
    .optional()
    .describe('Asks for one page (1-based) instead of the whole list; past the last page, the last'),
  pageSize: queryNumber('pageSize', PAGE_SIZE_MAX)
    .optional()
    .describe(`Rows a page (with \`page\`; ${ADMIN_PAGE_SIZE} unless given)`),
};

/**
 * A list's query: its own filters beside `page` and `pageSize`. Strict, as every query is: a
 * parameter the list does not know is refused rather than ignored.
 */
export const listQuerySchema = <Shape extends z.ZodRawShape>(filters: Shape) =>
  z
    .strictObject({ ...pagingShape, ...filters })
    .refine((query: Record<string, unknown>) => query.pageSize === undefined || query.page !== undefined, {
      error: 'pageSize goes with page.',
      path: ['pageSize'],
    });

/**
 * What a search box sends (spec §5: a case-insensitive substring of `what`): as typed, but for the
 * spaces around it; blank searches nothing.
 */
export const searchQuery = (what: string) =>
  z
    .string()
    .normalize('NFC')
    .trim()
    .max(SEARCH_MAX, { error: `A search is at most ${SEARCH_MAX} characters.` })
    .optional()
    .describe(`Case-insensitive substring of ${what}`);

/** An instant a list starts from (`?since=`), as the dashboard links to the week's enquiries. */
export const sinceQuery = z.iso
  .datetime({ offset: true, error: 'since must be a date and time (ISO 8601).' })
  .optional()
  .describe('Only what was created at this time or later (ISO 8601)');

/** One page of a list, as an endpoint answers it when asked for `page`. */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    /** The page answered: the one asked for, or the last when that one is past it. */
    page: z.int().min(1),
    pageSize: z.int().min(1),
    /** Rows of the whole list, as searched and filtered. */
    total: z.int().min(0),
    /** Pages of the whole list; 1 when it is empty. */
    pageCount: z.int().min(1),
  });

export interface Page<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}
