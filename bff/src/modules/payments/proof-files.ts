import type { IncomingMessage } from 'node:http';
import { PAYMENT_MESSAGES, PROOF_LIMITS } from '@safa/contract';
import { gridFsBucket } from '../media/gridfs-bucket';
import { type CleanFile, cleanPrivateFile, readOneFile } from '../private-files/private-file';

/**
 * Transfer proofs: their own bucket, which no media route reads. A proof is served only through its
 * booking's private link or to the admin (see payment.routes.ts).
 */
export const proofFiles = gridFsBucket('payment_proofs');

/** What a proof's bytes are (never what the client says), cleaned of their metadata; else refused. */
export const cleanProof = (bytes: Buffer, fileName: string): Promise<CleanFile> =>
  cleanPrivateFile(bytes, fileName, {
    refusal: 'A proof must be a picture (JPEG, PNG, WebP) or a PDF.',
    fallbackName: 'proof',
  });

/** The one file (`proof`) of a multipart upload, read whole: it is at most PROOF_LIMITS.bytes. */
export const readProofUpload = (req: IncomingMessage): Promise<{ bytes: Buffer; fileName: string }> =>
  readOneFile(req, {
    field: 'proof',
    maxBytes: PROOF_LIMITS.bytes,
    tooLarge: PAYMENT_MESSAGES.proofTooLarge,
    missing: 'Choose the picture or PDF of your transfer.',
  });
