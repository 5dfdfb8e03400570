/**
 * The state of a paged list (its page, its page size, a tab) kept in the page's address, so that a
 * page of a list can be shared, reloaded, and moved through with plain links, without scripts.
 */

/** A whole number of `text` among `choices`, else `fallback`. */
export function choiceOf<T extends number>(text: string | null, choices: readonly T[], fallback: T): T {
  const value = Number(text);
  return choices.includes(value as T) ? (value as T) : fallback;
}

/** The page `text` names, within 1..pageCount (page 1 when it names none). */
export function pageIn(text: string | null, pageCount: number): number {
  const page = Number.parseInt(text ?? '', 10);
  return Number.isInteger(page) ? Math.min(Math.max(page, 1), pageCount) : 1;
}

/**
 * The address of the list with `changes` made (a value equal to its default, or undefined, leaves its
 * parameter out), as a search string (`?rows=3&page=2`, or `?` alone for the list as it first shows).
 */
export function listAddress(
  current: URLSearchParams,
  changes: Record<string, string | number | undefined>,
  defaults: Record<string, string | number> = {},
): string {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || String(value) === String(defaults[name])) next.delete(name);
    else next.set(name, String(value));
  }
  return `?${next.toString()}`;
}
