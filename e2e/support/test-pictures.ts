/** Photos and screenshots made up for the journeys that upload pictures, drawn here with sharp. */
import sharp from 'sharp';

/** Where a geotagged photo says it was taken: Lagos, as EXIF writes degrees, minutes and seconds. */
const LAGOS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '6/1 27/1 1650/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '3/1 23/1 3060/100',
};

interface PhotoOptions {
  width: number;
  height: number;
  /** The spread of its grain (gaussian noise): the more grain, the worse it compresses. */
  grain: number;
  /** Whether its EXIF says where it was taken. */
  geotagged?: boolean;
}

/** A colour gradient under a grain, softened a little as a lens does, as a JPEG. */
async function photo({ width, height, grain, geotagged = false }: PhotoOptions): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<linearGradient id="sky" x2="1" y2="1"><stop stop-color="#285ac8"/><stop offset="1" stop-color="#dcd250"/></linearGradient>' +
      '<rect width="100%" height="100%" fill="url(#sky)"/></svg>',
  );
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: grain },
    },
  })
    .png()
    .toBuffer();
  const drawn = sharp(gradient)
    .composite([{ input: noise, blend: 'overlay' }])
    .blur(0.9);
  return (geotagged ? drawn.withExif({ IFD0: { Make: 'Phone' }, IFD3: LAGOS }) : drawn)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A phone camera's photo: 2400×1600 unless told, about 1 MB of JPEG, that serves small. */
export const cameraPhoto = ({ width = 2400, height = 1600 } = {}) => photo({ width, height, grain: 12 });

/**
 * A detailed photo (leaves, a crowd, patterned cloth), the kind that compresses worst: its 960 px AVIF
 * is over the 60 KB a picture may weigh on a phone (about 62 KB), its 800 px one under (about 37 KB).
 */
export const detailedPhoto = () => photo({ width: 2400, height: 1600, grain: 55 });

/** A small photo that says where it was taken (Lagos), in its EXIF GPS block. */
export const geotaggedPhoto = () => photo({ width: 640, height: 480, grain: 12, geotagged: true });

/** A phone's screenshot of a bank's transfer receipt, as a small PNG, named as the phone would send it. */
export async function transferScreenshot(name: string) {
  const buffer = await sharp({
    create: { width: 120, height: 200, channels: 3, background: { r: 30, g: 120, b: 80 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A scanned document (a passport's page, a vaccination card) as a phone sends it: a pale page, no zone to read. */
export async function scannedDocument(name: string) {
  const buffer = await sharp({
    create: { width: 640, height: 440, channels: 3, background: { r: 236, g: 240, b: 244 } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
