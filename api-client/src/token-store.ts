import { STORAGE_KEYS } from '@safa/contract';

/** The admin token lives in localStorage under `adminToken` (spec §6). */
export const tokenStore = {
  get(): string | null {
    try {
      return window.localStorage.getItem(STORAGE_KEYS.adminToken);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    window.localStorage.setItem(STORAGE_KEYS.adminToken, token);
  },
  clear(): void {
    window.localStorage.removeItem(STORAGE_KEYS.adminToken);
  },
};
