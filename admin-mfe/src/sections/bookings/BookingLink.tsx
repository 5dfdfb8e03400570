import type { Booking } from '@safa/contract';
import { Button, CopyButton } from '@safa/shared-ui';
import styled from 'styled-components';
import { CellActions } from '../../common/layout';
import { Muted } from './booking-layout';
import { useSendLinkAgain } from './useBookings';

const Link = styled.p`
  margin: 0;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 0.85rem;
  overflow-wrap: anywhere;
  user-select: all;
`;

/**
 * The booking's private link, for the operator to copy into a chat, or to send again to the customer
 * (who lost it): whoever has it sees the booking, so it goes to the customer alone.
 */
export function BookingLink({ booking }: { booking: Booking }) {
  const sendAgain = useSendLinkAgain();
  return (
    <div>
      <h4>Private link</h4>
      <Link>{booking.manageUrl}</Link>
      <p>
        <Muted>It shows the booking to whoever has it: give it to the customer alone.</Muted>
      </p>
      <CellActions>
        <CopyButton text={booking.manageUrl} label="Copy the private link" />
        <Button
          type="button"
          $variant="secondary"
          disabled={sendAgain.isPending}
          onClick={() => sendAgain.run(booking.id)}
        >
          Send the link again
        </Button>
      </CellActions>
    </div>
  );
}
