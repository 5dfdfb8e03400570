/**
 * Videos and GIFs that say where they were made, the way phones, cameras and editors write it: to
 * check that no served file keeps a place. Every builder here writes well-formed files.
 */
import sharp from 'sharp';

/** Lagos, as ISO 6709 (the form of QuickTime's `©xyz` and Apple's location key). */
export const LOCATION = '+06.4281+003.4219/';

/** Whether these bytes still name the place anywhere. */
export const namesThePlace = (bytes: Buffer): boolean =>
  bytes.includes(Buffer.from('+06.4281')) || bytes.includes(Buffer.from('6.4281'));

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

// ISO base media (MP4, MOV) ---------------------------------------------------------------------

/** An ISO base media box: a 32-bit size, its type, its content. */
export const box = (type: string, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(8 + body.length), latin1(type), body]);
};
/** A box with a version and flags before its content. */
const fullBox = (type: string, ...content: Buffer[]) => box(type, Buffer.alloc(4), ...content);

export const FTYP = box('ftyp', latin1('isom'), u32(512), latin1('isomiso2avc1mp41'));

/** QuickTime's `©xyz` user-data atom, as Android and iPhones write the place a video was filmed. */
const placeAtom = () => box('\u00a9xyz', Buffer.from([0, LOCATION.length, 0x15, 0xc7]), latin1(LOCATION));

/** Apple's metadata: keys naming `com.apple.quicktime.location.ISO6709`, and its value. */
const appleLocationMeta = () => {
  const key = 'com.apple.quicktime.location.ISO6709';
  return box(
    'meta',
    fullBox('hdlr', Buffer.alloc(4), latin1('mdta'), Buffer.alloc(13)),
    fullBox('keys', u32(1), box('mdta', latin1(key))),
    box('ilst', box('\u0000\u0000\u0000\u0001', box('data', u32(1), u32(0), latin1(LOCATION)))),
  );
};

/** An XMP packet in its `uuid` box, as Adobe's tools write it. */
const xmpBox = () =>
  box(
    'uuid',
    Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'),
    latin1(`<x:xmpmeta><exif:GPSLatitude>6,25.686N</exif:GPSLatitude> ${LOCATION}</x:xmpmeta>`),
  );

/** A track whose samples are `format` (avc1 video, or gpmd: a GoPro's GPS), its one chunk at `chunkOffset`. */
const track = (format: string, chunkOffset: number, extra: Buffer[] = []) =>
  box(
    'trak',
    fullBox('tkhd', Buffer.alloc(80)),
    ...extra,
    box(
      'mdia',
      fullBox('mdhd', Buffer.alloc(20)),
      fullBox('hdlr', Buffer.alloc(4), latin1(format === 'avc1' ? 'vide' : 'meta'), Buffer.alloc(13)),
      box(
        'minf',
        box(
          'stbl',
          fullBox('stsd', u32(1), box(format, Buffer.alloc(78))),
          fullBox('stco', u32(1), u32(chunkOffset)),
        ),
      ),
    ),
  );

export interface LocatedMp4 {
  bytes: Buffer;
  /** Where the media data starts, as the track's chunk offset says. */
  mediaOffset: number;
  media: Buffer;
}

/**
 * An MP4 that names the place in its movie box (user data, Apple's metadata, a track's user data), in
 * an XMP box and a vendor's box at the top level, before its media data (`mediaSize` bytes of a
 * pattern). With `trackFormat: 'gpmd'` it has a second track of GPS positions, as a GoPro's have.
 */
export function locatedMp4({ mediaSize = 4096, trackFormat = 'avc1' } = {}): LocatedMp4 {
  const media = Buffer.alloc(mediaSize);
  for (let index = 0; index < mediaSize; index += 1) media[index] = (index * 31 + 7) % 251;
  const movie = (offset: number) =>
    box(
      'moov',
      fullBox('mvhd', Buffer.alloc(96)),
      track('avc1', offset, [box('udta', placeAtom())]),
      ...(trackFormat === 'avc1' ? [] : [track(trackFormat, offset)]),
      box('udta', placeAtom(), box('name', latin1('Lekki beach'))),
      appleLocationMeta(),
    );
  const before = [FTYP, xmpBox(), box('sefd', latin1(`vendor data ${LOCATION}`))];
  const mediaOffset = Buffer.concat(before).length + movie(0).length + 8;
  const bytes = Buffer.concat([...before, movie(mediaOffset), box('mdat', media), box('udta', placeAtom())]);
  return { bytes, mediaOffset, media };
}

/** The boxes of a file or of a box's content, as [type, offset, size] from `start`. */
export function topLevelBoxes(bytes: Buffer, start = 0, end = bytes.length): Array<[string, number, number]> {
  const found: Array<[string, number, number]> = [];
  for (let offset = start; offset < end; ) {
    const size = bytes.readUInt32BE(offset);
    found.push([bytes.toString('latin1', offset + 4, offset + 8), offset, size]);
    offset += size;
  }
  return found;
}

/**
 * A recorded fragmented MP4 (as Chromium's MediaRecorder writes it) with the place added to its movie
 * box, as a phone would: in `moov/udta/©xyz` and Apple's `moov/meta`. Its optional fragment index
 * (`mfra`), which counts positions from the start, is dropped, since the movie box grows.
 */
