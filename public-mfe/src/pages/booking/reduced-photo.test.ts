import { File as NodeFile } from 'node:buffer';
import { PROOF_LONGEST_SIDE, reducedPhoto } from './reduced-photo';

/** A file as the customer picks it, `bytes` large. */
function picked(name: string, type: string, bytes: number): File {
  const file = new NodeFile(['…'], name, { type }) as unknown as File;
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** What the canvas drew, as the browser would encode it: a JPEG of `bytes` bytes. */
function canvasEncodingAs(bytes: number) {
  const drawn: Array<{ width: number; height: number }> = [];
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return {
      fillStyle: '',
      fillRect: () => undefined,
      drawImage: () => drawn.push({ width: this.width, height: this.height }),
    } as unknown as CanvasRenderingContext2D;
  });
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback, type) => callback(new Blob(['x'.repeat(bytes)], { type: type ?? '' })));
  return drawn;
}

/** The browser draws each picture `width` × `height`. */
function picturesAre(width: number, height: number) {
  const close = jest.fn();
  const draw = jest.fn(async () => ({ width, height, close }) as unknown as ImageBitmap);
  globalThis.createImageBitmap = draw as unknown as typeof createImageBitmap;
  return { draw, close };
}

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(globalThis, 'createImageBitmap');
});

describe('a photo proof made lighter before it is sent', () => {
  it('is a JPEG 2000 px on its longest side, upright, its name a JPEG’s', async () => {
    const { draw, close } = picturesAre(4000, 3000);
    const drawn = canvasEncodingAs(300_000);
    const original = picked('IMG_2024.png', 'image/png', 3_500_000);
    const photo = await reducedPhoto(original);
    expect(drawn).toEqual([{ width: PROOF_LONGEST_SIDE, height: 1500 }]);
    expect(photo).not.toBe(original);
    expect([photo.name, photo.type]).toEqual(['IMG_2024.jpg', 'image/jpeg']);
    expect(draw).toHaveBeenCalledWith(expect.anything(), { imageOrientation: 'from-image' });
    expect(close).toHaveBeenCalled();
  });

  it('keeps a small picture’s size, and the picture itself when the JPEG would be no lighter', async () => {
    picturesAre(900, 1200);
    const drawn = canvasEncodingAs(200_000);
    const small = picked('receipt.jpg', 'image/jpeg', 150_000);
    expect(await reducedPhoto(small)).toBe(small);
    expect(drawn).toEqual([{ width: 900, height: 1200 }]);
  });

  it('sends a PDF, and a picture the browser cannot draw, as they are', async () => {
    const { draw } = picturesAre(4000, 3000);
    const pdf = picked('statement.pdf', 'application/pdf', 3_500_000);
    expect(await reducedPhoto(pdf)).toBe(pdf);
    expect(draw).not.toHaveBeenCalled();
    draw.mockRejectedValueOnce(new Error('The source image could not be decoded.'));
    const odd = picked('scan.webp', 'image/webp', 3_500_000);
    expect(await reducedPhoto(odd)).toBe(odd);
  });
});
