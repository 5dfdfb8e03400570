import type { IncomingMessage } from 'node:http';
import { Types } from 'mongoose';
import type { ProofStorage } from '../../config';
import { Conflict, NotFound } from '../../errors';
import type { Logger } from '../../logger';
import { BookingModel } from '../bookings/booking.model';
import type { LeanBooking } from '../bookings/booking-answers';
import { type BookingLife, PROOFS_PER_BOOKING } from '../bookings/booking-life';
import { hashOfLink } from '../bookings/booking-link';
import { newFileId, storeBytes } from '../media/gridfs-bucket';
import type { PrivateFile } from '../private-files/send-private-file';
import { cleanProof, proofFiles, readProofUpload } from './proof-files';
import { makeRoomForProof } from './proof-storage';

const PROOF_NOT_FOUND = 'Proof not found.';

/** A proof's id as a path gives it; an id that cannot be one is a proof not found. */
export const proofIdOf = (id: string): Types.ObjectId => {
  if (!Types.ObjectId.isValid(id)) throw new NotFound(PROOF_NOT_FOUND);
  return new Types.ObjectId(id);
};

async function fileOf(id: Types.ObjectId): Promise<PrivateFile> {
  const file = await proofFiles.find(id);
  if (!file) throw new NotFound(PROOF_NOT_FOUND);
  return { file, open: () => proofFiles.open(id) };
}

/** Transfer proofs: uploaded through a booking's private link, read there or by the admin. */
export const proofFilesOf = (
  life: BookingLife,
  { storage, logger }: { storage: ProofStorage; logger: Logger },
) => ({
  /**
   * Stores the customer's proof (cleaned of its metadata) and lists it on their booking, where it
   * waits for the operator (see booking-life.ts): on any booking, since money may come for one that
   * has ended too.
   */
  async upload(booking: LeanBooking, req: IncomingMessage, now = new Date()): Promise<LeanBooking> {
    if (booking.proofs.length >= PROOFS_PER_BOOKING) {
      throw new Conflict(
        `A booking takes at most ${PROOFS_PER_BOOKING} proofs: send more to the agency on WhatsApp.`,
      );
    }
    await makeRoomForProof(storage, 1, logger);
    const upload = await readProofUpload(req);
    const proof = await cleanProof(upload.bytes, upload.fileName);
    await makeRoomForProof(storage, proof.bytes.length, logger);
    const id = newFileId();
    await storeBytes(
      proofFiles,
      proof.bytes,
      { filename: proof.fileName, contentType: proof.contentType, metadata: { bookingId: booking._id } },
      id,
    );
    try {
      const { booking: listed } = await life.sendProof(
        booking._id,
        { id, fileName: proof.fileName, contentType: proof.contentType, size: proof.bytes.length },
        now,
      );
      return listed;
    } catch (error) {
      await proofFiles.delete(id);
      throw error;
    }
  },

  /** A proof of the booking whose link carries `token`: no other booking's. */
  async byLink(token: string, proofId: string): Promise<PrivateFile> {
    const id = proofIdOf(proofId);
    const booking = await BookingModel.exists({ linkHash: hashOfLink(token), 'proofs.id': id });
    if (!booking) throw new NotFound(PROOF_NOT_FOUND);
    return fileOf(id);
  },

  /** Any proof, for the admin. */
  async get(proofId: string): Promise<PrivateFile> {
    const id = proofIdOf(proofId);
    if (!(await BookingModel.exists({ 'proofs.id': id }))) throw new NotFound(PROOF_NOT_FOUND);
    return fileOf(id);
  },
});
