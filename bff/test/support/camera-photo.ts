import sharp from 'sharp';

/**
 * A stand-in for a phone camera's photo: 2400×1600, about 900 KB of JPEG, with the fine grain of a
 * real photo (a smooth picture would compress far better than what operators upload).
 */
export async function cameraPhoto({ width = 2400, height = 1600 } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 42;
  const grain = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return (state / 2 ** 32 - 0.5) * 72;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      const noise = grain();
      pixels[offset] = 40 + (x / width) * 180 + noise;
      pixels[offset + 1] = 90 + (y / height) * 120 + noise;
      pixels[offset + 2] = 200 - (x / width) * 120 + noise;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.9)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A small photo that says where it was taken (Lagos), in its EXIF GPS block. */
export function geotaggedPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7d44' } })
    .withExif({
      IFD0: { Make: 'Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 1650/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 3060/100',
      },
    })
    .jpeg()
    .toBuffer();
}

/** A valid PNG header claiming 65535×65535 pixels, with no pixels: decoding it would need gigabytes. */
export function pixelBombPng(): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(65535, 0);
  header.writeUInt32BE(65535, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.alloc(800)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A detailed photo (leaves, a crowd, patterned cloth): 2400×1600 with texture at every scale, the kind
 * that compresses worst. Its 960 px AVIF is about 61 KB, over a phone's 60 KB a picture.
 */
export async function detailedPhoto({ width = 2400, height = 1600 } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 7;
  const grain = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return (state / 2 ** 32 - 0.5) * 44;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      const noise = grain();
      const weave = Math.sin(x / 3.1) * Math.cos(y / 2.7) * 40 + Math.sin((x + y) / 5.3) * 30;
      pixels[offset] = 60 + (x / width) * 120 + noise + weave;
      pixels[offset + 1] = 110 + (y / height) * 90 + noise - weave;
      pixels[offset + 2] = 70 + noise + weave / 2;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.8)
    .jpeg({ quality: 90 })
    .toBuffer();
}
