/** The queue already holds as many tasks as it may: the caller should come back later. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
}

export interface BoundedQueue {
  /** Runs `task` once fewer than `concurrency` run; throws `QueueFullError` when `maxWaiting` already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** At most `concurrency` tasks at once, at most `maxWaiting` more waiting their turn, in order. */
export function createBoundedQueue({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}): BoundedQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(task) {
      if (running < concurrency) running += 1;
      else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new QueueFullError('the queue is full');
      try {
        return await task();
      } finally {
        // A finished task hands its place straight to the next one waiting.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
