import { categoryLabel, type Message, replyLinks } from '@safa/contract';
import { Button, formatDate, Modal } from '@safa/shared-ui';
import styled from 'styled-components';

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

const Replies = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1rem;
`;

const Reply = styled.a`
  padding: 0.55rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.primaryDark}; }
`;

interface MessageDetailsProps {
  message: Message | null;
  onClose: () => void;
  /** A reply link was used: the section offers to mark the message Responded. */
  onReplied: (message: Message) => void;
}

/** Answer in one tap: WhatsApp (when the number is understood), e-mail, or a call. */
function ReplyLinks({ message, onReplied }: { message: Message; onReplied: (message: Message) => void }) {
  const links = replyLinks(message);
  const replied = () => onReplied(message);
  return (
    <Replies>
      {links.whatsApp ? (
        <Reply href={links.whatsApp} target="_blank" rel="noopener noreferrer" onClick={replied}>
          Reply on WhatsApp
        </Reply>
      ) : null}
      <Reply href={links.email} onClick={replied}>
        Reply by e-mail
      </Reply>
      {links.call ? (
        <Reply href={links.call} onClick={replied}>
          Call
        </Reply>
      ) : null}
    </Replies>
  );
}

export function MessageDetails({ message, onClose, onReplied }: MessageDetailsProps) {
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
          <ReplyLinks message={message} onReplied={onReplied} />
          <Button type="button" $block onClick={onClose}>
            Close
          </Button>
        </>
      ) : null}
    </Modal>
  );
}
