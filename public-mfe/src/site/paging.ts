/** How many pages `total` items fill at `pageSize` per page (at least 1, so page 1 always exists). */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The items of a 1-based page. */
export const pageOf = <T>(items: T[], page: number, pageSize: number): T[] =>
  items.slice((page - 1) * pageSize, page * pageSize);
