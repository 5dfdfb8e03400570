import type { ZodType } from 'zod';

const PREFIX = 'adminDraft:';

/**
 * What the operator was typing, kept in localStorage so an expired session, an inactivity logout
 * or a reload never throws it away. Cleared once the form is saved or deliberately abandoned.
 */
export const draftStore = {
  load<T>(key: string, schema: ZodType<T>): T | undefined {
    try {
      const stored = window.localStorage.getItem(PREFIX + key);
      if (!stored) return undefined;
      const parsed = schema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  },
  /** Returns false when the browser refused to store it (usually too large for localStorage). */
  save(key: string, value: unknown): boolean {
    try {
      window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  },
  clear(key: string): void {
    window.localStorage.removeItem(PREFIX + key);
  },
};
