import { createRequire } from 'node:module';
import path from 'node:path';
import { lagosToday } from '@safa/contract';
import sharp from 'sharp';
import { createWorker } from 'tesseract.js';
import { type PassportZone, readZone, zoneLinesOf } from './passport-zone';

const require = createRequire(import.meta.url);

/** Tesseract's English model, from its npm package (never downloaded at run time). */
const LANGUAGE_DATA = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** The characters of a machine-readable zone: reading nothing else keeps `<` from becoming `K`. */
const ZONE_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/** The width a passport page is read at: the zone's letters are then the height Tesseract reads best. */
const READ_WIDTH = 1400;

/**
 * Reads a passport page's machine-readable zone with Tesseract (in a worker thread of its own, off
 * the event loop), grey and at one width; undefined when no zone is found or it is no passport's.
 */
export async function readPassportPage(picture: Buffer, now = new Date()): Promise<PassportZone | undefined> {
  const prepared = await sharp(picture, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: READ_WIDTH, withoutEnlargement: false })
    .greyscale()
    .normalise()
    .png()
    .toBuffer();
  const worker = await createWorker('eng', 1, { langPath: LANGUAGE_DATA, cacheMethod: 'none' });
  try {
    await worker.setParameters({ tessedit_char_whitelist: ZONE_CHARACTERS });
    const { data } = await worker.recognize(prepared);
    const lines = zoneLinesOf(data.text);
    return lines && readZone(lines, lagosToday(now));
  } finally {
    await worker.terminate();
  }
}
