import { useNavigate, useSearchParams } from 'react-router-dom';
import { choiceOf, listAddress, pageIn } from '../../site/list-address';
import { pageCountOf } from '../../site/paging';
import type { GalleryTab } from './GalleryTabs';

/** §9: rows per page 1 to 7, default 2; three items per row. */
export const ROW_OPTIONS = [1, 2, 3, 4, 5, 6, 7] as const;
export const DEFAULT_ROWS = 2;
export const ITEMS_PER_ROW = 3;
/** §4: after a page move the window scrolls to 400 px down. */
export const SCROLL_AFTER_PAGE_MOVE_PX = 400;

/** The address's parameters as the gallery first shows: they are left out of it. */
const DEFAULTS = { tab: 'images', rows: DEFAULT_ROWS, page: 1 };

/** The tab the address names (`?tab=videos`). */
export const galleryTabOf = (params: URLSearchParams): GalleryTab =>
  params.get('tab') === 'videos' ? 'videos' : 'images';

/**
 * The gallery's paging rules of §4, its state in the address (`?tab=videos&rows=3&page=2`) so that
 * a page of it can be shared and reloaded: a tab switch or a rows change goes back to page 1, a page
 * move stays within range and scrolls to 400 px.
 */
export function useGalleryPaging(total: number) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = galleryTabOf(params);
  const rows = choiceOf(params.get('rows'), ROW_OPTIONS, DEFAULT_ROWS);
  const pageSize = rows * ITEMS_PER_ROW;
  const pageCount = pageCountOf(total, pageSize);
  const page = pageIn(params.get('page'), pageCount);

  const addressOf = (changes: { tab?: GalleryTab; rows?: number; page?: number }) =>
    listAddress(params, changes, DEFAULTS);
  const goTo = (next: number) => {
    if (next < 1 || next > pageCount) return;
    navigate(addressOf({ page: next }));
    window.scrollTo({ top: SCROLL_AFTER_PAGE_MOVE_PX, behavior: 'smooth' });
  };

  return {
    tab,
    rows,
    page,
    pageSize,
    pageCount,
    goTo,
    setRows: (next: number) => navigate(addressOf({ rows: next, page: undefined })),
    setTab: (next: GalleryTab) => navigate(addressOf({ tab: next, page: undefined })),
    addressOf,
  };
}
