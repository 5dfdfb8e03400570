import type { IncomingMessage } from 'node:http';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from '@safa/contract';
import { Types } from 'mongoose';
import type { DocumentStorage } from '../../config';
import { NotFound } from '../../errors';
import type { Logger } from '../../logger';
import { BookingModel } from '../bookings/booking.model';
import { hashOfLink } from '../bookings/booking-link';
import { gridFsBucket, newFileId, storeBytes } from '../media/gridfs-bucket';
import { type CleanFile, cleanPrivateFile, readOneFile } from '../private-files/private-file';
import type { PrivateFile } from '../private-files/send-private-file';
import { makeRoom } from '../private-files/storage-cap';
import { DOCUMENT_NOT_FOUND } from './traveller-edits';

/**
 * Travellers' documents (passport pages, photos, vaccination certificates): their own bucket, which
 * no media route reads; a document is served only through its booking's private link or to the admin.
 */
export const documentFiles = gridFsBucket('traveller_documents');

const documentIdOf = (id: string): Types.ObjectId => {
  if (!Types.ObjectId.isValid(id)) throw new NotFound(DOCUMENT_NOT_FOUND);
  return new Types.ObjectId(id);
};

async function fileOf(id: Types.ObjectId): Promise<PrivateFile> {
  const file = await documentFiles.find(id);
  if (!file) throw new NotFound(DOCUMENT_NOT_FOUND);
  return { file, open: () => documentFiles.open(id) };
}

/** A document of the booking whose link carries `token`: no other booking's. */
export async function documentByLink(token: string, documentId: string): Promise<PrivateFile> {
  const id = documentIdOf(documentId);
  if (!(await BookingModel.exists({ linkHash: hashOfLink(token), 'travellers.documents.id': id }))) {
    throw new NotFound(DOCUMENT_NOT_FOUND);
  }
  return fileOf(id);
}

/** Any document, for the admin. */
export async function documentForAdmin(documentId: string): Promise<PrivateFile> {
  const id = documentIdOf(documentId);
  if (!(await BookingModel.exists({ 'travellers.documents.id': id }))) throw new NotFound(DOCUMENT_NOT_FOUND);
  return fileOf(id);
}

/**
 * The document of an upload (`document`), read, cleaned like a transfer proof and stored under a new
 * id, within the documents' storage cap (507 beyond). The caller lists it on its traveller, or
 * deletes it when that is refused.
 */
export async function storeDocument(
  req: IncomingMessage,
  { storage, logger, bookingId }: { storage: DocumentStorage; logger: Logger; bookingId: Types.ObjectId },
): Promise<CleanFile & { id: Types.ObjectId }> {
  const room = (bytes: number) =>
    makeRoom(
      documentFiles,
      { maxBytes: storage.maxBytes, bytes },
      {
        logger,
        refusal: 'Documents cannot be received just now: please send it to the agency on WhatsApp.',
        setting: 'DOCUMENT_STORAGE_MAX_MB',
      },
    );
  await room(1);
  const upload = await readOneFile(req, {
    field: 'document',
    maxBytes: DOCUMENT_LIMITS.bytes,
    tooLarge: DOCUMENT_MESSAGES.tooLarge,
    missing: 'Choose the picture or PDF of the document.',
  });
  const document = await cleanPrivateFile(upload.bytes, upload.fileName, {
    refusal: 'A document must be a picture (JPEG, PNG, WebP) or a PDF.',
    fallbackName: 'document',
  });
  await room(document.bytes.length);
  const id = newFileId();
  await storeBytes(
    documentFiles,
    document.bytes,
    { filename: document.fileName, contentType: document.contentType, metadata: { bookingId } },
    id,
  );
  return { ...document, id };
}
