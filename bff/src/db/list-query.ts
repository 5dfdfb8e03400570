import { ADMIN_PAGE_SIZE, type Page } from '@safa/contract';
import { type Query, type QueryFilter, type Types, trusted } from 'mongoose';

/** What a list's query asks of its rows: which ones, in which order (the last key unique, so pages never overlap). */
export interface ListQuery<Stored> {
  filter: QueryFilter<Stored>;
  sort: Record<string, 1 | -1>;
}

/** Newest first, as most lists are kept; `_id` breaks ties, so pages never overlap or leave a row out. */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** A stored document as a lean query reads it. */
type Lean<Stored> = Stored & { _id: Types.ObjectId };

/** A list's paging parameters, as the contract's list queries parse them. */
export interface Paging {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/**
 * What is typed in a search box, as a MongoDB pattern that finds it as text (spec §5: a
 * case-insensitive substring): every character a regular expression would read otherwise is escaped,
 * and a NUL, which no MongoDB pattern may hold, is written as its escape. Made of literal characters
 * alone, the pattern matches in linear time, whatever was typed.
 */
export function searchPattern(search: string): string {
  return search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\0', '\\x00');
}

/** The rows where any of `fields` holds the search (all rows for no search). */
export function searchFilter(search: string | undefined, fields: readonly string[]): Record<string, unknown> {
  if (!search) return {};
  const pattern = searchPattern(search);
  return { $or: fields.map((field) => ({ [field]: trusted({ $regex: pattern, $options: 'i' }) })) };
}

/** The rows created at `since` or later (all rows without it), as the dashboard links to the week's. */
export function createdSinceFilter(since: string | undefined): Record<string, unknown> {
  return since ? { createdAt: trusted({ $gte: new Date(since) }) } : {};
}

/**
 * The rows where `fields`, read as one text (joined by spaces), hold the search: a search may run
 * from the end of one into the next (spec §5's packages: "title plus description").
 */
export function joinedSearchFilter(
  search: string | undefined,
  fields: readonly string[],
): Record<string, unknown> {
  if (!search) return {};
  const text = {
    $concat: fields.flatMap((field, index) => (index === 0 ? [`$${field}`] : [' ', `$${field}`])),
  };
  return { $expr: trusted({ $regexMatch: { input: text, regex: searchPattern(search), options: 'i' } }) };
}

/** The rows of a list, as `Model.find(filter)` asks for them: read, counted and paged from here. */
export type ListRows<Stored> = Query<unknown, unknown, object, Stored, 'find'>;

/**
 * The rows a query finds. A whole collection is counted from its metadata (MongoDB keeps the number:
 * no row is read), which can be off after an unclean shutdown until the collection is validated; a
 * filtered one row by row, on the index that serves its filter where one does.
 */
const countOf = <Stored>(found: ListRows<Stored>) =>
  Object.keys(found.getFilter()).length === 0
    ? found.clone().estimatedDocumentCount()
    : found.clone().countDocuments();

/**
 * A list as its query asks for it: whole, as spec §7's calls answer, or with `page` one page of it
 * ({items, page, pageSize, total, pageCount}). A page past the last one answers the last, so the
 * operator who deleted the last row of the last page, or narrowed a search, is never shown nothing.
 * `toItems` turns the page's stored documents into what the answer holds.
 */
export async function answerList<Stored, Item>(
  found: ListRows<Stored>,
  sort: ListQuery<Stored>['sort'],
  { page, pageSize = ADMIN_PAGE_SIZE }: Paging,
  toItems: (documents: Lean<Stored>[]) => Item[] | Promise<Item[]>,
): Promise<Item[] | Page<Item>> {
  const rows = (skip: number, limit?: number) => {
    const query = found.clone().sort(sort).skip(skip);
    return (limit === undefined ? query : query.limit(limit)).lean<Lean<Stored>[]>();
  };
  if (page === undefined) return toItems(await rows(0));
  const [total, asked] = await Promise.all([countOf(found), rows((page - 1) * pageSize, pageSize)]);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(page, pageCount);
  const documents = shown === page ? asked : await rows((shown - 1) * pageSize, pageSize);
  return { items: await toItems(documents), page: shown, pageSize, total, pageCount };
}
