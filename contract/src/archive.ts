import { z } from 'zod';
import { timestampSchema } from './common';

/**
 * A package or departure that had bookings is archived rather than deleted: hidden from the public
 * (lists, pages, sitemap, search, new bookings), kept for the records (its bookings, their private
 * links, receipts, reports and manifests), and restored at will.
 */
export const archivedAtSchema = timestampSchema
  .optional()
  .describe('When it was archived (hidden from the public, kept for the records); absent while shown');

/** The operator's lists leave archived records out unless asked to show them. */
export const archivedQuery = z
  .enum(['hide', 'show'], { error: 'archived is hide or show.' })
  .default('hide')
  .describe('`show` lists archived records too (left out by default)');

export const ARCHIVE_MESSAGES = {
  bookedPackage: 'A package whose departures were booked cannot be deleted: archive it instead.',
} as const;
