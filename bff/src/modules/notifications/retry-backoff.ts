/** The first wait after a failure, and the longest (see the notification worker's timing). */
export interface Backoff {
  backoffMs: number;
  maxBackoffMs: number;
}

/**
 * The wait before the next try after `attempts` failures: `backoffMs`, doubled after each further
 * failure, never more than `maxBackoffMs` (with the worker's timing: 1 s, 2 s, 4 s… at most a minute).
 */
export const backoff = (attempts: number, { backoffMs, maxBackoffMs }: Backoff): number =>
  Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempts - 1));
