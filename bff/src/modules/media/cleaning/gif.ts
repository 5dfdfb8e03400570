import { InvalidInput } from '../../../errors';

export interface PixelSize {
  width: number;
  height: number;
}

export interface GifReading {
  /** The logical screen the GIF declares. */
  screen: PixelSize;
  /** Each frame's own size (a frame may declare more than its screen). */
  frames: PixelSize[];
  /** The same frames, with only the extensions that say how to show them: no comment, text or application data. */
  withoutMetadata: Buffer;
}

const EXTENSION = 0x21;
const IMAGE = 0x2c;
const TRAILER = 0x3b;
const GRAPHIC_CONTROL = 0xf9;
const PLAIN_TEXT = 0x01;
const APPLICATION = 0xff;
/** The application extensions that carry a GIF's loop count, and nothing else once rebuilt. */
const LOOPING_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

const damaged = () => new InvalidInput('A picture could not be read: its file is damaged or incomplete.');

/** Reads a GIF's blocks by offset, failing as damaged on any read past its end. */
class GifBytes {
  constructor(private readonly bytes: Buffer) {}

  get length(): number {
    return this.bytes.length;
  }

  byte(offset: number): number {
    const value = this.bytes[offset];
    if (value === undefined) throw damaged();
    return value;
  }

  u16(offset: number): number {
    return this.byte(offset) | (this.byte(offset + 1) << 8);
  }

  slice(start: number, end: number): Buffer {
    if (end > this.bytes.length) throw damaged();
    return this.bytes.subarray(start, end);
  }

  /** The end of the data sub-blocks starting at `offset` (after their zero-length terminator). */
  subBlocksEnd(offset: number): number {
    let at = offset;
    for (let size = this.byte(at); size !== 0; size = this.byte(at)) at += size + 1;
    return at + 1;
  }
}

const colourTableLength = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** A graphic control extension rebuilt from its four fields, so no byte beyond them travels with it. */
function graphicControl(gif: GifBytes, offset: number): Buffer {
  if (gif.byte(offset + 2) !== 4 || gif.byte(offset + 7) !== 0) throw damaged();
  return Buffer.concat([
    Buffer.from([EXTENSION, GRAPHIC_CONTROL, 4]),
    gif.slice(offset + 3, offset + 7),
    Buffer.of(0),
  ]);
}

/** The loop count extension rebuilt from its count, or undefined for any other application extension. */
function loopExtension(gif: GifBytes, offset: number): Buffer | undefined {
  if (gif.byte(offset + 2) !== 11) return undefined;
  const application = gif.slice(offset + 3, offset + 14).toString('latin1');
  const loop = offset + 14;
  if (!LOOPING_APPLICATIONS.has(application) || gif.byte(loop) !== 3 || gif.byte(loop + 1) !== 1)
    return undefined;
  return Buffer.concat([
    Buffer.from([EXTENSION, APPLICATION, 11]),
    Buffer.from(application, 'latin1'),
    Buffer.from([3, 1]),
    gif.slice(loop + 2, loop + 4),
    Buffer.of(0),
  ]);
}

/**
 * Reads a GIF (87a or 89a) block by block: its screen and frame sizes, to check before any decoding,
 * and its frames without comments, plain text and application extensions other than the loop count
 * (where editors and cameras write XMP, places and names). Fails with 400 when it is damaged.
 */
export function readGif(bytes: Buffer): GifReading {
  const gif = new GifBytes(bytes);
  const header = gif.slice(0, 13);
  const screen = { width: gif.u16(6), height: gif.u16(8) };
  const kept: Buffer[] = [header, gif.slice(13, 13 + colourTableLength(gif.byte(10)))];
  const frames: PixelSize[] = [];
  /** A graphic control applies to the block after it: kept only if that block is. */
  let pendingControl: Buffer | undefined;

  let offset = 13 + colourTableLength(gif.byte(10));
  while (offset < gif.length) {
    const introducer = gif.byte(offset);
    if (introducer === TRAILER) break;
    if (introducer === IMAGE) {
      frames.push({ width: gif.u16(offset + 5), height: gif.u16(offset + 7) });
      const data = offset + 10 + colourTableLength(gif.byte(offset + 9));
      const end = gif.subBlocksEnd(data + 1);
      kept.push(...(pendingControl ? [pendingControl] : []), gif.slice(offset, end));
      pendingControl = undefined;
      offset = end;
    } else if (introducer === EXTENSION) {
      const label = gif.byte(offset + 1);
      const end = gif.subBlocksEnd(offset + 2);
      if (label === GRAPHIC_CONTROL) pendingControl = graphicControl(gif, offset);
      else if (label === PLAIN_TEXT) pendingControl = undefined;
      else if (label === APPLICATION) {
        const loop = loopExtension(gif, offset);
        if (loop) kept.push(loop);
      }
      offset = end;
    } else {
      throw damaged();
    }
  }
  if (frames.length === 0) throw damaged();
  return { screen, frames, withoutMetadata: Buffer.concat([...kept, Buffer.of(TRAILER)]) };
}
