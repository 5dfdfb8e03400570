/**
 * A photo of a transfer's receipt, made lighter before it is sent: a phone's photo is 3 to 5 MB, 40 s
 * at 750 kb/s, when 2000 px on its longest side keep every figure readable at a tenth of that.
 */

/** The longest side a photo proof is sent at. */
export const PROOF_LONGEST_SIDE = 2000;

/** JPEG's quality: a receipt's small print stays sharp. */
const JPEG_QUALITY = 0.85;

/** The same name, as a JPEG's: `transfer.png` → `transfer.jpg`. */
const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'proof'}.jpg`;

/** The browser's drawing of a picture, upright as the camera held it, or none it cannot draw. */
async function drawingOf(file: File): Promise<ImageBitmap | undefined> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return undefined;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return undefined;
  }
}

/**
 * `file` as a JPEG at most `PROOF_LONGEST_SIDE` on its longest side, on white (a screenshot's
 * transparency would turn black); as it is when it is no picture the browser draws (a PDF), or when
 * the JPEG would be no lighter.
 */
export async function reducedPhoto(file: File): Promise<File> {
  const drawing = await drawingOf(file);
  if (!drawing) return file;
  const scale = Math.min(1, PROOF_LONGEST_SIDE / Math.max(drawing.width, drawing.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(drawing.width * scale);
  canvas.height = Math.round(drawing.height * scale);
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(drawing, 0, 0, canvas.width, canvas.height);
  }
  drawing.close();
  const jpeg = context
    ? await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY))
    : null;
  return jpeg && jpeg.size < file.size ? new File([jpeg], jpegName(file.name), { type: 'image/jpeg' }) : file;
}
