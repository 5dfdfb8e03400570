import { Readable } from 'node:stream';
import { acceptMedia, ensureWithinLimit, type MediaPolicy } from './media-policy';
import { type MediaKind, type MediaType, SNIFF_BYTES } from './media-type';

type Chunks = AsyncIterator<Buffer>;

async function readHead(chunks: Chunks): Promise<{ head: Buffer; ended: boolean }> {
  let head = Buffer.alloc(0);
  while (head.length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) return { head, ended: true };
    head = Buffer.concat([head, next.value]);
  }
  return { head, ended: false };
}

/** The head, then the rest of the chunks, failing with 413 as soon as the file outgrows its limit. */
async function* withinLimit(head: Buffer, rest: Chunks | undefined, kind: MediaKind) {
  let size = head.length;
  ensureWithinLimit(size, kind);
  yield head;
  if (!rest) return;
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    size += next.value.length;
    ensureWithinLimit(size, kind);
    yield next.value;
  }
}

/** Reads what is left without keeping it, so the request can still be answered. */
async function drain(chunks: Chunks): Promise<void> {
  for (let next = await chunks.next(); !next.done; next = await chunks.next());
}

/**
 * Reads an upload as it arrives, without holding it in memory: its first bytes decide its type, its
 * size is checked as it flows (the stream `store` reads fails with 413 once the file outgrows its
 * limit), and a refused upload is never handed on. The source is always read to its end (its
 * iterator is never returned, which would destroy a multipart stream).
 */
export async function receiveUpload<T>(
  source: Readable,
  policy: MediaPolicy,
  declared: MediaKind | undefined,
  store: (body: Readable, type: MediaType) => Promise<T>,
): Promise<T> {
  const chunks: Chunks = source[Symbol.asyncIterator]();
  try {
    const { head, ended } = await readHead(chunks);
    const type = acceptMedia(head, policy, declared);
    return await store(Readable.from(withinLimit(head, ended ? undefined : chunks, type.kind)), type);
  } catch (error) {
    await drain(chunks);
    throw error;
  }
}
