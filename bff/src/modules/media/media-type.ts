export type MediaKind = 'image' | 'video';

export interface MediaType {
  mime: string;
  kind: MediaKind;
}

/** Enough leading bytes to recognise every supported format (an `ftyp` box lists its brands early). */
export const SNIFF_BYTES = 64;

const JPEG: MediaType = { mime: 'image/jpeg', kind: 'image' };
const PNG: MediaType = { mime: 'image/png', kind: 'image' };
const GIF: MediaType = { mime: 'image/gif', kind: 'image' };
const WEBP: MediaType = { mime: 'image/webp', kind: 'image' };
const AVIF: MediaType = { mime: 'image/avif', kind: 'image' };
const MP4: MediaType = { mime: 'video/mp4', kind: 'video' };
const QUICKTIME: MediaType = { mime: 'video/quicktime', kind: 'video' };
const WEBM: MediaType = { mime: 'video/webm', kind: 'video' };
const OGG: MediaType = { mime: 'video/ogg', kind: 'video' };

export const IMAGE_TYPES = [JPEG, PNG, GIF, WEBP, AVIF].map((type) => type.mime);
/** The videos stored: those whose metadata can be removed (Ogg is recognised, to be refused by name). */
export const VIDEO_TYPES = [MP4.mime, QUICKTIME.mime, WEBM.mime] as const;

/** ISO base media brands of MP4 video (not audio-only M4A, not HEIF pictures). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'M4V ',
  'M4VP',
  'f4v ',
  'mmp4',
  'MSNV',
]);
/** Major brands of audio-only ISO files, which also list MP4 brands as compatible. */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
/** Top-level QuickTime atoms that old .mov files start with instead of `ftyp`. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'pnot']);

const matches = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const text = (bytes: Uint8Array, offset: number, length: number): string =>
  Buffer.from(bytes.subarray(offset, offset + length)).toString('latin1');

/** The brands of an ISO base media `ftyp` box: the major brand, then the compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] {
  const boxEnd = Math.min(Buffer.from(bytes).readUInt32BE(0), bytes.length);
  const brands = [text(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(text(bytes, offset, 4));
  return brands;
}

function isoMediaType(bytes: Uint8Array): MediaType | undefined {
  const brands = ftypBrands(bytes);
  if (brands.includes('avif') || brands.includes('avis')) return AVIF;
  const [major = ''] = brands;
  if (major === 'qt  ') return QUICKTIME;
  if (AUDIO_BRANDS.has(major)) return undefined;
  return brands.some((brand) => MP4_BRANDS.has(brand)) ? MP4 : undefined;
}

/**
 * Recognises a file from its first bytes (give it at least SNIFF_BYTES when the file has them).
 * Whatever a client declares, only these bytes decide what a file is.
 */
export function detectMediaType(bytes: Uint8Array): MediaType | undefined {
  if (matches(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (matches(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  const start = text(bytes, 0, 6);
  if (start === 'GIF87a' || start === 'GIF89a') return GIF;
  if (start.startsWith('RIFF') && text(bytes, 8, 4) === 'WEBP') return WEBP;
  if (start.startsWith('OggS')) return OGG;
  // EBML (Matroska family): only the WebM doctype is a format browsers play.
  if (matches(bytes, [0x1a, 0x45, 0xdf, 0xa3]))
    return text(bytes, 4, SNIFF_BYTES).includes('webm') ? WEBM : undefined;
  const box = text(bytes, 4, 4);
  if (box === 'ftyp' && bytes.length >= 12) return isoMediaType(bytes);
  return QUICKTIME_ATOMS.has(box) ? QUICKTIME : undefined;
}

/** What a declared MIME type says a file is (image or video), if anything. */
export function kindOfMime(mime: string): MediaKind | undefined {
  const [family] = mime.split('/');
  return family === 'image' || family === 'video' ? family : undefined;
}
