import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { PAYABLE_STATUSES, PAYMENT_MESSAGES } from '@safa/contract';
import { Types, trusted } from 'mongoose';
import { Conflict, NotFound } from '../../errors';
import { BookingModel } from '../bookings/booking.model';
import type { LeanBooking } from '../bookings/booking-answers';
import { hashOfLink, LINK_NOT_VALID } from '../bookings/booking-link';
import { newFileId, type StoredFile, storeBytes } from '../media/gridfs-bucket';
import { cleanProof, proofFiles, readProofUpload } from './proof-files';

/** Proofs one booking keeps: more is a mistake or abuse (the customer can still write on WhatsApp). */
export const PROOFS_PER_BOOKING = 10;

const PROOF_NOT_FOUND = 'Proof not found.';

/** The bookings with a transfer proof the operator has not checked yet. */
export const WITH_PROOF_TO_CHECK = { proofs: trusted({ $elemMatch: { checkedAt: { $exists: false } } }) };

export interface ProofFile {
  file: StoredFile;
  open: () => Readable;
}

const toObjectId = (id: string) => {
  if (!Types.ObjectId.isValid(id)) throw new NotFound(PROOF_NOT_FOUND);
  return new Types.ObjectId(id);
};

async function fileOf(id: Types.ObjectId): Promise<ProofFile> {
  const file = await proofFiles.find(id);
  if (!file) throw new NotFound(PROOF_NOT_FOUND);
  return { file, open: () => proofFiles.open(id) };
}

/** Transfer proofs: uploaded through a booking's private link, read there or by the admin, checked by the admin. */
export const proofs = {
  /** Stores the customer's proof (cleaned of its metadata) and lists it on their booking. */
  async upload(token: string, req: IncomingMessage, now = new Date()): Promise<LeanBooking> {
    const booking = await BookingModel.findOne({ linkHash: hashOfLink(token) }).lean<LeanBooking>();
    if (!booking) throw new NotFound(LINK_NOT_VALID);
    if (!PAYABLE_STATUSES.includes(booking.status)) throw new Conflict(PAYMENT_MESSAGES.notPayable);
    if (booking.proofs.length >= PROOFS_PER_BOOKING) {
      throw new Conflict(
        `A booking takes at most ${PROOFS_PER_BOOKING} proofs: send more to the agency on WhatsApp.`,
      );
    }
    const upload = await readProofUpload(req);
    const proof = await cleanProof(upload.bytes, upload.fileName);
    const id = newFileId();
    await storeBytes(
      proofFiles,
      proof.bytes,
      { filename: proof.fileName, contentType: proof.contentType, metadata: { bookingId: booking._id } },
      id,
    );
    const listed = await BookingModel.findOneAndUpdate(
      { _id: booking._id, [`proofs.${PROOFS_PER_BOOKING - 1}`]: trusted({ $exists: false }) },
      {
        $push: {
          proofs: {
            id,
            fileName: proof.fileName,
            contentType: proof.contentType,
            size: proof.bytes.length,
            uploadedAt: now,
          },
        },
      },
      { returnDocument: 'after' },
    ).lean<LeanBooking>();
    if (!listed) {
      await proofFiles.delete(id);
      throw new Conflict(
        `A booking takes at most ${PROOFS_PER_BOOKING} proofs: send more to the agency on WhatsApp.`,
      );
    }
    return listed;
  },

  /** A proof of the booking whose link carries `token`: no other booking's. */
  async byLink(token: string, proofId: string): Promise<ProofFile> {
    const id = toObjectId(proofId);
    const booking = await BookingModel.exists({ linkHash: hashOfLink(token), 'proofs.id': id });
    if (!booking) throw new NotFound(PROOF_NOT_FOUND);
    return fileOf(id);
  },

  /** Any proof, for the admin. */
  async get(proofId: string): Promise<ProofFile> {
    const id = toObjectId(proofId);
    if (!(await BookingModel.exists({ 'proofs.id': id }))) throw new NotFound(PROOF_NOT_FOUND);
    return fileOf(id);
  },

  /** Marks a proof checked (a payment recorded for it, or the operator saw it was nothing to record). */
  async check(proofId: string, now = new Date()): Promise<LeanBooking> {
    const id = toObjectId(proofId);
    const booking = await BookingModel.findOneAndUpdate(
      { proofs: trusted({ $elemMatch: { id } }) },
      { $set: { 'proofs.$.checkedAt': now } },
      { returnDocument: 'after' },
    ).lean<LeanBooking>();
    if (!booking) throw new NotFound(PROOF_NOT_FOUND);
    return booking;
  },
};
