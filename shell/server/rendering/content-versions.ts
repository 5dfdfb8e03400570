import { type ContentVersions, contentVersionsSchema, routes } from '@safa/contract';

export interface ContentVersionsOptions {
  bffUrl: URL;
  /** How often to ask. */
  pollMs: number;
  log: (event: Record<string, unknown>) => void;
}

/**
 * How many times each part of the public content has changed, asked of the BFF every `pollMs` (it
 * counts every admin edit, through any shell, in MongoDB), so each shell's page cache learns of an
 * edit within a poll. `refresh` asks at once (after an edit made through this shell); asks in flight
 * are shared, so a flood of requests asks no more often than the BFF answers.
 */
export function contentVersions({ bffUrl, pollMs, log }: ContentVersionsOptions) {
  const url = new URL(`/api${routes.contentVersions.path}`, bffUrl);
  let current: ContentVersions | undefined;
  let asking: Promise<void> | undefined;
  let failing = false;

  const ask = async () => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(pollMs, 1000)) });
      if (!response.ok) throw new Error(`the BFF answered ${response.status}`);
      current = contentVersionsSchema.parse(await response.json());
      if (failing) log({ msg: 'content versions heard again' });
      failing = false;
    } catch (error) {
      // Until heard again, pages are kept for their time (PAGE_CACHE_SECONDS) only.
      if (!failing)
        log({ msg: 'content versions not heard: pages are kept for their time only', error: String(error) });
      failing = true;
    }
  };
  const refresh = (): Promise<void> => {
    asking ??= ask().finally(() => {
      asking = undefined;
    });
    return asking;
  };

  const timer = setInterval(refresh, pollMs);
  timer.unref();
  void refresh();

  return {
    current: () => current,
    refresh,
    stop: () => clearInterval(timer),
  };
}

export type ContentVersionsSource = ReturnType<typeof contentVersions>;
