/**
 * One query's answer shared by every caller for `ttlMs`: concurrent callers wait for the same load,
 * and `invalidate()` (after a write) drops it, along with any load that started before. A failed
 * load is not kept.
 */
export function cachedQuery<T>(load: () => Promise<T>, ttlMs: number) {
  let entry: { answer: Promise<T>; expiresAt: number } | undefined;
  return {
    get(): Promise<T> {
      const now = Date.now();
      if (entry && entry.expiresAt > now) return entry.answer;
      const mine = { answer: load(), expiresAt: now + ttlMs };
      entry = mine;
      mine.answer.catch(() => {
        if (entry === mine) entry = undefined;
      });
      return mine.answer;
    },
    invalidate(): void {
      entry = undefined;
    },
  };
}
