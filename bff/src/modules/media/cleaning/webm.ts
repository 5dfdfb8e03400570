import { InvalidInput } from '../../../errors';
import { ChunkReader, zeros } from './chunk-reader';

const SEGMENT = 0x18538067;
/** Level-1 elements that only describe the video: its tags (titles, places, dates) and attached files. */
const REMOVED = new Set([0x1254c367 /* Tags */, 0x1941a469 /* Attachments */]);
const VOID = 0xec;

const damaged = () => new InvalidInput('A video could not be read: its file is damaged or incomplete.');

/** The length of the EBML variable-length integer starting with `first`, from its leading zero bits. */
function vintLength(first: number, longest: number): number {
  for (let length = 1; length <= longest; length += 1) if (first & (0x100 >> length)) return length;
  throw damaged();
}

interface ElementHeader {
  id: number;
  headerLength: number;
  /** The data's size; undefined for a master element of unknown size (its children simply follow). */
  size: number | undefined;
}

async function readHeader(reader: ChunkReader): Promise<{ bytes: Buffer; header: ElementHeader }> {
  const idFirst = await reader.read(1);
  const idLength = vintLength(idFirst[0] ?? 0, 4);
  const id = Buffer.concat([idFirst, await reader.read(idLength - 1)]);
  const sizeFirst = await reader.read(1);
  const sizeLength = vintLength(sizeFirst[0] ?? 0, 8);
  const size = Buffer.concat([sizeFirst, await reader.read(sizeLength - 1)]);

  let value = (size[0] ?? 0) & (0xff >> sizeLength);
  let unknown = value === 0xff >> sizeLength;
  for (const byte of size.subarray(1)) {
    value = value * 256 + byte;
    unknown &&= byte === 0xff;
  }
  if (!unknown && !Number.isSafeInteger(value)) throw damaged();
  return {
    bytes: Buffer.concat([id, size]),
    header: {
      id: id.readUIntBE(0, idLength),
      headerLength: idLength + sizeLength,
      size: unknown ? undefined : value,
    },
  };
}

/**
 * The header of a Void element taking the place of an element of that header length and data size:
 * on at most as many bytes as that header (its size on up to EBML's 8), so that the zero bytes the
 * Void holds, `headerLength - header.length + size` of them, make up exactly the same length.
 */
function voidHeader({ headerLength, size }: { headerLength: number; size: number }): Buffer {
  const sizeLength = Math.min(8, headerLength - 1);
  const value = headerLength - 1 - sizeLength + size;
  // The largest size those bytes can say (all ones would mean unknown).
  if (value > 2 ** (7 * sizeLength) - 2) throw damaged();
  const bytes = Buffer.alloc(sizeLength);
  let rest = value;
  for (let index = sizeLength - 1; index >= 0; index -= 1) {
    bytes[index] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[0] = (bytes[0] ?? 0) | (0x100 >> sizeLength);
  return Buffer.concat([Buffer.of(VOID), bytes]);
}

/**
 * Streams a WebM file without its metadata: its Tags and Attachments become Void elements of the same
 * size, full of zeros, so every position its seek index and cues name stays valid. Everything else
 * passes as it comes; the Segment and master elements of unknown size (a recording's clusters) are
 * entered, other elements passed whole. A file whose elements do not add up is refused (400).
 */
export async function* withoutWebmMetadata(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const reader = new ChunkReader(source[Symbol.asyncIterator](), damaged);
  while (!(await reader.atEnd())) {
    const { bytes, header } = await readHeader(reader);
    if (REMOVED.has(header.id)) {
      if (header.size === undefined) throw damaged();
      const replacement = voidHeader({ headerLength: header.headerLength, size: header.size });
      yield replacement;
      yield Buffer.alloc(header.headerLength - replacement.length);
      yield* reader.pass(header.size, zeros);
    } else if (header.id === SEGMENT || header.size === undefined) {
      yield bytes;
    } else {
      yield bytes;
      yield* reader.pass(header.size);
    }
  }
}
