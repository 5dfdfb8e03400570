import { element, locatedWebm, namesThePlace, placeTags } from '@safa/test-support/located-media';
import { InvalidInput } from '../../src/errors';
import { withoutWebmMetadata } from '../../src/modules/media/cleaning/webm';
import { throughChunks } from '../support/chunked';

const clean = (bytes: Buffer, chunkSize?: number) => throughChunks(withoutWebmMetadata, bytes, chunkSize);
const VOID = 0xec;

describe('a WebM streamed without its metadata', () => {
  it('names no place and keeps its length, with every other element where it was', async () => {
    const bytes = locatedWebm();
    expect(namesThePlace(bytes)).toBe(true);
    const cleaned = await clean(bytes);
    expect(namesThePlace(cleaned)).toBe(false);
    expect(cleaned.length).toBe(bytes.length);
    const cluster = bytes.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    const clusterEnd = bytes.indexOf(placeTags(8));
    expect(cleaned.subarray(0, bytes.indexOf(placeTags(1)))).toEqual(
      bytes.subarray(0, bytes.indexOf(placeTags(1))),
    );
    expect(cleaned.subarray(cluster, clusterEnd)).toEqual(bytes.subarray(cluster, clusterEnd));
  });

  it.each([1, 8])(
    'makes Tags whose size takes %i byte(s) a Void element of the same length, full of zeros',
    async (sizeLength) => {
      const tags = placeTags(sizeLength);
      const after = element(0x1c53bb6b, Buffer.alloc(10, 0x11)); // Cues, which must stay where they are
      const cleaned = await clean(Buffer.concat([tags, after]));
      expect(cleaned.length).toBe(tags.length + after.length);
      expect(cleaned[0]).toBe(VOID);
      // The Void's own size says where the next element starts.
      const sizeLength_ = 8 - Math.floor(Math.log2(cleaned[1] ?? 1));
      let size = (cleaned[1] ?? 0) & (0xff >> sizeLength_);
      for (const byte of cleaned.subarray(2, 1 + sizeLength_)) size = size * 256 + byte;
      expect(1 + sizeLength_ + size).toBe(tags.length);
      expect(cleaned.subarray(1 + sizeLength_, tags.length).every((byte) => byte === 0)).toBe(true);
      expect(cleaned.subarray(tags.length)).toEqual(after);
    },
  );

  it.each([1, 5, 4096])('yields the same bytes from chunks of %i bytes', async (chunkSize) => {
    expect(await clean(locatedWebm(), chunkSize)).toEqual(await clean(locatedWebm()));
  });

  const whole = locatedWebm();
  it.each([
    ['cut inside an element', whole.subarray(0, whole.length - 20)],
    ['with an element id of no valid length', Buffer.concat([whole, Buffer.of(0x00, 0x81)])],
    ['with Tags of unknown size', Buffer.concat([whole, Buffer.from([0x12, 0x54, 0xc3, 0x67, 0xff])])],
  ])('refuses a file %s as damaged (400)', async (_what, bytes) => {
    await expect(clean(bytes)).rejects.toThrow(
      new InvalidInput('A video could not be read: its file is damaged or incomplete.'),
    );
  });
});
