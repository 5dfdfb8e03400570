import type { Message } from '@safa/contract';
import { Button, formatDate, Modal } from '@safa/shared-ui';
import styled from 'styled-components';
import { categoryLabel } from './message-labels';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.5rem 1rem;
  margin: 0 0 1rem;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Text = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

interface MessageDetailsProps {
  message: Message | null;
  onClose: () => void;
}

export function MessageDetails({ message, onClose }: MessageDetailsProps) {
  return (
    <Modal title="Message Details" open={message !== null} onOpenChange={(open) => !open && onClose()}>
      {message ? (
        <>
          <Details>
            <dt>Name</dt>
            <dd>{message.name}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${message.phone}`}>{message.phone}</a>
            </dd>
            <dt>Date</dt>
            <dd>{formatDate(message.createdAt, true)}</dd>
            <dt>Category</dt>
            <dd>{categoryLabel(message.category)}</dd>
            {message.packageTitle ? (
              <>
                <dt>Package</dt>
                <dd>{message.packageTitle}</dd>
              </>
            ) : null}
            <dt>Status</dt>
            <dd>{message.status}</dd>
          </Details>
          <Text>{message.message}</Text>
          <Button type="button" $block onClick={onClose}>
            Close
          </Button>
        </>
      ) : null}
    </Modal>
  );
}
