import type { Package } from '@safa/contract';
import { STORAGE_KEYS } from '@safa/contract';

/** The packages of `category` (a Hajj or Umrah page's plans). */
export const isOfCategory =
  (category: Package['category']) =>
  (item: Pick<Package, 'category'>): boolean =>
    item.category === category;

/** §3: the public pages treat every category but hajj and umrah as 'other' (vacation packages). */
export const isOtherPackage = (item: Pick<Package, 'category'>) =>
  item.category !== 'hajj' && item.category !== 'umrah';

/**
 * How long a package lasts, as its cards and page say it ('10-20 days', '1 day'); nothing when it was
 * saved without days (§6 does not require them).
 */
export function durationOf(item: Pick<Package, 'days'>): string | undefined {
  const days = item.days.trim();
  if (!days) return undefined;
  return `${days} ${days === '1' ? 'day' : 'days'}`;
}

/** The page that lists a package with the others of its kind, and what they are called there. */
export function packageListOf(item: Pick<Package, 'category'>): { path: string; name: string } {
  if (item.category === 'hajj') return { path: '/hajjpackage', name: 'Hajj packages' };
  if (item.category === 'umrah') return { path: '/umrahpackage', name: 'Umrah packages' };
  return { path: '/otherpackages', name: 'vacation packages' };
}

/** The MORE DETAILS address; carrying the id makes the page shareable as a link. */
export const packageDetailsPath = (id: string) => `/eachpackage?id=${encodeURIComponent(id)}`;

export function rememberPackageId(id: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.packageId, id);
  } catch {
    // Private mode without storage: the ?id= in the address still works.
  }
}

export function readRememberedPackageId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.packageId);
  } catch {
    return null;
  }
}
