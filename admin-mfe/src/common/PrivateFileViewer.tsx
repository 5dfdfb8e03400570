import { Button, Modal } from '@safa/shared-ui';
import styled from 'styled-components';
import { useObjectUrl } from './useObjectUrl';

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

interface PrivateFileViewerProps {
  title: string;
  /** What the file is, as 'Loading the …' says it: 'proof'. */
  what: string;
  contentType: string;
  /** The file, once fetched with the admin token. */
  file: Blob | undefined;
  failed: boolean;
  onClose: () => void;
}

/**
 * A file a customer sent for the agency's eyes alone (it has no public address), fetched with the
 * admin token: a picture in the dialog, a PDF in a new tab of the browser's own viewer.
 */
export function PrivateFileViewer({
  title,
  what,
  contentType,
  file,
  failed,
  onClose,
}: PrivateFileViewerProps) {
  const url = useObjectUrl(file);

  let content = <p>{failed ? `The ${what} could not be loaded.` : `Loading the ${what}…`}</p>;
  if (url && contentType === 'application/pdf') {
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
