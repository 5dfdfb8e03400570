import type { Proof } from '@safa/contract';
import { Button, Modal } from '@safa/shared-ui';
import styled from 'styled-components';
import { useObjectUrl } from '../../../common/useObjectUrl';
import { useProofFile } from './usePayments';

const Viewer = styled.div`
  display: grid;
  gap: 1rem;
  p { margin: 0; }
`;

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70dvh;
  margin: 0 auto;
  object-fit: contain;
`;

/**
 * A transfer proof, fetched with the admin token (it has no public address): a picture in the dialog,
 * a PDF in a new tab of the browser's own viewer.
 */
export function ProofViewer({ proof, onClose }: { proof: Proof; onClose: () => void }) {
  const { data: file, error } = useProofFile(proof.id);
  const url = useObjectUrl(file);
  const title = `Transfer proof ${proof.fileName}`;

  let content = <p>{error ? 'The proof could not be loaded.' : 'Loading the proof…'}</p>;
  if (url && proof.contentType === 'application/pdf') {
    content = (
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the PDF
        </a>{' '}
        (in a new tab)
      </p>
    );
  } else if (url) {
    content = <Picture src={url} alt={title} />;
  }

  return (
    <Modal title={title} open onOpenChange={(open) => !open && onClose()} width="48rem">
      <Viewer>
        {content}
        <Button type="button" $block onClick={onClose}>
          Close
        </Button>
      </Viewer>
    </Modal>
  );
}
