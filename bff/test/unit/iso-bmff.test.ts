import { box, FTYP, locatedMp4, namesThePlace, topLevelBoxes } from '@safa/test-support/located-media';
import { InvalidInput, UnsupportedType } from '../../src/errors';
import { withoutIsoMetadata } from '../../src/modules/media/cleaning/iso-bmff';
import { throughChunks } from '../support/chunked';

const clean = (bytes: Buffer, chunkSize?: number) => throughChunks(withoutIsoMetadata, bytes, chunkSize);
const typesOf = (bytes: Buffer, start?: number, end?: number) =>
  topLevelBoxes(bytes, start, end).map(([type]) => type);

describe('an MP4 or MOV streamed without its metadata', () => {
  it('names no place, and keeps its length and its media data where the chunk offsets say', async () => {
    const { bytes, mediaOffset, media } = locatedMp4();
    expect(namesThePlace(bytes)).toBe(true);

    const cleaned = await clean(bytes);
    expect(namesThePlace(cleaned)).toBe(false);
    expect(cleaned.length).toBe(bytes.length);
    expect(cleaned.subarray(mediaOffset, mediaOffset + media.length)).toEqual(media);
    const stco = bytes.indexOf(Buffer.from('stco'));
    expect(cleaned.subarray(stco - 4, stco + 16)).toEqual(bytes.subarray(stco - 4, stco + 16));
  });

  it('turns user data, metadata, XMP and vendor boxes into free boxes of zeros, at every level', async () => {
    const { bytes } = locatedMp4();
    expect(typesOf(bytes)).toEqual(['ftyp', 'uuid', 'sefd', 'moov', 'mdat', 'udta']);
    const cleaned = await clean(bytes);
    expect(typesOf(cleaned)).toEqual(['ftyp', 'free', 'free', 'moov', 'mdat', 'free']);

    const [, moovOffset = 0, moovSize = 0] = topLevelBoxes(cleaned).find(([type]) => type === 'moov') ?? [];
    const movie = topLevelBoxes(cleaned, moovOffset + 8, moovOffset + moovSize);
    expect(movie.map(([type]) => type)).toEqual(['mvhd', 'trak', 'free', 'free']);
    const [, trakOffset = 0, trakSize = 0] = movie[1] ?? [];
    expect(typesOf(cleaned, trakOffset + 8, trakOffset + trakSize)).toEqual(['tkhd', 'free', 'mdia']);
    for (const [type, offset, size] of [...topLevelBoxes(cleaned), ...movie]) {
      if (type === 'free')
        expect(cleaned.subarray(offset + 8, offset + size).every((byte) => byte === 0)).toBe(true);
    }
  });

  it.each([1, 7, 4096])('yields the same bytes from chunks of %i bytes', async (chunkSize) => {
    const { bytes } = locatedMp4({ mediaSize: 20_000 });
    expect(await clean(bytes, chunkSize)).toEqual(await clean(bytes));
  });

  it('passes a file without metadata byte for byte', async () => {
    const plain = Buffer.concat([
      FTYP,
      box('moov', box('mvhd', Buffer.alloc(100))),
      box('mdat', Buffer.alloc(500, 9)),
    ]);
    expect(await clean(plain)).toEqual(plain);
  });

  it('reads 64-bit box sizes and a last box that runs to the end of the file', async () => {
    const media = Buffer.alloc(1000, 7);
    const large = Buffer.concat([Buffer.from([0, 0, 0, 1]), Buffer.from('mdat'), Buffer.alloc(8), media]);
    large.writeBigUInt64BE(BigInt(16 + media.length), 8);
    const toEnd = Buffer.concat([Buffer.alloc(4), Buffer.from('mdat'), media]);
    const xmpToEnd = Buffer.concat([Buffer.alloc(4), Buffer.from('uuid'), Buffer.from('+06.4281+003.4219/')]);
    expect(await clean(Buffer.concat([FTYP, large, toEnd]))).toEqual(Buffer.concat([FTYP, large, toEnd]));
    const cleaned = await clean(Buffer.concat([FTYP, large, xmpToEnd]));
    expect(namesThePlace(cleaned)).toBe(false);
    expect(cleaned.length).toBe(FTYP.length + large.length + xmpToEnd.length);
  });

  const { bytes: whole } = locatedMp4();
  const moov = whole.indexOf(Buffer.from('moov')) - 4;
  const overflowing = Buffer.from(whole);
  overflowing.writeUInt32BE(0xffff, moov + 8); // mvhd claims more than the movie box holds
  it.each([
    ['cut inside its media data', whole.subarray(0, whole.length - 100)],
    ['cut inside a box header', whole.subarray(0, whole.indexOf(Buffer.from('mdat')) - 2)],
    ['with a box larger than the one holding it', overflowing],
    [
      'with a box smaller than its own header',
      Buffer.concat([FTYP, Buffer.from([0, 0, 0, 4]), Buffer.from('free')]),
    ],
  ])('refuses a file %s as damaged (400)', async (_what, bytes) => {
    await expect(clean(bytes)).rejects.toThrow(
      new InvalidInput('A video could not be read: its file is damaged or incomplete.'),
    );
  });

  it("refuses a video carrying a track of the camera's GPS positions (415)", async () => {
    await expect(clean(locatedMp4({ trackFormat: 'gpmd' }).bytes)).rejects.toBeInstanceOf(UnsupportedType);
  });
});
