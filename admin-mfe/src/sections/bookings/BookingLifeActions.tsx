import { type Booking, SEAT_HOLDING_STATUSES } from '@safa/contract';
import { Button } from '@safa/shared-ui';
import type { MoneyTarget } from './payments/money-form';
import { useCancelBooking, useReinstateBooking } from './useBookings';

interface BookingLifeActionsProps {
  booking: Booking;
  /** Opens the refund form: after cancelling, for what the booking had paid. */
  onRefund: (target: MoneyTarget) => void;
}

/**
 * Cancelling a booking that holds seats, leading straight to the refund of what it paid; or
 * reinstating one that was cancelled or expired.
 */
export function BookingLifeActions({ booking, onRefund }: BookingLifeActionsProps) {
  const cancelBooking = useCancelBooking();
  const reinstateBooking = useReinstateBooking();
  const { paid } = booking.amounts;

  const cancel = async () => {
    if (!(await cancelBooking.run(booking)) || paid <= 0) return;
    onRefund({ kind: 'refund', bookingId: booking.id, reason: 'booking_ended', amount: paid });
  };

  return SEAT_HOLDING_STATUSES.includes(booking.status) ? (
    <Button type="button" $variant="danger" disabled={cancelBooking.isPending} onClick={cancel}>
      Cancel booking
    </Button>
  ) : (
    <Button
      type="button"
      $variant="secondary"
      disabled={reinstateBooking.isPending}
      onClick={() => reinstateBooking.run(booking.id)}
    >
      Reinstate booking
    </Button>
  );
}
