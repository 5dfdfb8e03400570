import { PDFDocument, PDFName } from 'pdf-lib';
import { InvalidInput, TooLarge } from '../../../errors';
import { removeActiveContent, removeUnreachable } from './active-content';
import { countPdfObjects } from './object-count';

const UNREADABLE = 'The PDF could not be read: it is damaged or locked with a password.';

const tooComplex = (maxObjects: number) =>
  `This PDF has more than ${maxObjects.toLocaleString('en-NG')} parts, too many to check. Send a screenshot or a photo of your transfer instead.`;

/**
 * A PDF saved again with nothing that runs or carries content (see active-content.ts), and without
 * its document information (author, software, dates) and XMP metadata. One of more than `maxObjects`
 * objects is refused before it is parsed (counted again once parsed, for those hidden from the count);
 * one that cannot be parsed whole (damaged, encrypted) is refused too.
 */
export async function cleanPdf(bytes: Buffer, maxObjects: number): Promise<Buffer> {
  if (countPdfObjects(bytes) > maxObjects) throw new TooLarge(tooComplex(maxObjects));
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true }).catch(
    () => {
      throw new InvalidInput(UNREADABLE);
    },
  );
  const { context } = pdf;
  if (context.enumerateIndirectObjects().length > maxObjects) throw new TooLarge(tooComplex(maxObjects));
  pdf.catalog.delete(PDFName.of('Metadata'));
  context.trailerInfo.Info = undefined;
  removeActiveContent(context);
  removeUnreachable(context);
  return Buffer.from(await pdf.save({ updateFieldAppearances: false }));
}
