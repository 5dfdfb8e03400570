import { Busy } from '../../errors';
import { createBoundedQueue, QueueFullError } from '../throttle/bounded-queue';
import { type EncodedPicture, encodePicture } from './picture-encoder';

/** One picture decoded at a time: two large uploads cannot take the memory and cores of the requests. */
const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 200 });

/** Aborted once the process stops: every picture waiting or in hand is given up. */
const processStopping = new AbortController();

/** Settles as `work` does, or rejects with the signal's reason as soon as it aborts (`work` is left to end unheard). */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const giveUp = () => reject(signal.reason);
    if (signal.aborted) return giveUp();
    signal.addEventListener('abort', giveUp, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', giveUp));
  });
}

/**
 * Encodes a picture in its turn. `read` is called only when that turn comes, so a waiting picture
 * holds no memory. Rejects at once when `signal` aborts or the process stops (503, to send again):
 * a picture being decoded cannot be interrupted, but nobody waits for it any more.
 */
export function encodeInTurn(
  read: () => Promise<Buffer>,
  contentType: string,
  signal?: AbortSignal,
): Promise<EncodedPicture> {
  const givenUp = signal ? AbortSignal.any([processStopping.signal, signal]) : processStopping.signal;
  const work = queue
    .run(async () => {
      givenUp.throwIfAborted();
      return encodePicture(await read(), contentType);
    })
    .catch((error: unknown) => {
      if (error instanceof QueueFullError)
        throw new Busy('Many pictures are being prepared; try again in a minute.', 60);
      throw error;
    });
  return unlessAborted(work, givenUp);
}

/** Gives up every picture waiting or being prepared: the process is stopping, and must not wait for them. */
export function stopEncoding(): void {
  processStopping.abort(new Busy('The server is restarting; send the pictures again in a moment.', 10));
}
