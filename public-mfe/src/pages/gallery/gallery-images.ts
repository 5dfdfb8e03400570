import type { GalleryItem } from '@safa/contract';

/** §9: a page holds rows × 3 items, so three columns (one on a phone) fill every row. */
export const IMAGE_COLUMNS = { base: 1, sm: 3 };

/** Gallery items in the order the operator gave them. */
export const byOrder = (items: GalleryItem[] | undefined) =>
  [...(items ?? [])].sort((a, b) => a.order - b.order);
