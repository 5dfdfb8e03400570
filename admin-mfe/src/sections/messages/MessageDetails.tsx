import { categoryLabel, type Message, replyLinks } from '@safa/contract';
import { Button, formatDate, Modal } from '@safa/shared-ui';
import styled from 'styled-components';
import { ContactDetails } from '../../common/ContactDetails';
import { DetailList } from '../../common/layout';
import { OneTapLinks } from '../../common/OneTapLinks';
import { WhatsAppReply } from './WhatsAppReply';

const Details = styled(DetailList)`
  margin: 0 0 1rem;
`;

const Replies = styled.div`
  margin: 0 0 1rem;
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
  /** A reply link was used: the section offers to mark the message Responded. */
  onReplied: (message: Message) => void;
}

const REPLY_LABELS = { whatsApp: 'Reply on WhatsApp', email: 'Reply by e-mail', call: 'Call' };

export function MessageDetails({ message, onClose, onReplied }: MessageDetailsProps) {
  return (
    <Modal title="Message Details" open={message !== null} onOpenChange={(open) => !open && onClose()}>
      {message ? (
        <>
          <Details>
            <ContactDetails contact={message} />
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
            {message.via ? (
              <>
                <dt>Sent as</dt>
                <dd>
                  <WhatsAppReply message={message} />
                </dd>
              </>
            ) : null}
          </Details>
          <Text>{message.message}</Text>
          <Replies>
            <OneTapLinks links={replyLinks(message)} labels={REPLY_LABELS} onUse={() => onReplied(message)} />
          </Replies>
          <Button type="button" $block onClick={onClose}>
            Close
          </Button>
        </>
      ) : null}
    </Modal>
  );
}
