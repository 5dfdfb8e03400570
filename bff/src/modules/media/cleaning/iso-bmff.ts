import { InvalidInput, UnsupportedType } from '../../../errors';
import { ChunkReader, zeros } from './chunk-reader';

/**
 * Top-level boxes a player needs or may use; any other (user data, XMP, vendor boxes, preview
 * pictures) only describes the video, and is removed.
 */
const PLAYBACK_BOXES = new Set([
  'ftyp',
  'styp',
  'moov',
  'moof',
  'mfra',
  'mdat',
  'free',
  'skip',
  'wide',
  'sidx',
  'ssix',
  'prft',
  'emsg',
  'pdin',
]);
/** Inside `moov` and each `trak`: the boxes where phones and editors write places, dates and devices. */
const METADATA_BOXES = new Set(['udta', 'meta', 'uuid']);
/** Sample formats of tracks that record the camera's GPS (GoPro's GPMF, camera motion metadata). */
const POSITION_TRACK_FORMATS = new Set(['gpmd', 'camm']);
/** The movie box is held in memory to be cleaned; a real one is a few megabytes at most. */
const MOVIE_BOX_LIMIT = 32 * 1024 * 1024;

const damaged = () => new InvalidInput('A video could not be read: its file is damaged or incomplete.');

interface BoxHeader {
  type: string;
  headerLength: number;
  /** The whole box, header included; undefined when it runs to the end of the file. */
  size: number | undefined;
}

/** A box's size and type from its header bytes (`largesize` already appended when size is 1). */
function parseHeader(bytes: Buffer, offset: number): BoxHeader {
  const size = bytes.readUInt32BE(offset);
  const type = bytes.toString('latin1', offset + 4, offset + 8);
  if (size === 0) return { type, headerLength: 8, size: undefined };
  if (size !== 1) return { type, headerLength: 8, size };
  const large = bytes.readBigUInt64BE(offset + 8);
  if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged();
  return { type, headerLength: 16, size: Number(large) };
}

/** The header of the box at `offset` among children ending at `end`, checked to fit. */
function childAt(box: Buffer, offset: number, end: number): BoxHeader & { size: number } {
  if (offset + 8 > end) throw damaged();
  const header = parseHeader(box, offset);
  if (header.size === undefined || header.size < header.headerLength || offset + header.size > end)
    throw damaged();
  if (header.headerLength === 16 && offset + 16 > end) throw damaged();
  return header as BoxHeader & { size: number };
}

/** The children of the box spanning [start, end) whose header starts at `start`. */
function* children(
  box: Buffer,
  start: number,
  end: number,
): Generator<BoxHeader & { offset: number; size: number }> {
  for (let offset = start; offset < end; ) {
    const child = childAt(box, offset, end);
    yield { ...child, offset };
    offset += child.size;
  }
}

/** Makes the box at `offset` a `free` box of the same size: its bytes become zeros, every offset stays valid. */
function free(box: Buffer, offset: number, header: BoxHeader & { size: number }): void {
  box.write('free', offset + 4, 'latin1');
  box.fill(0, offset + header.headerLength, offset + header.size);
}

/** The sample formats a track declares (`mdia/minf/stbl/stsd` entries). */
function sampleFormats(box: Buffer, start: number, end: number): string[] {
  let span = { start, end };
  for (const type of ['mdia', 'minf', 'stbl', 'stsd']) {
    const found = [...children(box, span.start, span.end)].find((child) => child.type === type);
    if (!found) return [];
    span = { start: found.offset + found.headerLength, end: found.offset + found.size };
  }
  // stsd is a full box: version and flags, an entry count, then one box per sample entry.
  return [...children(box, span.start + 8, span.end)].map((entry) => entry.type);
}

/** Frees the metadata boxes among the children of [start, end) (and of each track in it), in place. */
function cleanChildren(box: Buffer, start: number, end: number): void {
  for (const child of children(box, start, end)) {
    const contentStart = child.offset + child.headerLength;
    const contentEnd = child.offset + child.size;
    if (METADATA_BOXES.has(child.type)) free(box, child.offset, child);
    else if (child.type === 'trak') {
      if (sampleFormats(box, contentStart, contentEnd).some((format) => POSITION_TRACK_FORMATS.has(format))) {
        throw new UnsupportedType(
          'This video carries a track of GPS positions from the camera, which cannot be removed here. Export it without that track (as most editors do) and upload it again.',
        );
      }
      cleanChildren(box, contentStart, contentEnd);
    }
  }
}

/**
 * Streams an MP4 or QuickTime file without its metadata: the movie box (held in memory, a few MB) is
 * cleaned of its user data, metadata and XMP boxes, top-level boxes a player does not need become
 * `free` boxes of the same size full of zeros, and everything else (the media data) passes as it
 * comes. Nothing moves, so every chunk offset stays valid without re-muxing. A file whose boxes do
 * not add up is refused (400).
 */
export async function* withoutIsoMetadata(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const reader = new ChunkReader(source[Symbol.asyncIterator](), damaged);
  while (!(await reader.atEnd())) {
    let header = await reader.read(8);
    if (header.readUInt32BE(0) === 1) header = Buffer.concat([header, await reader.read(8)]);
    const { type, headerLength, size } = parseHeader(header, 0);
    if (size !== undefined && size < headerLength) throw damaged();
    const contentLength = size === undefined ? undefined : size - headerLength;

    if (type === 'moov') {
      if (size === undefined || size > MOVIE_BOX_LIMIT) throw damaged();
      const movie = Buffer.concat([header, await reader.read(size - headerLength)]);
      cleanChildren(movie, headerLength, size);
      yield movie;
    } else if (PLAYBACK_BOXES.has(type)) {
      yield header;
      yield* reader.pass(contentLength);
    } else {
      const freed = Buffer.from(header);
      freed.write('free', 4, 'latin1');
      yield freed;
      yield* reader.pass(contentLength, zeros);
    }
  }
}
