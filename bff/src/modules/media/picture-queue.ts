import { Busy } from '../../errors';
import { createBoundedQueue, QueueFullError } from '../throttle/bounded-queue';
import type { EncodedPicture } from './picture-encoder';
import { createPictureWorker } from './picture-worker-client';

/** One picture decoded at a time: two large uploads cannot take the memory and cores of the requests. */
const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 200 });

/** Where pictures are decoded and encoded: a process that can be ended at once. */
const worker = createPictureWorker();

/** Aborted when the process stops: every picture still waiting or in hand is given up. */
const processStopping = new AbortController();

/** The pictures waiting or being encoded, and who waits for there to be none. */
let inHand = 0;
const whenIdle: Array<() => void> = [];

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
 * holds no memory. Rejects at once when `signal` aborts or the process stops (503, to send again),
 * ending the worker if it was encoding this picture.
 */
export async function encodeInTurn(
  read: () => Promise<Buffer>,
  contentType: string,
  signal?: AbortSignal,
): Promise<EncodedPicture> {
  const givenUp = signal ? AbortSignal.any([processStopping.signal, signal]) : processStopping.signal;
  const work = queue
    .run(async () => {
      givenUp.throwIfAborted();
      return worker.run({ bytes: await read(), contentType }, givenUp);
    })
    .catch((error: unknown) => {
      if (error instanceof QueueFullError)
        throw new Busy('Many pictures are being prepared; try again in a minute.', 60);
      throw error;
    });
  inHand += 1;
  try {
    return await unlessAborted(work, givenUp);
  } finally {
    inHand -= 1;
    if (inHand === 0) for (const resolve of whenIdle.splice(0)) resolve();
  }
}

const idle = () =>
  inHand === 0 ? Promise.resolve() : new Promise<void>((resolve) => whenIdle.push(resolve));

/**
 * For a stopping process: pictures may still be prepared for `graceMs` (a photo takes a second or
 * two; requests still arriving may bring more), then the rest are given up, their requests answering
 * 503, and the worker is ended with the one in hand: no process can exit while libvips is in the
 * middle of an operation. Resolves once no picture is waiting or being prepared.
 */
export function stopEncoding(graceMs: number): Promise<void> {
  setTimeout(() => {
    processStopping.abort(new Busy('The server is restarting; send the pictures again in a moment.', 10));
  }, graceMs).unref();
  return idle();
}
