import { call } from '@safa/api-client';
import type { Booking, BookingChange, Departure } from '@safa/contract';
import { formatDay } from '@safa/shared-ui';
import { errorAlert, refusalText, successAlert } from '../../../common/feedback';
import { useAdminMutation } from '../../../common/useAdminMutation';
import { seatsChanged } from '../useBookings';
import type { OperatorBookingBody } from './new-booking-form';

/** A refusal the form shows at its fields (`showAtFields` says whether it could), else in a dialog. */
const refusedWith = (showAtFields: (error: unknown) => boolean, fallback: string) => (error: unknown) =>
  showAtFields(error) ? undefined : errorAlert(refusalText(error, 400, 409) ?? fallback);

/** A booking made for a customer who phoned or walked in; `onBooked` goes on to it. */
export const useCreateOperatorBooking = (
  showAtFields: (error: unknown) => boolean,
  onBooked: (booking: Booking) => void,
) =>
  useAdminMutation({
    mutationKey: ['bookings', 'by-operator'],
    mutationFn: (body: OperatorBookingBody) => call('createOperatorBooking', { body }),
    invalidates: seatsChanged,
    success: (_body, booking) => successAlert(`Booking ${booking.reference} made`),
    onStored: onBooked,
    failure: refusedWith(showAtFields, 'Failed to make the booking'),
  });

/** A booking's contact, room and travellers as they are to be; too few seats is shown at the form. */
export const useChangeBooking = (showAtFields: (error: unknown) => boolean) =>
  useAdminMutation({
    mutationKey: ['bookings', 'change'],
    mutationFn: ({ id, body }: { id: string; body: BookingChange }) => call('changeBooking', { id, body }),
    invalidates: seatsChanged,
    success: successAlert('Details saved', 'The booking’s price follows its room and travellers.'),
    failure: refusedWith(showAtFields, 'Failed to save the booking’s details'),
  });

interface Move {
  booking: Pick<Booking, 'id' | 'reference'>;
  to: Pick<Departure, 'id' | 'departsOn'>;
}

/** A booking moved to another departure of its package, once the operator confirms. */
export const useMoveBooking = (showInPlace: (error: unknown) => boolean) =>
  useAdminMutation({
    mutationKey: ['bookings', 'move'],
    mutationFn: ({ booking, to }: Move) =>
      call('moveBooking', { id: booking.id, body: { departureId: to.id } }),
    invalidates: seatsChanged,
    confirm: ({ booking, to }) => ({
      title: 'Move booking?',
      text: `${booking.reference} moves to the departure of ${formatDay(to.departsOn)}: its seats are taken there, then given back here.`,
      tone: 'question',
      confirmLabel: 'Move booking',
      cancelLabel: 'Not now',
    }),
    success: ({ to }) => successAlert('Booking moved', `It now departs on ${formatDay(to.departsOn)}.`),
    failure: refusedWith(showInPlace, 'Failed to move the booking'),
  });
