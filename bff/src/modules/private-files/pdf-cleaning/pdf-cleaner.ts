import { Busy, TooLarge } from '../../../errors';
import { asBuffer } from '../../../workers/worker-messages';
import { entryBeside, WorkerProcess } from '../../../workers/worker-process';
import { createBoundedQueue, QueueFullError } from '../../throttle/bounded-queue';

/** A PDF for the worker to clean, and the most objects it may have. */
export interface PdfTask {
  bytes: Buffer;
  maxObjects: number;
}

export interface PdfBounds {
  /** More objects than this, and a PDF is refused before it is parsed (a proof or a scanned passport page has a few hundred). */
  maxObjects: number;
  /** Longer than this in the worker, and it is ended and the PDF refused. */
  budgetMs: number;
}

const TOO_SLOW = 'This PDF took too long to check. Send a screenshot or a photo of your transfer instead.';

/**
 * Cleans PDFs in a worker process (pdf-worker.ts), one at a time and each within its time budget: a
 * PDF made to be slow takes no time from the requests, and is refused when its time is up.
 */
export function createPdfCleaner({ maxObjects, budgetMs }: PdfBounds, idleMs?: number) {
  const worker = new WorkerProcess<PdfTask, Buffer>(
    entryBeside(import.meta.url, 'pdf-worker', 'PDF'),
    asBuffer,
    idleMs,
  );
  const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 10 });
  return async function cleanPdfOffThread(bytes: Buffer): Promise<Buffer> {
    return queue
      .run(async () => {
        const overTime = new AbortController();
        const timer = setTimeout(() => overTime.abort(new TooLarge(TOO_SLOW)), budgetMs);
        try {
          return await worker.run({ bytes, maxObjects }, overTime.signal);
        } finally {
          clearTimeout(timer);
        }
      })
      .catch((error: unknown) => {
        if (error instanceof QueueFullError)
          throw new Busy('Many PDFs are being checked; send yours again in a minute.', 60);
        throw error;
      });
  };
}
