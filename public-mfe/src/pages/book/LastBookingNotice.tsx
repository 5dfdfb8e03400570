import { useBrowserValue } from '@safa/shared-ui';
import { Link } from 'react-router-dom';
import { GoodNews } from '../booking/booking-styles';
import { recentBookingOn, storedBooking } from './last-booking';

/** Back on a departure's form after booking it: which booking was made, and the way to it. */
export function LastBookingNotice({ departureId }: { departureId: string }) {
  const stored = useBrowserValue(storedBooking, () => null);
  const booking = recentBookingOn(departureId, stored, Date.now());
  if (!booking) return null;
  return (
    <GoodNews role="status">
      <strong>You booked {booking.reference} a moment ago</strong>
      <Link to={booking.path}>Open your booking</Link>
    </GoodNews>
  );
}
