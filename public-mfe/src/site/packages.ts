import type { Package } from '@safa/shared-ui/contract';
import { STORAGE_KEYS } from '@safa/shared-ui/contract';

/** §3: categories are compared in lower case; anything but hajj and umrah is 'other'. */
export function categoryOf(item: Pick<Package, 'category'>): 'hajj' | 'umrah' | 'other' {
  const category = String(item.category).toLowerCase();
  return category === 'hajj' || category === 'umrah' ? category : 'other';
}

export const isOtherPackage = (item: Package) => categoryOf(item) === 'other';

/** §3: images and inclusions may arrive as a JSON string of a list. */
export function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    return asList(JSON.parse(value));
  } catch {
    return [value];
  }
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
