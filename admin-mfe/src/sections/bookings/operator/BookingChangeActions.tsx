import { type Booking, ENDED_STATUSES } from '@safa/contract';
import { Button } from '@safa/shared-ui';
import { useState } from 'react';
import { EditBookingDialog } from './EditBookingDialog';
import { MoveBookingDialog } from './MoveBookingDialog';

/** A booking's changes by the operator: its details, or its departure; none once it has ended. */
export function BookingChangeActions({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState<'edit' | 'move'>();
  if (ENDED_STATUSES.includes(booking.status)) return null;
  const close = () => setOpen(undefined);
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen('edit')}>
        Edit details
      </Button>
      <Button type="button" $variant="secondary" onClick={() => setOpen('move')}>
        Move to another departure
      </Button>
      {open === 'edit' ? <EditBookingDialog booking={booking} onClose={close} /> : null}
      {open === 'move' ? <MoveBookingDialog booking={booking} onClose={close} /> : null}
    </>
  );
}
