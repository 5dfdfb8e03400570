import { useState } from 'react';
import { pageCountOf } from '../../site/paging';

/** §9: rows per page 1 to 7, default 2; three items per row. */
export const ROW_OPTIONS = [1, 2, 3, 4, 5, 6, 7] as const;
export const DEFAULT_ROWS = 2;
export const ITEMS_PER_ROW = 3;
/** §4: after a page move the window scrolls to 400 px down. */
export const SCROLL_AFTER_PAGE_MOVE_PX = 400;

/** The gallery's paging rules of §4. */
export function useGalleryPaging(total: number) {
  const [rows, setRowsState] = useState(DEFAULT_ROWS);
  const [page, setPage] = useState(1);
  const pageSize = rows * ITEMS_PER_ROW;
  const pageCount = pageCountOf(total, pageSize);

  const setRows = (next: number) => {
    setRowsState(next);
    setPage(1);
  };
  const goTo = (next: number) => {
    if (next < 1 || next > pageCount) return;
    setPage(next);
    window.scrollTo({ top: SCROLL_AFTER_PAGE_MOVE_PX, behavior: 'smooth' });
  };
  const backToFirstPage = () => setPage(1);

  return { rows, setRows, page, pageSize, pageCount, goTo, backToFirstPage };
}
