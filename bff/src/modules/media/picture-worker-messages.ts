import type { EncodedPicture } from './picture-encoder';

/** A picture for the worker to encode. */
export interface WorkerTask {
  id: number;
  bytes: Uint8Array;
  contentType: string;
}

/** Buffers cross the channel as Uint8Arrays. */
type Sent<T> = T extends Buffer ? Uint8Array : T extends object ? { [K in keyof T]: Sent<T[K]> } : T;

/** The worker's answer: the encoded picture, or why it could not be (a refusal's class name, its words). */
export type WorkerAnswer =
  | { id: number; encoded: Sent<EncodedPicture> }
  | { id: number; error: { refusal: string | undefined; message: string } };

/** A Buffer over the bytes that crossed the channel, without copying them. */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
