import { asBuffer, type Sent } from '../../workers/worker-messages';
import { entryBeside, WorkerProcess } from '../../workers/worker-process';
import type { EncodedPicture } from './picture-encoder';

/** A picture for the worker to encode. */
export interface PictureTask {
  bytes: Buffer;
  contentType: string;
}

const received = <T extends { bytes: Uint8Array }>(file: T) => ({ ...file, bytes: asBuffer(file.bytes) });

/** The encoded picture, its Buffers made again from the bytes that crossed the channel. */
const pictureReceived = ({ original, variants, preview, details }: Sent<EncodedPicture>): EncodedPicture => ({
  original: received(original),
  variants: variants.map(received),
  preview: received(preview),
  details,
});

/** The picture worker (picture-worker.ts), given one picture at a time by the queue. */
export const createPictureWorker = (idleMs?: number) =>
  new WorkerProcess<PictureTask, EncodedPicture>(
    entryBeside(import.meta.url, 'picture-worker', 'picture'),
    pictureReceived,
    idleMs,
  );
