import { Types } from 'mongoose';
import { z } from 'zod';
import type { DataCipher } from '../../data-cipher';
import { NotFound } from '../../errors';
import type { BookingLife } from '../bookings/booking-life';
import { enqueueJob, type JobHandler } from '../jobs/job-queue';
import { readPassportPage } from './passport-ocr';
import type { PassportZone } from './passport-zone';
import { documentFiles } from './traveller-documents';
import { zoneRead } from './traveller-edits';

/** The job that reads a passport page's machine-readable zone, in the background (a second or two of OCR). */
export const PASSPORT_PAGE_JOB = 'read-passport-page';

const payloadSchema = z.object({ bookingId: z.string(), documentId: z.string() });

/** Queues the reading of a passport page just stored (once per page). */
export const readPassportPageLater = (
  bookingId: Types.ObjectId,
  documentId: Types.ObjectId,
): Promise<boolean> =>
  enqueueJob(`${PASSPORT_PAGE_JOB}:${documentId.toHexString()}`, PASSPORT_PAGE_JOB, {
    bookingId: bookingId.toHexString(),
    documentId: documentId.toHexString(),
  });

/**
 * Reads a queued passport page and notes on its document what the zone says (its passport number
 * sealed with the booking's, like the typed one). A page deleted meanwhile, or no longer on its
 * booking, is done with; run twice, it notes the same again.
 */
export function passportPageHandler(
  life: BookingLife,
  cipher: DataCipher,
  read: (picture: Buffer) => Promise<PassportZone | undefined> = readPassportPage,
): JobHandler {
  return async (payload) => {
    const { bookingId, documentId } = payloadSchema.parse(payload);
    const id = new Types.ObjectId(documentId);
    if (!(await documentFiles.find(id))) return;
    const zone = await read(await documentFiles.read(id));
    const { passportNumber, ...fields } = zone ?? {};
    const mrz = {
      read: zone !== undefined,
      ...fields,
      ...(passportNumber && { passportNumber: cipher.encrypt(passportNumber, bookingId) }),
    };
    try {
      await life.editTravellers({ _id: bookingId, 'travellers.documents.id': id }, (booking) =>
        zoneRead(booking, id, mrz),
      );
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
    }
  };
}
