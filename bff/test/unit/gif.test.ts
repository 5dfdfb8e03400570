import { gifScreenBomb, locatedGif, namesThePlace } from '@safa/test-support/located-media';
import sharp from 'sharp';
import { InvalidInput } from '../../src/errors';
import { readGif } from '../../src/modules/media/cleaning/gif';

/** The extension labels of a GIF, in order, with the application names of application extensions. */
function extensionsOf(gif: Buffer): string[] {
  const found: string[] = [];
  const screenPacked = gif[10] ?? 0;
  let offset = 13 + (screenPacked & 0x80 ? 3 * 2 ** ((screenPacked & 0x07) + 1) : 0);
  const skipSubBlocks = (at: number) => {
    let position = at;
    while (gif[position]) position += (gif[position] ?? 0) + 1;
    return position + 1;
  };
  while (gif[offset] !== 0x3b) {
    if (gif[offset] === 0x21) {
      const label = gif[offset + 1] ?? 0;
      found.push(label === 0xff ? gif.toString('latin1', offset + 3, offset + 14) : label.toString(16));
      offset = skipSubBlocks(offset + 2);
    } else {
      const packed = gif[offset + 9] ?? 0;
      offset = skipSubBlocks(offset + 11 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0));
      found.push('frame');
    }
  }
  return found;
}

describe('reading a GIF', () => {
  it('keeps its frames, their timings and its loop count, and drops comments, text and other application data', async () => {
    const gif = await locatedGif();
    expect(namesThePlace(gif)).toBe(true);
    expect(extensionsOf(gif)).toEqual([
      'fe',
      'XMP DataXMP',
      'f9',
      '1',
      'NETSCAPE2.0',
      'f9',
      'frame',
      'f9',
      'frame',
    ]);

    const { withoutMetadata, screen, frames } = readGif(gif);
    expect(namesThePlace(withoutMetadata)).toBe(false);
    expect(extensionsOf(withoutMetadata)).toEqual(['NETSCAPE2.0', 'f9', 'frame', 'f9', 'frame']);
    expect(screen).toEqual({ width: 16, height: 16 });
    expect(frames).toEqual([
      { width: 16, height: 16 },
      { width: 16, height: 16 },
    ]);
    const [before, after] = await Promise.all(
      [gif, withoutMetadata].map((bytes) =>
        sharp(bytes, { animated: true }).raw().toBuffer({ resolveWithObject: true }),
      ),
    );
    expect(after?.data).toEqual(before?.data);
    const meta = await sharp(withoutMetadata).metadata();
    expect({ pages: meta.pages, loop: meta.loop, delay: meta.delay }).toEqual({
      pages: 2,
      loop: 0,
      delay: [100, 100],
    });
  });

  it('reports the screen a GIF declares, however small its frames', () => {
    const bomb = gifScreenBomb();
    expect(bomb.length).toBe(35);
    expect(readGif(bomb)).toMatchObject({
      screen: { width: 65535, height: 65535 },
      frames: [{ width: 1, height: 1 }],
    });
  });

  const bomb = gifScreenBomb();
  it.each([
    ['cut inside a frame', bomb.subarray(0, 30)],
    ['without any frame', Buffer.concat([bomb.subarray(0, 19), Buffer.of(0x3b)])],
    ['with an unknown block', Buffer.concat([bomb.subarray(0, 19), Buffer.of(0x99), bomb.subarray(19)])],
  ])('refuses a GIF %s as damaged (400)', (_what, bytes) => {
    expect(() => readGif(bytes)).toThrow(
      new InvalidInput('A picture could not be read: its file is damaged or incomplete.'),
    );
  });
});
