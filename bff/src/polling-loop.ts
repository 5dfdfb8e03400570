import { setTimeout as sleep } from 'node:timers/promises';

export interface PollingLoop {
  /** Settles once the loop has ended, after `stop()` and the round in progress. */
  done: Promise<void>;
  /** No new round starts; a wait between rounds ends at once. Resolves once the loop has ended (`done`). */
  stop(): Promise<void>;
}

/**
 * Runs `round` now and again `pollMs` after each round ends, until stopped. A round that fails is
 * told to `onError`, and the loop goes on: a background worker outlives a database hiccup.
 */
export function pollEvery(
  pollMs: number,
  round: () => Promise<void>,
  onError: (error: unknown) => void,
): PollingLoop {
  let stopped = false;
  const stopping = new AbortController();
  const done = (async () => {
    while (!stopped) {
      try {
        await round();
      } catch (error) {
        onError(error);
      }
      await sleep(pollMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  })();
  return {
    done,
    stop() {
      stopped = true;
      stopping.abort();
      return done;
    },
  };
}
