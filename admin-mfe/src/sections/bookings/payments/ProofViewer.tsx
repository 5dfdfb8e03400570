import type { Proof } from '@safa/contract';
import { PrivateFileViewer } from '../../../common/PrivateFileViewer';
import { useProofFile } from './usePayments';

/** A transfer proof, fetched with the admin token (it has no public address). */
export function ProofViewer({ proof, onClose }: { proof: Proof; onClose: () => void }) {
  const { data: file, error } = useProofFile(proof.id);
  return (
    <PrivateFileViewer
      title={`Transfer proof ${proof.fileName}`}
      what="proof"
      contentType={proof.contentType}
      file={file}
      failed={Boolean(error)}
      onClose={onClose}
    />
  );
}
