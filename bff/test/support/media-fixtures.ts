import sharp from 'sharp';
import { renderSceneJpeg } from '../../src/seed/scene-image';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
/** An ISO base media `ftyp` box with these brands, then `rest`. */
const ftyp = (major: string, compatible: string[], rest: Buffer = Buffer.alloc(64)) =>
  Buffer.concat([
    u32(16 + 4 * compatible.length),
    ascii('ftyp'),
    ascii(major),
    u32(0),
    ...compatible.map(ascii),
    rest,
  ]);

/** Bytes that differ at every offset, so a wrong range shows. */
export function patternBytes(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  for (let index = 0; index < length; index += 1) bytes[index] = (index * 31 + seed) % 251;
  return bytes;
}

export const JPEG = renderSceneJpeg({
  width: 16,
  height: 12,
  skyTop: [10, 20, 200],
  skyBottom: [200, 220, 250],
  sun: [255, 255, 200],
  ground: [120, 90, 40],
  seed: 3,
});
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const WEBP = Buffer.concat([ascii('RIFF'), u32(0x24000000), ascii('WEBPVP8 '), Buffer.alloc(40)]);
export const AVIF = ftyp('avif', ['avif', 'mif1', 'miaf']);
/** An ISO base media `mdat` box declaring `size` bytes in all, of which `content` comes first. */
const mdat = (size: number, content: Buffer = Buffer.alloc(0)) =>
  Buffer.concat([u32(size), ascii('mdat'), content]);
const MP4_TYPE = ftyp('isom', ['isom', 'iso2', 'avc1', 'mp41'], Buffer.alloc(0));
export const MP4 = Buffer.concat([MP4_TYPE, mdat(8 + 4096, patternBytes(4096))]);
export const MOV = Buffer.concat([ftyp('qt  ', ['qt  '], Buffer.alloc(0)), mdat(8 + 64, Buffer.alloc(64))]);
/** The first bytes of an MP4 of `size` bytes in all: its type, then media data to the end. */
export const mp4Head = (size: number) => Buffer.concat([MP4_TYPE, mdat(size - MP4_TYPE.length)]);
/** An EBML header of the WebM doctype, then an empty Segment. */
export const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x8b, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  ascii('webm'),
  Buffer.from([0x18, 0x53, 0x80, 0x67, 0x80]),
]);
export const OGG = Buffer.concat([ascii('OggS'), Buffer.from([0, 2]), Buffer.alloc(58)]);

const u32le = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};
const u24le = (value: number) => u32le(value).subarray(0, 3);

/** A WebP of the extended format whose header declares a canvas of `width`×`height`, and nothing else. */
function webpCanvasHeader(width: number, height: number): Buffer {
  const vp8x = Buffer.concat([
    ascii('VP8X'),
    u32le(10),
    Buffer.alloc(4),
    u24le(width - 1),
    u24le(height - 1),
  ]);
  return Buffer.concat([ascii('RIFF'), u32le(4 + vp8x.length), ascii('WEBP'), vp8x]);
}

/** Pictures whose type is right but whose content cannot be decoded. */
export const DAMAGED_PICTURES: Record<string, { bytes: Buffer; mime: string }> = {
  'a JPEG cut in its tables': {
    bytes: Buffer.concat([JPEG.subarray(0, 200), Buffer.alloc(300, 0x55)]),
    mime: 'image/jpeg',
  },
  'a JPEG with its header only': {
    bytes: JPEG.subarray(0, JPEG.indexOf(Buffer.from([0xff, 0xda]))),
    mime: 'image/jpeg',
  },
  'a PNG cut after its header': {
    bytes: Buffer.concat([PNG.subarray(0, 40), Buffer.alloc(30, 0x11)]),
    mime: 'image/png',
  },
  'a WebP of a 16384×16384 canvas header': { bytes: webpCanvasHeader(16384, 16384), mime: 'image/webp' },
};

export const NOT_MEDIA = {
  text: ascii('hello, this is not a picture at all, just some words to fill the head.'),
  pdf: Buffer.concat([ascii('%PDF-1.7\n'), Buffer.alloc(60)]),
  heic: ftyp('heic', ['mif1', 'heic']),
  m4a: ftyp('M4A ', ['M4A ', 'mp42']),
  matroska: Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88]),
    ascii('matroska'),
    Buffer.alloc(48),
  ]),
  empty: Buffer.alloc(0),
};

/** Inline data as FileReader.readAsDataURL writes it. */
export const dataUrl = (bytes: Buffer, mime = 'application/octet-stream') =>
  `data:${mime};base64,${bytes.toString('base64')}`;

/** A JPEG followed by `size` bytes in total (JPEG readers stop at the end marker; the sniffer needs the head). */
export const jpegOfSize = (size: number) =>
  Buffer.concat([JPEG, Buffer.alloc(Math.max(0, size - JPEG.length))]);

/** Pictures are stored re-encoded (upright, without metadata): the same picture, not the same bytes. */
export async function expectSamePicture(served: Buffer, uploaded: Buffer): Promise<void> {
  const [got, sent] = await Promise.all([sharp(served).metadata(), sharp(uploaded).metadata()]);
  expect({ format: got.format, width: got.width, height: got.height }).toEqual({
    format: sent.format,
    width: sent.width,
    height: sent.height,
  });
}