export function withPlaceInMovie(mp4: Buffer): Buffer {
  const boxes = topLevelBoxes(mp4).filter(([type]) => type !== 'mfra');
  if (boxes.some(([type]) => type === 'moof') === false) throw new Error('expected a fragmented MP4');
  return Buffer.concat(
    boxes.map(([type, offset, size]) => {
      const original = mp4.subarray(offset, offset + size);
      if (type !== 'moov') return original;
      return box('moov', original.subarray(8), box('udta', placeAtom()), appleLocationMeta());
    }),
  );
}

// WebM (EBML) -------------------------------------------------------------------------------------

/** An EBML element: its id's bytes, its size on `sizeLength` bytes, its content. */
export function element(id: number, content: Buffer, sizeLength = 8): Buffer {
  // An EBML id's first byte is at least 0x10, so its hex digits come in pairs.
  const idBytes = Buffer.from(id.toString(16), 'hex');
  const size = Buffer.alloc(sizeLength);
  let rest = content.length;
  for (let index = sizeLength - 1; index >= 0; index -= 1) {
    size[index] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  size[0] = (size[0] ?? 0) | (0x100 >> sizeLength);
  return Buffer.concat([idBytes, size, content]);
}

const EBML_HEADER = element(
  0x1a45dfa3,
  Buffer.concat([element(0x4286, Buffer.of(1), 1), element(0x4282, latin1('webm'), 1)]),
  1,
);
/** A Segment of unknown size, as a recording in progress writes it: its children simply follow. */
const SEGMENT_OF_UNKNOWN_SIZE = Buffer.from([
  0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
]);

/** A Tags element naming the place, its size on `sizeLength` bytes. */
export const placeTags = (sizeLength = 8): Buffer =>
  element(
    0x1254c367,
    element(
      0x7373,
      Buffer.concat([
        element(0x63c0, Buffer.alloc(0)),
        element(
          0x67c8,
          Buffer.concat([element(0x45a3, latin1('LOCATION')), element(0x4487, latin1(LOCATION))]),
        ),
      ]),
    ),
    sizeLength,
  );

/** An attached cover picture whose name says the place. */
const placeAttachment = () =>
  element(
    0x1941a469,
    element(
      0x61a7,
      Buffer.concat([
        element(0x466e, latin1(`cover ${LOCATION}.jpg`)),
        element(0x4660, latin1('image/jpeg')),
        element(0x465c, Buffer.alloc(64, 0x33)),
      ]),
    ),
  );

/**
 * A WebM in the shape of a recording: a Segment and a Cluster of unknown size, with Tags (sizes on 1
 * and on 8 bytes) and an attachment naming the place, before and after the cluster.
 */
export function locatedWebm(): Buffer {
  const cluster = Buffer.concat([
    Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    element(0xe7, Buffer.of(0), 1),
    element(0xa3, Buffer.alloc(300, 0x42), 2),
  ]);
  return Buffer.concat([
    EBML_HEADER,
    SEGMENT_OF_UNKNOWN_SIZE,
    element(0x1549a966, element(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40]), 1)),
    placeTags(1),
    cluster,
    placeTags(8),
    placeAttachment(),
  ]);
}

/** A recorded WebM with the place added as Tags at its end (its Segment's size, when known, grows). */
export function withPlaceTags(webm: Buffer): Buffer {
  const segment = webm.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67]));
  const tags = placeTags();
  const sizeByte = webm[segment + 4] ?? 0;
  const copy = Buffer.concat([webm, tags]);
  if (sizeByte === 0x01 && !webm.subarray(segment + 5, segment + 12).every((byte) => byte === 0xff)) {
    const size = webm.readUIntBE(segment + 6, 6) + tags.length;
    copy.writeUIntBE(size, segment + 6, 6);
  } else if (sizeByte !== 0x01) {
    throw new Error('expected a Segment size on 8 bytes');
  }
  return copy;
}

// GIF ---------------------------------------------------------------------------------------------

const gifExtension = (label: number, ...subBlocks: Buffer[]) =>
  Buffer.concat([
    Buffer.from([0x21, label]),
    ...subBlocks.map((block) => Buffer.concat([Buffer.of(block.length), block])),
    Buffer.of(0),
  ]);

/**
 * A two-frame animated GIF that names the place in a comment, an XMP application extension and a
 * plain-text block, beside its loop count and frame timings.
 */
export async function locatedGif(): Promise<Buffer> {
  const frame = (grey: number) =>
    sharp({ create: { width: 16, height: 16, channels: 3, background: { r: grey, g: grey, b: grey } } })
      .png()
      .toBuffer();
  const animated = await sharp([await frame(0x20), await frame(0xe0)], { join: { animated: true } })
    .gif({ loop: 0, delay: [100, 100] })
    .toBuffer();
  const packed = animated[10] ?? 0;
  const screenEnd = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const extras = Buffer.concat([
    gifExtension(0xfe, latin1(`Taken at ${LOCATION}`)),
    gifExtension(0xff, latin1('XMP DataXMP'), latin1(`<exif:GPSLatitude>${LOCATION}</exif:GPSLatitude>`)),
    gifExtension(0xf9, Buffer.from([0, 0, 0, 0])),
    gifExtension(0x01, Buffer.alloc(12), latin1(LOCATION)),
  ]);
  return Buffer.concat([animated.subarray(0, screenEnd), extras, animated.subarray(screenEnd)]);
}

/** The 35-byte GIF of the security test: a 65,535 × 65,535 screen around one 1×1 frame. */
export function gifScreenBomb(): Buffer {
  return Buffer.concat([
    latin1('GIF89a'),
    Buffer.from([0xff, 0xff, 0xff, 0xff, 0x80, 0, 0]),
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from([2, 2, 0x44, 0x01, 0]),
    Buffer.of(0x3b),
  ]);
}
