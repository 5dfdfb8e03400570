import type { Message } from '@safa/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSectionPath } from '../../dashboard/section-paths';

const Note = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
`;

/** WhatsApp's place in the agency's colours: dark green on light green passes AA. */
const Tag = styled.span`
  padding: 0.05rem 0.5rem;
  border-radius: 0.75rem;
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primaryDark};
  background: ${({ theme }) => theme.colors.primaryLight};
`;

/**
 * A customer's reply on WhatsApp (`via: 'whatsapp'`) said as one, with a link to the booking of the
 * phone it came from when the BFF found one; nothing for an enquiry sent on the site.
 */
export function WhatsAppReply({ message }: { message: Message }) {
  const bookings = useSectionPath('bookings');
  if (message.via !== 'whatsapp') return null;
  return (
    <Note>
      <Tag>WhatsApp reply</Tag>
      {message.bookingId ? (
        <Link to={`${bookings}/${encodeURIComponent(message.bookingId)}`}>
          <span className="visually-hidden">Booking </span>
          {message.bookingReference ?? 'its booking'}
        </Link>
      ) : null}
    </Note>
  );
}
