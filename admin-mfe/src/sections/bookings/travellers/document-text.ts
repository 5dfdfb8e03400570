import { DOCUMENT_KIND_LABELS, type TravellerDocument } from '@safa/contract';

/** 'Passport photo page', 'Meningococcal ACWY vaccination certificate'. */
export const documentTitle = (document: Pick<TravellerDocument, 'kind' | 'vaccine'>): string =>
  document.vaccine ? `${document.vaccine} vaccination certificate` : DOCUMENT_KIND_LABELS[document.kind];

/**
 * What a passport page's machine-readable zone said against the details typed, once read: a mismatch
 * plainly, never corrected. Undefined for another document, or one not read (yet, or a PDF).
 */
export function passportReadingText({
  kind,
  mrz,
}: Pick<TravellerDocument, 'kind' | 'mrz'>): string | undefined {
  if (kind !== 'passport_scan' || !mrz) return undefined;
  if (!mrz.read) return 'Its machine-readable zone could not be read: check the page by eye.';
  if (mrz.mismatches.length === 0) return 'It matches the details typed.';
  return `The passport page does not match the ${mrz.mismatches.join(', ')} typed.`;
}
