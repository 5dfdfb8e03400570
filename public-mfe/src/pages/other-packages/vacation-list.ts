import type { Package } from '@safa/contract';
import { choiceOf, pageIn } from '../../site/list-address';
import { isOtherPackage } from '../../site/packages';
import { pageCountOf, pageOf } from '../../site/paging';

/** §9: 3, 6 or 9 per page; 6 by default. */
export const PAGE_SIZE_OPTIONS = [3, 6, 9] as const;
export const DEFAULT_PAGE_SIZE = 6;

/** The page of the vacation packages an address shows (`?rows=9&page=2`): its size, its number, its packages. */
export function vacationPageOf(packages: Package[], params: URLSearchParams) {
  const items = packages.filter(isOtherPackage);
  const pageSize = choiceOf(params.get('rows'), PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE);
  const pageCount = pageCountOf(items.length, pageSize);
  const page = pageIn(params.get('page'), pageCount);
  return { pageSize, pageCount, page, shown: pageOf(items, page, pageSize) };
}
